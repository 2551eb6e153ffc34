import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyCardView } from '../../src/shared/property-view';
import type { SearchPropertiesInput } from '../../src/shared/search';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { bulkInsertProperties } from '../support/bulk-properties';
import { createBooking, createProperty, createUser } from '../support/factories';

type Page = { items: PropertyCardView[]; nextCursor: string | null; total: number };

let t: TestApp;
let client: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app);
  const db = t.database.db;
  const host = await createUser(db, { role: 'host', fullName: 'Wanjiru Mwangi' });
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  ids.kilimani = await createProperty(db, host, {
    title: 'Kilimani loft with standing desk',
    description: 'Bright loft near Yaya Centre with fibre internet.',
    city: 'Nairobi',
    country: 'Kenya',
    nightlyRateCents: 8000,
    workspaceScore: 9.2,
    stayScore: 7.1,
    internetSpeed: 120,
    workAmenities: ['Dedicated Desk', 'Fast WiFi', 'External Monitor'],
    stayAmenities: ['Full Kitchen'],
    kitchenAvailable: true,
    createdAt: day(1),
  });
  ids.gisenyi = await createProperty(db, host, {
    title: 'Lakeside studio',
    description: 'Calm studio by Lake Kivu in Gisényi with a quiet desk.',
    city: 'Gisenyi',
    country: 'Rwanda',
    nightlyRateCents: 4500,
    workspaceScore: 7.4,
    stayScore: 9.1,
    internetSpeed: 30,
    workAmenities: ['Fast WiFi', 'Quiet Space'],
    stayAmenities: ['King Size Bed', 'Pool'],
    kitchenAvailable: false,
    createdAt: day(2),
  });
  ids.kampala = await createProperty(db, host, {
    title: 'Kololo coworking suite',
    description: 'A private office in Kololo, Kampala, booked by the day.',
    city: 'Kampala',
    country: 'Uganda',
    propertyType: 'work_only',
    nightlyRateCents: null,
    hourlyRateCents: 1200,
    workspaceScore: 8.8,
    stayScore: null,
    internetSpeed: 200,
    workAmenities: ['Dedicated Desk', 'Coffee Machine', 'External Monitor'],
    createdAt: day(3),
  });
  ids.bare = await createProperty(db, host, {
    title: '   ',
    description: null,
    city: null,
    country: null,
    nightlyRateCents: 30_000,
    workspaceScore: null,
    stayScore: null,
    internetSpeed: null,
    createdAt: day(4),
  });
});
afterAll(() => t.close());

async function search(input: SearchPropertiesInput = {}): Promise<Page> {
  const res = await client.query<Page>('properties.search', input);
  if (res.status !== 200) throw new Error(JSON.stringify(res.error));
  return res.data!;
}
const titles = (p: Page) => p.items.map((i) => i.title);

