import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, payoutTransfers, realtimeEvents, serviceBookings } from '../../src/server/db/schema';
import {
  cancelServiceBooking,
  completeServiceBooking,
  confirmServiceBooking,
  expireStaleRequests,
} from '../../src/server/domains/services/bookings';
import { savePayoutMethod } from '../../src/server/domains/payouts/methods/service';
import { SimulatedPayoutProvider } from '../../src/server/domains/payouts/provider';
import { releaseDuePayouts } from '../../src/server/domains/payouts/release';
import { AppError } from '../../src/server/errors';
import { DATE_RANGE_MESSAGE } from '../../src/shared/dates';
import { DEFAULT_FEES, type PlatformSettings } from '../../src/shared/fees';
import { formatStayDate } from '../../src/shared/host';
import { serviceBookingMoney } from '../../src/shared/money';
import { PAYOUT_TEXTS, type PayoutStatus } from '../../src/shared/payouts';
import {
  SERVICE_BOOKING_TEXTS,
  type CurrencyTotal,
  type ProviderDashboardView,
  type ServiceBookingView,
} from '../../src/shared/service-bookings';
import { CATALOG_TEXTS, type ProviderProfileView } from '../../src/shared/service-catalog';
import { WEEK_DAYS } from '../../src/shared/services';
import { createTestApp, type CallResult, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import {
  addService,
  answer,
  bookingRow,
  booked,
  day,
  newKey,
  nextDayOn,
  payoutsOf,
  payoutsOfProvider,
  provider,
  requestBooking,
} from '../support/services';

let t: TestApp;
let admin: Person;
let pat: Person;
let gita: Person;
let gus: Person;
let stranger: Person;
let serviceId: string;
/** Days ahead, a new one for each booking that must not meet another on its slot. */
let ahead = 2;
const nextDate = () => day(++ahead);

beforeAll(async () => {
  t = await createTestApp();
  [admin, pat, gus, stranger] = await Promise.all([
    person(t, 'admin', 'Ada Admin'),
    provider(t, 'Pat Provider', { timeSlots: '09:00-12:00, 14:00-18:00' }),
    person(t, 'guest', 'Gus Guest'),
    person(t, 'guest', 'Sam Stranger'),
  ]);
  serviceId = (await addService(pat, { title: 'City photo walk', price: 45 })).id;
});
afterAll(() => t.close());
// A new Gita for each test: these tests send more requests than one guest may in an hour
// (SERVICE_REQUEST_LIMITS, tested in service-request-limits.test.ts).
beforeEach(async () => {
  gita = await person(t, 'guest', 'Gita Guest');
});

const db = () => t.database.db;
const codeOf = (res: CallResult) => (res.status === 200 ? 'OK' : res.error?.data.code);
const confirm = (who: Person, id: string) =>
  who.client.mutate<ServiceBookingView>('services.confirm', { id });
const complete = (who: Person, id: string) =>
  who.client.mutate<ServiceBookingView>('services.complete', { id });
const cancel = (who: Person, id: string, reason = '') =>
  who.client.mutate<ServiceBookingView>('services.cancel', { id, reason });
const decline = (who: Person, id: string, message: string) =>
  who.client.mutate<ServiceBookingView>('services.decline', { id, message });

/** What `to` received from `from`, oldest first. */
async function messagesBetween(from: string, to: string) {
  const rows = await db()
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.senderId, from), eq(messages.receiverId, to)))
    .orderBy(asc(messages.createdAt));
  return rows.map((r) => r.content);
}

async function eventsOf(bookingId: string) {
  return db()
    .select()
    .from(realtimeEvents)
    .where(
      and(
        eq(realtimeEvents.type, 'service_booking.updated'),
        sql`${realtimeEvents.data}->>'bookingId' = ${bookingId}`,
      ),
    )
    .orderBy(asc(realtimeEvents.id));
}

/**
 * The booking and its provider's payout agree: uncharged, no payout; charged, one service payout to the provider
 * equal to serviceBookingMoney of it (the provider's share, the platform's commission beside it), scheduled with
 * no release time until the booking is completed, then due at its completion (or already sent or failed);
 * refunded in full, or free, a payout cancelled with nothing in it.
 */
async function expectLedgerAgrees(id: string) {
  const row = await bookingRow(t, id);
  const payouts = await payoutsOf(t, id);
  const money = serviceBookingMoney(row);
  if (row.paymentStatus === 'pending') {
    expect(payouts).toEqual([]);
    return row;
  }
  expect(payouts).toHaveLength(1);
  const payout = payouts[0]!;
  expect(payout).toMatchObject({
    kind: 'service',
    bookingId: null,
    payeeId: row.providerId,
    currency: row.currency,
    amountCents: money.providerCommissionCents,
    platformFeeCents: money.platformCommissionCents,
  });
  expect(payout.amountCents + payout.platformFeeCents).toBe(money.guestPaidCents);
  if (row.paymentStatus === 'refunded') {
    expect([row.status, row.refundedCents, payout.status]).toEqual([
      'cancelled',
      row.amountCents,
      'cancelled',
    ]);
    expect([payout.amountCents, payout.platformFeeCents]).toEqual([0, 0]);
  } else if (money.providerCommissionCents === 0) {
    // A free service: nothing is owed, so there is nothing to release.
    expect(['confirmed', 'completed']).toContain(row.status);
    expect(payout.status).toBe('cancelled');
  } else if (row.status === 'completed') {
    expect(payout.status).toMatch(/^(scheduled|processing|completed|failed)$/);
    expect(payout.releaseAt).toEqual(row.completedAt);
  } else {
    expect(row.status).toBe('confirmed');
    expect([payout.status, payout.releaseAt]).toEqual(['scheduled', null]);
  }
  return row;
}

