import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { blockStatuses, eventTypes, type IcalConflict } from '../../../shared/calendar';
import { properties } from './properties';
import { profiles } from './users';

export const blockStatusEnum = pgEnum('block_status', blockStatuses);
export const hostEventTypeEnum = pgEnum('host_event_type', eventTypes);

/**
 * An external calendar (Airbnb, Booking.com…) a host imports for one listing: fetched on a schedule and on
 * 'Sync now'; its events become blocks with source 'ical'.
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Syncs failed in a row (0 after a success): the admins are alerted when it reaches ICAL_ALERT_FAILURES. */
    failures: integer('failures').notNull().default(0),
    /** Upstream events that fell on nights already booked on KaziStay at the last sync. */
    conflicts: jsonb('conflicts').$type<IcalConflict[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ical_feeds_property_url_idx').on(t.propertyId, t.url)],
);

/**
 * Nights a listing cannot be booked: [start_date, end_date), end exclusive like a booking's check-out. Made by
 * the host (source 'host') or by an imported feed (source 'ical', with the feed and the event's UID). Bookings,
 * the booking card and date search all honour them; kazistay_book and the block writers take the same
 * per-property advisory lock, so a block and a booking never both take a night.
 */
export const availabilityBlocks = pgTable(
  'availability_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: blockStatusEnum('status').notNull(),
    source: text('source', { enum: ['host', 'ical'] })
      .notNull()
      .default('host'),
    feedId: uuid('feed_id').references(() => icalFeeds.id, { onDelete: 'cascade' }),
    /** The upstream event's UID (source 'ical'). */
    uid: text('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_blocks_property_idx').on(t.propertyId, t.startDate),
    uniqueIndex('availability_blocks_feed_uid_idx').on(t.feedId, t.uid, t.startDate),
    check('availability_blocks_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/** A host's calendar event (spec 001 §5 event form), on one of their listings. */
export const hostEvents = pgTable(
  'host_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** As the host typed it ('09:00', '2pm'): the spec asks only that it is not empty. */
    time: text('time').notNull(),
    type: hostEventTypeEnum('type').notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('host_events_host_date_idx').on(t.hostId, t.date)],
);
