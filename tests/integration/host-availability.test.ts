import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { availabilityBlocks, bookings, icalFeeds } from '../../src/server/db/schema';
import {
  AVAILABILITY_TEXTS,
  blockOverBookingMessage,
  type AvailabilityBlockView,
  type AvailabilitySetResult,
} from '../../src/shared/availability';
import { BOOKING_MESSAGES } from '../../src/shared/booking';
import { CALENDAR_TEXTS, type AvailabilityStatus } from '../../src/shared/calendar';
import { addDays, platformToday } from '../../src/shared/dates';
import type { PropertyCardView } from '../../src/shared/property-view';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let host: Person;
let otherHost: Person;
let guest: Person;
let anon: TestClient;
const today = platformToday();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  host = await person(t, 'host', 'Hosting Hana');
  otherHost = await person(t, 'host', 'Other Omar');
  guest = await person(t, 'guest', 'Guest Gita');
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

let keys = 0;
const listing = (title = 'Availability loft') => createProperty(t.database.db, host.id, { title });
const set = (
  who: TestClient,
  propertyId: string,
  startDate: string,
  endDate: string,
  status: AvailabilityStatus,
) => who.mutate<AvailabilitySetResult>('host.availability.set', { propertyId, startDate, endDate, status });
const list = (who: TestClient, propertyId: string) =>
  who.query<AvailabilityBlockView[]>('host.availability.list', { propertyId });
const book = (propertyId: string, checkIn: string, checkOut: string) =>
  guest.client.mutate<{ id: string }>('bookings.create', {
    propertyId,
    checkIn,
    checkOut,
    guests: 1,
    idempotencyKey: `availability-${++keys}-${Date.now()}`,
  });
/** The stored blocks of a listing, as [start, end exclusive, status, source]. */
const stored = async (propertyId: string) =>
  (
    await t.database.db
      .select()
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.propertyId, propertyId))
      .orderBy(asc(availabilityBlocks.startDate))
  ).map((b) => [b.startDate, b.endDate, b.status, b.source]);

describe('who may read and change availability', () => {
  it('only the listing’s host; others are refused and change nothing', async () => {
    const id = await listing();
    expect((await set(host.client, id, day(10), day(11), 'blocked')).status).toBe(200);
    const before = await stored(id);
    expect(before).toEqual([[day(10), day(12), 'blocked', 'host']]);

    const mine = await list(host.client, id);
    expect(mine.data).toEqual([
      {
        id: expect.any(String) as unknown,
        startDate: day(10),
        endDate: day(12),
        status: 'blocked',
        source: 'host',
      },
    ]);

    for (const status of ['available', 'unavailable'] as const) {
      const res = await set(otherHost.client, id, day(9), day(12), status);
      expect([res.error?.data.code, res.error?.message]).toEqual(['NOT_FOUND', 'Property not found']);
    }
    expect((await list(otherHost.client, id)).error?.data.code).toBe('NOT_FOUND');
    expect((await set(guest.client, id, day(9), day(12), 'available')).error?.data.code).toBe('FORBIDDEN');
    expect((await list(guest.client, id)).error?.data.code).toBe('FORBIDDEN');
    expect((await set(anon, id, day(9), day(12), 'available')).error?.data.code).toBe('UNAUTHORIZED');
    expect((await list(anon, id)).error?.data.code).toBe('UNAUTHORIZED');
    expect(await stored(id)).toEqual(before);
  });

  it('an admin may manage their own listing; an archived listing is not found', async () => {
    const admin = await person(t, 'admin');
    const own = await createProperty(t.database.db, admin.id, { title: 'Admin flat' });
    expect((await set(admin.client, own, day(3), day(4), 'unavailable')).status).toBe(200);
    const archived = await createProperty(t.database.db, host.id, { archivedAt: new Date() });
    expect((await set(host.client, archived, day(3), day(4), 'blocked')).error?.data.code).toBe('NOT_FOUND');
    expect((await list(host.client, archived)).error?.data.code).toBe('NOT_FOUND');
    expect(await stored(archived)).toEqual([]);
  });
});

