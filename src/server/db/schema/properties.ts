import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { propertyTypes } from '../../../shared/property';
import { backupPowerKinds } from '../../../shared/power';
import { profiles } from './users';

export const propertyTypeEnum = pgEnum('property_type', propertyTypes);
export const backupPowerEnum = pgEnum('backup_power', backupPowerKinds);

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A listing: what the cards, the detail page and the host's listing form show. Rates are US cents. */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    address: text('address'),
    propertyType: propertyTypeEnum('property_type').notNull().default('work_and_stay'),
    /** US cents a night (null for workspace-only listings without one). */
    nightlyRateCents: integer('nightly_rate_cents'),
    /** US cents an hour of workspace. */
    hourlyRateCents: integer('hourly_rate_cents'),
    images: textList('images'),
    workspaceScore: numeric('workspace_score', { precision: 3, scale: 1, mode: 'number' }),
    stayScore: numeric('stay_score', { precision: 3, scale: 1, mode: 'number' }),
    internetSpeed: integer('internet_speed'),
    /** Declared backup power: its kind ('none' without), the hours it lasts, and what it keeps running. */
    backupPower: backupPowerEnum('backup_power').notNull().default('none'),
    backupHours: smallint('backup_hours'),
    backupKeepsWifi: boolean('backup_keeps_wifi').notNull().default(false),
    backupKeepsDesk: boolean('backup_keeps_desk').notNull().default(false),
    /**
     * What guests measured at the desk (speed_tests, issue 19), kept here for cards and search: the median
     * download of the recorded tests in kilobits per second (null before any) and their number.
     */
    verifiedDownloadKbps: integer('verified_download_kbps'),
    verifiedTests: integer('verified_tests').notNull().default(0),
    /**
     * The host opted the listing into the workday guarantee (issue 19). It is in force only while the listing
     * also meets its conditions (shared/guarantee.ts): declared backup power and enough good verified tests.
     */
    workdayGuarantee: boolean('workday_guarantee').notNull().default(false),
    amenities: textList('amenities'),
    workAmenities: textList('work_amenities'),
    stayAmenities: textList('stay_amenities'),
    workspaceDesk: text('workspace_desk'),
    workspaceMonitor: text('workspace_monitor'),
    workspaceLighting: text('workspace_lighting'),
    workspaceNoise: text('workspace_noise'),
    workspaceExtras: text('workspace_extras'),
    bedrooms: integer('bedrooms'),
    beds: integer('beds'),
    bathrooms: integer('bathrooms'),
    kitchenAvailable: boolean('kitchen_available'),
    houseRules: textList('house_rules'),
    /** What cards show and price filters compare: nightly rate, or 8 hours at the hourly rate for work-only. */
    listPriceCents: integer('list_price_cents').generatedAlwaysAs(
      sql`case when property_type = 'work_only' or nightly_rate_cents is null then coalesce(hourly_rate_cents * 8, nightly_rate_cents) else nightly_rate_cents end`,
    ),
    /** Lower-cased, accent-free title, city, country and description: what text search matches (pg_trgm). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`kazistay_fold(coalesce(title, '') || ' ' || coalesce(city, '') || ' ' || coalesce(country, '') || ' ' || coalesce(description, ''))`,
    ),
    /** Kept by a trigger on reviews (custom migration). */
    ratingAvg: numeric('rating_avg', { precision: 2, scale: 1, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the host deletes the listing: it leaves search, the host's list and its page, while past
     * bookings, reviews and messages keep its title and photos.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * False while the host's account is deactivated; written with the deactivation, so search filters on the
     * listing's own row instead of joining the host.
     */
    hostActive: boolean('host_active').notNull().default(true),
    /** Set by an admin (moderation): out of search, its page says it is unavailable; the host sees why. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The secret in the listing's iCal export URL; made on first use, replaced to revoke the old URL. */
    icalToken: text('ical_token').unique(),
  },
  (t) => [
    // The host's own list, newest first (keyset paging).
    index('properties_host_created_idx').on(
      t.hostId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // NULLS FIRST is what ORDER BY ... DESC means: the planner only walks an index whose null order matches.
    index('properties_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // fastupdate off, as for services: no pending list for every search to read.
    index('properties_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('properties_title_prefix_idx').on(sql`kazistay_fold(${t.title}) text_pattern_ops`),
    index('properties_city_prefix_idx').on(sql`kazistay_fold(${t.city}) text_pattern_ops`),
    // City pages (the sitemap's links) walk this in order and stop after one page.
    index('properties_city_idx').on(
      sql`lower(${t.city})`,
      sql`lower(${t.country})`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('properties_type_created_idx').on(
      t.propertyType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('properties_list_price_idx').on(t.listPriceCents),
    index('properties_amenities_idx').using(
      'gin',
      sql`(${t.workAmenities} || ${t.stayAmenities} || ${t.amenities})`,
    ),
  ],
);
