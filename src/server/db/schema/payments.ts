import { sql } from 'drizzle-orm';
import {
  check,
  index,
  bigint,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { serviceBookings } from './services';

export const paymentStateEnum = pgEnum('payment_state', ['awaiting', 'paid', 'failed', 'expired']);

/**
 * One checkout of a booking at a payment provider (Stripe, Paystack): what was asked, in which currency and at
 * which rate, and what the provider says of it. The booking is confirmed only once its payment is 'paid', by a
 * signed webhook or by asking the provider (domains/payments/settle.ts). Our id is the provider's reference.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Money records are kept: a booking with a payment cannot be deleted, nor a payment with a refund.
    // What is paid for: a stay's booking or a service's, never both.
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    serviceBookingId: uuid('service_booking_id').references(() => serviceBookings.id, {
      onDelete: 'restrict',
    }),
    provider: text('provider').notNull(),
    /** The provider's id of the checkout (null until it answered). */
    providerRef: text('provider_ref'),
    /** What a refund is made against, once paid (Stripe: the PaymentIntent; Paystack: the transaction). */
    chargeRef: text('charge_ref'),
    /** What is charged, in the currency's cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * The booking's price in its own currency's cents (US cents for a stay; a service's USD, EUR or GBP), and
     * that currency's price in `currency` used (null when the same currency is charged). The column keeps its
     * name from when only stays, priced in US dollars, were paid.
     */
    usdCents: bigint('usd_cents', { mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 12, scale: 4, mode: 'number' }),
    state: paymentStateEnum('state').notNull().default('awaiting'),
    checkoutUrl: text('checkout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_booking_idx').on(t.bookingId),
    index('payments_service_booking_idx').on(t.serviceBookingId),
    check('payments_one_booking', sql`num_nonnulls(${t.bookingId}, ${t.serviceBookingId}) = 1`),
  ],
);

/**
 * Every verified webhook event, stored once by its provider's event id: a replay finds it and changes nothing.
 * `outcome` says what it did ('applied', 'ignored', or why it was refused: 'unknown', 'mismatch').
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind').notNull(),
    providerRef: text('provider_ref'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const refundStateEnum = pgEnum('refund_state', ['pending', 'succeeded', 'failed']);

/**
 * Money going back to a guest through the provider that took it: a cancellation's refund, a dispute's or a
 * workday-guarantee credit. Recorded with the booking's own change, then sent by the send-refunds job with our
 * id as the idempotency key; settled by the provider's answer or its webhook. `sent_at` is set before asking
 * the provider, so a refund whose answer was lost is never sent twice blindly.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    /** In the payment's currency and cents; usd_cents is what the booking's records refunded in US cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    usdCents: bigint('usd_cents', { mode: 'number' }).notNull(),
    state: refundStateEnum('state').notNull().default('pending'),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('refunds_payment_idx').on(t.paymentId), index('refunds_provider_ref_idx').on(t.providerRef)],
);
