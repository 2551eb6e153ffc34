import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { bookings, profiles, users } from '../../src/server/db/schema';
import { periodLabel, reportSource, type ReportRange } from '../../src/server/domains/admin/reports/sources';
import { REPORT_TYPES, type ReportType } from '../../src/shared/reports';
import { tableCsv } from '../../src/server/files/tables/csv';
import { bookingMoney, formatCents, sumMoney, type BookingMoneyInput } from '../../src/shared/money';
import { createTestDatabase } from '../support/db';
import { createProperty, createReview, createUser } from '../support/factories';

let database: Database;
let db: Db;
const march: ReportRange = { from: '2026-03-01', to: '2026-03-31' };
/** An instant in platform time (UTC+3). */
const eat = (local: string) => new Date(`${local}+03:00`);

async function collect<Row>(rows: AsyncIterable<Row>): Promise<Row[]> {
  const list: Row[] = [];
  for await (const row of rows) list.push(row);
  return list;
}

/** A report's rows as the CSV writer prints them (header first), and its totals after the rows. */
async function table(
  type: ReportType,
  range = march,
): Promise<{ records: string[][]; totals: string[] | null }> {
  const source = reportSource(db, type, range);
  const records = parse(await buffer(tableCsv(source.columns, source.rows)));
  return { records, totals: source.totals() };
}

async function user(name: string, createdAt: Date, role: 'guest' | 'host' = 'guest'): Promise<string> {
  const id = await createUser(db, {
    fullName: name,
    role,
    email: `${name.split(' ')[0]!.replace(/\W/g, '').toLowerCase()}@example.com`,
  });
  await db.update(profiles).set({ createdAt }).where(eq(profiles.id, id));
  return id;
}

interface NewBooking extends BookingMoneyInput {
  userId: string;
  propertyId: string;
  checkIn: string;
  checkOut: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  createdAt: Date;
}
const booked: (NewBooking & { id: string })[] = [];
async function booking(b: NewBooking): Promise<void> {
  const [row] = await db.insert(bookings).values(b).returning({ id: bookings.id });
  booked.push({ ...b, id: row!.id });
}

let host = '';
let loft = '';
let desk = '';

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // Platform days: 00:30 on 1 March in Nairobi is still 28 February in UTC; 00:30 on 1 April is out.
  host = await user('Hana Host', eat('2026-02-10T10:00:00'), 'host');
  const amina = await user('Amina Early', eat('2026-03-01T00:30:00'));
  await db
    .update(users)
    .set({ lastSignInAt: new Date('2026-03-20T09:15:00Z') })
    .where(eq(users.id, amina));
  const zed = await user('=Zed Formula', eat('2026-03-31T23:59:00'));
  await user('Olly April', eat('2026-04-01T00:30:00'));

  loft = await createProperty(db, host, {
    title: 'Sunny Loft',
    city: 'Nairobi',
    createdAt: eat('2026-03-02T12:00:00'),
  });
  desk = await createProperty(db, host, {
    title: 'Quiet Desk',
    city: 'Kigali',
    country: 'Rwanda',
    propertyType: 'work_only',
    nightlyRateCents: null,
    hourlyRateCents: 1200,
    createdAt: eat('2026-02-01T12:00:00'),
  });
  await createProperty(db, host, {
    title: 'Gone Flat',
    createdAt: eat('2026-01-01T12:00:00'),
    archivedAt: eat('2026-02-01T00:00:00'),
  });

  const base = {
    userId: amina,
    propertyId: loft,
    status: 'confirmed' as const,
    refundCents: null,
    serviceFeeCents: 7500,
    hostFeeBasisPoints: 300,
  };
  // Paid, in March; its stay runs past the end of the month (3 of its 5 nights in March).
  await booking({
    ...base,
    checkIn: '2026-03-29',
    checkOut: '2026-04-03',
    totalCents: 51_700,
    paymentStatus: 'completed',
    createdAt: eat('2026-03-05T10:00:00'),
  });
  // Cancelled with a partial refund: paid, counted in revenue, no nights.
  await booking({
    ...base,
    userId: zed,
    checkIn: '2026-03-10',
    checkOut: '2026-03-12',
    totalCents: 33_300,
    paymentStatus: 'refunded',
    refundCents: 10_100,
    status: 'cancelled',
    // Booked under other terms: its split follows them, not the current settings.
    serviceFeeCents: 5000,
    hostFeeBasisPoints: 500,
    createdAt: eat('2026-03-06T10:00:00'),
  });
  // Unpaid: in the bookings report, not in revenue; its 2 nights count.
  await booking({
    ...base,
    checkIn: '2026-03-20',
    checkOut: '2026-03-22',
    totalCents: 25_000,
    paymentStatus: 'pending',
    status: 'pending',
    createdAt: eat('2026-03-07T10:00:00'),
  });
  // Created in February (out of every created-in-March report), staying in early March: 2 nights count.
  await booking({
    ...base,
    propertyId: desk,
    checkIn: '2026-02-27',
    checkOut: '2026-03-03',
    totalCents: 9600,
    paymentStatus: 'completed',
    createdAt: eat('2026-02-20T10:00:00'),
  });
  await createReview(db, {
    propertyId: loft,
    userId: amina,
    rating: 4,
    createdAt: eat('2026-03-15T10:00:00'),
  });
  await createReview(db, { propertyId: loft, userId: zed, rating: 5, createdAt: eat('2026-03-16T10:00:00') });
  await createReview(db, { propertyId: loft, userId: zed, rating: 1, createdAt: eat('2026-02-16T10:00:00') });
});
afterAll(() => database.close());

