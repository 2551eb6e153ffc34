import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { properties } from './properties';
import { profiles } from './users';

export const bookingStatusEnum = pgEnum('booking_status', ['pending', 'confirmed', 'cancelled']);
export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'completed', 'refunded']);

/**
 * A stay (or workspace days) from check_in to check_out (exclusive). Active bookings (pending or confirmed) of a
 * property never overlap: an EXCLUDE constraint in drizzle/ (custom migration) enforces it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull().default(1),
    totalPrice: integer('total_price').notNull(),
    status: bookingStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    /** Set when cancelled: what the FAQ policy refunded (whole US dollars). */
    refundAmount: integer('refund_amount'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.checkIn),
    index('bookings_property_idx').on(t.propertyId, t.checkIn),
    // Arrivals on a day across a host's listings (the dashboard's check-in tasks, read on every visit).
    index('bookings_check_in_idx').on(t.checkIn),
    uniqueIndex('bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_guests_check', sql`${t.guests} between 1 and 6`),
  ],
);
