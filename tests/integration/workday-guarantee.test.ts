import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAlerts,
  bookings,
  disputes,
  messages,
  outageReports,
  payouts,
  properties,
  speedTests,
  workdayClaims,
} from '../../src/server/db/schema';
import { adminOverview } from '../../src/server/domains/admin/overview';
import { settlePayment } from '../../src/server/domains/bookings/service';
import { reviewWorkdayClaims, settleWorkdayClaims } from '../../src/server/domains/stays/guarantee';
import { guaranteeInForce } from '../../src/server/domains/stays/guarantee-sql';
import { addDays, platformToday } from '../../src/shared/dates';
import { GUARANTEE_TEXTS } from '../../src/shared/guarantee';
import { bookingMoney } from '../../src/shared/money';
import type { OutageView } from '../../src/shared/outages';
import { SPEED_TEXTS } from '../../src/shared/speed-tests';
import { zonedInstant } from '../../src/shared/timezones';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let admin: Person;
let host: Person;
let otherHost: Person;
let guest: Person;
let other: Person;
const today = platformToday();
const ZONE = 'Africa/Nairobi';
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp();
  [admin, host, otherHost, guest, other] = await Promise.all([
    person(t, 'admin', 'Asha Admin'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'host', 'Olga Host'),
    person(t, 'guest', 'Gita Guest'),
    person(t, 'guest', 'Oscar Other'),
  ]);
});
afterAll(() => t.close());

/** A Nairobi listing of the host that meets the guarantee's conditions (opted in unless said otherwise). */
async function guaranteedListing(fields: Partial<typeof properties.$inferInsert> = {}) {
  return createProperty(t.database.db, host.id, {
    backupPower: 'inverter',
    backupHours: 8,
    backupKeepsWifi: true,
    verifiedTests: 3,
    verifiedDownloadKbps: 24_000,
    workdayGuarantee: true,
    ...fields,
  });
}

/** A paid $475 five-night stay ($75 service fee: $80 a night) of the guest's, checked in 3 days ago. */
async function paidStay(propertyId: string, who: Person = guest) {
  const checkIn = addDays(today, -3);
  const id = await createBooking(t.database.db, {
    userId: who.id,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, 5),
    status: 'pending',
  });
  await t.database.db
    .update(bookings)
    .set({ totalCents: 47_500, serviceFeeCents: 7500, paymentStatus: 'pending' })
    .where(eq(bookings.id, id));
  await settlePayment(t.database.db, id, 0);
  return { id, checkIn };
}

/** A complete test the server measured as failing: 400 kbps down. */
const FAILING = {
  status: 'complete' as const,
  recordedAt: new Date(),
  downloadKbps: 400,
  uploadKbps: 200,
  latencyMs: 300,
  serverDownloadBytes: 200_000,
};

/** The guest's speed test started on `day` at `hour` (Nairobi clock); running (abandoned) unless said otherwise. */
function speedTest(
  bookingId: string,
  propertyId: string,
  day: string,
  hour: number,
  fields: Partial<typeof speedTests.$inferInsert> = {},
) {
  return t.database.db.insert(speedTests).values({
    bookingId,
    propertyId,
    userId: guest.id,
    startedAt: new Date(zonedInstant(day, hour * 60, ZONE)),
    ...fields,
  });
}

/** An outage on `day` from `from` to `to` (hours, Nairobi clock), stored as the guest reported it. */
async function outage(
  bookingId: string,
  propertyId: string,
  day: string,
  from: number,
  to: number | null,
  fields: Partial<typeof outageReports.$inferInsert> = {},
) {
  const [listing] = await t.database.db
    .select({ guaranteed: guaranteeInForce })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [row] = await t.database.db
    .insert(outageReports)
    .values({
      guaranteed: Boolean(listing?.guaranteed),
      // Reported five minutes after it began.
      createdAt: new Date(zonedInstant(day, from * 60, ZONE) + 5 * 60_000),
      // A host who confirmed did so now, unless said otherwise.
      ...(fields.hostConfirmed ? { answeredAt: new Date() } : {}),
      bookingId,
      propertyId,
      userId: guest.id,
      kind: 'power',
      startedAt: new Date(zonedInstant(day, from * 60, ZONE)),
      endedAt: to === null ? null : new Date(zonedInstant(day, to * 60, ZONE)),
      ...fields,
    })
    .returning({ id: outageReports.id });
  return row!.id;
}

