import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityBlocks, bookings, hostEvents, properties } from '../../src/server/db/schema';
import {
  CALENDAR_TEXTS,
  type CalendarEventView,
  type CalendarDayView,
  type CalendarListing,
  type CalendarMarksView,
  type CalendarMonthView,
  type CalendarSidebarView,
  type EventFormInput,
} from '../../src/shared/calendar';
import { addDays, platformToday } from '../../src/shared/dates';
import { HOST_TEXTS } from '../../src/shared/host';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let owner: Person;
let other: Person;
let guest: Person;
let anon: TestClient;
let loft: string;
let studio: string;
let archived: string;
let othersListing: string;
/** A stay of the owner's in MONTH, made by the isolation test. */
let earlyMarch: string;
const today = platformToday();

/** A month far from today's, so the sidebar tests' rows never land in it. */
const MONTH = '2031-03';

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'host', 'Owner Host');
  other = await person(t, 'host', 'Other Host');
  guest = await person(t, 'guest', 'Guest Gita');
  anon = new TestClient(t.app);
  const db = t.database.db;
  loft = await createProperty(db, owner.id, { title: 'B Loft' });
  studio = await createProperty(db, owner.id, { title: 'A Studio' });
  archived = await createProperty(db, owner.id, { title: 'C Gone', archivedAt: new Date() });
  othersListing = await createProperty(db, other.id, { title: 'Not yours' });
});
afterAll(() => t.close());

const event = (fields: Partial<EventFormInput> = {}): EventFormInput => ({
  title: 'Deep clean',
  date: '2031-03-10',
  time: '09:00',
  type: 'maintenance',
  notes: 'Bring the ladder',
  propertyId: loft,
  ...fields,
});

const countEvents = async () => (await t.database.db.select().from(hostEvents)).length;

describe('who may use the host calendar', () => {
  const calls = (client: TestClient, eventId: string) => [
    client.query('host.properties.options'),
    client.query('host.calendar.month', { month: MONTH }),
    client.query('host.calendar.marks', { month: MONTH }),
    client.query('host.calendar.day', { date: `${MONTH}-04` }),
    client.query('host.calendar.sidebar'),
    client.query('host.calendar.events.list'),
    client.mutate('host.calendar.events.create', event()),
    client.mutate('host.calendar.events.delete', { id: eventId }),
  ];

  it('refuses guests (FORBIDDEN) and signed-out callers (UNAUTHORIZED), storing and deleting nothing', async () => {
    const created = await owner.client.mutate<CalendarEventView>('host.calendar.events.create', event());
    const id = created.data!.id;
    const before = await countEvents();
    for (const res of await Promise.all(calls(guest.client, id)))
      expect(res.error?.data.code).toBe('FORBIDDEN');
    for (const res of await Promise.all(calls(anon, id))) expect(res.error?.data.code).toBe('UNAUTHORIZED');
    expect(await countEvents()).toBe(before);
    await owner.client.mutate('host.calendar.events.delete', { id });
  });

  it('gives another host none of the owner’s data and lets them change none of it', async () => {
    const created = await owner.client.mutate<CalendarEventView>('host.calendar.events.create', event());
    const id = created.data!.id;
    earlyMarch = await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: loft,
      checkIn: '2031-03-04',
      checkOut: '2031-03-06',
    });

    const listings = await other.client.query<CalendarListing[]>('host.properties.options');
    expect(listings.data).toEqual([{ id: othersListing, title: 'Not yours' }]);
    const month = await other.client.query<CalendarMonthView>('host.calendar.month', { month: MONTH });
    expect(month.data).toEqual({ bookings: [], events: [], blocks: [] });
    const filtered = await other.client.query('host.calendar.month', { month: MONTH, propertyId: loft });
    expect(filtered.data).toEqual({ bookings: [], events: [], blocks: [] });
    const marks = await other.client.query<CalendarMarksView>('host.calendar.marks', { month: MONTH });
    expect(marks.data).toEqual({ days: [] });
    const day = await other.client.query('host.calendar.day', { date: '2031-03-04', propertyId: loft });
    expect(day.data).toEqual({ bookings: [], events: [], blocks: [] });
    const sidebar = await other.client.query<CalendarSidebarView>('host.calendar.sidebar');
    expect(sidebar.data).toEqual({ upcomingBookings: [], todayEvents: [] });
    const list = await other.client.query<CalendarEventView[]>('host.calendar.events.list');
    expect(list.data).toEqual([]);

    const onTheirs = await other.client.mutate('host.calendar.events.create', event());
    expect([onTheirs.error?.data.code, onTheirs.error?.message]).toEqual(['NOT_FOUND', HOST_TEXTS.notFound]);
    const del = await other.client.mutate('host.calendar.events.delete', { id });
    expect([del.error?.data.code, del.error?.message]).toEqual(['NOT_FOUND', CALENDAR_TEXTS.eventNotFound]);
    const still = await t.database.db.select().from(hostEvents).where(eq(hostEvents.id, id));
    expect(still).toHaveLength(1);
    expect(still[0]!.hostId).toBe(owner.id);

    // The owner can.
    expect((await owner.client.mutate('host.calendar.events.delete', { id })).status).toBe(200);
    expect(await t.database.db.select().from(hostEvents).where(eq(hostEvents.id, id))).toHaveLength(0);
    const again = await owner.client.mutate('host.calendar.events.delete', { id });
    expect(again.error?.data.code).toBe('NOT_FOUND');
  });
});