describe('users report', () => {
  it('lists profiles created in the period’s platform days, oldest first, with their last sign-in', async () => {
    const { records, totals } = await table('users');
    expect(records).toEqual([
      ['Name', 'Email', 'Role', 'Joined', 'Last sign-in'],
      ['Amina Early', 'amina@example.com', 'Guest', '2026-03-01', '2026-03-20 12:15'],
      ["'=Zed Formula", 'zed@example.com', 'Guest', '2026-03-31', ''],
    ]);
    expect(totals).toEqual(['2 users', '', '', '', '']);
  });

  it('reads past one page of rows without losing or repeating any', async () => {
    // 2,100 profiles sharing 3 instants: the keyset must break ties by id across the 1,000-row pages.
    await db.execute(sql`
      with g as (select i, gen_random_uuid() as id from generate_series(1, 2100) as i),
      u as (insert into users (id, email, password_hash) select id, 'bulk' || i || '@example.com', 'x' from g returning id)
      insert into profiles (id, email, full_name, created_at)
      select g.id, 'bulk' || i || '@example.com', 'Bulk ' || i, timestamptz '2025-06-10 12:00:00+03' + (i % 3) * interval '1 microsecond'
      from g join u on u.id = g.id`);
    const source = reportSource(db, 'users', { from: '2025-06-10', to: '2025-06-10' }, 1000);
    const rows = await collect(source.rows);
    expect(rows).toHaveLength(2100);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2100);
    expect(source.totals()?.[0]).toBe('2,100 users');
  });
});

describe('listings report', () => {
  it('lists listings created in the period with their list price in dollars and type', async () => {
    const { records, totals } = await table('listings', { from: '2026-02-01', to: '2026-03-31' });
    expect(records).toEqual([
      ['Title', 'Host', 'City', 'Country', 'Type', 'Price', 'Rating', 'Created'],
      ['Quiet Desk', 'Hana Host', 'Kigali', 'Rwanda', 'Work Only', '96.00', '', '2026-02-01'],
      ['Sunny Loft', 'Hana Host', 'Nairobi', 'Kenya', 'Work & Stay', '100.00', '3.3', '2026-03-02'],
    ]);
    expect(totals?.[0]).toBe('2 listings');
  });
});

describe('bookings report', () => {
  it('lists bookings created in the period with their status, payment and total', async () => {
    const { records, totals } = await table('bookings');
    const march = booked.filter((b) => b.createdAt >= eat('2026-03-01T00:00:00'));
    expect(records[0]).toEqual([
      'Booking ID',
      'Property',
      'Guest',
      'Check-in',
      'Check-out',
      'Status',
      'Payment',
      'Total',
      'Created',
    ]);
    expect(records.slice(1)).toEqual([
      [
        march[0]!.id,
        'Sunny Loft',
        'Amina Early',
        '2026-03-29',
        '2026-04-03',
        'Confirmed',
        'Paid',
        '517.00',
        '2026-03-05 10:00',
      ],
      [
        march[1]!.id,
        'Sunny Loft',
        "'=Zed Formula",
        '2026-03-10',
        '2026-03-12',
        'Cancelled',
        'Refunded',
        '333.00',
        '2026-03-06 10:00',
      ],
      [
        march[2]!.id,
        'Sunny Loft',
        'Amina Early',
        '2026-03-20',
        '2026-03-22',
        'Pending',
        'Pending',
        '250.00',
        '2026-03-07 10:00',
      ],
    ]);
    expect(totals).toEqual(['3 bookings', '', '', '', '', '', '', '$1,100.00', '']);
  });
});

