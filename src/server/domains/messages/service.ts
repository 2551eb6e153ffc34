import { and, count, eq, isNull, sql } from 'drizzle-orm';
import {
  MESSAGE_TEXTS,
  THREAD_PAGE_SIZE,
  type BookingContextView,
  type ConversationView,
  type MessageEvent,
  type MessageView,
} from '../../../shared/messages';
import { rowsOf, type Db } from '../../db/client';
import { keysetLimit, keysetOrder, keysetWhere, pageOf } from '../../db/cursor';
import { bookings, messages, profiles, properties } from '../../db/schema';
import { withEvents, type Emit } from '../../realtime/events';
import { AppError } from '../../errors';
import { assertCanMessage, unreadFrom } from './access';

const CONVERSATIONS_SHOWN = 200;

const messageColumns = {
  id: messages.id,
  content: messages.content,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  bookingId: messages.bookingId,
  createdAt: messages.createdAt,
  createdAtText: sql<string>`${messages.createdAt}::text`,
  readAt: messages.readAt,
  senderName: profiles.fullName,
  senderAvatar: profiles.avatarUrl,
};

type MessageRow = {
  id: string;
  content: string;
  senderId: string;
  receiverId: string;
  bookingId: string | null;
  createdAt: Date;
  readAt: Date | null;
  senderName: string;
  senderAvatar: string | null;
};

function toView(r: MessageRow): MessageView {
  return {
    id: r.id,
    content: r.content,
    senderId: r.senderId,
    receiverId: r.receiverId,
    bookingId: r.bookingId,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
    isRead: r.readAt !== null,
    sender: { fullName: r.senderName, avatarUrl: r.senderAvatar },
  };
}

function userEvent(emit: Emit, userIds: string[], event: MessageEvent): Promise<void> {
  return emit('user', event, userIds);
}

/** One entry per person I have written to or heard from, latest conversation first. */
export async function conversations(db: Db, me: string): Promise<ConversationView[]> {
  const result = await db.execute(sql`
    with mine as (
      select m.id, m.content, m.created_at, m.sender_id,
             case when m.sender_id = ${me} then m.receiver_id else m.sender_id end as other_id
      from ${messages} m
      where m.sender_id = ${me} or m.receiver_id = ${me}
    ), latest as (
      select distinct on (other_id) other_id, content, created_at, sender_id
      from mine order by other_id, created_at desc, id desc
    )
    select l.other_id, p.full_name, p.avatar_url, l.content, l.created_at, l.sender_id = ${me} as mine,
      (select count(*)::int from ${messages} u
        where u.receiver_id = ${me} and u.sender_id = l.other_id and u.read_at is null) as unread
    from latest l join ${profiles} p on p.id = l.other_id
    order by l.created_at desc
    limit ${CONVERSATIONS_SHOWN}`);
  type Row = {
    other_id: string;
    full_name: string;
    avatar_url: string | null;
    content: string;
    created_at: string | Date;
    mine: boolean;
    unread: number;
  };
  return rowsOf<Row>(result).map((r) => ({
    userId: r.other_id,
    fullName: r.full_name,
    avatarUrl: r.avatar_url,
    lastMessage: r.content,
    lastMessageDate: new Date(r.created_at).toISOString(),
    lastMessageMine: r.mine,
    unreadCount: Number(r.unread),
  }));
}

/**
 * The two-party thread, oldest first within the page: the newest THREAD_PAGE_SIZE, then older pages by a
 * keyset cursor on (created_at, id). Only messages I sent or received can match, so nobody reads a thread
 * they are not in.
 */
export async function thread(
  db: Db,
  me: string,
  withUserId: string,
  cursor: string | null | undefined,
): Promise<{ items: MessageView[]; olderCursor: string | null }> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(profiles, eq(profiles.id, messages.senderId))
    .where(
      and(
        sql`${messages.pairLow} = least(${me}::uuid, ${withUserId}::uuid)`,
        sql`${messages.pairHigh} = greatest(${me}::uuid, ${withUserId}::uuid)`,
        keysetWhere(messages, cursor),
      ),
    )
    .orderBy(...keysetOrder(messages))
    .limit(keysetLimit(THREAD_PAGE_SIZE));
  // Fetched newest first; the page of older messages is shown oldest first.
  const page = pageOf(rows, THREAD_PAGE_SIZE, (r) => ({ t: r.createdAtText, id: r.id }));
  return { items: page.items.reverse().map(toView), olderCursor: page.next };
}