describe('host.properties.options', () => {
  it('lists the host’s current listings by title, never archived ones', async () => {
    const res = await owner.client.query<CalendarListing[]>('host.properties.options');
    expect(res.data).toEqual([
      { id: studio, title: 'A Studio' },
      { id: loft, title: 'B Loft' },
    ]);
  });
});

describe('host.calendar.events.create', () => {
  it('stores the event and returns it with its listing title', async () => {
    const res = await owner.client.mutate<CalendarEventView>(
      'host.calendar.events.create',
      event({ title: '  Plumber visit ', type: 'service', notes: '', propertyId: studio }),
    );
    expect(res.data).toMatchObject({
      propertyId: studio,
      propertyTitle: 'A Studio',
      title: 'Plumber visit',
      date: '2031-03-10',
      time: '09:00',
      type: 'service',
      notes: null,
    });
    await owner.client.mutate('host.calendar.events.delete', { id: res.data!.id });
  });

  it.each([
    ['a title under 3 characters', { title: 'ab' }, 'title', CALENDAR_TEXTS.titleMin],
    ['a blank title', { title: '   ' }, 'title', CALENDAR_TEXTS.titleMin],
    ['no date', { date: '' }, 'date', CALENDAR_TEXTS.dateRequired],
    ['a missing date', { date: undefined }, 'date', CALENDAR_TEXTS.dateRequired],
    ['an empty time', { time: ' ' }, 'time', CALENDAR_TEXTS.timeRequired],
    ['an unknown type', { type: 'party' }, 'type', CALENDAR_TEXTS.typeRequired],
    ['no type', { type: undefined }, 'type', CALENDAR_TEXTS.typeRequired],
    ['no property', { propertyId: '' }, 'propertyId', CALENDAR_TEXTS.propertyRequired],
    ['a missing property', { propertyId: undefined }, 'propertyId', CALENDAR_TEXTS.propertyRequired],
  ])('refuses %s with the spec’s message and stores nothing', async (_, fields, field, message) => {
    const before = await countEvents();
    const res = await owner.client.mutate('host.calendar.events.create', { ...event(), ...fields });
    expect(res.error?.data.code).toBe('BAD_REQUEST');
    expect(res.error?.message).toBe(message);
    expect(res.error?.data.zodIssues).toContainEqual({ path: [field], message });
    expect(await countEvents()).toBe(before);
  });

  it('refuses an archived listing or an unknown one', async () => {
    const before = await countEvents();
    for (const propertyId of [archived, '00000000-0000-4000-8000-000000000000']) {
      const res = await owner.client.mutate('host.calendar.events.create', event({ propertyId }));
      expect(res.error?.data.code).toBe('NOT_FOUND');
    }
    expect(await countEvents()).toBe(before);
  });
});