const claimsOf = (bookingId: string) =>
  t.database.db.select().from(workdayClaims).where(eq(workdayClaims.bookingId, bookingId));

describe('opting in', () => {
  it('the host opts in a listing that meets the conditions; nobody else can; a listing that does not is refused', async () => {
    const propertyId = await guaranteedListing({ workdayGuarantee: false });
    const status = await host.client.query('stays.guarantee.status', { propertyId });
    expect(status.data).toEqual({ on: false, active: false, missing: [] });
    for (const [who, code] of [
      [otherHost.client, 'NOT_FOUND'],
      [admin.client, 'NOT_FOUND'],
      [guest.client, 'FORBIDDEN'],
      [new TestClient(t.app), 'UNAUTHORIZED'],
    ] as const) {
      expect((await who.mutate('stays.guarantee.set', { propertyId, on: true })).error?.data.code).toBe(code);
      expect((await who.query('stays.guarantee.status', { propertyId })).error?.data.code).toBe(code);
    }
    const [untouched] = await t.database.db.select().from(properties).where(eq(properties.id, propertyId));
    expect(untouched?.workdayGuarantee).toBe(false);

    const on = await host.client.mutate('stays.guarantee.set', { propertyId, on: true });
    expect(on.data).toEqual({ on: true, active: true, missing: [] });

    const noBackup = await guaranteedListing({
      workdayGuarantee: false,
      backupPower: 'none',
      backupHours: null,
    });
    const refused = await host.client.mutate('stays.guarantee.set', { propertyId: noBackup, on: true });
    expect([refused.status, refused.error?.message]).toEqual([400, GUARANTEE_TEXTS.notEligible]);
    expect((await host.client.query('stays.guarantee.status', { propertyId: noBackup })).data).toEqual({
      on: false,
      active: false,
      missing: [GUARANTEE_TEXTS.needsBackup],
    });
    // Opting out is always possible.
    expect((await host.client.mutate('stays.guarantee.set', { propertyId, on: false })).data).toMatchObject({
      on: false,
    });
  });
});

