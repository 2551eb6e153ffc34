import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYOUT_METHODS, PAYOUT_STATUSES, type PayoutMethodDetails } from '../../../shared/payouts';
import { bookings } from './bookings';
import { profiles } from './users';

export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);
export const payoutMethodEnum = pgEnum('payout_method', PAYOUT_METHODS);

/** How a host is paid (Settings › Host Info): one per host; details validated by payoutMethodInput. */
export const payoutMethods = pgTable('payout_methods', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  kind: payoutMethodEnum('kind').notNull(),
  details: jsonb('details').$type<PayoutMethodDetails>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ledger: one payout per paid booking, the host's earnings from bookingMoney (src/shared/money.ts).
 * scheduled → processing → completed at release_at (24 h after check-in); failed (with the reason) when there
 * is no method or the provider refuses, tried again from next_attempt_at; cancelled when a refund leaves the
 * host nothing. payout_date is when it was paid (completed) or is due (otherwise): the list's date and sort.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    /**
     * Taken off this payout when it was sent, for refunds on the host's earlier bookings whose payouts had
     * already gone (payout_deductions): the transfer is amount_cents - deducted_cents.
     */
    deductedCents: integer('deducted_cents').notNull().default(0),
    /** The host's method when it was last tried or scheduled (null: none on file). */
    method: payoutMethodEnum('method'),
    status: payoutStatusEnum('status').notNull().default('scheduled'),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    payoutDate: timestamp('payout_date', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The provider's reference for the transfer (completed only). */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_booking_idx').on(t.bookingId),
    // The host's history, newest first, and its filters.
    index('payouts_host_date_idx').on(t.hostId, t.payoutDate.desc(), t.id),
    index('payouts_host_status_idx').on(t.hostId, t.status, t.payoutDate.desc()),
    // What the release job picks up.
    index('payouts_due_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('payouts_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'failed'`),
    check(
      'payouts_amount_check',
      sql`${t.amountCents} >= 0 and ${t.platformFeeCents} >= 0 and ${t.deductedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/**
 * The simulated payout provider's own record of money sent: one transfer per payout at most (the payout id is
 * the idempotency key), so a release interrupted and run again never pays twice.
 */
export const payoutTransfers = pgTable('payout_transfers', {
  payoutId: uuid('payout_id')
    .primaryKey()
    .references(() => payouts.id, { onDelete: 'cascade' }),
  hostId: uuid('host_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  method: payoutMethodEnum('method').notNull(),
  /** The masked destination, as a statement would show it. */
  destination: text('destination').notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a host owes back for a refund made after the booking's payout was already on its way or paid (a
 * dispute's refund): taken from the host's next payouts as they are sent, until nothing remains.
 */
export const payoutDeductions = pgTable(
  'payout_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    remainingCents: integer('remaining_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_deductions_open_idx')
      .on(t.hostId, t.createdAt)
      .where(sql`${t.remainingCents} > 0`),
    check('payout_deductions_amount_check', sql`${t.remainingCents} between 0 and ${t.amountCents}`),
  ],
);
