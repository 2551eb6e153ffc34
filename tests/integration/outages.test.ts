import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outageReports } from '../../src/server/db/schema';
import { addDays, platformToday } from '../../src/shared/dates';
import {
  OUTAGE_REPORTS_PER_DAY,
  OUTAGE_TEXTS,
  type OutageSummary,
  type OutageView,
} from '../../src/shared/outages';
import { STAY_TEXTS } from '../../src/shared/stays';
import { clockText, wallTime } from '../../src/shared/timezones';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let admin: Person;
let host: Person;
let otherHost: Person;
let guest: Person;
let other: Person;
let anonymous: TestClient;
const today = platformToday();
const ZONE = 'Africa/Nairobi';

beforeAll(async () => {
  t = await createTestApp();
  [admin, host, otherHost, guest, other] = await Promise.all([
    person(t, 'admin', 'Asha Admin'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'host', 'Olga Host'),
    person(t, 'guest', 'Gita Guest'),
    person(t, 'guest', 'Oscar Other'),
  ]);
  anonymous = new TestClient(t.app);
});
afterAll(() => t.close());

/** A booking of the guest's on a new Nairobi listing of the host: by default checked in yesterday, 3 nights. */
async function stay(
  fields: {
    from?: number;
    nights?: number;
    status?: 'pending' | 'confirmed' | 'cancelled';
    who?: Person;
  } = {},
) {
  const propertyId = await createProperty(t.database.db, host.id);
  const checkIn = addDays(today, fields.from ?? -1);
  const bookingId = await createBooking(t.database.db, {
    userId: (fields.who ?? guest).id,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, fields.nights ?? 3),
    status: fields.status ?? 'confirmed',
  });
  return { propertyId, bookingId };
}

/** The listing's clock `minutesAgo` minutes ago. */
function clockAgo(minutesAgo: number) {
  const wall = wallTime(ZONE, Date.now() - minutesAgo * 60_000);
  return { date: wall.date, time: clockText(wall.minutes) };
}

function report(who: TestClient, bookingId: string, fields: Record<string, unknown> = {}) {
  const start = clockAgo(90);
  return who.mutate<OutageView>('stays.outages.report', {
    bookingId,
    kind: 'power',
    startDate: start.date,
    startTime: start.time,
    ongoing: true,
    endDate: null,
    endTime: null,
    ...fields,
  });
}

async function storedFor(bookingId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(outageReports)
    .where(eq(outageReports.bookingId, bookingId));
  return row?.n ?? 0;
}

