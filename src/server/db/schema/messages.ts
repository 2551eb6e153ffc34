import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { profiles } from './users';

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The unordered pair, so one index serves a thread whichever way its messages went. */
    pairLow: uuid('pair_low')
      .notNull()
      .generatedAlwaysAs(sql`least(sender_id, receiver_id)`),
    pairHigh: uuid('pair_high')
      .notNull()
      .generatedAlwaysAs(sql`greatest(sender_id, receiver_id)`),
  },
  (t) => [
    index('messages_thread_idx').on(
      t.pairLow,
      t.pairHigh,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('messages_sender_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    index('messages_receiver_idx').on(t.receiverId, t.createdAt.desc().nullsFirst()),
    index('messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    check('messages_not_self', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);