describe('requesting a service', () => {
  it('refuses a past date, a day off, an unknown slot, a date too far ahead, and stores nothing', async () => {
    const mona = await provider(t, 'Mona Mondays', { availability: ['monday'], timeSlots: '10:00-11:00' });
    const service = await addService(mona, { title: 'Monday massage', categoryId: 'massage' });
    const monday = nextDayOn(['monday']);
    const notMonday = nextDayOn(WEEK_DAYS.filter((d) => d !== 'monday'));
    const cases: [Parameters<typeof requestBooking>[2], number, string][] = [
      [{ bookingDate: day(-1), timeSlot: '10:00-11:00' }, 400, SERVICE_BOOKING_TEXTS.pastDate],
      [{ bookingDate: notMonday, timeSlot: '10:00-11:00' }, 400, SERVICE_BOOKING_TEXTS.notWorkingDay],
      [{ bookingDate: monday, timeSlot: '07:00-08:00' }, 400, SERVICE_BOOKING_TEXTS.slotUnknown],
      [{ bookingDate: monday, timeSlot: '  ' }, 400, SERVICE_BOOKING_TEXTS.timeRequired],
      [{ bookingDate: day(366), timeSlot: '10:00-11:00' }, 400, SERVICE_BOOKING_TEXTS.tooFarAhead],
      [{ bookingDate: '2027-02-30', timeSlot: '10:00-11:00' }, 400, SERVICE_BOOKING_TEXTS.dateRequired],
      [{ bookingDate: '', timeSlot: '10:00-11:00' }, 400, SERVICE_BOOKING_TEXTS.dateRequired],
      [{ bookingDate: '9999-12-31', timeSlot: '10:00-11:00' }, 400, DATE_RANGE_MESSAGE],
    ];
    for (const [fields, status, message] of cases) {
      const res = await requestBooking(gita, service.id, fields);
      expect([fields, res.status, res.error?.message]).toEqual([fields, status, message]);
    }
    const own = await requestBooking(mona, service.id, { bookingDate: monday, timeSlot: '10:00-11:00' });
    expect([own.status, own.error?.message]).toEqual([403, SERVICE_BOOKING_TEXTS.ownService]);

    await mona.client.mutate('services.setStatus', { id: service.id, status: 'paused' });
    const paused = await requestBooking(gita, service.id, { bookingDate: monday, timeSlot: '10:00-11:00' });
    expect([paused.status, paused.error?.message]).toEqual([404, CATALOG_TEXTS.notYourService]);

    expect(await db().select().from(serviceBookings).where(eq(serviceBookings.providerId, mona.id))).toEqual(
      [],
    );
    expect(await messagesBetween(gita.id, mona.id)).toEqual([]);

    await mona.client.mutate('services.setStatus', { id: service.id, status: 'active' });
    const ok = await requestBooking(gita, service.id, { bookingDate: monday, timeSlot: '10:00-11:00' });
    expect(ok.status, JSON.stringify(ok.error)).toBe(200);
  });

  it('stores a pending request at the service’s price and commission, charges nothing, tells the provider', async () => {
    const bookingDate = nextDate();
    const res = await requestBooking(gita, serviceId, {
      bookingDate,
      timeSlot: '14:00-18:00',
      specialRequests: '  Golden hour please  ',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      serviceTitle: 'City photo walk',
      bookingDate,
      timeSlot: '14:00-18:00',
      specialRequests: 'Golden hour please',
      status: 'pending',
      amountCents: 4500,
      currency: 'USD',
      paymentStatus: 'pending',
      refundedCents: 0,
      guest: { id: gita.id, name: 'Gita Guest' },
      provider: { id: pat.id, displayName: 'Pat Provider' },
      viewerIs: 'guest',
      actions: {
        confirm: false,
        decline: false,
        complete: false,
        cancel: true,
        review: false,
        message: true,
      },
    });
    const row = await bookingRow(t, res.data!.id);
    expect(row.commissionBasisPoints).toBe(DEFAULT_FEES.providerCommissionBasisPoints);
    await expectLedgerAgrees(row.id);
    const told = await messagesBetween(gita.id, pat.id);
    expect(told.at(-1)).toContain('New booking request: City photo walk on');
    expect(told.at(-1)).toContain('14:00-18:00 ($45.00)');
    expect(told.at(-1)).toContain('Special requests: Golden hour please');
  });

  it('answers the same request twice with the same booking, and refuses its key for another one', async () => {
    const bookingDate = nextDate();
    const idempotencyKey = newKey();
    const first = await requestBooking(gita, serviceId, { bookingDate, idempotencyKey });
    const again = await requestBooking(gita, serviceId, { bookingDate, idempotencyKey });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.data!.id).toBe(first.data!.id);

    const otherDate = await requestBooking(gita, serviceId, { bookingDate: nextDate(), idempotencyKey });
    expect([otherDate.status, otherDate.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.keyReused]);
    const otherSlot = await requestBooking(gita, serviceId, {
      bookingDate,
      timeSlot: '14:00-18:00',
      idempotencyKey,
    });
    expect([otherSlot.status, otherSlot.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.keyReused]);

    const raced = newKey();
    const racedDate = nextDate();
    const results = await Promise.all(
      [1, 2, 3].map(() => requestBooking(gita, serviceId, { bookingDate: racedDate, idempotencyKey: raced })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.data!.id)).size).toBe(1);

    const rows = await db()
      .select({ id: serviceBookings.id, key: serviceBookings.idempotencyKey })
      .from(serviceBookings)
      .where(eq(serviceBookings.guestId, gita.id));
    expect(rows.filter((r) => r.key === idempotencyKey)).toHaveLength(1);
    expect(rows.filter((r) => r.key === raced)).toHaveLength(1);
    // One request, one message to the provider.
    const told = await messagesBetween(gita.id, pat.id);
    expect(told.filter((m) => m.includes(formatStayDate(bookingDate)))).toHaveLength(1);
    // The same key is another person's own: it does not reach Gita's booking.
    const gusRes = await requestBooking(gus, serviceId, { bookingDate, idempotencyKey });
    expect(gusRes.status).toBe(200);
    expect(gusRes.data!.id).not.toBe(first.data!.id);
  });
});

