import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
import { speedTestStatuses, type BusySpan } from '../../../shared/speed-tests';
import { bookings } from './bookings';
import { properties } from './properties';
import { profiles } from './users';

export const outageKindEnum = pgEnum('outage_kind', ['power', 'internet']);

/**
 * A power or internet outage a guest reported during their stay (issue 19): ongoing while ended_at is null
 * (one at a time per booking), answered by the host, who may confirm it.
 */
export const outageReports = pgTable(
  'outage_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: outageKindEnum('kind').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    note: text('note'),
    hostAnswer: text('host_answer'),
    hostConfirmed: boolean('host_confirmed').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The listing had the workday guarantee in force when this was reported (what the claim is judged by). */
    guaranteed: boolean('guaranteed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outage_reports_one_open_idx')
      .on(t.bookingId)
      .where(sql`${t.endedAt} is null`),
    index('outage_reports_property_idx').on(t.propertyId, t.startedAt),
    index('outage_reports_booking_idx').on(t.bookingId, t.createdAt),
    check('outage_reports_end_check', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
  ],
);

export const speedTestStatusEnum = pgEnum('speed_test_status', speedTestStatuses);

/**
 * A speed test a guest ran at the desk during their stay. Created 'running' when the test starts; the server
 * adds what it observed on its side (bytes, time, pings in turn) as the streams run, and when the guest finishes
 * records its own figures from them ('complete'), or none when it saw too little ('incomplete'). One never
 * finished within SPEED_TEST_MAX_AGE_MS stays 'running': abandoned, counted nowhere.
 */
export const speedTests = pgTable(
  'speed_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    status: speedTestStatusEnum('status').notNull().default('running'),
    /**
     * The server's side: bytes it sent and received (once each request is over), and in each direction every
     * request's time on the server, [from, to] in epoch ms (the speed is over their union: streams side by
     * side count once, the time between requests not at all). The reserved bytes and requests bound the test
     * as requests begin.
     */
    serverDownloadBytes: bigint('server_download_bytes', { mode: 'number' }).notNull().default(0),
    serverDownloadSpans: jsonb('server_download_spans').$type<BusySpan[]>().notNull().default([]),
    serverUploadBytes: bigint('server_upload_bytes', { mode: 'number' }).notNull().default(0),
    serverUploadSpans: jsonb('server_upload_spans').$type<BusySpan[]>().notNull().default([]),
    reservedDownloadBytes: bigint('reserved_download_bytes', { mode: 'number' }).notNull().default(0),
    reservedUploadBytes: bigint('reserved_upload_bytes', { mode: 'number' }).notNull().default(0),
    downloadRequests: integer('download_requests').notNull().default(0),
    uploadRequests: integer('upload_requests').notNull().default(0),
    /** The ping chain: the token the next ping must name, when its answer left, the round trips in ms. */
    pingToken: uuid('ping_token'),
    pingAt: timestamp('ping_at', { withTimezone: true, precision: 3 }),
    pingSamples: integer('ping_samples')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The server's figures of a complete test. Speeds in kilobits per second. */
    downloadKbps: integer('download_kbps'),
    uploadKbps: integer('upload_kbps'),
    latencyMs: integer('latency_ms'),
    /** What the browser said it measured, kept only to compare; flagged when it disagrees with the server. */
    claimedDownloadKbps: integer('claimed_download_kbps'),
    claimedUploadKbps: integer('claimed_upload_kbps'),
    claimedLatencyMs: integer('claimed_latency_ms'),
    flagged: boolean('flagged').notNull().default(false),
    /** The listing's local minutes after midnight when the test ran (its time-of-day bucket). */
    localMinutes: integer('local_minutes'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (t) => [
    index('speed_tests_property_idx').on(t.propertyId, t.recordedAt),
    index('speed_tests_booking_idx').on(t.bookingId, t.startedAt),
  ],
);

export const workdayClaimStatusEnum = pgEnum('workday_claim_status', ['credited', 'disputed']);
export const workdaySignalEnum = pgEnum('workday_signal', ['host_confirmed', 'other_guest', 'speed_tests']);

/**
 * The workday guarantee's decision on one stay day of a booking (issue 19): an outage over 2 hours of working
 * time that day, credited (one night's stay refunded) when a second signal confirmed it, otherwise sent to
 * the admin's disputes. One per booking and day.
 */
export const workdayClaims = pgTable(
  'workday_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    outageId: uuid('outage_id')
      .notNull()
      .references(() => outageReports.id, { onDelete: 'cascade' }),
    /** The listing-local stay day. */
    day: date('day', { mode: 'string' }).notNull(),
    status: workdayClaimStatusEnum('status').notNull(),
    signal: workdaySignalEnum('signal'),
    /** Refunded, US cents (0 when disputed). */
    amountCents: integer('amount_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workday_claims_day_idx').on(t.bookingId, t.day),
    index('workday_claims_outage_idx').on(t.outageId),
  ],
);