describe('host.calendar.month', () => {
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const b = (propertyId: string, checkIn: string, checkOut: string, status?: 'cancelled' | 'pending') =>
      createBooking(db, { userId: guest.id, propertyId, checkIn, checkOut, status });
    ids = {
      spanningStart: await b(studio, '2031-02-26', '2031-03-02'),
      inside: await b(loft, '2031-03-10', '2031-03-12', 'pending'),
      spanningEnd: await b(studio, '2031-03-30', '2031-04-03'),
      cancelled: await b(loft, '2031-03-20', '2031-03-22', 'cancelled'),
      endsOnFirst: await b(loft, '2031-02-25', '2031-03-01'),
      startsNextMonth: await b(loft, '2031-04-01', '2031-04-03'),
      others: await b(othersListing, '2031-03-10', '2031-03-12'),
      archivedListing: await b(archived, '2031-03-05', '2031-03-07'),
    };
    const e = (fields: Partial<EventFormInput>) =>
      owner.client.mutate<CalendarEventView>('host.calendar.events.create', event(fields));
    ids.firstDay = (await e({ title: 'First day', date: '2031-03-01', propertyId: studio })).data!.id;
    ids.lastDay = (await e({ title: 'Last day', date: '2031-03-31' })).data!.id;
    await e({ title: 'Too early', date: '2031-02-28' });
    await e({ title: 'Too late', date: '2031-04-01' });
    await other.client.mutate('host.calendar.events.create', event({ propertyId: othersListing }));
    await db.insert(availabilityBlocks).values([
      { propertyId: loft, startDate: '2031-02-27', endDate: '2031-03-03', status: 'blocked' },
      { propertyId: studio, startDate: '2031-03-15', endDate: '2031-03-16', status: 'unavailable' },
      { propertyId: loft, startDate: '2031-04-01', endDate: '2031-04-05', status: 'blocked' },
      { propertyId: othersListing, startDate: '2031-03-15', endDate: '2031-03-20', status: 'blocked' },
    ]);
  });

  it('returns the host’s bookings with a night in the month (every status), its events and blocks', async () => {
    const res = await owner.client.query<CalendarMonthView>('host.calendar.month', { month: MONTH });
    const data = res.data!;
    expect(data.bookings.map((b) => b.id)).toEqual([
      ids.spanningStart,
      earlyMarch,
      ids.inside,
      ids.cancelled,
      ids.spanningEnd,
    ]);
    expect(data.bookings[2]).toEqual({
      id: ids.inside,
      propertyId: loft,
      propertyTitle: 'B Loft',
      guestName: 'Guest Gita',
      checkIn: '2031-03-10',
      checkOut: '2031-03-12',
      status: 'pending',
    });
    expect(data.events.map((e) => [e.title, e.date])).toEqual([
      ['First day', '2031-03-01'],
      ['Last day', '2031-03-31'],
    ]);
    expect(data.events[0]).toMatchObject({ propertyTitle: 'A Studio', type: 'maintenance', time: '09:00' });
    expect(data.blocks).toEqual([
      { propertyId: loft, startDate: '2031-02-27', endDate: '2031-03-03', status: 'blocked', source: 'host' },
      {
        propertyId: studio,
        startDate: '2031-03-15',
        endDate: '2031-03-16',
        status: 'unavailable',
        source: 'host',
      },
    ]);
  });

  it('narrows to one listing', async () => {
    const res = await owner.client.query<CalendarMonthView>('host.calendar.month', {
      month: MONTH,
      propertyId: studio,
    });
    expect(res.data!.bookings.map((b) => b.id)).toEqual([ids.spanningStart, ids.spanningEnd]);
    expect(res.data!.events.map((e) => e.title)).toEqual(['First day']);
    expect(res.data!.blocks.map((b) => b.propertyId)).toEqual([studio]);
  });

  it('shows December up to the 31st and nothing of an archived listing', async () => {
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: loft,
      checkIn: '2031-12-31',
      checkOut: '2032-01-02',
    });
    const dec = await owner.client.query<CalendarMonthView>('host.calendar.month', { month: '2031-12' });
    expect(dec.data!.bookings.map((b) => b.checkIn)).toEqual(['2031-12-31']);
    const jan = await owner.client.query<CalendarMonthView>('host.calendar.month', { month: '2032-01' });
    expect(jan.data!.bookings.map((b) => b.checkIn)).toEqual(['2031-12-31']);
    const archivedOnly = await owner.client.query('host.calendar.month', {
      month: MONTH,
      propertyId: archived,
    });
    expect(archivedOnly.data).toEqual({ bookings: [], events: [], blocks: [] });
  });

  it('marks the grid: booked nights (not cancelled, not check-out days), events and blocks, edges included', async () => {
    const res = await owner.client.query<CalendarMarksView>('host.calendar.marks', { month: MONTH });
    const on = (date: string) =>
      res.data!.days.find((d) => d.date === date) ?? { date, bookings: 0, events: 0, blocked: false };
    // 28 Feb (shown before March 1): spanningStart and endsOnFirst have a night there; the loft's block.
    expect(on('2031-02-28')).toEqual({ date: '2031-02-28', bookings: 2, events: 1, blocked: true });
    expect(on('2031-03-01')).toEqual({ date: '2031-03-01', bookings: 1, events: 1, blocked: true });
    expect(on('2031-03-02')).toMatchObject({ bookings: 0, blocked: true });
    expect(on('2031-03-10')).toMatchObject({ bookings: 1, events: 0, blocked: false });
    expect(on('2031-03-12')).toMatchObject({ bookings: 0 });
    expect(on('2031-03-15')).toMatchObject({ bookings: 0, blocked: true });
    expect(on('2031-03-20')).toMatchObject({ bookings: 0, blocked: false }); // cancelled
    expect(on('2031-03-31')).toMatchObject({ bookings: 1, events: 1 });
    // Nothing of the other host's or of the archived listing.
    expect(on('2031-03-05')).toMatchObject({ bookings: 1 }); // earlyMarch only, not the archived stay
    expect(on('2031-03-17')).toMatchObject({ blocked: false });
    const studioOnly = await owner.client.query<CalendarMarksView>('host.calendar.marks', {
      month: MONTH,
      propertyId: studio,
    });
    expect(studioOnly.data!.days.find((d) => d.date === '2031-03-10')).toBeUndefined();
  });

  it('lists a day: stays from check-in through check-out day, its events and blocks', async () => {
    const res = await owner.client.query<CalendarDayView>('host.calendar.day', { date: '2031-03-01' });
    expect(res.data!.bookings.map((b) => b.id)).toEqual([ids.endsOnFirst, ids.spanningStart]);
    expect(res.data!.events.map((e) => e.title)).toEqual(['First day']);
    expect(res.data!.blocks.map((b) => [b.propertyId, b.startDate])).toEqual([[loft, '2031-02-27']]);
    const loftOnly = await owner.client.query<CalendarDayView>('host.calendar.day', {
      date: '2031-03-01',
      propertyId: loft,
    });
    expect(loftOnly.data!.bookings.map((b) => b.id)).toEqual([ids.endsOnFirst]);
    expect(loftOnly.data!.events).toEqual([]);
    const bad = await owner.client.query('host.calendar.day', { date: '2031-02-30' });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
  });

  it('refuses a malformed month', async () => {
    for (const month of ['2031-13', '2031-3', '0000-01', '']) {
      const res = await owner.client.query('host.calendar.month', { month });
      expect(res.error?.data.code).toBe('BAD_REQUEST');
    }
  });
});

