import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { SERVICE_STATUSES } from '../../../shared/service-catalog';
import { SERVICE_BOOKING_STATUSES } from '../../../shared/service-bookings';
import { PROVIDER_APPLICATION_STATUSES } from '../../../shared/services';
import { paymentStatusEnum } from './bookings';
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
 * What a provider offers, as applied for and, once approved, on their profile (fresh column builders for each
 * table).
 */
const providerOffer = () => ({
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
});

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
    ...providerOffer(),
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
 * this row, unrevoked (not the account's role): a host or guest who is approved keeps what they could do. A
 * revoked row stays, so the provider's past bookings and reviews keep their name.
 */
export const providerProfiles = pgTable('provider_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => providerApplications.id, { onDelete: 'set null' }),
  ...providerOffer(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when an admin revokes the verification: no longer a provider until an application is approved again. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const serviceStatusEnum = pgEnum('service_status', SERVICE_STATUSES);

/**
 * A provider's service (/services/create). Listed on /services while active and its provider's account is
 * active (`provider_active`, kept by deactivation like properties.host_active).
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providerProfiles.userId, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** In the currency's cents (the form's step is 0.01). */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: serviceStatusEnum('status').notNull().default('active'),
    providerActive: boolean('provider_active').notNull().default(true),
    /** Lower-cased, accent-free title and description: what 'Search services...' matches (pg_trgm). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`kazistay_fold(coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('services_price_check', sql`${t.priceCents} >= 0`),
    check('services_currency_check', sql`${t.currency} in ('USD', 'EUR', 'GBP')`),
    index('services_provider_idx').on(t.providerId, t.createdAt),
    // The browse page: newest first among listed services, all or one category. Ascending, read backwards: an
    // index declared DESC gets NULLS LAST from drizzle, which ORDER BY ... DESC (NULLS FIRST) cannot use.
    index('services_listed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'active' and ${t.providerActive}`),
    index('services_listed_category_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.status} = 'active' and ${t.providerActive}`),
    // fastupdate off: new entries go straight into the index instead of a pending list that every search
    // would read in full until a vacuum merges it (500 pages after seeding 50,000 services: searches took twice
    // as long). Services are written rarely and searched constantly.
    index('services_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('services_title_prefix_idx').using('btree', sql`kazistay_fold(${t.title}) text_pattern_ops`),
  ],
);

export const serviceBookingStatusEnum = pgEnum('service_booking_status', SERVICE_BOOKING_STATUSES);

/**
 * A guest's request for a service on a date and time slot. Charged (payment_status completed) when the
 * provider confirms; the price and the platform's commission are the ones in force when requested.
 */
export const serviceBookings = pgTable(
  'service_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    specialRequests: text('special_requests').notNull().default(''),
    status: serviceBookingStatusEnum('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    commissionBasisPoints: integer('commission_bp').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The provider's message when declining, or the reason given when cancelling. */
    note: text('note'),
    cancelledBy: uuid('cancelled_by').references(() => profiles.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Under a payment provider: until when a confirmed booking waits for the guest's payment before it lapses
     * and its slot is freed (null once paid, and for the demo's, which marks it paid on confirming).
     */
    payBy: timestamp('pay_by', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_bookings_idempotency_idx').on(t.guestId, t.idempotencyKey),
    // A provider is in one place at a time: one confirmed (or completed) booking per date and slot.
    uniqueIndex('service_bookings_slot_idx')
      .on(t.providerId, t.bookingDate, t.timeSlot)
      .where(sql`${t.status} in ('confirmed', 'completed')`),
    index('service_bookings_provider_idx').on(t.providerId, t.createdAt),
    index('service_bookings_guest_idx').on(t.guestId, t.bookingDate),
    check('service_bookings_amount_check', sql`${t.amountCents} >= 0`),
    check('service_bookings_refund_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
);

/** The guest's review of a completed service booking, once (spec 001 §3 Service review). */
export const serviceReviews = pgTable(
  'service_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => serviceBookings.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_reviews_booking_idx').on(t.bookingId),
    index('service_reviews_provider_idx').on(t.providerId, t.createdAt),
    check('service_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
