import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  bigint,
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
 * property never overlap: an EXCLUDE constraint in drizzle/ (custom migration) enforces it. A pending booking
 * waits for its payment and holds its dates until hold_expires_at; past it, it is expired (cancelled) and the
 * dates are free (domains/bookings/holds.ts).
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
    /** What the guest is charged, US cents (stay + cleaning fee + service fee). */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: bookingStatusEnum('status').notNull().default('pending'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    /**
     * Until when the booking holds its dates while its payment is under way (PAYMENT_HOLD_MINUTES from its
     * creation). Null: no expiry (a booking written outside the booking flow).
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Set when cancelled: what the FAQ policy refunded (US cents). */
    refundCents: bigint('refund_cents', { mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * The terms the booking was made under (Admin Settings at the time): its service fee (US cents), the
     * platform's fee on the host's charge (basis points) and the payout delay. Changing the settings later
     * changes neither its price nor its payout.
     */
    serviceFeeCents: integer('service_fee_cents').notNull().default(7500),
    hostFeeBasisPoints: integer('host_fee_bp').notNull().default(300),
    payoutDelayHours: integer('payout_delay_hours').notNull().default(24),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.checkIn),
    index('bookings_property_idx').on(t.propertyId, t.checkIn),
    // Arrivals on a day across a host's listings (the dashboard's check-in tasks, read on every visit).
    index('bookings_check_in_idx').on(t.checkIn),
    // The admin's figures, chart and reports: bookings made in a period, read in (created_at, id) order a
    // page at a time (keyset: each page starts where the last ended instead of rescanning the period).
    index('bookings_created_at_idx').on(t.createdAt, t.id),
    uniqueIndex('bookings_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The settle job's sweep: the bookings still waiting for their payment, by when their hold runs out.
    index('bookings_pending_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('bookings_dates_check', sql`${t.checkOut} > ${t.checkIn}`),
    check('bookings_guests_check', sql`${t.guests} between 1 and 6`),
  ],
);
