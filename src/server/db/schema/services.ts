import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROVIDER_APPLICATION_STATUSES } from '../../../shared/services';
import { profiles } from './users';

/** The ten service categories of spec 001 §3, stored as data (migration inserts them). */
export const serviceCategories = pgTable('service_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: smallint('position').notNull(),
});

export const providerApplicationStatusEnum = pgEnum(
  'provider_application_status',
  PROVIDER_APPLICATION_STATUSES,
);

/**
 * What a person sent from /become-provider, reviewed by an admin. At most one pending per person; after a
 * rejection they may apply again (a new row: the rejected one keeps its reason).
 */
export const providerApplications = pgTable(
  'provider_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    avatarUrl: text('avatar_url'),
    categories: text('categories').array().notNull(),
    /** The starting price in the currency's cents (the form's step is 0.01). */
    startingPriceCents: integer('starting_price_cents').notNull(),
    currency: text('currency').notNull(),
    /** Working days, monday..sunday names. */
    availability: text('availability').array().notNull(),
    timeSlots: text('time_slots').notNull(),
    portfolio: text('portfolio')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: providerApplicationStatusEnum('status').notNull().default('pending'),
    /** The admin's reason, when rejected. */
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('provider_applications_status_idx').on(t.status, t.createdAt),
    check('provider_applications_price_check', sql`${t.startingPriceCents} >= 0`),
    check('provider_applications_currency_check', sql`${t.currency} in ('USD', 'EUR', 'GBP')`),
  ],
);

/**
 * An applicant's private verification documents (PDF, JPEG, PNG), stored under `private/provider-documents/`
 * and served only to their owner and admins. Uploaded before the application is sent, then attached to it.
 */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => providerApplications.id, {
      onDelete: 'cascade',
    }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('provider_documents_application_idx').on(t.applicationId)],
);

/**
 * A verified provider: made when an admin approves an application, from it. Whether someone is a provider is
 * this row (not the account's role): a host or guest who is approved keeps what they could do.
 */
export const providerProfiles = pgTable('provider_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => providerApplications.id, { onDelete: 'set null' }),
  displayName: text('display_name').notNull(),
  bio: text('bio').notNull().default(''),
  avatarUrl: text('avatar_url'),
  categories: text('categories').array().notNull(),
  startingPriceCents: integer('starting_price_cents').notNull(),
  currency: text('currency').notNull(),
  availability: text('availability').array().notNull(),
  timeSlots: text('time_slots').notNull(),
  portfolio: text('portfolio')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