describe('reporting an outage', () => {
  it('the stay’s guest reports an ongoing outage in the listing’s clock, and marks it as over', async () => {
    const { bookingId } = await stay();
    const start = clockAgo(90);
    const reported = await report(guest.client, bookingId, { note: 'The whole street is dark.' });
    expect(reported.status).toBe(200);
    const view = reported.data!;
    expect(view).toMatchObject({
      kind: 'power',
      endedAt: null,
      note: 'The whole street is dark.',
      timeZone: ZONE,
    });
    expect(wallTime(ZONE, Date.parse(view.startedAt))).toEqual({
      date: start.date,
      minutes: Number(start.time.slice(0, 2)) * 60 + Number(start.time.slice(3)),
    });

    // One open outage at a time.
    const second = await report(guest.client, bookingId, { kind: 'internet' });
    expect(second.error?.data.code).toBe('CONFLICT');
    expect(second.error?.message).toBe(OUTAGE_TEXTS.oneOpen);
    expect(await storedFor(bookingId)).toBe(1);

    // Nobody else can end it.
    for (const who of [other.client, host.client, admin.client]) {
      const ended = await who.mutate('stays.outages.end', { outageId: view.id });
      expect(ended.error?.data.code).toBe('NOT_FOUND');
    }
    expect((await anonymous.mutate('stays.outages.end', { outageId: view.id })).error?.data.code).toBe(
      'UNAUTHORIZED',
    );

    const ended = await guest.client.mutate<OutageView>('stays.outages.end', { outageId: view.id });
    expect(ended.data?.endedAt).not.toBeNull();
    expect(Date.parse(ended.data!.endedAt!) - Date.parse(view.startedAt)).toBeGreaterThanOrEqual(85 * 60_000);
    const again = await guest.client.mutate('stays.outages.end', { outageId: view.id });
    expect(again.error?.message).toBe(OUTAGE_TEXTS.alreadyOver);

    // Over, the next one can be reported; a finished one can be reported with its end.
    const next = await report(guest.client, bookingId, {
      kind: 'internet',
      ongoing: false,
      endDate: clockAgo(10).date,
      endTime: clockAgo(10).time,
    });
    expect(next.data).toMatchObject({ kind: 'internet' });
    expect(next.data?.endedAt).not.toBeNull();

    const mine = await guest.client.query<OutageView[]>('stays.outages.ofBooking', { bookingId });
    expect(mine.data?.map((o) => o.kind).sort()).toEqual(['internet', 'power']);
    const theirs = await other.client.query<OutageView[]>('stays.outages.ofBooking', { bookingId });
    expect(theirs.data).toEqual([]);
    expect((await anonymous.query('stays.outages.ofBooking', { bookingId })).error?.data.code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('nobody but the stay’s guest can report on it', async () => {
    const { bookingId } = await stay();
    for (const who of [other, host, admin]) {
      const result = await report(who.client, bookingId);
      expect(result.error?.data.code).toBe('NOT_FOUND');
      expect(result.error?.message).toBe(STAY_TEXTS.notFound);
    }
    expect((await report(anonymous, bookingId)).error?.data.code).toBe('UNAUTHORIZED');
    expect(await storedFor(bookingId)).toBe(0);
  });

  it('only during the stay of a confirmed booking', async () => {
    const cases = [
      await stay({ from: 3 }), // not begun
      await stay({ from: -6, nights: 3 }), // over (check-out three days ago)
      await stay({ status: 'pending' }),
      await stay({ status: 'cancelled' }),
    ];
    for (const { bookingId } of cases) {
      const result = await report(guest.client, bookingId);
      expect(result.error?.data.code).toBe('FORBIDDEN');
      expect(result.error?.message).toBe(STAY_TEXTS.notInStay);
      expect(await storedFor(bookingId)).toBe(0);
    }
  });

  it('refuses times outside the stay or still to come, and an end before the start, storing nothing', async () => {
    const { bookingId } = await stay();
    const beforeStay = await report(guest.client, bookingId, {
      startDate: addDays(today, -2),
      startTime: '10:00',
    });
    expect(beforeStay.error?.message).toBe(OUTAGE_TEXTS.startBeforeStay);
    const later = clockAgo(-60);
    const future = await report(guest.client, bookingId, { startDate: later.date, startTime: later.time });
    expect(future.error?.message).toBe(OUTAGE_TEXTS.inFuture);
    const start = clockAgo(90);
    const backwards = await report(guest.client, bookingId, {
      ongoing: false,
      endDate: start.date,
      endTime: start.time,
    });
    expect(backwards.error?.data.code).toBe('BAD_REQUEST');
    expect(backwards.error?.data.zodIssues?.[0]?.message).toBe(OUTAGE_TEXTS.endBeforeStart);
    const badKind = await report(guest.client, bookingId, { kind: 'water' });
    expect(badKind.error?.data.zodIssues?.[0]?.message).toBe(OUTAGE_TEXTS.kindRequired);
    const badTime = await report(guest.client, bookingId, { startTime: '25:00' });
    expect(badTime.error?.data.zodIssues?.[0]?.message).toBe(OUTAGE_TEXTS.timeFormat);
    expect(await storedFor(bookingId)).toBe(0);
  });

  it(`takes at most ${OUTAGE_REPORTS_PER_DAY} reports a day per stay`, async () => {
    const { bookingId } = await stay();
    for (let i = 0; i < OUTAGE_REPORTS_PER_DAY; i++) {
      const end = clockAgo(80 - i);
      const result = await report(guest.client, bookingId, {
        ongoing: false,
        endDate: end.date,
        endTime: end.time,
      });
      expect(result.status).toBe(200);
    }
    const tooMany = await report(guest.client, bookingId);
    expect(tooMany.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(tooMany.error?.message).toBe(OUTAGE_TEXTS.tooMany);
    expect(await storedFor(bookingId)).toBe(OUTAGE_REPORTS_PER_DAY);
  });
});

describe('the stay going on at a listing', () => {
  it('is the signed-in guest’s own, during the stay only', async () => {
    const { propertyId, bookingId } = await stay();
    const mine = await guest.client.query<{ bookingId: string; zone: string } | null>('stays.current', {
      propertyId,
    });
    expect(mine.data).toMatchObject({ bookingId, zone: ZONE });
    for (const who of [other, host, admin]) {
      expect((await who.client.query('stays.current', { propertyId })).data).toBeNull();
    }
    expect((await anonymous.query('stays.current', { propertyId })).error?.data.code).toBe('UNAUTHORIZED');
    const later = await stay({ from: 2 });
    expect((await guest.client.query('stays.current', { propertyId: later.propertyId })).data).toBeNull();
  });
});

describe('the host’s answer', () => {
  it('the listing’s host answers and confirms; the guest reads it; nobody else can', async () => {
    const { bookingId } = await stay();
    const outage = (await report(guest.client, bookingId)).data!;

    const hostList = await host.client.query<OutageView[]>('stays.outages.forHost');
    expect(hostList.data?.find((o) => o.id === outage.id)).toMatchObject({ guestName: 'Gita Guest' });
    const otherList = await otherHost.client.query<OutageView[]>('stays.outages.forHost');
    expect(otherList.data?.some((o) => o.id === outage.id)).toBe(false);
    expect((await guest.client.query('stays.outages.forHost')).error?.data.code).toBe('FORBIDDEN');
    expect((await anonymous.query('stays.outages.forHost')).error?.data.code).toBe('UNAUTHORIZED');

    const answer = { outageId: outage.id, answer: 'The grid is down; the inverter is on.', confirmed: true };
    for (const who of [otherHost, admin]) {
      expect((await who.client.mutate('stays.outages.answer', answer)).error?.data.code).toBe('NOT_FOUND');
    }
    expect((await guest.client.mutate('stays.outages.answer', answer)).error?.data.code).toBe('FORBIDDEN');
    expect((await anonymous.mutate('stays.outages.answer', answer)).error?.data.code).toBe('UNAUTHORIZED');
    const empty = await host.client.mutate('stays.outages.answer', { ...answer, answer: '  ' });
    expect(empty.error?.data.zodIssues?.[0]?.message).toBe(OUTAGE_TEXTS.answerRequired);
    const [untouched] = await t.database.db
      .select()
      .from(outageReports)
      .where(eq(outageReports.id, outage.id));
    expect(untouched).toMatchObject({ hostAnswer: null, hostConfirmed: false });

    const answered = await host.client.mutate<OutageView>('stays.outages.answer', answer);
    expect(answered.data).toMatchObject({ hostAnswer: answer.answer, hostConfirmed: true });
    const seen = await guest.client.query<OutageView[]>('stays.outages.ofBooking', { bookingId });
    expect(seen.data?.[0]).toMatchObject({ hostAnswer: answer.answer, hostConfirmed: true });
  });
});

describe('the listing’s page', () => {
  it('counts the last 90 days’ outages with their median length; one left open ends with the stay', async () => {
    const { propertyId, bookingId } = await stay();
    const db = t.database.db;
    const hours = (h: number) => new Date(Date.now() - h * 3600_000);
    const base = { bookingId, propertyId, userId: guest.id } as const;
    await db.insert(outageReports).values([
      { ...base, kind: 'power', startedAt: hours(30), endedAt: hours(29) }, // 60 min
      { ...base, kind: 'internet', startedAt: hours(20), endedAt: hours(17) }, // 180 min
      { ...base, kind: 'power', startedAt: hours(5), endedAt: hours(3) }, // 120 min
      { ...base, kind: 'power', startedAt: hours(24 * 100), endedAt: hours(24 * 100 - 1) }, // too old
    ]);
    const summary = await anonymous.query<OutageSummary>('stays.outages.forProperty', { propertyId });
    expect(summary.data).toEqual({
      count: 3,
      power: 2,
      internet: 1,
      ongoing: 0,
      medianMinutes: 120,
      confirmed: 0,
    });

    // A past stay whose guest never marked the outage over: it counts until the stay ended, not as ongoing.
    const past = await stay({ from: -5, nights: 2 });
    const checkOutNoon = Date.parse(`${addDays(today, -3)}T12:00:00+03:00`);
    await db.insert(outageReports).values({
      bookingId: past.bookingId,
      propertyId: past.propertyId,
      userId: guest.id,
      kind: 'internet',
      startedAt: new Date(checkOutNoon - 45 * 60_000),
    });
    const pastSummary = await anonymous.query<OutageSummary>('stays.outages.forProperty', {
      propertyId: past.propertyId,
    });
    expect(pastSummary.data).toMatchObject({ count: 1, ongoing: 0, medianMinutes: 45 });

    const bad = await anonymous.query('stays.outages.forProperty', { propertyId: 'nope' });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
  });
});
