import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityBlocks, bookings, icalFeeds } from '../../src/server/db/schema';
import { fetchCalendar } from '../../src/server/domains/host/ical/fetch';
import { runIcalSync } from '../../src/server/jobs/ical-sync';
import type { IcalConflict } from '../../src/shared/calendar';
import { addDays, DATE_MAX, platformToday } from '../../src/shared/dates';
import { ICAL_TEXTS, type IcalExportView, type IcalFeedView } from '../../src/shared/ical';
import { createTestApp, TEST_ORIGIN, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';
import { FeedServer, icsOf } from '../support/ical-server';

const day = (n: number) => addDays(platformToday(), n);
let t: TestApp;
let host: Person;
let other: Person;
let guest: Person;
let anon: TestClient;
const feeds = new FeedServer();

beforeAll(async () => {
  t = await createTestApp({ ICAL_ALLOW_LOOPBACK: 'true' });
  await feeds.start();
  host = await person(t, 'host', 'Hosting Hana');
  other = await person(t, 'host', 'Other Otto');
  guest = await person(t, 'guest', 'Guest Gita Wanjiru');
  anon = new TestClient(t.app);
});
afterAll(async () => {
  await feeds.stop();
  await t.close();
});

const listing = () => createProperty(t.database.db, host.id, { title: 'Lakeside loft' });
const blocksOf = (feedId: string) =>
  t.database.db
    .select({
      id: availabilityBlocks.id,
      startDate: availabilityBlocks.startDate,
      endDate: availabilityBlocks.endDate,
    })
    .from(availabilityBlocks)
    .where(eq(availabilityBlocks.feedId, feedId))
    .orderBy(asc(availabilityBlocks.startDate));
const addFeed = (propertyId: string, url: string, who = host) =>
  who.client.mutate<IcalFeedView>('host.ical.addFeed', { propertyId, url });
const syncNow = (feedId: string, who = host) =>
  who.client.mutate<IcalFeedView>('host.ical.syncNow', { feedId });
let paths = 0;
/** A fresh feed path serving these events. */
function serve(events: Parameters<typeof icsOf>[0]): string {
  const path = `/feed-${++paths}.ics`;
  feeds.calendar(path, icsOf(events));
  return path;
}
/** Sets a booking's hold to end `from now` (negative: it ran out that long ago). */
const holdFor = (bookingId: string, fromNow: string) =>
  t.database.db.execute(
    sql`update ${bookings} set hold_expires_at = now() + ${fromNow}::interval where id = ${bookingId}`,
  );
const getIcs = (url: string) => t.app.inject({ method: 'GET', url: url.replace(TEST_ORIGIN, '') });

describe('who may use host.ical', () => {
  it('answers only the listing owner: other hosts NOT_FOUND, guests FORBIDDEN, anonymous UNAUTHORIZED', async () => {
    const propertyId = await listing();
    const added = await addFeed(propertyId, feeds.url(serve([{ uid: 'a', start: day(5), end: day(7) }])));
    expect(added.status).toBe(200);
    const feedId = added.data!.id;
    const calls: [string, 'query' | 'mutate', object][] = [
      ['host.ical.exportUrl', 'query', { propertyId }],
      ['host.ical.regenerate', 'mutate', { propertyId }],
      ['host.ical.feeds', 'query', { propertyId }],
      ['host.ical.addFeed', 'mutate', { propertyId, url: feeds.url(serve([])) }],
      ['host.ical.syncNow', 'mutate', { feedId }],
      ['host.ical.removeFeed', 'mutate', { feedId }],
    ];
    const before = await t.database.db.select().from(icalFeeds).where(eq(icalFeeds.propertyId, propertyId));
    for (const [path, kind, input] of calls) {
      for (const [who, code] of [
        [other.client, 'NOT_FOUND'],
        [guest.client, 'FORBIDDEN'],
        [anon, 'UNAUTHORIZED'],
      ] as const) {
        const res = kind === 'query' ? await who.query(path, input) : await who.mutate(path, input);
        expect(res.error?.data.code, `${path} ${code}`).toBe(code);
      }
    }
    const after = await t.database.db.select().from(icalFeeds).where(eq(icalFeeds.propertyId, propertyId));
    expect(after).toEqual(before);
    expect(await blocksOf(feedId)).toHaveLength(1);
    for (const [path, kind, input] of calls) {
      const res =
        kind === 'query' ? await host.client.query(path, input) : await host.client.mutate(path, input);
      expect(res.status, path).toBe(200);
    }
  });

  it('refuses malformed ids and addresses with a message', async () => {
    const propertyId = await listing();
    const bad = await host.client.mutate('host.ical.addFeed', { propertyId, url: 'ftp://example.com/c.ics' });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
    expect(bad.error?.message).toBe(ICAL_TEXTS.urlInvalid);
    const long = await addFeed(propertyId, `https://example.com/${'a'.repeat(2000)}`);
    expect(long.error?.message).toBe(ICAL_TEXTS.urlTooLong);
    expect((await syncNow('not-a-uuid')).error?.data.code).toBe('BAD_REQUEST');
  });
});

describe('export', () => {
  it('serves bookings and host blocks as all-day events, without anything about the guest', async () => {
    const propertyId = await listing();
    const bookingId = await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(10),
      checkOut: day(13),
      status: 'pending',
    });
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(20),
      checkOut: day(22),
      status: 'cancelled',
    });
    await t.database.db
      .insert(availabilityBlocks)
      .values({ propertyId, startDate: day(30), endDate: day(32), status: 'unavailable', source: 'host' });
    const res = await host.client.query<IcalExportView>('host.ical.exportUrl', { propertyId });
    const url = res.data!.url;
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/ical/[A-Za-z0-9_-]{32}\\.ics$`));
    expect((await host.client.query<IcalExportView>('host.ical.exportUrl', { propertyId })).data!.url).toBe(
      url,
    );

    const served = await getIcs(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(served.headers['cache-control']).toMatch(/no-store/);
    const events = Object.values(ical.sync.parseICS(served.body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    const stays = events
      .map((e) => ({
        uid: e.uid,
        summary: e.summary,
        allDay: e.datetype,
        start: localDay(e.start),
        end: localDay(e.end!),
      }))
      .sort((a, b) => a.start.localeCompare(b.start));
    expect(stays).toEqual([
      {
        uid: `booking-${bookingId}@kazistay`,
        summary: 'Reserved',
        allDay: 'date',
        start: day(10),
        end: day(13),
      },
      {
        uid: stays[1]?.uid,
        summary: 'Not available',
        allDay: 'date',
        start: day(30),
        end: day(32),
      },
    ]);
    expect(stays[1]?.uid).toMatch(/^block-[0-9a-f-]{36}@kazistay$/);
    expect(served.body).not.toMatch(/Gita|Wanjiru|@example\.com|ATTENDEE|ORGANIZER|DESCRIPTION/i);
    expect(served.body).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  });

  it('leaves out a pending booking whose hold ran out: its nights are free', async () => {
    const propertyId = await listing();
    const lapsed = await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(15),
      checkOut: day(17),
      status: 'pending',
    });
    const holding = await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(18),
      checkOut: day(19),
      status: 'pending',
    });
    await holdFor(lapsed, '-1 minute');
    await holdFor(holding, '10 minutes');
    const url = (await host.client.query<IcalExportView>('host.ical.exportUrl', { propertyId })).data!.url;
    const events = Object.values(ical.sync.parseICS((await getIcs(url)).body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events.map((e) => [e.uid, localDay(e.start), localDay(e.end!)])).toEqual([
      [`booking-${holding}@kazistay`, day(18), day(19)],
    ]);
  });

  it('escapes the listing title in the calendar name: no line or property can be injected', async () => {
    const title = 'Loft\r\nX-INJECTED:yes\nBEGIN:VEVENT\rUID:evil; a, b \\ c';
    const propertyId = await createProperty(t.database.db, host.id, { title });
    const url = (await host.client.query<IcalExportView>('host.ical.exportUrl', { propertyId })).data!.url;
    const body = (await getIcs(url)).body;

    const parsed = ical.sync.parseICS(body);
    const calendar = parsed.vcalendar as unknown as Record<string, unknown>;
    // RFC 5545 text has one kind of line break: CRLF and a lone CR come back as LF.
    const expected = `KaziStay: ${title.replace(/\r\n?/g, '\n')}`;
    expect([calendar.name, calendar['WR-CALNAME']]).toEqual([expected, expected]);
    expect(Object.values(parsed).filter((c) => c?.type === 'VEVENT')).toEqual([]);
    expect(Object.keys(calendar).filter((k) => /INJECTED|UID/i.test(k))).toEqual([]);

    // Unfolded, every line is one of the export's own properties, and each name is one line.
    const lines = body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.map((l) => l.slice(0, l.indexOf(':')))).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'NAME',
      'X-WR-CALNAME',
      'END',
    ]);
    expect(lines.filter((l) => /^(BEGIN|END):/.test(l))).toEqual(['BEGIN:VCALENDAR', 'END:VCALENDAR']);
    expect(lines.filter((l) => l.startsWith('X-WR-CALNAME:'))).toEqual([
      'X-WR-CALNAME:KaziStay: Loft\\nX-INJECTED:yes\\nBEGIN:VEVENT\\nUID:evil\\; a\\, b \\\\ c',
    ]);
    expect(body).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  });

  it('regenerating revokes the old link; unknown tokens are 404', async () => {
    const propertyId = await listing();
    const first = (await host.client.query<IcalExportView>('host.ical.exportUrl', { propertyId })).data!.url;
    const next = await host.client.mutate<IcalExportView>('host.ical.regenerate', { propertyId });
    expect(next.data!.url).not.toBe(first);
    const revoked = await getIcs(first);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ error: { message: 'Not found' } });
    expect((await getIcs(next.data!.url)).statusCode).toBe(200);
    expect((await getIcs('/api/ical/nothing.ics')).statusCode).toBe(404);
    expect((await getIcs(`/api/ical/${'A'.repeat(32)}.ics`)).statusCode).toBe(404);
    expect((await getIcs(`/api/ical/${'A'.repeat(32)}`)).statusCode).toBe(404);
  });
});

/** A node-ical all-day date (local midnight) as yyyy-MM-dd. */
function localDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('import', () => {
  it('turns events into blocks; a re-sync changes nothing; upstream changes move and free nights', async () => {
    const propertyId = await listing();
    const path = serve([
      { uid: 'stay-1@airbnb', start: day(40), end: day(43) },
      { uid: 'stay-2@airbnb', start: day(50), end: day(52), summary: 'Airbnb (Not available)' },
    ]);
    const added = await addFeed(propertyId, feeds.url(path));
    expect(added.data).toMatchObject({ blockCount: 2, lastError: null, conflicts: [] });
    expect(added.data!.lastSyncedAt).not.toBeNull();
    const feedId = added.data!.id;
    const first = await blocksOf(feedId);
    expect(first.map((b) => [b.startDate, b.endDate])).toEqual([
      [day(40), day(43)],
      [day(50), day(52)],
    ]);

    const again = await syncNow(feedId);
    expect(again.data!.lastSyncedAt! >= added.data!.lastSyncedAt!).toBe(true);
    expect(await blocksOf(feedId)).toEqual(first);

    feeds.calendar(
      path,
      icsOf([
        { uid: 'stay-1@airbnb', start: day(41), end: day(44) },
        { uid: 'stay-2@airbnb', start: day(50), end: day(52) },
      ]),
    );
    await syncNow(feedId);
    const moved = await blocksOf(feedId);
    expect(moved.map((b) => [b.startDate, b.endDate])).toEqual([
      [day(41), day(44)],
      [day(50), day(52)],
    ]);
    expect(moved[1]!.id).toBe(first[1]!.id);

    let tries = 0;
    const book = () =>
      guest.client.mutate('bookings.create', {
        propertyId,
        checkIn: day(50),
        checkOut: day(52),
        guests: 1,
        idempotencyKey: `ical-${Date.now()}-${++tries}`,
      });
    expect((await book()).status).not.toBe(200);
    feeds.calendar(path, icsOf([{ uid: 'stay-1@airbnb', start: day(41), end: day(44) }]));
    const freed = await syncNow(feedId);
    expect(freed.data!.blockCount).toBe(1);
    expect((await book()).status).toBe(200);

    const list = await host.client.query<IcalFeedView[]>('host.ical.feeds', { propertyId });
    expect(list.data).toEqual([freed.data]);
    expect((await host.client.mutate('host.ical.removeFeed', { feedId })).status).toBe(200);
    expect(await blocksOf(feedId)).toEqual([]);
    expect((await host.client.query<IcalFeedView[]>('host.ical.feeds', { propertyId })).data).toEqual([]);
  });

  it('reads timed events on the platform day, events without UID or end, and skips cancelled and past ones', async () => {
    const propertyId = await listing();
    const compact = (n: number) => day(n).replaceAll('-', '');
    const text = readFileSync('tests/support/fixtures/ical/booking-com.ics', 'utf8')
      .replaceAll('__START__', compact(60))
      .replaceAll('__END__', compact(63))
      .replaceAll('__LATE__', compact(70))
      .replaceAll('__NOUID__', compact(80))
      .replaceAll('__NOUID_END__', compact(82))
      .replaceAll('\n', '\r\n');
    feeds.calendar('/booking-com.ics', text);
    const added = await addFeed(propertyId, feeds.url('/booking-com.ics'));
    const feedId = added.data!.id;
    const blocks = await blocksOf(feedId);
    expect(blocks.map((b) => [b.startDate, b.endDate])).toEqual([
      [day(60), day(63)],
      // 22:00-23:00 UTC is 01:00-02:00 the next day in Nairobi: one night.
      [day(71), day(72)],
      [day(80), day(81)],
    ]);
    await syncNow(feedId);
    expect(await blocksOf(feedId)).toEqual(blocks);
  });

  it('keeps to the platform dates: a far event is left out, one running past them is cut, the rest synced', async () => {
    const propertyId = await listing();
    const path = serve([
      { uid: 'far@airbnb', start: '9999-12-31' },
      { uid: 'last@airbnb', start: DATE_MAX },
      { uid: 'forever@airbnb', start: day(110), end: '9999-12-31' },
      { uid: 'normal@airbnb', start: day(105), end: day(107) },
    ]);
    const added = await addFeed(propertyId, feeds.url(path));
    expect(added.data).toMatchObject({ lastError: null, blockCount: 2 });
    const feedId = added.data!.id;
    expect((await blocksOf(feedId)).map((b) => [b.startDate, b.endDate])).toEqual([
      [day(105), day(107)],
      [day(110), DATE_MAX],
    ]);
    // The scheduled sync reads it the same, without an error.
    await runIcalSync(t.database.db, t.config, { warn: () => undefined, error: () => undefined });
    const [feed] = await t.database.db.select().from(icalFeeds).where(eq(icalFeeds.id, feedId));
    expect([feed?.lastError, feed?.failures]).toEqual([null, 0]);
    expect(await blocksOf(feedId)).toHaveLength(2);
  });

  it('reports an event over a KaziStay booking as a conflict and stores no block over it', async () => {
    const propertyId = await listing();
    await createBooking(t.database.db, { userId: guest.id, propertyId, checkIn: day(90), checkOut: day(94) });
    const path = serve([
      { uid: 'clash@airbnb', start: day(92), end: day(96), summary: 'Reserved' },
      { uid: 'free@airbnb', start: day(100), end: day(101) },
    ]);
    const added = await addFeed(propertyId, feeds.url(path));
    expect(added.data!.conflicts).toEqual<IcalConflict[]>([
      { uid: 'clash@airbnb', summary: 'Reserved', startDate: day(92), endDate: day(96) },
    ]);
    expect((await blocksOf(added.data!.id)).map((b) => b.startDate)).toEqual([day(100)]);
    expect((await syncNow(added.data!.id)).data!.conflicts).toHaveLength(1);
  });

  it('blocks the nights of a pending booking whose hold ran out, as of any free nights', async () => {
    const propertyId = await listing();
    const lapsed = await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(120),
      checkOut: day(124),
      status: 'pending',
    });
    await holdFor(lapsed, '-1 minute');
    const path = serve([
      { uid: 'same-nights@airbnb', start: day(120), end: day(124) },
      { uid: 'overlapping@airbnb', start: day(122), end: day(126) },
    ]);
    const added = await addFeed(propertyId, feeds.url(path));
    expect(added.data).toMatchObject({ lastError: null, conflicts: [], blockCount: 2 });
    expect((await blocksOf(added.data!.id)).map((b) => [b.startDate, b.endDate])).toEqual([
      [day(120), day(124)],
      [day(122), day(126)],
    ]);
  });

  it('skips KaziStay bookings echoed back by the calendar; events over part of a booking stay conflicts', async () => {
    const propertyId = await listing();
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(140),
      checkOut: day(143),
    });
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(150),
      checkOut: day(153),
      status: 'pending',
    });
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId,
      checkIn: day(170),
      checkOut: day(172),
      status: 'cancelled',
    });
    const path = serve([
      // The host's export of this listing, re-exported by Airbnb: our two active bookings, nights exactly.
      { uid: 'echo-1@airbnb', start: day(140), end: day(143), summary: 'Reserved' },
      { uid: 'echo-2@airbnb', start: day(150), end: day(153), summary: 'Reserved' },
      { uid: 'part@airbnb', start: day(141), end: day(145), summary: 'Reserved' },
      { uid: 'inside@airbnb', start: day(151), end: day(152), summary: 'Reserved' },
      // A cancelled booking's nights are free: an event on them is a block.
      { uid: 'was-cancelled@airbnb', start: day(170), end: day(172) },
      { uid: 'free@airbnb', start: day(160), end: day(161) },
    ]);
    const added = await addFeed(propertyId, feeds.url(path));
    expect(added.status).toBe(200);
    const conflicts: IcalConflict[] = [
      { uid: 'part@airbnb', summary: 'Reserved', startDate: day(141), endDate: day(145) },
      { uid: 'inside@airbnb', summary: 'Reserved', startDate: day(151), endDate: day(152) },
    ];
    expect(added.data!.conflicts).toEqual(conflicts);
    expect((await blocksOf(added.data!.id)).map((b) => [b.startDate, b.endDate])).toEqual([
      [day(160), day(161)],
      [day(170), day(172)],
    ]);
    const again = await syncNow(added.data!.id);
    expect(again.data!.conflicts).toEqual(conflicts);
    expect(again.data!.blockCount).toBe(2);
  });

  it('stores nothing when applying the events fails, so adding it again works', async () => {
    const propertyId = await listing();
    const path = serve([
      { uid: 'explode@test', start: day(180), end: day(182) },
      { uid: 'fine@test', start: day(185), end: day(186) },
    ]);
    await t.database.db.execute(sql`
      create or replace function ical_test_refuse_block() returns trigger language plpgsql as $$
      begin
        if new.uid = 'explode@test' then raise exception 'refused by the test'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger ical_test_refuse_block before insert on availability_blocks
      for each row execute function ical_test_refuse_block()`);
    try {
      const failed = await addFeed(propertyId, feeds.url(path));
      expect(failed.error?.data.code).toBe('INTERNAL_SERVER_ERROR');
      expect((await host.client.query<IcalFeedView[]>('host.ical.feeds', { propertyId })).data).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger ical_test_refuse_block on availability_blocks`);
      await t.database.db.execute(sql`drop function ical_test_refuse_block()`);
    }
    const retried = await addFeed(propertyId, feeds.url(path));
    expect(retried.status).toBe(200);
    expect(retried.data!.blockCount).toBe(2);
  });

  it('refuses a duplicate calendar and more than five per listing', async () => {
    const propertyId = await listing();
    const path = serve([]);
    expect((await addFeed(propertyId, feeds.url(path))).status).toBe(200);
    const dup = await addFeed(propertyId, feeds.url(path));
    expect(dup.error?.message).toBe(ICAL_TEXTS.duplicateFeed);
    for (let i = 2; i <= 5; i++)
      expect((await addFeed(propertyId, feeds.url(`${path}?n=${i}`))).status).toBe(200);
    const sixth = await addFeed(propertyId, feeds.url(`${path}?n=6`));
    expect(sixth.error?.message).toBe(ICAL_TEXTS.tooManyFeeds);
  });
});

