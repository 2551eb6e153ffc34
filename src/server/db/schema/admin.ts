import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  bigint,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_KINDS, ALERT_STATUSES } from '../../../shared/alerts';
import type { AuditAction, AuditValues } from '../../../shared/admin';
import { DISPUTE_CATEGORIES, DISPUTE_STATUSES } from '../../../shared/disputes';
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES } from '../../../shared/moderation';
import { REPORT_FORMATS, REPORT_STATUSES, REPORT_TYPES } from '../../../shared/reports';
import { bookings } from './bookings';
import { properties } from './properties';
import { users } from './users';

/**
 * What admins did: one row per change, written in the change's own transaction. A trigger (migration 0025)
 * refuses UPDATE and DELETE, so the log cannot be edited, even by the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: deleting an account must not touch the log (which refuses every change). */
    actorId: uuid('actor_id'),
    /** The admin's name when they acted: the entry keeps it if the account goes. */
    actorName: text('actor_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<AuditValues>(),
    after: jsonb('after').$type<AuditValues>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

export const alertKindEnum = pgEnum('alert_kind', ALERT_KINDS);
export const alertStatusEnum = pgEnum('alert_status', ALERT_STATUSES);

/**
 * System alerts, raised by the app when something needs an admin. An open alert (pending or in progress) has
 * a key: raising the same problem again while it is open adds to its count instead of a second alert.
 */
export const adminAlerts = pgTable(
  'admin_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: alertKindEnum('kind').notNull(),
    key: text('key').notNull(),
    description: text('description').notNull(),
    /** The action's label and where it leads ('Review payouts', '/admin/...'). */
    action: text('action').notNull(),
    path: text('path').notNull(),
    status: alertStatusEnum('status').notNull().default('pending'),
    /** How many times the problem was raised while this alert was open. */
    occurrences: integer('occurrences').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRaisedAt: timestamp('last_raised_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('admin_alerts_open_key_idx')
      .on(t.key)
      .where(sql`status <> 'resolved'`),
    index('admin_alerts_created_idx').on(t.createdAt.desc()),
  ],
);

/**
 * Admin Settings: one row (id is always true). New quotes, sign-ups and the site notice read it on every use,
 * so a change applies at once on every instance. Fees are US cents, the host fee basis points.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: boolean('id').primaryKey().default(true),
    serviceFeeCents: integer('service_fee_cents').notNull().default(7500),
    cleaningFeeCents: integer('cleaning_fee_cents').notNull().default(8500),
    hostFeeBasisPoints: integer('host_fee_bp').notNull().default(300),
    payoutDelayHours: integer('payout_delay_hours').notNull().default(24),
    /** The platform's commission on service bookings (15 % by default); each booking keeps its own. */
    providerCommissionBasisPoints: integer('provider_commission_bp').notNull().default(1500),
    /**
     * Kenyan shillings per US dollar, in ten-thousandths (1,300,000 = 130.0000): what a provider charging in KES
     * (Paystack) converts a price at. kes_rate_set_at: when an admin last set it (null: the default).
     */
    kesPerUsdE4: integer('kes_per_usd_e4').notNull().default(1_300_000),
    /** Kenyan shillings per euro and per pound, the same way: what a service priced in EUR or GBP converts at. */
    kesPerEurE4: integer('kes_per_eur_e4').notNull().default(1_500_000),
    kesPerGbpE4: integer('kes_per_gbp_e4').notNull().default(1_750_000),
    kesRateSetAt: timestamp('kes_rate_set_at', { withTimezone: true }),
    signupsOpen: boolean('signups_open').notNull().default(true),
    notice: text('notice'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id}`)],
);

export const reportTypeEnum = pgEnum('report_type', REPORT_TYPES);
export const reportFormatEnum = pgEnum('report_format', REPORT_FORMATS);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);

/**
 * Generated reports. A row is written 'processing' with its job (the job mechanism keeps it across restarts);
 * the job stores the file privately (storage key under private/reports/) and marks it completed, or failed with
 * its error.
 */
export const adminReports = pgTable(
  'admin_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    type: reportTypeEnum('type').notNull(),
    format: reportFormatEnum('format').notNull(),
    fromDay: date('from_day').notNull(),
    toDay: date('to_day').notNull(),
    status: reportStatusEnum('status').notNull().default('processing'),
    error: text('error'),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    rows: integer('rows'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('admin_reports_created_idx').on(t.createdAt.desc())],
);

export const listingReportReasonEnum = pgEnum('listing_report_reason', LISTING_REPORT_REASONS);
export const listingReportStatusEnum = pgEnum('listing_report_status', LISTING_REPORT_STATUSES);

/** A signed-in user's report about a listing; one open report per person and listing. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: listingReportReasonEnum('reason').notNull(),
    details: text('details').notNull(),
    status: listingReportStatusEnum('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('listing_reports_open_idx')
      .on(t.propertyId, t.reporterId)
      .where(sql`status = 'open'`),
    index('listing_reports_property_idx').on(t.propertyId, t.createdAt.desc()),
  ],
);

export const disputeCategoryEnum = pgEnum('dispute_category', DISPUTE_CATEGORIES);
export const disputeStatusEnum = pgEnum('dispute_status', DISPUTE_STATUSES);

/**
 * A guest's 'Report a problem' on a current or past stay: one per booking (a booking is refunded through a
 * dispute at most once). Photos are the guest's own uploads (kept from the orphan clean-up while used here).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: disputeCategoryEnum('category').notNull(),
    description: text('description').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: disputeStatusEnum('status').notNull().default('open'),
    /** What the resolution refunded, US cents. */
    refundCents: bigint('refund_cents', { mode: 'number' }),
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disputes_booking_idx').on(t.bookingId),
    index('disputes_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);
