import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema';
import {
  lastMonths,
  nextMonthStart,
  type AnalyticsListing,
  type AnalyticsYear,
} from '../../src/shared/analytics';
import { addDays, daysBetween, platformToday } from '../../src/shared/dates';
import { bookingMoney, sumMoney, type BookingMoneyInput } from '../../src/shared/money';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty, createReview } from '../support/factories';
import { person, type Person } from '../support/host';
import { DEFAULT_TERMS } from '../support/money';

let t: TestApp;
let owner: Person;
let other: Person;
let guest: Person;
let anon: TestClient;
let loft: string;
let studio: string;
let theirs: string;

const months = lastMonths(platformToday());
const prev = months[10]!;
const current = months[11]!;
const currentStart = `${current}-01`;
const daysIn = (month: string) => daysBetween(`${month}-01`, nextMonthStart(month));
/** Noon in Nairobi on a date, as an instant. */
const noon = (date: string) => new Date(`${date}T12:00:00+03:00`);

const money: BookingMoneyInput[] = [];
async function book(
  propertyId: string,
  checkIn: string,
  checkOut: string,
  fields: Partial<typeof bookings.$inferInsert> = {},
): Promise<void> {
  const row = {
    userId: guest.id,
    propertyId,
    checkIn,
    checkOut,
    totalCents: 10_000,
    status: 'confirmed' as const,
    paymentStatus: 'completed' as const,
    refundCents: null,
    ...DEFAULT_TERMS,
    ...fields,
  };
  await t.database.db.insert(bookings).values(row);
  if (propertyId !== theirs && checkIn >= `${months[0]}-01`) money.push(row);
}

const year = async (who: Person | TestClient, input: object = {}) => {
  const client = who instanceof TestClient ? who : who.client;
  return client.query<AnalyticsYear>('host.analytics.year', input);
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'host', 'Olive Owner');
  other = await person(t, 'host', 'Otto Other');
  guest = await person(t, 'guest', 'Grace Guest');
  anon = new TestClient(t.app);
  const db = t.database.db;
  // Open for the whole period, and one opened on the 10th of the current month (Nairobi).
  loft = await createProperty(db, owner.id, {
    title: 'Loft',
    createdAt: noon(addDays(`${months[0]}-01`, -400)),
  });
  studio = await createProperty(db, owner.id, { title: 'Studio', createdAt: noon(addDays(currentStart, 9)) });
  theirs = await createProperty(db, other.id, { title: 'Theirs', createdAt: noon('2020-01-01') });

  // Two nights in the previous month and three in this one, booked ten days ahead.
  const crossIn = addDays(currentStart, -2);
  await book(loft, crossIn, addDays(currentStart, 3), {
    totalCents: 53_700,
    createdAt: noon(addDays(crossIn, -10)),
  });
  // Cancelled with half refunded: counts as a booking and a cancellation, earns what was kept, no nights.
  await book(loft, `${prev}-03`, `${prev}-06`, {
    totalCents: 40_000,
    status: 'cancelled',
    paymentStatus: 'refunded',
    refundCents: 20_000,
    cancelledAt: noon(`${prev}-01`),
    createdAt: noon(addDays(`${prev}-03`, -30)),
  });
  // Unpaid: a booking and nights, no money.
  await book(studio, addDays(currentStart, 20), addDays(currentStart, 22), {
    status: 'pending',
    paymentStatus: 'pending',
    totalCents: 25_000,
    createdAt: noon(addDays(currentStart, 14)),
  });
  // Before the period: not counted.
  await book(loft, addDays(`${months[0]}-01`, -20), addDays(`${months[0]}-01`, -15), { totalCents: 90_000 });
  // Begun before the period: only its nights within it count (3), not the booking itself.
  await book(loft, addDays(`${months[0]}-01`, -2), addDays(`${months[0]}-01`, 3), { totalCents: 80_000 });
  await book(theirs, `${prev}-10`, `${prev}-12`, { totalCents: 700_000 });
  await createReview(db, { propertyId: loft, userId: guest.id, rating: 4, createdAt: noon(currentStart) });
  await createReview(db, { propertyId: loft, userId: guest.id, rating: 5, createdAt: noon(currentStart) });
  await createReview(db, { propertyId: theirs, userId: guest.id, rating: 1, createdAt: noon(currentStart) });
});
afterAll(() => t.close());