describe('failures keep the nights', () => {
  let propertyId: string;
  let feedId: string;
  const path = '/failing.ics';
  let blocks: Awaited<ReturnType<typeof blocksOf>>;

  beforeAll(async () => {
    propertyId = await listing();
    feeds.calendar(path, icsOf([{ uid: 'keep@airbnb', start: day(110), end: day(115) }]));
    feedId = (await addFeed(propertyId, feeds.url(path))).data!.id;
    blocks = await blocksOf(feedId);
    expect(blocks).toHaveLength(1);
  });

  const failsWith = async (message: string) => {
    const res = await syncNow(feedId);
    expect(res.status).toBe(200);
    expect(res.data!.lastError).toBe(message);
    expect(res.data!.blockCount).toBe(1);
    expect(await blocksOf(feedId)).toEqual(blocks);
    // And the same address is refused when added.
    const other = await listing();
    const added = await addFeed(other, feeds.url(path));
    expect(added.error?.data.code).toBe('BAD_REQUEST');
    expect(added.error?.message).toBe(message);
    expect((await host.client.query<IcalFeedView[]>('host.ical.feeds', { propertyId: other })).data).toEqual(
      [],
    );
  };

  it('a malformed body', async () => {
    feeds.calendar(path, 'this is not a calendar');
    await failsWith(ICAL_TEXTS.invalidCalendar);
    feeds.calendar(path, icsOf([{ uid: 'x', start: day(1), end: day(2) }]).replace('END:VCALENDAR', ''));
    await failsWith(ICAL_TEXTS.invalidCalendar);
  });

  it('a body over 1 MB, declared or streamed', async () => {
    const big = icsOf([{ uid: 'x', start: day(1), end: day(2), summary: 'x'.repeat(1024 * 1024) }]);
    feeds.calendar(path, big);
    await failsWith(ICAL_TEXTS.tooLarge);
    feeds.on(path, (_req, res) => {
      res.setHeader('content-type', 'text/calendar');
      for (let i = 0; i < 20; i++) res.write('x'.repeat(64 * 1024));
      res.end();
    });
    await failsWith(ICAL_TEXTS.tooLarge);
  });

  it('an event repeating more often than daily, refused without expanding it', async () => {
    const text = readFileSync('tests/support/fixtures/ical/repeats-by-the-second.ics', 'utf8')
      .replaceAll('__START__', day(3).replaceAll('-', ''))
      .replaceAll('\n', '\r\n');
    feeds.calendar(path, text);
    await failsWith(ICAL_TEXTS.repeatsTooOften);
  });

  it('a redirect loop, an error status, and redirects to a refused scheme or address', async () => {
    feeds.redirect(path, path);
    await failsWith(ICAL_TEXTS.unreachable('too many redirects'));
    feeds.on(path, (_req, res) => {
      res.statusCode = 500;
      res.end();
    });
    await failsWith(ICAL_TEXTS.unreachable('the server answered 500'));
    feeds.redirect(path, 'file:///etc/passwd');
    await failsWith(ICAL_TEXTS.notAllowed);
    feeds.redirect(path, 'http://169.254.169.254/latest/meta-data/');
    await failsWith(ICAL_TEXTS.notAllowed);
  });

  it('private and link-local addresses, even with loopback allowed', async () => {
    for (const url of [
      'http://10.0.0.1/c.ics',
      'http://169.254.169.254/c.ics',
      'http://[::ffff:10.0.0.1]/c.ics',
      // IPv4-compatible IPv6 (::/96): the URL parser writes [::127.0.0.1] as [::7f00:1].
      'http://[::127.0.0.1]/c.ics',
      'http://[::a00:1]/c.ics',
      'http://[::a9fe:a9fe]/c.ics',
    ]) {
      const res = await addFeed(propertyId, url);
      expect(res.error?.message, url).toBe(ICAL_TEXTS.notAllowed);
    }
    const stored = await host.client.query<IcalFeedView[]>('host.ical.feeds', { propertyId });
    expect(stored.data!.map((f) => f.id)).toEqual([feedId]);
  });

  it('no answer within the time limit', async () => {
    feeds.on('/slow.ics', () => undefined);
    await expect(
      fetchCalendar(feeds.url('/slow.ics'), { allowLoopback: true, timeoutMs: 300 }),
    ).rejects.toThrow(ICAL_TEXTS.unreachable('no answer within 10 seconds'));
  });
});