describe('confirming', () => {
  it('charges the guest once and schedules the provider’s payout equal to serviceBookingMoney', async () => {
    const b = await booked(gita, serviceId, { bookingDate: nextDate() });
    const res = await confirm(pat, b.id);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      viewerIs: 'provider',
      actions: { confirm: false, decline: false, complete: false, cancel: true },
    });
    const row = await expectLedgerAgrees(b.id);
    const [payment] = await payoutsOf(t, b.id);
    // $45 paid: $38.25 is the provider's, $6.75 the platform's 15 %; nothing is released before completion.
    expect(payment).toMatchObject({
      amountCents: 3825,
      platformFeeCents: 675,
      currency: 'USD',
      status: 'scheduled',
      releaseAt: null,
    });
    expect(serviceBookingMoney(row).providerCommissionCents).toBe(3825);
    const told = await messagesBetween(pat.id, gita.id);
    expect(told.at(-1)).toContain(
      'is confirmed. Demo payment — no money moves: $45.00 is marked as paid and nothing was charged.',
    );

    const eventsBefore = await eventsOf(b.id);
    const messagesBefore = told.length;
    const twice = await confirm(pat, b.id);
    expect(twice.status).toBe(200);
    expect(await bookingRow(t, b.id)).toEqual(row);
    expect(await payoutsOf(t, b.id)).toEqual([payment]);
    expect(await eventsOf(b.id)).toEqual(eventsBefore);
    expect(await messagesBetween(pat.id, gita.id)).toHaveLength(messagesBefore);
  });

  it('confirms a slot for one guest only', async () => {
    const bookingDate = nextDate();
    const first = await booked(gita, serviceId, { bookingDate });
    const second = await booked(gus, serviceId, { bookingDate });
    expect(codeOf(await confirm(pat, first.id))).toBe('OK');
    const taken = await confirm(pat, second.id);
    expect([taken.status, taken.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.slotTaken]);
    expect(await expectLedgerAgrees(second.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    // A new request for the taken slot is refused at once; the other slot of the day is free.
    const late = await requestBooking(stranger, serviceId, { bookingDate });
    expect([late.status, late.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.slotTaken]);
    const afternoon = await booked(stranger, serviceId, { bookingDate, timeSlot: '14:00-18:00' });
    expect(codeOf(await confirm(pat, afternoon.id))).toBe('OK');
    // Once the first is cancelled, the slot is free again.
    expect(codeOf(await cancel(gita, first.id))).toBe('OK');
    expect(codeOf(await confirm(pat, second.id))).toBe('OK');
  });

  it('confirms one of two requests for the same slot when both are confirmed at once', async () => {
    for (let round = 0; round < 4; round++) {
      const bookingDate = nextDate();
      const a = await booked(gita, serviceId, { bookingDate });
      const b = await booked(gus, serviceId, { bookingDate });
      const results = await Promise.all([confirm(pat, a.id), confirm(pat, b.id)]);
      expect(results.map(codeOf).sort()).toEqual(['CONFLICT', 'OK']);
      expect(results.find((r) => r.status === 409)?.error?.message).toBe(SERVICE_BOOKING_TEXTS.slotTaken);
      const rows = await Promise.all([expectLedgerAgrees(a.id), expectLedgerAgrees(b.id)]);
      expect(rows.map((r) => r.status).sort()).toEqual(['confirmed', 'pending']);
    }
  });

  it('cannot confirm a request whose date has passed', async () => {
    const b = await booked(gita, serviceId, { bookingDate: nextDate() });
    const later = new Date(Date.now() + (ahead + 2) * 86_400_000);
    const res = confirmServiceBooking(db(), pat.id, b.id, later);
    await expect(res).rejects.toBeInstanceOf(AppError);
    await expect(res).rejects.toThrow(SERVICE_BOOKING_TEXTS.cannotConfirm);
    await expectLedgerAgrees(b.id);
  });

  it('closes a request left unanswered past its date, and leaves the others', async () => {
    const stale = await booked(gita, serviceId, { bookingDate: nextDate() });
    const later = new Date(Date.now() + (ahead + 2) * 86_400_000);
    await expireStaleRequests(db(), new Date()); // its date has not come: nothing to close
    expect((await bookingRow(t, stale.id)).status).toBe('pending');
    expect(await expireStaleRequests(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(t, stale.id)).toMatchObject({
      status: 'declined',
      paymentStatus: 'pending',
      note: SERVICE_BOOKING_TEXTS.expired,
    });
    const told = await db()
      .select()
      .from(realtimeEvents)
      .where(
        sql`${realtimeEvents.data}->>'bookingId' = ${stale.id} and ${realtimeEvents.data}->>'status' = 'declined'`,
      );
    expect(told).toHaveLength(1);
    await expectLedgerAgrees(stale.id);
  });
});

describe('declining', () => {
  it('needs a message, tells the guest, charges nothing, and closes the request', async () => {
    const b = await booked(gita, serviceId, { bookingDate: nextDate() });
    const empty = await decline(pat, b.id, '   ');
    expect([empty.status, empty.error?.message]).toEqual([400, SERVICE_BOOKING_TEXTS.declineReasonRequired]);
    expect((await bookingRow(t, b.id)).status).toBe('pending');

    const res = await decline(pat, b.id, '  Fully booked that week, sorry.  ');
    expect(res.data).toMatchObject({ status: 'declined', note: 'Fully booked that week, sorry.' });
    expect((await messagesBetween(pat.id, gita.id)).at(-1)).toMatch(
      /^Your booking request for City photo walk on .* was declined: Fully booked that week, sorry\.$/,
    );
    await expectLedgerAgrees(b.id);
    const mine = (await gita.client.query<ServiceBookingView[]>('services.myBookings')).data!;
    expect(mine.find((x) => x.id === b.id)).toMatchObject({
      status: 'declined',
      note: 'Fully booked that week, sorry.',
      actions: { cancel: false, review: false },
    });

    const again = await decline(pat, b.id, 'Still no');
    expect([again.status, again.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.cannotDecline]);
    const confirmed = await confirm(pat, b.id);
    expect([confirmed.status, confirmed.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.cannotConfirm]);
    await expectLedgerAgrees(b.id);

    const c = await booked(gita, serviceId, { bookingDate: nextDate() });
    await answer(pat, 'confirm', c.id);
    const late = await decline(pat, c.id, 'Changed my mind');
    expect([late.status, late.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.cannotDecline]);
  });
});

describe('completing', () => {
  it('completes a confirmed booking once its date has come, and only once', async () => {
    const today = await booked(gita, serviceId, { bookingDate: day(0), timeSlot: '09:00-12:00' });
    const early = await complete(pat, today.id);
    expect([early.status, early.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.cannotComplete]);
    await answer(pat, 'confirm', today.id);
    const res = await complete(pat, today.id);
    expect(res.data).toMatchObject({ status: 'completed', actions: { complete: false, cancel: false } });
    expect((await messagesBetween(pat.id, gita.id)).at(-1)).toContain(
      'is marked completed. How was it? You can leave a review from My Bookings.',
    );
    const row = await expectLedgerAgrees(today.id);
    // The provider's payout is due from the completion on.
    const [payout] = await payoutsOf(t, today.id);
    expect(payout).toMatchObject({ status: 'scheduled', releaseAt: row.completedAt });
    expect(row.completedAt).not.toBeNull();
    const twice = await complete(pat, today.id);
    expect(twice.status).toBe(200);
    expect(await bookingRow(t, today.id)).toEqual(row);
    expect(await payoutsOf(t, today.id)).toEqual([payout]);

    // Stranger's: the completion below is dated in the future, and so is its message.
    const future = await booked(stranger, serviceId, { bookingDate: nextDate() });
    await answer(pat, 'confirm', future.id);
    const tooSoon = await complete(pat, future.id);
    expect([tooSoon.status, tooSoon.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.cannotComplete]);
    expect((await bookingRow(t, future.id)).status).toBe('confirmed');
    // Its day comes: then it can be completed.
    const onTheDay = new Date(Date.now() + ahead * 86_400_000);
    const done = await completeServiceBooking(db(), pat.id, future.id, onTheDay);
    expect(done.status).toBe('completed');
  });
});

describe('cancelling', () => {
  it('withdraws a pending request at any time, with no charge; the provider declines instead', async () => {
    for (const bookingDate of [day(0), nextDate()]) {
      const b = await booked(gita, serviceId, { bookingDate, timeSlot: '14:00-18:00' });
      const byProvider = await cancel(pat, b.id, 'No');
      expect([byProvider.status, byProvider.error?.message]).toEqual([
        409,
        SERVICE_BOOKING_TEXTS.cannotCancel,
      ]);
      expect((await bookingRow(t, b.id)).status).toBe('pending');
      const res = await cancel(gita, b.id, 'Plans changed');
      expect(res.data).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'pending',
        refundedCents: 0,
        cancelledBy: 'guest',
        note: 'Plans changed',
      });
      expect((await messagesBetween(gita.id, pat.id)).at(-1)).toMatch(
        /^Gita Guest cancelled the booking of City photo walk on .*: Plans changed$/,
      );
      await expectLedgerAgrees(b.id);
    }
  });

  it('cancels a confirmed booking before its date with a full refund, the payout cancelled with nothing', async () => {
    const b = await booked(gita, serviceId, { bookingDate: day(1) });
    await answer(pat, 'confirm', b.id);
    const res = await cancel(gita, b.id);
    expect(res.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: 4500,
      cancelledBy: 'guest',
    });
    const row = await expectLedgerAgrees(b.id);
    expect(row.refundedCents).toBe(4500);
    expect(await payoutsOf(t, b.id)).toMatchObject([
      { status: 'cancelled', amountCents: 0, platformFeeCents: 0, releaseAt: null },
    ]);
    expect((await messagesBetween(gita.id, pat.id)).at(-1)).toContain(
      '$45.00 is refunded to the guest (demo payment — no money moves).',
    );
    const again = await cancel(gita, b.id);
    expect([again.status, again.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.cannotCancel]);

    // The provider may cancel too; the guest is told and refunded.
    const c = await booked(gita, serviceId, { bookingDate: nextDate() });
    await answer(pat, 'confirm', c.id);
    const byProvider = await cancel(pat, c.id, 'Camera broke');
    expect(byProvider.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelledBy: 'provider',
    });
    expect((await messagesBetween(pat.id, gita.id)).at(-1)).toMatch(
      /^Pat Provider cancelled the booking of .*: Camera broke \$45\.00 is refunded to the guest \(demo payment — no money moves\)\.$/,
    );
    await expectLedgerAgrees(c.id);
  });

  it('refuses to cancel a confirmed booking on its date', async () => {
    const b = await booked(gus, serviceId, { bookingDate: day(0), timeSlot: '14:00-18:00' });
    await answer(pat, 'confirm', b.id);
    for (const who of [gus, pat]) {
      const res = await cancel(who, b.id);
      expect([res.status, res.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.cannotCancel]);
    }
    expect(await expectLedgerAgrees(b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const view = (await gus.client.query<ServiceBookingView[]>('services.myBookings')).data!.find(
      (x) => x.id === b.id,
    );
    expect(view?.actions.cancel).toBe(false);

    // A booking confirmed ahead cannot be cancelled once its date has come either.
    const c = await booked(gus, serviceId, { bookingDate: nextDate() });
    await answer(pat, 'confirm', c.id);
    const onTheDay = new Date(Date.now() + ahead * 86_400_000);
    await expect(cancelServiceBooking(db(), gus.id, c.id, '', onTheDay)).rejects.toThrow(
      SERVICE_BOOKING_TEXTS.cannotCancel,
    );
    await expectLedgerAgrees(c.id);
  });

  it('never charges without a payment nor refunds with a live one when confirm and cancel race', async () => {
    for (let round = 0; round < 8; round++) {
      const b = await booked(gita, serviceId, { bookingDate: nextDate() });
      // Either may be sent first; the database decides which one wins.
      const [confirmed, cancelled] =
        round % 2
          ? await Promise.all([confirm(pat, b.id), cancel(gita, b.id, 'Race')])
          : await Promise.all([cancel(gita, b.id, 'Race'), confirm(pat, b.id)]).then(
              ([c, k]) => [k, c] as const,
            );
      const row = await expectLedgerAgrees(b.id);
      const [payment] = await payoutsOf(t, b.id);
      if (row.status === 'cancelled' && row.paymentStatus === 'refunded') {
        // Confirmed first, then cancelled: both succeeded.
        expect([codeOf(confirmed), codeOf(cancelled), payment?.status]).toEqual(['OK', 'OK', 'cancelled']);
      } else if (row.status === 'cancelled') {
        // Cancelled first: nothing was charged, the confirmation was refused.
        expect([row.paymentStatus, codeOf(confirmed), codeOf(cancelled), payment]).toEqual([
          'pending',
          'CONFLICT',
          'OK',
          undefined,
        ]);
      } else {
        expect([row.status, row.paymentStatus, payment?.status]).toEqual([
          'confirmed',
          'completed',
          'scheduled',
        ]);
      }
    }
  });
});

