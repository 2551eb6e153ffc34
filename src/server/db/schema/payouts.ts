import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PAYOUT_KINDS,
  PAYOUT_METHODS,
  PAYOUT_STATUSES,
  type PayoutMethodDetails,
} from '../../../shared/payouts';
import { bookings } from './bookings';
import { serviceBookings } from './services';
import { profiles } from './users';

export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);
export const payoutMethodEnum = pgEnum('payout_method', PAYOUT_METHODS);
export const payoutKindEnum = pgEnum('payout_kind', PAYOUT_KINDS);

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
 * The ledger: one payout per paid stay (to its host: bookingMoney's host earnings, src/shared/money.ts) and per
 * paid service booking (to its provider: serviceBookingMoney's provider commission), in the booking's currency.
 * scheduled → processing → completed at release_at (a stay: 24 h after check-in; a service: once the provider
 * marks it completed, null until then); failed (with the reason) when there is no method or the network refuses,
 * tried again from next_attempt_at; cancelled when a refund leaves the payee nothing. payout_date is when it was
 * paid (completed) or is due (otherwise): the list's date and sort.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: payoutKindEnum('kind').notNull().default('stay'),
    /** The stay paid for (kind stay). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** The service booking paid for (kind service). */
    serviceBookingId: uuid('service_booking_id').references(() => serviceBookings.id, {
      onDelete: 'cascade',
    }),
    /** The host (a stay) or the service provider (a service) who is paid. */
    payeeId: uuid('payee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The booking's currency, what amount_cents is in (stays: USD; services: USD, EUR or GBP). */
    currency: text('currency').notNull().default('USD'),
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
    releaseAt: timestamp('release_at', { withTimezone: true }),
    payoutDate: timestamp('payout_date', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** The network's reference for the transfer (its id: Stripe tr_…, Paystack TRF_…, demo SIM-…). */
    providerRef: text('provider_ref'),
    /** The network the transfer was asked of (demo, stripe, paystack): null until the first send. */
    network: text('network'),
    /**
     * The idempotency key (and the network's reference) of the current transfer: the payout id, with an attempt
     * suffix once a transfer under the earlier key definitely failed. Kept from before the call, so a release
     * that dies mid-call asks the network about this key rather than sending again.
     */
    transferKey: text('transfer_key'),
    /**
     * When the current attempt called the network (null before it does): a payout processing past its lease
     * with this set may have been sent, so it is looked up at the network, never sent blind.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What was asked of the network, in its currency (KES under Paystack, at the guest payment's rate). */
    sentAmountMinor: bigint('sent_amount_minor', { mode: 'number' }),
    sentCurrency: text('sent_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_booking_idx').on(t.bookingId),
    uniqueIndex('payouts_service_booking_idx').on(t.serviceBookingId),
    // The payee's history, newest first, and its filters.
    index('payouts_payee_date_idx').on(t.payeeId, t.kind, t.payoutDate.desc(), t.id),
    index('payouts_payee_status_idx').on(t.payeeId, t.kind, t.status, t.payoutDate.desc()),
    // What the release job picks up.
    index('payouts_due_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('payouts_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'failed'`),
    check(
      'payouts_one_booking_check',
      sql`(${t.kind} = 'stay' and ${t.bookingId} is not null and ${t.serviceBookingId} is null) or (${t.kind} = 'service' and ${t.serviceBookingId} is not null and ${t.bookingId} is null)`,
    ),
    check(
      'payouts_amount_check',
      sql`${t.amountCents} >= 0 and ${t.platformFeeCents} >= 0 and ${t.deductedCents} between 0 and ${t.amountCents}`,
    ),
  ],
);

/**
 * The demo payout network's own record of money sent: one transfer per key at most (the payout's transfer key
 * is the idempotency key), so a release interrupted and run again never pays twice. No money moves.
 */
export const payoutTransfers = pgTable('payout_transfers', {
  key: text('key').primaryKey(),
  payoutId: uuid('payout_id')
    .notNull()
    .references(() => payouts.id, { onDelete: 'cascade' }),
  payeeId: uuid('payee_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
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

/**
 * A payee's account at the payout network (Stripe: an Express connected account; Paystack: a transfer recipient
 * made from their M-Pesa number or bank account), and whether it can be paid. One per payee and network.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    network: text('network').notNull(),
    /** acct_… (Stripe) or RCP_… (Paystack). */
    externalId: text('external_id').notNull(),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    /** What the network still needs from the payee before it pays them (Stripe's requirements due). */
    requirementsDue: jsonb('requirements_due').$type<string[]>().notNull().default([]),
    /** The holder's name as the network verified it, when it does (Paystack's account resolution). */
    verifiedName: text('verified_name'),
    /** The masked destination shown back (Paystack: the number or account the recipient pays to). */
    destination: text('destination'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.network] }),
    uniqueIndex('payout_accounts_external_idx').on(t.network, t.externalId),
  ],
);