describe('with the default configuration', () => {
  it('refuses loopback addresses', async () => {
    const strict = await createTestApp();
    try {
      const owner = await person(strict, 'host');
      const propertyId = await createProperty(strict.database.db, owner.id);
      feeds.calendar('/strict.ics', icsOf([{ uid: 'a', start: day(5), end: day(6) }]));
      for (const url of [
        feeds.url('/strict.ics'),
        feeds.url('/strict.ics', 'localhost'),
        `http://[::1]:${feeds.port}/strict.ics`,
        'http://[::ffff:127.0.0.1]/strict.ics',
        `http://[::127.0.0.1]:${feeds.port}/strict.ics`,
      ]) {
        const res = await owner.client.mutate('host.ical.addFeed', { propertyId, url });
        expect(res.error?.message, url).toBe(ICAL_TEXTS.notAllowed);
      }
      const list = await owner.client.query<IcalFeedView[]>('host.ical.feeds', { propertyId });
      expect(list.data).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('the scheduled sync', () => {
  it('syncs every feed; one failing does not stop the others', async () => {
    const one = await listing();
    const two = await listing();
    const pathOne = serve([{ uid: 'j1', start: day(120), end: day(121) }]);
    const pathTwo = serve([{ uid: 'j2', start: day(130), end: day(131) }]);
    const feedOne = (await addFeed(one, feeds.url(pathOne))).data!.id;
    const feedTwo = (await addFeed(two, feeds.url(pathTwo))).data!.id;
    feeds.calendar(pathOne, 'broken');
    feeds.calendar(pathTwo, icsOf([{ uid: 'j2', start: day(135), end: day(137) }]));
    const log = { warn: () => undefined, error: () => undefined };
    const result = await runIcalSync(t.database.db, t.config, log);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(result.synced).toBeGreaterThanOrEqual(1);
    expect(result.feeds).toBeGreaterThanOrEqual(2);
    const [stateOne] = await t.database.db.select().from(icalFeeds).where(eq(icalFeeds.id, feedOne));
    expect(stateOne!.lastError).toBe(ICAL_TEXTS.invalidCalendar);
    expect((await blocksOf(feedOne)).map((b) => b.startDate)).toEqual([day(120)]);
    expect((await blocksOf(feedTwo)).map((b) => [b.startDate, b.endDate])).toEqual([[day(135), day(137)]]);
  });
});