describe('host.analytics.year', () => {
  it('refuses anonymous callers (401) and guests (403)', async () => {
    expect((await year(anon)).status).toBe(401);
    expect((await year(guest)).error?.data.code).toBe('FORBIDDEN');
    expect((await guest.client.query('host.properties.options')).error?.data.code).toBe('FORBIDDEN');
  });

  it('gives the twelve months ending with this one', async () => {
    const { data } = await year(owner);
    expect(data!.months.map((m) => m.month)).toEqual(months);
    expect(months[11]).toBe(platformToday().slice(0, 7));
  });

  it('counts nights across a month boundary, cancellations, lead time and ratings', async () => {
    const { data } = await year(owner);
    const byMonth = new Map(data!.months.map((m) => [m.month, m]));
    const p = byMonth.get(prev)!;
    expect(p).toMatchObject({ nightsBooked: 2, bookings: 2, cancellations: 1, avgLeadTimeDays: 10 });
    expect(p.availableNights).toBe(daysIn(prev));
    expect(p.occupancyRate).toBe(Math.round((2 / daysIn(prev)) * 10000) / 10000);
    expect(p.avgRating).toBeNull();
    expect(p.netEarningsCents).toBe(
      bookingMoney({ totalCents: 53_700, paymentStatus: 'completed', refundCents: null, ...DEFAULT_TERMS })
        .hostEarningsCents +
        bookingMoney({ totalCents: 40_000, paymentStatus: 'refunded', refundCents: 20_000, ...DEFAULT_TERMS })
          .hostEarningsCents,
    );
    const c = byMonth.get(current)!;
    const available = daysIn(current) + daysIn(current) - 9;
    expect(c).toMatchObject({
      nightsBooked: 5,
      availableNights: available,
      bookings: 1,
      cancellations: 0,
      avgLeadTimeDays: 6,
      avgRating: 4.5,
      reviews: 2,
      netEarningsCents: 0,
    });
    expect(byMonth.get(months[0]!)).toMatchObject({ nightsBooked: 3, bookings: 0, netEarningsCents: 0 });
    for (const m of months.slice(1, 10)) {
      expect(byMonth.get(m)).toMatchObject({
        nightsBooked: 0,
        bookings: 0,
        netEarningsCents: 0,
        avgRating: null,
      });
    }
  });

  it('totals equal the shared money function over the period’s bookings', async () => {
    const { data } = await year(owner);
    const expected = sumMoney(money.map(bookingMoney)).hostEarningsCents;
    expect(data!.totals.netEarningsCents).toBe(expected);
    expect(data!.months.reduce((s, m) => s + m.netEarningsCents, 0)).toBe(expected);
    expect(data!.totals).toMatchObject({
      nightsBooked: 10,
      bookings: 3,
      cancellations: 1,
      avgLeadTimeDays: 8,
      avgRating: 4.5,
      reviews: 2,
    });
    expect(data!.hasData).toBe(true);
  });

  it('narrows to one listing of the caller, and refuses anyone else’s', async () => {
    const { data } = await year(owner, { propertyId: studio });
    expect(data!.totals).toMatchObject({ nightsBooked: 2, bookings: 1, netEarningsCents: 0, reviews: 0 });
    expect(data!.totals.availableNights).toBe(daysIn(current) - 9);
    for (const propertyId of [theirs, randomUUID()]) {
      const res = await year(owner, { propertyId });
      expect(res.error?.data.code).toBe('NOT_FOUND');
      expect(res.error?.message).toBe('Property not found');
    }
    expect((await year(owner, { propertyId: 'nope' })).error?.data.code).toBe('BAD_REQUEST');
  });

  it('shows another host only their own figures', async () => {
    const { data } = await year(other);
    expect(data!.totals).toMatchObject({ nightsBooked: 2, bookings: 1, avgRating: 1, reviews: 1 });
    expect(data!.totals.netEarningsCents).toBe(
      bookingMoney({ totalCents: 700_000, paymentStatus: 'completed', refundCents: null, ...DEFAULT_TERMS })
        .hostEarningsCents,
    );
    expect((await year(other, { propertyId: loft })).error?.data.code).toBe('NOT_FOUND');
  });

  it('is empty for a new host', async () => {
    const fresh = await person(t, 'host');
    const { data } = await year(fresh);
    expect(data!.hasData).toBe(false);
    expect(data!.months).toHaveLength(12);
    expect(data!.totals).toMatchObject({ netEarningsCents: 0, occupancyRate: 0, avgLeadTimeDays: null });
  });
});

describe('host.properties.options', () => {
  it('lists the caller’s listings for the picker', async () => {
    const res = await owner.client.query<AnalyticsListing[]>('host.properties.options');
    expect(res.data).toEqual([
      { id: loft, title: 'Loft' },
      { id: studio, title: 'Studio' },
    ]);
    expect((await anon.query('host.properties.options')).status).toBe(401);
  });
});

describe('a listing whose stays began before it was listed here', () => {
  it('counts as open from its first stay, so occupancy never divides by nights it was not counted open', async () => {
    const newcomer = await person(t, 'host', 'Nia Newcomer');
    const listing = await createProperty(t.database.db, newcomer.id, { title: 'Imported history' });
    const month = months[9]!;
    await t.database.db.insert(bookings).values({
      userId: guest.id,
      propertyId: listing,
      checkIn: `${month}-05`,
      checkOut: `${month}-08`,
      totalCents: 30_000,
      status: 'confirmed',
      paymentStatus: 'completed',
    });
    const { data } = await year(newcomer, { propertyId: listing });
    const m = data!.months.find((row) => row.month === month)!;
    expect(m.nightsBooked).toBe(3);
    expect(m.availableNights).toBe(daysIn(month) - 4);
    expect(m.occupancyRate).toBeCloseTo(3 / (daysIn(month) - 4), 3); // rounded to four places
  });
});