describe('properties.search filters', () => {
  it('lists everything newest first with the total', async () => {
    const page = await search();
    expect(page.total).toBe(4);
    expect(titles(page)).toEqual([
      'Untitled Property',
      'Kololo coworking suite',
      'Lakeside studio',
      'Kilimani loft with standing desk',
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('fills missing listing data with the defaults', async () => {
    const bare = (await search()).items[0]!;
    expect(bare).toMatchObject({
      title: 'Untitled Property',
      location: 'Location not specified',
      workspaceScore: 8,
      stayScore: 8,
      workAmenities: ['Fast WiFi', 'Dedicated Desk'],
      stayAmenities: ['Kitchen', 'Comfortable Bed'],
      images: ['/demo/placeholder-property.webp'],
      rating: null,
      ratingCount: 0,
      saved: false,
    });
  });

  it('filters by type, price (day rate for workspaces), ratings, internet and amenities', async () => {
    expect(titles(await search({ type: 'work_only' }))).toEqual(['Kololo coworking suite']);
    expect(titles(await search({ type: 'work_and_stay', maxPrice: 100 }))).toEqual([
      'Lakeside studio',
      'Kilimani loft with standing desk',
    ]);
    // 12/hour x 8 hours = 96/day
    expect(titles(await search({ minPrice: 90, maxPrice: 100 }))).toEqual(['Kololo coworking suite']);
    // Price bounds are whole dollars, inclusive; list prices are cents.
    expect(titles(await search({ minPrice: 96, maxPrice: 96 }))).toEqual(['Kololo coworking suite']);
    expect(titles(await search({ minPrice: 97, maxPrice: 100 }))).toEqual([]);
    expect((await search({ type: 'work_only' })).items[0]!.price).toEqual({ amountCents: 9600, unit: 'day' });
    expect(titles(await search({ workRating: 4, stayRating: 0 }))).toEqual([
      'Kololo coworking suite',
      'Kilimani loft with standing desk',
    ]);
    expect(titles(await search({ stayRating: 4 }))).toEqual(['Lakeside studio']);
    expect(titles(await search({ internet: 100 }))).toEqual([
      'Kololo coworking suite',
      'Kilimani loft with standing desk',
    ]);
    expect(titles(await search({ amenities: ['External Monitor', 'Dedicated Desk'] }))).toEqual([
      'Kololo coworking suite',
      'Kilimani loft with standing desk',
    ]);
    expect(titles(await search({ amenities: ['External Monitor', 'Full Kitchen'] }))).toEqual([
      'Kilimani loft with standing desk',
    ]);
    expect(titles(await search({ amenities: ['Quiet Space', 'Pool'] }))).toEqual(['Lakeside studio']);
  });

  it('combines filters', async () => {
    const page = await search({
      type: 'work_and_stay',
      internet: 25,
      amenities: ['Fast WiFi'],
      minPrice: 40,
      maxPrice: 60,
      stayRating: 4,
    });
    expect(titles(page)).toEqual(['Lakeside studio']);
    expect(page.total).toBe(1);
  });

  it('matches text in title, description and city, ignoring case and accents', async () => {
    expect(titles(await search({ search: 'KOLOLO' }))).toEqual(['Kololo coworking suite']);
    expect(titles(await search({ search: 'yaya' }))).toEqual(['Kilimani loft with standing desk']);
    expect(titles(await search({ search: 'gisenyi' }))).toEqual(['Lakeside studio']);
    expect(titles(await search({ search: 'Gisényi' }))).toEqual(['Lakeside studio']);
    expect(titles(await search({ search: 'lake kivu studio' }))).toEqual(['Lakeside studio']);
    expect(titles(await search({ search: 'nothing-like-this' }))).toEqual([]);
    // Wildcards are literal.
    expect(titles(await search({ search: '%%%' }))).toEqual([]);
  });

  it('falls back to prefix matching on title or city for terms under 3 characters', async () => {
    expect(titles(await search({ search: 'Ka' }))).toEqual(['Kololo coworking suite']);
    expect(titles(await search({ search: 'ki' }))).toEqual(['Kilimani loft with standing desk']);
    expect(titles(await search({ search: 'la' }))).toEqual(['Lakeside studio']);
  });

  it('understands the sitemap location form and the durations', async () => {
    expect(titles(await search({ location: 'Nairobi, Kenya' }))).toEqual([
      'Kilimani loft with standing desk',
    ]);
    expect(titles(await search({ location: 'nairobi' }))).toEqual(['Kilimani loft with standing desk']);
    expect(titles(await search({ location: 'Nairobi, Uganda' }))).toEqual([]);
    expect(titles(await search({ duration: 'long' }))).toEqual(['Kilimani loft with standing desk']);
    expect(titles(await search({ duration: 'short' }))).not.toContain('Kololo coworking suite');
  });

  it('keeps the listings whose zone overlaps the team’s day long enough on every day, clock changes included', async () => {
    const newYork = { zone: 'America/New_York', start: 9 * 60, end: 17 * 60 };
    const all = ['Kololo coworking suite', 'Lakeside studio', 'Kilimani loft with standing desk'];
    const overlapping = async (checkIn: string, checkOut: string, minOverlap = 120) =>
      titles(await search({ team: newYork, minOverlap, checkIn, checkOut })).filter((title) =>
        all.includes(title),
      );
    // January (EST): Kigali's zone (UTC+2) overlaps 2 h, Nairobi's and Kampala's (UTC+3) 1 h.
    expect(await overlapping('2027-01-11', '2027-01-15')).toEqual(['Lakeside studio']);
    expect(await overlapping('2027-01-11', '2027-01-15', 60)).toEqual(all);
    // July (EDT): an hour more everywhere; the listing without a country counts as Nairobi's.
    expect(await overlapping('2027-07-05', '2027-07-09')).toEqual(all);
    const idsFor = async (checkIn: string, checkOut: string) =>
      (await search({ team: newYork, minOverlap: 120, checkIn, checkOut })).items.map((i) => i.id);
    expect(await idsFor('2027-07-05', '2027-07-09')).toContain(ids.bare);
    expect(await idsFor('2027-01-11', '2027-01-15')).not.toContain(ids.bare);
    // US clocks go back on 7 November 2027: 2 h before, 1 h after, so UTC+3 fails the stay's later days.
    expect(await overlapping('2027-11-04', '2027-11-10')).toEqual(['Lakeside studio']);
    expect(await overlapping('2027-11-04', '2027-11-06')).toEqual(all);
    // Without a minimum the team changes nothing.
    expect((await search({ team: newYork })).total).toBe((await search()).total);
  });

  it('leaves out properties booked for an overlapping range, but not adjacent or cancelled ones', async () => {
    const guest = await createUser(t.database.db);
    await createBooking(t.database.db, {
      userId: guest,
      propertyId: ids.gisenyi!,
      checkIn: '2027-03-10',
      checkOut: '2027-03-15',
    });
    await createBooking(t.database.db, {
      userId: guest,
      propertyId: ids.kilimani!,
      checkIn: '2027-03-10',
      checkOut: '2027-03-15',
      status: 'cancelled',
    });
    const overlapping = titles(await search({ checkIn: '2027-03-14', checkOut: '2027-03-16' }));
    expect(overlapping).not.toContain('Lakeside studio');
    expect(overlapping).toContain('Kilimani loft with standing desk');
    expect(titles(await search({ checkIn: '2027-03-15', checkOut: '2027-03-18' }))).toContain(
      'Lakeside studio',
    );
    expect(titles(await search({ checkIn: '2027-03-05', checkOut: '2027-03-10' }))).toContain(
      'Lakeside studio',
    );
  });
});

describe('properties.search bad input', () => {
  it.each([
    [{ minPrice: -5 }, 'Prices cannot be negative'],
    [{ search: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    [{ amenities: ['Helipad'] }, 'Unknown amenity'],
    [{ minPrice: 500, maxPrice: 100 }, 'The minimum price must not exceed the maximum price'],
    [{ checkIn: '2027-02-30', checkOut: '2027-03-02' }, 'Dates must be written yyyy-MM-dd'],
    [{ checkIn: '2027-03-05', checkOut: '2027-03-05' }, 'Check-out date must be after check-in date'],
    [{ workRating: 9 }, 'Too big: expected number to be <=5'],
    [{ minOverlap: 60 }, 'Set your team’s time zone and hours to filter by overlap'],
    [
      { team: { zone: 'Mars/Olympus', start: 540, end: 1020 }, minOverlap: 60 },
      'Choose a time zone from the list',
    ],
  ])('refuses %j with a clear message', async (input, message) => {
    const res = await client.query('properties.search', input);
    expect(res.status).toBe(400);
    expect(res.error?.data.zodIssues?.map((i) => i.message)).toContain(message);
  });

  it('refuses a forged cursor without a 500', async () => {
    for (const cursor of [
      'garbage',
      Buffer.from('{"t":"x","id":"1"}').toString('base64url'),
      Buffer.from('{"t":"2026-01-01","id":"00000000-0000-0000-0000-000000000000\'; drop table"}').toString(
        'base64url',
      ),
    ]) {
      const res = await client.query('properties.search', { cursor });
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Invalid page cursor');
    }
  });
});

describe('counting at scale', () => {
  it('counts exactly up to 1,000 and says "more" beyond, while paging still reaches every listing', async () => {
    const big = await createTestApp();
    await bulkInsertProperties(big.database.db, 1_010);
    const c = new TestClient(big.app);
    const allRes = await c.query<Page & { totalCapped: boolean }>('properties.search');
    const all = allRes.data!;
    expect([all.total, all.totalCapped]).toEqual([1_000, true]);
    const few = (
      await c.query<Page & { totalCapped: boolean }>('properties.search', { location: 'Juba, South Sudan' })
    ).data!;
    expect(few.totalCapped).toBe(false);
    expect(few.total).toBe(few.items.length);
    let pages = 1;
    let cursor = all.nextCursor;
    let seen = all.items.length;
    while (cursor) {
      const next = (await c.query<Page>('properties.search', { cursor })).data!;
      seen += next.items.length;
      cursor = next.nextCursor;
      pages++;
    }
    expect([seen, pages]).toEqual([1_010, 21]);
    await big.close();
  });
});

describe('count reuse', () => {
  it('reuses a recent count for the same filters when there are more pages, while listings stay fresh', async () => {
    const cached = await createTestApp({ SEARCH_COUNT_CACHE_SECONDS: '30' });
    const db = cached.database.db;
    const host = await createUser(db, { role: 'host' });
    for (const title of ['Cache one', 'Cache two'])
      await createProperty(db, host, { title, city: 'Mbeya', country: 'Tanzania' });
    const c = new TestClient(cached.app);
    expect((await c.query<Page>('properties.search', { location: 'Mbeya', limit: 1 })).data!.total).toBe(2);
    await createProperty(db, host, { title: 'Cache three', city: 'Mbeya', country: 'Tanzania' });
    const again = (await c.query<Page>('properties.search', { location: 'Mbeya', limit: 1 })).data!;
    expect(again.items[0]!.title).toBe('Cache three'); // listings are read fresh
    expect(again.total).toBe(2); // the count may be up to 30 s old
    // A page holding every match is counted exactly, cache or not.
    expect((await c.query<Page>('properties.search', { location: 'Mbeya' })).data!.total).toBe(3);
    expect(
      (await c.query<Page>('properties.search', { location: 'Mbeya', type: 'work_and_stay', limit: 1 })).data!
        .total,
    ).toBe(3);
    await cached.close();
  });
});
