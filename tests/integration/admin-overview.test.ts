import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, profiles, properties } from '../../src/server/db/schema';
import { ADMIN_CHART_DAYS, RECENT_USERS_COUNT, type AdminOverview } from '../../src/shared/admin';
import { addDays, platformDayStart, platformToday } from '../../src/shared/dates';
import { bookingMoney } from '../../src/shared/money';
import { createTestApp, type TestApp } from '../support/app';
import { createBooking, createProperty, createReview, createUser } from '../support/factories';
import { person, type Person } from '../support/host';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: Person;
let overview: AdminOverview;
/** When the data was made: every "ago" below is from here. */
let now: number;
let today: string;
let todayStart: Date;
const users: Record<string, string> = {};

const db = () => t.database.db;
const at = (ms: number) => new Date(ms);
/** A moment of the platform day `day` (East Africa Time), `hours` after its midnight. */
const onDay = (day: string, hours: number) => new Date(platformDayStart(day).getTime() + hours * HOUR);

async function userCreatedAt(
  name: string,
  createdAt: Date,
  role: 'guest' | 'host' = 'guest',
): Promise<string> {
  const id = await createUser(db(), { fullName: name, role });
  await db().update(profiles).set({ createdAt }).where(eq(profiles.id, id));
  users[name] = id;
  return id;
}

let stay = 0;
/** A booking made at `createdAt`, on its own nights (stays of one property never overlap). */
async function bookingMadeAt(
  propertyId: string,
  guestId: string,
  createdAt: Date,
  money: {
    totalCents: number;
    paymentStatus?: 'pending' | 'completed' | 'refunded';
    refundCents?: number | null;
    status?: 'pending' | 'confirmed' | 'cancelled';
    serviceFeeCents?: number;
    hostFeeBasisPoints?: number;
  },
): Promise<string> {
  const checkIn = addDays('2027-03-01', 3 * ++stay);
  const id = await createBooking(db(), {
    userId: guestId,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, 2),
    status: money.status ?? 'confirmed',
  });
  await db()
    .update(bookings)
    .set({
      createdAt,
      totalCents: money.totalCents,
      paymentStatus: money.paymentStatus ?? 'completed',
      refundCents: money.refundCents ?? null,
      ...(money.serviceFeeCents === undefined ? {} : { serviceFeeCents: money.serviceFeeCents }),
      ...(money.hostFeeBasisPoints === undefined ? {} : { hostFeeBasisPoints: money.hostFeeBasisPoints }),
    })
    .where(eq(bookings.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'admin', 'Ada Admin');
  now = Date.now();
  today = platformToday(at(now));
  todayStart = platformDayStart(today);
  // Today in East Africa Time began at 21:00 UTC the day before: 21:30 UTC then is today, 20:30 UTC is not.
  const justAfterMidnight = at(Math.min(todayStart.getTime() + 30 * 60_000, now - 1000));
  /** `ms` before now, but today (EAT) in any case. */
  const recent = (ms: number) => at(Math.max(now - ms, todayStart.getTime() + 1000));
  await userCreatedAt('Early Today (21:30 UTC)', justAfterMidnight);
  await userCreatedAt('Late Yesterday (20:30 UTC)', at(todayStart.getTime() - 30 * 60_000));
  await userCreatedAt('Last Month', at(now - 40 * DAY));
  const hostId = await userCreatedAt('Host Eight Days', at(now - 8 * DAY), 'host');
  const guestId = await userCreatedAt('Guest Ten Days', at(now - 10 * DAY));

  // Listings: two listed; one archived and one of a deactivated host are not.
  const listed = await createProperty(db(), hostId, { title: 'Listed one' });
  const listedToo = await createProperty(db(), hostId, { title: 'Listed two' });
  await createProperty(db(), hostId, { title: 'Archived', archivedAt: at(now - DAY) });
  await createProperty(db(), hostId, { title: 'Host away', hostActive: false });

  // Bookings across today, this month, the chart's window and before it (amounts and fees vary so that each
  // money rule shows).
  const made: [string, Date, Parameters<typeof bookingMadeAt>[3]][] = [
    [listed, recent(60_000), { totalCents: 46_000 }],
    [listed, recent(2 * 60_000), { totalCents: 30_000, status: 'cancelled', refundCents: 10_000 }],
    [listedToo, recent(3 * 60_000), { totalCents: 25_000, paymentStatus: 'pending', status: 'pending' }],
    [listedToo, justAfterMidnight, { totalCents: 15_500, serviceFeeCents: 4000, hostFeeBasisPoints: 500 }],
    [listed, at(todayStart.getTime() - 30 * 60_000), { totalCents: 19_900 }],
    [listed, onDay(addDays(today, -1), 12), { totalCents: 33_300, hostFeeBasisPoints: 1000 }],
    [
      listedToo,
      onDay(addDays(today, -8), 9),
      { totalCents: 52_000, paymentStatus: 'refunded', refundCents: 52_000 },
    ],
    [listed, onDay(addDays(today, -15), 23.5), { totalCents: 77_700, serviceFeeCents: 0 }],
    [listedToo, onDay(addDays(today, -(ADMIN_CHART_DAYS - 1)), 0.25), { totalCents: 41_000 }],
    [listed, onDay(addDays(today, -ADMIN_CHART_DAYS), 23.75), { totalCents: 62_000 }],
    [listedToo, at(now - 45 * DAY), { totalCents: 88_000 }],
  ];
  for (const [propertyId, createdAt, money] of made) {
    await bookingMadeAt(propertyId, guestId, createdAt, money);
  }

  // Reviews: two in the last 7 days, two older.
  for (const ago of [DAY, 6 * DAY + 23 * HOUR, 7 * DAY + HOUR, 30 * DAY]) {
    await createReview(db(), { propertyId: listed, userId: guestId, rating: 5, createdAt: at(now - ago) });
  }

  const res = await admin.client.query<AdminOverview>('admin.overview');
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  overview = res.data!;
  // The test must not straddle an East Africa midnight (its figures are by platform day).
  expect(platformToday()).toBe(today);
});
afterAll(() => t.close());