describe('provider payouts', () => {
  /** How the provider's dashboard names a payout's state. */
  const SHOWN_AS: Record<PayoutStatus, 'paid' | 'pending' | 'cancelled'> = {
    scheduled: 'pending',
    processing: 'pending',
    failed: 'pending',
    completed: 'paid',
    cancelled: 'cancelled',
  };
  const demoNetwork = () => new SimulatedPayoutProvider(db());
  const NONE = { claimed: 0, completed: 0, pending: 0, failed: 0, noMethod: 0 };

  it('the release pays the payouts of completed bookings only, once, and only to a provider with a method', async () => {
    // Whatever earlier tests left due is released (or failed for want of a method) first.
    await releaseDuePayouts(db(), demoNetwork());
    const rex = await provider(t, 'Rex Release');
    const service = (await addService(rex, { title: 'Release tour', categoryId: 'tours', price: 80 })).id;
    const done = await booked(gita, service, { bookingDate: day(0) });
    await answer(rex, 'confirm', done.id);
    await answer(rex, 'complete', done.id);
    const ahead1 = await booked(gita, service, { bookingDate: day(5) });
    await answer(rex, 'confirm', ahead1.id);
    const refunded = await booked(gita, service, { bookingDate: day(6) });
    await answer(rex, 'confirm', refunded.id);
    await cancel(gita, refunded.id);
    await booked(gita, service, { bookingDate: day(7) });

    // No payout method on file: the due payout fails, and is not tried again on a timer.
    const first = new Date();
    expect(await releaseDuePayouts(db(), demoNetwork(), first)).toEqual({
      ...NONE,
      claimed: 1,
      failed: 1,
      noMethod: 1,
    });
    const [unpaid] = await payoutsOf(t, done.id);
    expect(unpaid).toMatchObject({
      status: 'failed',
      failureReason: PAYOUT_TEXTS.noMethodReason,
      nextAttemptAt: null,
      method: null,
      network: null,
      providerRef: null,
      paidAt: null,
    });
    const anHourOn = new Date(first.getTime() + 3_600_000);
    expect(await releaseDuePayouts(db(), demoNetwork(), anHourOn, { ids: [unpaid!.id] })).toEqual(NONE);
    expect(await payoutsOf(t, done.id)).toEqual([unpaid]);
    expect(await db().select().from(payoutTransfers).where(eq(payoutTransfers.payeeId, rex.id))).toEqual([]);

    // Once the provider saves a method, the next run pays it.
    const now = new Date(first.getTime() + 1000);
    await savePayoutMethod(db(), rex.id, { kind: 'mpesa', phone: '+254712345678' }, now);
    expect(await releaseDuePayouts(db(), demoNetwork(), now)).toEqual({ ...NONE, claimed: 1, completed: 1 });
    const [paid] = await payoutsOf(t, done.id);
    // $80 paid: $68 is the provider's, $12 the platform's.
    expect(paid).toMatchObject({
      status: 'completed',
      amountCents: 6800,
      platformFeeCents: 1200,
      currency: 'USD',
      method: 'mpesa',
      network: 'demo',
      failureReason: null,
      nextAttemptAt: null,
    });
    expect(paid!.paidAt?.getTime()).toBe(now.getTime());
    expect(paid!.providerRef).toMatch(/^SIM-/);
    const transfers = await db().select().from(payoutTransfers).where(eq(payoutTransfers.payeeId, rex.id));
    expect(transfers).toMatchObject([
      {
        payoutId: paid!.id,
        amountCents: 6800,
        currency: 'USD',
        method: 'mpesa',
        reference: paid!.providerRef,
      },
    ]);
    // Confirmed and not completed: not due yet. Refunded: nothing to pay.
    expect(await payoutsOf(t, ahead1.id)).toMatchObject([{ status: 'scheduled', releaseAt: null }]);
    expect(await payoutsOf(t, refunded.id)).toMatchObject([{ status: 'cancelled', amountCents: 0 }]);
    // Paid once: the next run has nothing to do, and paid stays paid.
    expect(await releaseDuePayouts(db(), demoNetwork())).toEqual(NONE);
    expect((await payoutsOf(t, done.id))[0]).toEqual(paid);
    expect(await db().select().from(payoutTransfers).where(eq(payoutTransfers.payeeId, rex.id))).toHaveLength(
      1,
    );
    for (const id of [done.id, ahead1.id, refunded.id]) await expectLedgerAgrees(id);
  });

  it('a free service’s payout is nothing: cancelled from the start, never sent', async () => {
    const fred = await provider(t, 'Fred Free', { timeSlots: '09:00-12:00, 14:00-18:00' });
    await savePayoutMethod(db(), fred.id, { kind: 'mpesa', phone: '+254712345678' });
    const free = (await addService(fred, { title: 'Free city tips', categoryId: 'tours', price: 0 })).id;
    const done = await booked(gita, free, { bookingDate: day(0) });
    await answer(fred, 'confirm', done.id);
    expect(await payoutsOf(t, done.id)).toMatchObject([
      { status: 'cancelled', amountCents: 0, platformFeeCents: 0, releaseAt: null },
    ]);
    await answer(fred, 'complete', done.id);
    const [payout] = await payoutsOf(t, done.id);
    expect(payout).toMatchObject({ status: 'cancelled', amountCents: 0 });
    expect(await releaseDuePayouts(db(), demoNetwork(), new Date(), { ids: [payout!.id] })).toEqual(NONE);
    expect(await payoutsOf(t, done.id)).toEqual([payout]);
    expect(await db().select().from(payoutTransfers).where(eq(payoutTransfers.payeeId, fred.id))).toEqual([]);

    const dropped = await booked(gita, free, { bookingDate: nextDate() });
    await answer(fred, 'confirm', dropped.id);
    expect((await payoutsOf(t, dropped.id))[0]?.status).toBe('cancelled');
    await cancel(gita, dropped.id);
    expect(await payoutsOf(t, dropped.id)).toMatchObject([{ status: 'cancelled', amountCents: 0 }]);
    for (const id of [done.id, dropped.id]) await expectLedgerAgrees(id);
  });

  it('the dashboard’s figures are the ledger’s sums, per currency', async () => {
    const dina = await provider(t, 'Dina Dashboard', { timeSlots: '09:00-12:00, 14:00-18:00' });
    await savePayoutMethod(db(), dina.id, { kind: 'mpesa', phone: '+254712345678' });
    const usd = (await addService(dina, { title: 'Dollar tour', price: 45, currency: 'USD' })).id;
    const eur = (await addService(dina, { title: 'Euro tour', price: 30.55, currency: 'EUR' })).id;
    const completedUsd = await booked(gita, usd, { bookingDate: day(0), timeSlot: '09:00-12:00' });
    const completedEur = await booked(gus, eur, { bookingDate: day(0), timeSlot: '14:00-18:00' });
    for (const b of [completedUsd, completedEur]) {
      await answer(dina, 'confirm', b.id);
      await answer(dina, 'complete', b.id);
    }
    await releaseDuePayouts(db(), demoNetwork());
    // The provider is in one place at a time, whichever of their services is booked.
    const taken = await requestBooking(stranger, eur, { bookingDate: day(0), timeSlot: '09:00-12:00' });
    expect([taken.status, taken.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.slotTaken]);
    const confirmedUsd = await booked(gita, usd, { bookingDate: day(3) });
    const confirmedEur = await booked(gus, eur, { bookingDate: day(4) });
    const refundedEur = await booked(gus, eur, { bookingDate: day(5) });
    for (const b of [confirmedUsd, confirmedEur, refundedEur]) await answer(dina, 'confirm', b.id);
    await cancel(dina, refundedEur.id, 'Sick');
    const pendingA = await booked(gita, usd, { bookingDate: day(6) });
    await booked(stranger, eur, { bookingDate: day(6) });
    await decline(dina, pendingA.id, 'No');
    await booked(gita, usd, { bookingDate: day(8) });

    const res = await dina.client.query<ProviderDashboardView>('services.dashboard');
    expect(res.status).toBe(200);
    const board = res.data!;

    const ledger = await payoutsOfProvider(t, dina.id);
    expect(ledger.map((p) => p.status).sort()).toEqual([
      'cancelled',
      'completed',
      'completed',
      'scheduled',
      'scheduled',
    ]);
    const sums = (shown: 'paid' | 'pending'): CurrencyTotal[] => {
      const by = new Map<string, number>();
      for (const p of ledger.filter((x) => SHOWN_AS[x.status] === shown)) {
        by.set(p.currency, (by.get(p.currency) ?? 0) + p.amountCents);
      }
      return [...by].map(([currency, cents]) => ({ currency, cents }) as CurrencyTotal);
    };
    const byCurrency = (list: CurrencyTotal[]) =>
      [...list].sort((a, b) => a.currency.localeCompare(b.currency));
    expect(byCurrency(board.totalEarnings)).toEqual(byCurrency(sums('paid')));
    expect(byCurrency(board.pendingEarnings)).toEqual(byCurrency(sums('pending')));
    // And the ledger is serviceBookingMoney of the bookings: $45 and €30.55 at 15 %.
    const usdCut = serviceBookingMoney({
      amountCents: 4500,
      paymentStatus: 'completed',
      refundedCents: 0,
      commissionBasisPoints: 1500,
    }).providerCommissionCents;
    const eurCut = serviceBookingMoney({
      amountCents: 3055,
      paymentStatus: 'completed',
      refundedCents: 0,
      commissionBasisPoints: 1500,
    }).providerCommissionCents;
    expect([usdCut, eurCut]).toEqual([3825, 2597]);
    expect(byCurrency(board.totalEarnings)).toEqual([
      { currency: 'EUR', cents: eurCut },
      { currency: 'USD', cents: usdCut },
    ]);
    expect(byCurrency(board.pendingEarnings)).toEqual([
      { currency: 'EUR', cents: eurCut },
      { currency: 'USD', cents: usdCut },
    ]);

    const rows = await db().select().from(serviceBookings).where(eq(serviceBookings.providerId, dina.id));
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect([board.completedBookings, board.pendingBookings]).toEqual([count('completed'), count('pending')]);
    expect([board.completedBookings, board.pendingBookings]).toEqual([2, 2]);
    expect(board.payments).toHaveLength(ledger.length);
    for (const p of board.payments) {
      const stored = ledger.find((l) => l.id === p.id)!;
      const booking = rows.find((r) => r.id === stored.serviceBookingId)!;
      // The guest's payment (what they kept paid) is the provider's share and the platform's commission.
      expect([p.bookingId, p.amountCents, p.providerCommissionCents, p.status, p.currency]).toEqual([
        booking.id,
        stored.amountCents + stored.platformFeeCents,
        stored.amountCents,
        SHOWN_AS[stored.status],
        stored.currency,
      ]);
      expect(p.amountCents).toBe(booking.amountCents - booking.refundedCents);
      expect(p.paidAt).toBe(stored.paidAt?.toISOString() ?? null);
    }
    // Pending requests first on the dashboard.
    expect(board.recentBookings[0]?.status).toBe('pending');
    for (const b of rows) await expectLedgerAgrees(b.id);
  });
});