describe('the availability form’s rules', () => {
  it('says the spec’s messages, on their fields', async () => {
    const id = await listing();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ propertyId: '' }, 'propertyId', CALENDAR_TEXTS.propertyRequired],
      [{ propertyId: undefined }, 'propertyId', CALENDAR_TEXTS.propertyRequired],
      [{ startDate: '' }, 'startDate', CALENDAR_TEXTS.startRequired],
      [{ endDate: '' }, 'endDate', CALENDAR_TEXTS.endRequired],
      [{ endDate: undefined }, 'endDate', CALENDAR_TEXTS.endRequired],
      [{ endDate: day(4) }, 'endDate', CALENDAR_TEXTS.endBeforeStart],
    ];
    for (const [fields, path, message] of cases) {
      const input = { propertyId: id, startDate: day(5), endDate: day(6), status: 'blocked', ...fields };
      const res = await host.client.mutate('host.availability.set', input);
      expect(res.error?.data.code).toBe('BAD_REQUEST');
      expect(res.error?.data.zodIssues).toContainEqual({ path: [path], message });
    }
    const badStatus = await host.client.mutate('host.availability.set', {
      propertyId: id,
      startDate: day(5),
      endDate: day(6),
      status: 'closed',
    });
    expect(badStatus.error?.data.zodIssues?.[0]?.path).toEqual(['status']);
    const past = await set(host.client, id, day(-1), day(2), 'blocked');
    expect([past.error?.data.code, past.error?.message]).toEqual([
      'BAD_REQUEST',
      AVAILABILITY_TEXTS.pastStart,
    ]);
    const far = await set(host.client, id, day(700), day(800), 'blocked');
    expect(far.error?.message).toBe(AVAILABILITY_TEXTS.tooFarAhead);
    expect(await stored(id)).toEqual([]);
  });

  it('refuses to block nights of an active booking, naming it', async () => {
    const id = await listing();
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: id,
      checkIn: day(20),
      checkOut: day(23),
    });
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: id,
      checkIn: day(30),
      checkOut: day(31),
      status: 'pending',
    });
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: id,
      checkIn: day(40),
      checkOut: day(45),
      status: 'cancelled',
    });
    const res = await set(host.client, id, day(15), day(35), 'blocked');
    expect([res.error?.data.code, res.error?.message]).toEqual([
      'CONFLICT',
      blockOverBookingMessage(day(20), day(23)),
    ]);
    expect(res.error?.message).toMatch(/^These dates overlap a booking from \w{3} \d{1,2}, \d{4} to /);
    expect((await set(host.client, id, day(30), day(30), 'unavailable')).error?.data.code).toBe('CONFLICT');
    expect(await stored(id)).toEqual([]);
    // Check-out morning and the nights before check-in are free; a cancelled stay holds nothing.
    expect((await set(host.client, id, day(23), day(29), 'unavailable')).status).toBe(200);
    expect((await set(host.client, id, day(40), day(44), 'blocked')).status).toBe(200);
    expect((await set(host.client, id, day(20), day(22), 'available')).status).toBe(200);
  });
});

describe('setting ranges', () => {
  it("'available' over part of a block splits it and frees those nights", async () => {
    const id = await listing();
    await set(host.client, id, day(20), day(29), 'blocked');
    const res = await set(host.client, id, day(23), day(25), 'available');
    expect(res.data?.importedNights).toBe(0);
    expect(res.data?.blocks.map((b) => [b.startDate, b.endDate, b.status])).toEqual([
      [day(20), day(23), 'blocked'],
      [day(26), day(30), 'blocked'],
    ]);
    expect(await stored(id)).toEqual([
      [day(20), day(23), 'blocked', 'host'],
      [day(26), day(30), 'blocked', 'host'],
    ]);
    expect((await book(id, day(22), day(24))).error?.message).toBe(BOOKING_MESSAGES.unavailable);
    expect((await book(id, day(25), day(27))).error?.data.code).toBe('CONFLICT');
    expect((await book(id, day(23), day(26))).status).toBe(200);
  });

  it('the latest status wins; the same status merges into one block', async () => {
    const id = await listing();
    await set(host.client, id, day(40), day(41), 'unavailable');
    await set(host.client, id, day(42), day(43), 'unavailable');
    expect(await stored(id)).toEqual([[day(40), day(44), 'unavailable', 'host']]);
    await set(host.client, id, day(41), day(42), 'blocked');
    expect(await stored(id)).toEqual([
      [day(40), day(41), 'unavailable', 'host'],
      [day(41), day(43), 'blocked', 'host'],
      [day(43), day(44), 'unavailable', 'host'],
    ]);
    await set(host.client, id, day(38), day(50), 'available');
    expect(await stored(id)).toEqual([]);
  });

  it('leaves imported blocks to their feed and says how many nights they still close', async () => {
    const id = await listing();
    const [feed] = await t.database.db
      .insert(icalFeeds)
      .values({ propertyId: id, url: 'https://example.com/cal.ics' })
      .returning({ id: icalFeeds.id });
    await t.database.db.insert(availabilityBlocks).values({
      propertyId: id,
      startDate: day(60),
      endDate: day(63),
      status: 'unavailable',
      source: 'ical',
      feedId: feed!.id,
      uid: 'upstream-1',
    });
    await set(host.client, id, day(58), day(61), 'blocked');
    const res = await set(host.client, id, day(55), day(70), 'available');
    expect(res.data).toEqual({
      blocks: [
        {
          id: expect.any(String) as unknown,
          startDate: day(60),
          endDate: day(63),
          status: 'unavailable',
          source: 'ical',
        },
      ],
      importedNights: 3,
    });
    expect((await list(host.client, id)).data?.map((b) => b.source)).toEqual(['ical']);
    expect((await book(id, day(62), day(64))).error?.data.code).toBe('CONFLICT');
  });
});