describe('host.calendar.sidebar and events.list', () => {
  it('lists the next five active stays from today and today’s events', async () => {
    const host = await person(t, 'host', 'Sidebar Host');
    const db = t.database.db;
    const listing = await createProperty(db, host.id, { title: 'Sidebar loft' });
    const second = await createProperty(db, host.id, { title: 'Sidebar flat' });
    const stay = (propertyId: string, from: number, status?: 'cancelled' | 'pending') =>
      createBooking(db, {
        userId: guest.id,
        propertyId,
        checkIn: addDays(today, from),
        checkOut: addDays(today, from + 1),
        status,
      });
    await stay(listing, -3); // past
    const startsToday = await stay(listing, 0);
    const cancelled = await stay(listing, 1, 'cancelled');
    const next = [
      await stay(second, 1, 'pending'),
      await stay(listing, 2),
      await stay(listing, 4),
      await stay(second, 6),
    ];
    await stay(listing, 9); // sixth
    const res = await host.client.query<CalendarSidebarView>('host.calendar.sidebar');
    expect(res.data!.upcomingBookings.map((b) => b.id)).toEqual([startsToday, ...next]);
    expect(res.data!.upcomingBookings.map((b) => b.id)).not.toContain(cancelled);
    expect(res.data!.todayEvents).toEqual([]);

    const add = (title: string, date: string, time = '10:00') =>
      host.client.mutate<CalendarEventView>('host.calendar.events.create', {
        ...event({ title, date, time, propertyId: listing }),
      });
    await add('Yesterday', addDays(today, -1));
    await add('Later today', today, '15:00');
    await add('Early today', today, '08:00');
    await add('Next week', addDays(today, 7));
    const after = await host.client.query<CalendarSidebarView>('host.calendar.sidebar');
    expect(after.data!.todayEvents.map((e) => e.title)).toEqual(['Early today', 'Later today']);

    const list = await host.client.query<CalendarEventView[]>('host.calendar.events.list');
    expect(list.data!.map((e) => e.title)).toEqual(['Early today', 'Later today', 'Next week']);
    const none = await host.client.query<CalendarEventView[]>('host.calendar.events.list', {
      propertyId: second,
    });
    expect(none.data).toEqual([]);

    // Archiving a listing takes its events off the calendar.
    await db.update(properties).set({ archivedAt: new Date() }).where(eq(properties.id, listing));
    const gone = await host.client.query<CalendarSidebarView>('host.calendar.sidebar');
    expect(gone.data!.todayEvents).toEqual([]);
    expect(gone.data!.upcomingBookings.map((b) => b.propertyId)).toEqual([second, second]);
  });

  it('leaves out a pending booking whose hold ran out', async () => {
    const host = await person(t, 'host', 'Lapsed Hold Host');
    const db = t.database.db;
    const listing = await createProperty(db, host.id, { title: 'Lapsed loft' });
    const stay = (from: number) =>
      createBooking(db, {
        userId: guest.id,
        propertyId: listing,
        checkIn: addDays(today, from),
        checkOut: addDays(today, from + 1),
        status: 'pending',
      });
    const lapsed = await stay(2);
    const holding = await stay(3);
    await db.execute(sql`
      update ${bookings} set hold_expires_at = case when id = ${lapsed} then now() - interval '1 minute'
        else now() + interval '10 minutes' end
      where id in (${lapsed}, ${holding})`);
    const res = await host.client.query<CalendarSidebarView>('host.calendar.sidebar');
    expect(res.data!.upcomingBookings.map((b) => b.id)).toEqual([holding]);
  });
});