/**
 * Stores a message and announces it. `firstUnread` says whether it opens an unread streak (the recipient had
 * nothing unread from me): decided inside the events transaction, which is serialized, so of two messages
 * sent at once exactly one opens the streak.
 */
export async function send(
  db: Db,
  me: string,
  input: { to: string; content: string; bookingId?: string | null | undefined },
): Promise<{ message: MessageView; firstUnread: boolean }> {
  await assertCanMessage(db, me, input.to, input.bookingId);
  return deliver(db, me, input);
}

/**
 * Stores a message and tells both people at once (their realtime topic). No access check: `send` makes it for
 * what users write; the app's own notices (an admin's decision on a dispute or a listing) come here directly.
 */
export function deliver(
  db: Db,
  me: string,
  input: { to: string; content: string; bookingId?: string | null | undefined; createdAt?: Date },
): Promise<{ message: MessageView; firstUnread: boolean }> {
  return withEvents(db, async (tx, emit) => {
    const [unread] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(unreadFrom(input.to, me))
      .limit(1);
    const [row] = await tx
      .insert(messages)
      .values({
        senderId: me,
        receiverId: input.to,
        content: input.content,
        bookingId: input.bookingId ?? null,
        // The app's notices are dated when what they tell happened (the demo data tells of the past).
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })
      .returning({ id: messages.id });
    const [full] = row
      ? await tx
          .select(messageColumns)
          .from(messages)
          .innerJoin(profiles, eq(profiles.id, messages.senderId))
          .where(eq(messages.id, row.id))
      : [];
    if (!full) throw new Error('inserted message not found');
    const message = toView(full);
    await userEvent(emit, [me, input.to], { type: 'message.created', message });
    return { message, firstUnread: !unread };
  });
}

/** Marks what `withUserId` sent me as read; never touches messages I sent or other people's threads. */
export function markRead(db: Db, me: string, withUserId: string): Promise<{ count: number }> {
  return withEvents(db, async (tx, emit) => {
    const readAt = new Date();
    const updated = await tx
      .update(messages)
      .set({ readAt })
      .where(unreadFrom(me, withUserId))
      .returning({ id: messages.id });
    if (updated.length > 0) {
      await userEvent(emit, [me, withUserId], {
        type: 'messages.read',
        readerId: me,
        senderId: withUserId,
        messageIds: updated.map((u) => u.id),
        readAt: readAt.toISOString(),
      });
    }
    return { count: updated.length };
  });
}

export async function unreadCount(db: Db, me: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.receiverId, me), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** The booking a conversation is about, for its guest or its host only. */
export async function bookingContext(db: Db, me: string, bookingId: string): Promise<BookingContextView> {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      propertyId: properties.id,
      propertyTitle: properties.title,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      status: bookings.status,
      guestId: bookings.userId,
      hostId: properties.hostId,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, bookingId));
  if (!row || (row.guestId !== me && row.hostId !== me) || row.guestId === row.hostId) {
    throw new AppError('not_found', MESSAGE_TEXTS.bookingNotFound);
  }
  const iAmGuest = row.guestId === me;
  const otherId = iAmGuest ? row.hostId : row.guestId;
  const [other] = await db
    .select({ fullName: profiles.fullName, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, otherId));
  if (!other) throw new AppError('not_found', MESSAGE_TEXTS.bookingNotFound);
  return {
    bookingId: row.bookingId,
    propertyId: row.propertyId,
    propertyTitle: row.propertyTitle,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    status: row.status,
    counterpart: { userId: otherId, ...other, role: iAmGuest ? 'host' : 'guest' },
  };
}