describe('the credit', () => {
  it('an outage of over two working hours that the host confirms refunds one night, once; payouts and revenue follow', async () => {
    const propertyId = await guaranteedListing();
    const stay = await paidStay(propertyId);
    const day = addDays(stay.checkIn, 1);
    const id = await outage(stay.id, propertyId, day, 9, 12.5, { note: 'Dark all morning.' });
    // Without a second signal nothing is decided yet (an hour after it ended).
    const ended = zonedInstant(day, 12.5 * 60, ZONE);
    expect(await settleWorkdayClaims(t.database.db, id, ended + HOUR)).toEqual([]);
    const before = await adminOverview(t.database.db);

    const answered = await host.client.mutate<OutageView>('stays.outages.answer', {
      outageId: id,
      answer: 'Yes, the transformer blew.',
      confirmed: true,
    });
    expect(answered.data?.claims).toEqual([{ day, status: 'credited', amountCents: 8000 }]);
    const [claim] = await claimsOf(stay.id);
    expect(claim).toMatchObject({ day, status: 'credited', signal: 'host_confirmed', amountCents: 8000 });

    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(booking).toMatchObject({ refundCents: 8000, paymentStatus: 'completed' });
    const money = bookingMoney(booking!);
    const [payout] = await t.database.db.select().from(payouts).where(eq(payouts.bookingId, stay.id));
    expect(payout?.amountCents).toBe(money.hostEarningsCents);
    const after = await adminOverview(t.database.db);
    expect(before.metrics.monthlyBookingValueCents - after.metrics.monthlyBookingValueCents).toBe(8_000);

    // Told: the guest in the booking's conversation; the admins by an alert.
    const told = await t.database.db.select().from(messages).where(eq(messages.bookingId, stay.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ senderId: host.id, receiverId: guest.id });
    expect(told[0]!.content).toContain('$80.00');
    const alerts = await t.database.db
      .select()
      .from(adminAlerts)
      .where(and(eq(adminAlerts.kind, 'workday_claim')));
    expect(alerts.some((a) => a.description.includes('Gita Guest') && a.description.includes('$80.00'))).toBe(
      true,
    );

    // Answering again, or a second outage the same day, credits nothing more: once per stay day.
    await host.client.mutate('stays.outages.answer', { outageId: id, answer: 'Fixed now.', confirmed: true });
    const second = await outage(stay.id, propertyId, day, 14, 17, { hostConfirmed: true });
    expect(await settleWorkdayClaims(t.database.db, second)).toEqual([]);
    // The next day is a day of its own.
    const nextDay = addDays(day, 1);
    const third = await outage(stay.id, propertyId, nextDay, 8, 11, { hostConfirmed: true });
    expect(await settleWorkdayClaims(t.database.db, third)).toEqual([
      { day: nextDay, status: 'credited', amountCents: 8000 },
    ]);
    expect((await claimsOf(stay.id)).length).toBe(2);
    const [twice] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(twice?.refundCents).toBe(16_000);
  });

  it('credits nothing for two working hours or less, outside working hours, or on a listing without the guarantee', async () => {
    const guaranteed = await guaranteedListing();
    const stay = await paidStay(guaranteed);
    const day = addDays(stay.checkIn, 1);
    const short = await outage(stay.id, guaranteed, day, 9, 11, { hostConfirmed: true });
    const evening = await outage(stay.id, guaranteed, day, 18, 23, { hostConfirmed: true });
    const early = await outage(stay.id, guaranteed, day, 5, 10, { hostConfirmed: true }); // 2 h of work
    for (const id of [short, evening, early])
      expect(await settleWorkdayClaims(t.database.db, id)).toEqual([]);

    for (const fields of [
      { workdayGuarantee: false },
      { verifiedTests: 2 },
      { verifiedDownloadKbps: 9_000 },
      { backupPower: 'none' as const, backupHours: null },
    ]) {
      const propertyId = await guaranteedListing(fields);
      const other = await paidStay(propertyId);
      const id = await outage(other.id, propertyId, day, 8, 17, { hostConfirmed: true });
      expect(await settleWorkdayClaims(t.database.db, id)).toEqual([]);
      expect(await claimsOf(other.id)).toEqual([]);
    }
    expect(await claimsOf(stay.id)).toEqual([]);
  });

  it('another guest’s report of the same kind in the window is a second signal (a changeover morning)', async () => {
    const propertyId = await guaranteedListing();
    const stay = await paidStay(propertyId);
    // The guest before checked out this morning (in their stay until noon); both lost 08:00–11:30.
    const before = await createBooking(t.database.db, {
      userId: other.id,
      propertyId,
      checkIn: addDays(stay.checkIn, -3),
      checkOut: stay.checkIn,
    });
    const id = await outage(stay.id, propertyId, stay.checkIn, 8, 11.5);
    await outage(before, propertyId, stay.checkIn, 8.5, 11.5, { userId: other.id, kind: 'internet' });
    // An internet outage does not confirm a power cut.
    expect(await settleWorkdayClaims(t.database.db, id, zonedInstant(stay.checkIn, 13 * 60, ZONE))).toEqual(
      [],
    );
    await outage(before, propertyId, stay.checkIn, 8, 10, { userId: other.id });
    expect(await settleWorkdayClaims(t.database.db, id)).toEqual([
      { day: stay.checkIn, status: 'credited', amountCents: 8000 },
    ]);
    expect((await claimsOf(stay.id))[0]?.signal).toBe('other_guest');

    // A report the other guest left open is over when their stay ended: it confirms nothing later.
    const later = await paidStay(await guaranteedListing());
    const [laterBooking] = await t.database.db.select().from(bookings).where(eq(bookings.id, later.id));
    const old = await createBooking(t.database.db, {
      userId: other.id,
      propertyId: laterBooking!.propertyId,
      checkIn: addDays(today, -40),
      checkOut: addDays(today, -35),
    });
    await outage(old, laterBooking!.propertyId, addDays(today, -37), 9, null, { userId: other.id });
    const mine = await outage(later.id, laterBooking!.propertyId, addDays(later.checkIn, 1), 9, 13);
    const day = addDays(later.checkIn, 1);
    expect(await settleWorkdayClaims(t.database.db, mine, zonedInstant(day, 14 * 60, ZONE))).toEqual([]);
  });

  it('the guest’s own tests confirm it only when two complete, unflagged ones failed, half an hour apart', async () => {
    const propertyId = await guaranteedListing();
    const stay = await paidStay(propertyId);
    const day = addDays(stay.checkIn, 1);
    const id = await outage(stay.id, propertyId, day, 9, 13, { kind: 'internet' });
    const test = (hour: number, fields: Partial<typeof speedTests.$inferInsert> = {}) =>
      speedTest(stay.id, propertyId, day, hour, fields);
    const soon = zonedInstant(day, 14 * 60, ZONE);
    // Abandoned and incomplete tests are no evidence, nor a slow one the browser disagreed with, nor a good one.
    await test(9.25);
    await test(9.75, { status: 'incomplete', recordedAt: new Date(), serverDownloadBytes: 1000 });
    await test(10.5, { ...FAILING, flagged: true, claimedDownloadKbps: 90_000 });
    await test(11, { ...FAILING, downloadKbps: 25_000 });
    expect(await settleWorkdayClaims(t.database.db, id, soon)).toEqual([]);
    // One failure, and a second too soon after it, are not enough.
    await test(10, FAILING);
    await test(10.25, FAILING);
    expect(await settleWorkdayClaims(t.database.db, id, soon)).toEqual([]);
    // A failure three quarters of an hour after the first.
    await test(10.75, FAILING);
    expect(await settleWorkdayClaims(t.database.db, id, soon)).toEqual([
      { day, status: 'credited', amountCents: 8000 },
    ]);
    expect((await claimsOf(stay.id))[0]?.signal).toBe('speed_tests');
  });

  it('a confirmation covers what had happened when the host gave it; the guarantee is the one of the report', async () => {
    const propertyId = await guaranteedListing();
    const stay = await paidStay(propertyId);
    const day = addDays(stay.checkIn, 1);
    // Left open by the guest; the host confirmed it at 11:00 on its first day.
    const id = await outage(stay.id, propertyId, day, 8, null, {
      hostConfirmed: true,
      hostAnswer: 'Yes, the grid is down.',
      answeredAt: new Date(zonedInstant(day, 11 * 60, ZONE)),
    });
    // The host switches the guarantee off meanwhile: the outage was reported under it.
    await t.database.db
      .update(properties)
      .set({ workdayGuarantee: false })
      .where(eq(properties.id, propertyId));
    expect(await settleWorkdayClaims(t.database.db, id)).toEqual([
      { day, status: 'credited', amountCents: 8000 },
    ]);
    expect(await claimsOf(stay.id)).toHaveLength(1);

    // A cancelled booking is credited nothing.
    const cancelled = await paidStay(await guaranteedListing());
    const [c] = await t.database.db.select().from(bookings).where(eq(bookings.id, cancelled.id));
    const cancelledOutage = await outage(cancelled.id, c!.propertyId, day, 8, 12, {
      hostConfirmed: true,
      answeredAt: new Date(),
    });
    await t.database.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled.id));
    expect(await settleWorkdayClaims(t.database.db, cancelledOutage)).toEqual([]);
  });
});