describe('bookings read a page at a time', () => {
  it('gives the same rows, in the same order, one row per page as in one page', async () => {
    const wide = { from: '2026-01-01', to: '2026-04-30' };
    for (const type of ['bookings', 'revenue'] as const) {
      const whole = await collect(reportSource(db, type, wide).rows);
      const paged = await collect(reportSource(db, type, wide, 1).rows);
      expect(whole.length).toBeGreaterThan(2);
      expect(paged).toEqual(whole);
    }
  });
});

describe('revenue report', () => {
  it('splits each paid booking as bookingMoney does, and totals exactly sumMoney of them', async () => {
    const source = reportSource(db, 'revenue', march);
    const rows = await collect(source.rows);
    const paid = booked.filter(
      (b) => b.createdAt >= eat('2026-03-01T00:00:00') && b.paymentStatus !== 'pending',
    );
    expect(rows.map((r) => r.id)).toEqual(paid.map((b) => b.id));
    const splits = paid.map((b) => bookingMoney(b));
    expect(rows.map((r) => r.money)).toEqual(splits);
    const sum = sumMoney(splits);
    expect(source.totals()).toEqual([
      '2 bookings',
      '',
      ...[
        sum.guestPaidCents,
        sum.serviceFeeCents,
        sum.platformFeeCents,
        sum.platformRevenueCents,
        sum.hostEarningsCents,
        sum.refundedCents,
      ].map((cents) => formatCents(cents)),
    ]);
    expect(sum.refundedCents).toBe(10_100);
    expect(source.columns.map((c) => c.header)).toEqual([
      'Booking ID',
      'Date',
      'Guest paid',
      'Service fee',
      'Platform fee',
      'Platform revenue',
      'Host earnings',
      'Refunded',
    ]);
  });
});

describe('performance report', () => {
  it('gives each listing open in the period its bookings, nights in the period, occupancy, revenue and rating', async () => {
    const { records, totals } = await table('performance');
    const loftPaid = sumMoney(
      booked.filter((b) => b.propertyId === loft && b.checkIn >= '2026-03-01').map((b) => bookingMoney(b)),
    );
    expect(records).toEqual([
      ['Listing', 'Host', 'Bookings', 'Nights booked', 'Occupancy %', 'Revenue', 'Average rating'],
      // The desk's stay checked in during February (not its booking or revenue) but 2 of its nights are March's.
      ['Quiet Desk', 'Hana Host', '0', '2', ((2 * 100) / 31).toFixed(1), '0.00', ''],
      // 3 bookings check in in March; nights: 3 (to 1 April) + 2 (pending); the cancelled stay none.
      [
        'Sunny Loft',
        'Hana Host',
        '3',
        '5',
        ((5 * 100) / 31).toFixed(1),
        (loftPaid.guestPaidCents / 100).toFixed(2),
        '4.5',
      ],
    ]);
    expect(totals).toEqual([
      '2 listings',
      '',
      '3',
      '7',
      ((7 * 100) / 62).toFixed(1),
      formatCents(loftPaid.guestPaidCents),
      '',
    ]);
  });
});

describe('every report', () => {
  it('has its period label, refuses a reversed period, and writes through the table writers', async () => {
    expect(periodLabel(march)).toBe('Period: 2026-03-01 to 2026-03-31 (East Africa Time)');
    expect(() => reportSource(db, 'users', { from: '2026-03-02', to: '2026-03-01' })).toThrow(
      'Choose a valid period',
    );
    for (const type of REPORT_TYPES) {
      const { records, totals } = await table(type, { from: '2030-01-01', to: '2030-01-31' });
      expect(records).toHaveLength(type === 'performance' ? 3 : 1);
      expect(totals?.length).toBe(records[0]!.length);
    }
  });
});