describe('reviews', () => {
  it('only after completion, once, with a valid rating; the provider’s average follows', async () => {
    const rosa = await provider(t, 'Rosa Reviews', { timeSlots: '09:00-12:00, 14:00-18:00' });
    const service = (await addService(rosa, { title: 'Reviewed massage', categoryId: 'massage' })).id;
    const b = await booked(gita, service, { bookingDate: day(0) });
    const review = (fields: Record<string, unknown>) =>
      gita.client.mutate<ServiceBookingView>('services.review', {
        bookingId: b.id,
        comment: 'Lovely',
        ...fields,
      });

    const pending = await review({ rating: 5 });
    expect([pending.status, pending.error?.message]).toEqual([403, SERVICE_BOOKING_TEXTS.cannotReview]);
    await answer(rosa, 'confirm', b.id);
    const confirmed = await review({ rating: 5 });
    expect([confirmed.status, confirmed.error?.message]).toEqual([403, SERVICE_BOOKING_TEXTS.cannotReview]);
    await answer(rosa, 'complete', b.id);

    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await review({ rating });
      expect([rating, res.status, res.error?.message]).toEqual([
        rating,
        400,
        SERVICE_BOOKING_TEXTS.ratingRequired,
      ]);
    }
    const ok = await review({ rating: 4 });
    expect(ok.status, JSON.stringify(ok.error)).toBe(200);
    expect(ok.data).toMatchObject({ review: { rating: 4, comment: 'Lovely' }, actions: { review: false } });
    const twice = await review({ rating: 1 });
    expect([twice.status, twice.error?.message]).toEqual([409, SERVICE_BOOKING_TEXTS.alreadyReviewed]);

    const other = await booked(gus, service, { bookingDate: day(0), timeSlot: '14:00-18:00' });
    await answer(rosa, 'confirm', other.id);
    await answer(rosa, 'complete', other.id);
    expect((await gus.client.mutate('services.review', { bookingId: other.id, rating: 5 })).status).toBe(200);

    const profile = (
      await gita.client.query<ProviderProfileView>('services.provider', { providerId: rosa.id })
    ).data!;
    expect(profile).toMatchObject({ ratingAvg: 4.5, ratingCount: 2 });
    expect(profile.reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
  });
});

