import { and, eq, isNull, or } from 'drizzle-orm';
import { MESSAGE_TEXTS } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { bookings, messages, profiles, properties, serviceBookings } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * Who may write to whom: the guest and the host of a booking (or the guest and the provider of a service
 * booking) may write to each other, and anyone may reply
 * to someone who wrote to them. Nobody can start a conversation with an arbitrary user id.
 */
export async function assertCanMessage(
  db: Db,
  me: string,
  other: string,
  bookingId?: string | null,
): Promise<void> {
  if (me === other) throw new AppError('bad_request', MESSAGE_TEXTS.self);
  const [profile] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, other));
  if (!profile) throw new AppError('not_found', MESSAGE_TEXTS.userNotFound);

  if (bookingId) {
    const [link] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(eq(bookings.id, bookingId), bookingLinks(me, other)));
    if (!link) throw new AppError('forbidden', MESSAGE_TEXTS.notAllowed);
    return;
  }
  if (!(await hasConversationRight(db, me, other))) {
    throw new AppError('forbidden', MESSAGE_TEXTS.notAllowed);
  }
}

/** `other` wrote to me first, or a booking links us (either of us the guest, the other the host). */
async function hasConversationRight(db: Db, me: string, other: string): Promise<boolean> {
  const [wrote] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, other), eq(messages.receiverId, me)))
    .limit(1);
  if (wrote) return true;
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(bookingLinks(me, other))
    .limit(1);
  if (booking) return true;
  // A service booking links its guest and its provider the same way.
  const [service] = await db
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .where(
      or(
        and(eq(serviceBookings.guestId, me), eq(serviceBookings.providerId, other)),
        and(eq(serviceBookings.guestId, other), eq(serviceBookings.providerId, me)),
      ),
    )
    .limit(1);
  return Boolean(service);
}

function bookingLinks(me: string, other: string) {
  return or(
    and(eq(bookings.userId, me), eq(properties.hostId, other)),
    and(eq(bookings.userId, other), eq(properties.hostId, me)),
  );
}

export const unreadFrom = (me: string, sender: string) =>
  and(eq(messages.receiverId, me), eq(messages.senderId, sender), isNull(messages.readAt));