describe('blocks are honoured everywhere', () => {
  it('by booking, kazistay_book itself, the booking card and date search', async () => {
    const id = await createProperty(t.database.db, host.id, { title: 'Flamingo lakeside studio' });
    await set(host.client, id, day(80), day(84), 'unavailable');

    const refused = await book(id, day(78), day(81));
    expect([refused.error?.data.code, refused.error?.message]).toEqual([
      'CONFLICT',
      BOOKING_MESSAGES.unavailable,
    ]);
    const [direct] = rowsOf<{ id: string | null }>(
      await t.database.db.execute(sql`select kazistay_book(
        ${guest.id}::uuid, ${id}::uuid, ${day(83)}::date, ${day(86)}::date, 1, 300, 'direct-call-1', 75, 300, 24, 30
      ) as id`),
    );
    expect(direct?.id).toBeNull();
    expect(await t.database.db.select().from(bookings).where(eq(bookings.propertyId, id))).toEqual([]);

    const ranges = await anon.query<{ checkIn: string; checkOut: string }[]>('bookings.unavailable', {
      propertyId: id,
    });
    expect(ranges.data).toEqual([{ checkIn: day(80), checkOut: day(85) }]);

    const search = (checkIn: string, checkOut: string) =>
      anon.query<{ items: PropertyCardView[] }>('properties.search', {
        search: 'flamingo',
        checkIn,
        checkOut,
      });
    expect((await search(day(82), day(90))).data?.items).toEqual([]);
    expect((await search(day(85), day(90))).data?.items.map((c) => c.id)).toEqual([id]);
    await set(host.client, id, day(80), day(84), 'available');
    expect((await search(day(82), day(90))).data?.items.map((c) => c.id)).toEqual([id]);
    expect((await anon.query('bookings.unavailable', { propertyId: id })).data).toEqual([]);
    expect((await book(id, day(78), day(81))).status).toBe(200);
  });

  it('a guest booking and a host block racing for the same nights: exactly one wins', async () => {
    for (let round = 0; round < 8; round++) {
      const id = await listing(`Race ${round}`);
      // Alternate which request starts first, so each side gets to win on a single-connection PGlite too.
      const racers = [
        () => book(id, day(100), day(103)),
        () => set(host.client, id, day(101), day(101), 'blocked'),
      ] as const;
      const [booked, blocked] =
        round % 2 === 0
          ? await Promise.all([racers[0](), racers[1]()])
          : await Promise.all([racers[1](), racers[0]()]).then(([b, a]) => [a, b] as const);
      expect([booked.status, blocked.status].filter((s) => s === 200)).toHaveLength(1);
      expect([booked.error?.data.code, blocked.error?.data.code].filter(Boolean)).toEqual(['CONFLICT']);
      const rows = await t.database.db.select().from(bookings).where(eq(bookings.propertyId, id));
      const blocks = await stored(id);
      expect(rows.length + blocks.length).toBe(1);
      expect(rows.length).toBe(booked.status === 200 ? 1 : 0);
    }
  });
});