describe('around a booking', () => {
  it('lets the guest and the provider message each other after a request, and nobody else', async () => {
    const nia = await provider(t, 'Nia New');
    const guest = await person(t, 'guest', 'Gwen Writer');
    const service = (await addService(nia, { title: 'Message test', categoryId: 'tech' })).id;
    const before = await guest.client.mutate('messages.send', { to: nia.id, content: 'Hello?' });
    expect(before.status).toBe(403);

    await booked(guest, service, { bookingDate: nextDate() });
    const toProvider = await guest.client.mutate('messages.send', {
      to: nia.id,
      content: 'Can we start at 9?',
    });
    expect(toProvider.status, JSON.stringify(toProvider.error)).toBe(200);
    const toGuest = await nia.client.mutate('messages.send', { to: guest.id, content: 'Yes, see you then.' });
    expect(toGuest.status, JSON.stringify(toGuest.error)).toBe(200);
    expect(await messagesBetween(guest.id, nia.id)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('New booking request: Message test'),
        'Can we start at 9?',
      ]),
    );
    expect(await messagesBetween(nia.id, guest.id)).toEqual(['Yes, see you then.']);
    const outsider = await stranger.client.mutate('messages.send', { to: nia.id, content: 'Hi' });
    expect(outsider.status).toBe(403);
  });

  it('lists my bookings only, soonest first', async () => {
    const mine = (await gus.client.query<ServiceBookingView[]>('services.myBookings')).data!;
    const stored = await db().select().from(serviceBookings).where(eq(serviceBookings.guestId, gus.id));
    expect(mine.map((b) => b.id).sort()).toEqual(stored.map((b) => b.id).sort());
    expect(mine.length).toBeGreaterThan(3);
    for (const b of mine)
      expect(b).toMatchObject({ guest: { id: gus.id, name: 'Gus Guest' }, viewerIs: 'guest' });
    const dates = mine.map((b) => b.bookingDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('tells both sides live of every step: service_booking.updated for the guest and the provider', async () => {
    const eve = await provider(t, 'Eve Events');
    const service = (await addService(eve, { title: 'Evented tour', categoryId: 'tours' })).id;
    const b = await booked(gita, service, { bookingDate: day(0) });
    await answer(eve, 'confirm', b.id);
    await answer(eve, 'complete', b.id);
    const c = await booked(gita, service, { bookingDate: nextDate() });
    await answer(eve, 'confirm', c.id);
    await cancel(gita, c.id);
    for (const [id, statuses] of [
      [b.id, ['pending', 'confirmed', 'completed']],
      [c.id, ['pending', 'confirmed', 'cancelled']],
    ] as const) {
      const events = await eventsOf(id);
      expect(events.map((e) => e.data)).toEqual(
        statuses.map((status) => ({ type: 'service_booking.updated', bookingId: id, status })),
      );
      for (const e of events) {
        expect(e.topic).toBe('user');
        expect([...e.userIds!].sort()).toEqual([gita.id, eve.id].sort());
      }
    }
    const declined = await booked(gus, service, { bookingDate: nextDate() });
    await decline(eve, declined.id, 'No');
    expect((await eventsOf(declined.id)).map((e) => [e.data, [...e.userIds!].sort()])).toEqual([
      [
        { type: 'service_booking.updated', bookingId: declined.id, status: 'pending' },
        [gus.id, eve.id].sort(),
      ],
      [
        { type: 'service_booking.updated', bookingId: declined.id, status: 'declined' },
        [gus.id, eve.id].sort(),
      ],
    ]);
  });
});
describe('Admin Settings', () => {
  it('a commission change applies to new requests only', async () => {
    const current = (await admin.client.query<PlatformSettings>('admin.settings')).data!;
    const input = {
      serviceFeeCents: current.serviceFeeCents,
      cleaningFeeCents: current.cleaningFeeCents,
      hostFeePercent: current.hostFeeBasisPoints / 100,
      payoutDelayHours: current.payoutDelayHours,
      signupsOpen: current.signupsOpen,
      notice: current.notice,
    };
    const before = await booked(gita, serviceId, { bookingDate: nextDate() });
    const saved = await admin.client.mutate<PlatformSettings>('admin.saveSettings', {
      ...input,
      providerCommissionPercent: 20,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data?.providerCommissionBasisPoints).toBe(2000);
    try {
      const after = await booked(gita, serviceId, { bookingDate: nextDate() });
      await answer(pat, 'confirm', before.id);
      await answer(pat, 'confirm', after.id);
      expect((await bookingRow(t, before.id)).commissionBasisPoints).toBe(1500);
      expect((await bookingRow(t, after.id)).commissionBasisPoints).toBe(2000);
      expect(await payoutsOf(t, before.id)).toMatchObject([{ amountCents: 3825, platformFeeCents: 675 }]);
      expect(await payoutsOf(t, after.id)).toMatchObject([{ amountCents: 3600, platformFeeCents: 900 }]);
      await expectLedgerAgrees(before.id);
      await expectLedgerAgrees(after.id);
    } finally {
      await admin.client.mutate('admin.saveSettings', {
        ...input,
        providerCommissionPercent: current.providerCommissionBasisPoints / 100,
      });
    }
  });
});