describe('without a second signal', () => {
  it('a host’s answer without confirming decides nothing; after 24 hours the day goes to disputes with it', async () => {
    const propertyId = await guaranteedListing();
    const stay = await paidStay(propertyId);
    const day = addDays(stay.checkIn, 1);
    const id = await outage(stay.id, propertyId, day, 8, 12, { kind: 'internet', note: 'No Wi-Fi.' });
    const ended = zonedInstant(day, 12 * 60, ZONE);
    // Two slow tests whose browser disagreed with the server: no signal, but told to whoever decides.
    for (const hour of [9, 10]) {
      await speedTest(stay.id, propertyId, day, hour, {
        ...FAILING,
        flagged: true,
        claimedDownloadKbps: 100,
      });
    }
    await t.database.db
      .update(outageReports)
      .set({ hostAnswer: 'Looking into it.', hostConfirmed: false, answeredAt: new Date(ended + HOUR) })
      .where(eq(outageReports.id, id));
    expect(await settleWorkdayClaims(t.database.db, id, ended + 2 * HOUR)).toEqual([]);
    expect(await settleWorkdayClaims(t.database.db, id, ended + 25 * HOUR)).toEqual([
      { day, status: 'disputed', amountCents: 0 },
    ]);
    const view = await guest.client.query<OutageView[]>('stays.outages.ofBooking', { bookingId: stay.id });
    expect(view.data?.[0]?.claims).toEqual([{ day, status: 'disputed', amountCents: 0 }]);
    const [dispute] = await t.database.db.select().from(disputes).where(eq(disputes.bookingId, stay.id));
    expect(dispute).toMatchObject({ category: 'internet_outage', status: 'open', guestId: guest.id });
    expect(dispute!.description).toContain('The host answered: Looking into it.');
    // In the words the guest's result uses.
    expect(dispute!.description).toContain(
      `2 of the guest's speed tests in that time were flagged: ${SPEED_TEXTS.flaggedReason}.`,
    );
    expect(SPEED_TEXTS.flagged).toContain(SPEED_TEXTS.flaggedReason);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(booking?.refundCents).toBeNull();
  });

  it('the review job sends an outage left unconfirmed for 24 hours to disputes, and only then', async () => {
    const propertyId = await guaranteedListing();
    const stay = await paidStay(propertyId);
    const day = addDays(stay.checkIn, 1);
    const id = await outage(stay.id, propertyId, day, 9, 15);
    const ended = zonedInstant(day, 15 * 60, ZONE);
    expect(await settleWorkdayClaims(t.database.db, id, ended + 23 * HOUR)).toEqual([]);
    await reviewWorkdayClaims(t.database.db, ended + 23 * HOUR);
    expect(await claimsOf(stay.id)).toEqual([]);
    await reviewWorkdayClaims(t.database.db, ended + 25 * HOUR);
    expect(await claimsOf(stay.id)).toMatchObject([{ day, status: 'disputed', amountCents: 0 }]);
    expect(await t.database.db.select().from(disputes).where(eq(disputes.bookingId, stay.id))).toHaveLength(
      1,
    );
    // Reported only a day later: the host still gets 24 hours from the report to answer.
    const lateStay = await paidStay(await guaranteedListing());
    const [late] = await t.database.db.select().from(bookings).where(eq(bookings.id, lateStay.id));
    const lateDay = addDays(lateStay.checkIn, 1);
    const lateEnd = zonedInstant(lateDay, 15 * 60, ZONE);
    const lateId = await outage(lateStay.id, late!.propertyId, lateDay, 9, 15, {
      createdAt: new Date(lateEnd + 30 * HOUR),
    });
    expect(await settleWorkdayClaims(t.database.db, lateId, lateEnd + 40 * HOUR)).toEqual([]);
    expect(await settleWorkdayClaims(t.database.db, lateId, lateEnd + 55 * HOUR)).toEqual([
      { day: lateDay, status: 'disputed', amountCents: 0 },
    ]);
    // Decided once: a later confirmation credits nothing for that day.
    await t.database.db
      .update(outageReports)
      .set({ hostConfirmed: true, answeredAt: new Date() })
      .where(eq(outageReports.id, id));
    expect(await settleWorkdayClaims(t.database.db, id)).toEqual([]);
  });
});