/** Every booking row, with the platform day it was made on. */
async function allBookings() {
  const rows = await db().select().from(bookings);
  return rows.map((b) => ({ ...b, day: platformToday(b.createdAt), money: bookingMoney(b) }));
}

describe('admin.overview', () => {
  it('counts users, and today’s new ones by East Africa Time', async () => {
    expect(overview.metrics.totalUsers).toBe(6);
    // The admin (signed up now) and the one made at 21:30 UTC yesterday; not the one at 20:30 UTC.
    expect(overview.metrics.newUsersToday).toBe(2);
    const [early] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.id, users['Early Today (21:30 UTC)']!));
    expect(platformToday(early!.createdAt)).toBe(today);
  });

  it('counts listed listings only: not archived, not of a deactivated host', async () => {
    expect(overview.metrics.activeListings).toBe(2);
    const all = await db().select().from(properties);
    expect(all).toHaveLength(4);
  });

  it('counts every booking, whatever its status or age', () => {
    expect(overview.metrics.totalBookings).toBe(11);
  });

  it('sums this month’s (EAT) booking value and revenue with the shared bookingMoney', async () => {
    const month = `${today.slice(0, 7)}-01`;
    const thisMonth = (await allBookings()).filter((b) => b.day >= month);
    const revenue = thisMonth.reduce((sum, b) => sum + b.money.platformRevenueCents, 0);
    const value = thisMonth.reduce((sum, b) => sum + b.money.guestPaidCents, 0);
    expect(overview.metrics.monthlyRevenueCents).toBe(revenue);
    expect(overview.metrics.monthlyBookingValueCents).toBe(value);
    // Today's bookings are in this month whatever the date: at least their share is counted.
    const todays = thisMonth.filter((b) => b.day === today);
    expect(todays.length).toBe(4);
    expect(revenue).toBeGreaterThanOrEqual(todays.reduce((s, b) => s + b.money.platformRevenueCents, 0));
    expect(revenue).toBeGreaterThan(0);
  });

  it('counts reviews of the last 7 days', () => {
    expect(overview.metrics.reviewsLast7Days).toBe(2);
  });

  it('charts the 30 days ending today (EAT), with each day’s bookings and revenue', async () => {
    const { chart } = overview;
    expect(chart).toHaveLength(ADMIN_CHART_DAYS);
    expect(chart.map((d) => d.day)).toEqual(
      Array.from({ length: ADMIN_CHART_DAYS }, (_, i) => addDays(today, i - (ADMIN_CHART_DAYS - 1))),
    );
    const rows = await allBookings();
    const expected = chart.map(({ day }) => {
      const ofDay = rows.filter((b) => b.day === day);
      return {
        day,
        bookings: ofDay.length,
        revenueCents: ofDay.reduce((sum, b) => sum + b.money.platformRevenueCents, 0),
      };
    });
    expect(chart).toEqual(expected);

    const byDay = new Map(chart.map((d) => [d.day, d]));
    // Today: the three made just now and the one at 21:30 UTC yesterday.
    expect(byDay.get(today)?.bookings).toBe(4);
    // Yesterday: the one at 20:30 UTC and the one at noon.
    expect(byDay.get(addDays(today, -1))?.bookings).toBe(2);
    expect(byDay.get(addDays(today, -8))).toMatchObject({ bookings: 1, revenueCents: 0 });
    expect(byDay.get(addDays(today, -15))?.bookings).toBe(1);
    expect(byDay.get(addDays(today, -(ADMIN_CHART_DAYS - 1)))?.bookings).toBe(1);
    // The booking made 30 days ago (just before the window) and the one of 45 days ago are not charted.
    expect(chart.reduce((n, d) => n + d.bookings, 0)).toBe(9);
  });

  it('lists the five newest users, newest first', () => {
    expect(overview.recentUsers).toHaveLength(RECENT_USERS_COUNT);
    expect(overview.recentUsers.map((u) => u.name)).toEqual([
      'Ada Admin',
      'Early Today (21:30 UTC)',
      'Late Yesterday (20:30 UTC)',
      'Host Eight Days',
      'Guest Ten Days',
    ]);
    expect(overview.recentUsers[0]).toMatchObject({ id: admin.id, role: 'admin', status: 'active' });
  });

  it('follows changes: a deactivated host’s listings leave the count', async () => {
    const res = await admin.client.mutate('admin.setUserActive', {
      userId: users['Host Eight Days'],
      active: false,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const after = await admin.client.query<AdminOverview>('admin.overview');
    expect(after.data!.metrics.activeListings).toBe(0);
    expect(after.data!.metrics.totalUsers).toBe(6);
    expect(after.data!.recentUsers.find((u) => u.name === 'Host Eight Days')?.status).toBe('inactive');
  });
});
