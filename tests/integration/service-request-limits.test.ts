import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, serviceBookings } from '../../src/server/db/schema';
import { requestServiceBooking } from '../../src/server/domains/services/bookings';
import { checkRequestLimits } from '../../src/server/domains/services/request-limits';
import { SERVICE_REQUEST_LIMITS } from '../../src/shared/limits';
import { SERVICE_REQUEST_LIMIT_TEXTS, type ServiceBookingView } from '../../src/shared/service-bookings';
import { createTestApp, type CallResult, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import { addService, day, newKey, provider, requestBooking } from '../support/services';

const { openPerProvider, perHour } = SERVICE_REQUEST_LIMITS;
const FLOOD = 35;
const LONG_TEXT = 'Please call me before you come. '.repeat(40).slice(0, 1000);

let t: TestApp;
let pat: Person;
let rex: Person;
let patService: string;
let rexService: string;

beforeAll(async () => {
  t = await createTestApp();
  [pat, rex] = await Promise.all([provider(t, 'Pat Provider'), provider(t, 'Rex Provider')]);
  patService = (await addService(pat, { title: 'City photo walk' })).id;
  rexService = (await addService(rex, { title: 'Market tour', categoryId: 'tours' })).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
let dayOffset = 0;
/** A date no other request of this file uses (the provider works every day). */
const nextDate = () => day(++dayOffset);

const stored = (guestId: string, providerId: string) =>
  db()
    .select({ id: serviceBookings.id, status: serviceBookings.status })
    .from(serviceBookings)
    .where(and(eq(serviceBookings.guestId, guestId), eq(serviceBookings.providerId, providerId)));

const inbox = (from: string, to: string) =>
  db()
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.senderId, from), eq(messages.receiverId, to)));

/** The shared per-hour text, whatever number of minutes it names. */
const perHourText = new RegExp(
  `^${SERVICE_REQUEST_LIMIT_TEXTS.perHour('{wait}')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{wait\\}', 'in \\d+ minutes?')}$`,
);

const accepted = (results: CallResult<ServiceBookingView>[]) => results.filter((r) => r.status === 200);
const refused = (results: CallResult<ServiceBookingView>[]) => results.filter((r) => r.status !== 200);

describe('service requests', () => {
  it(`keep ${openPerProvider} open requests per guest and provider: a flood of ${FLOOD} is refused beyond, with nothing stored`, async () => {
    const guest = await person(t, 'guest', 'Fiona Flood');
    const results = await Promise.all(
      Array.from({ length: FLOOD }, () =>
        requestBooking(guest, patService, { bookingDate: nextDate(), specialRequests: LONG_TEXT }),
      ),
    );
    expect(accepted(results)).toHaveLength(openPerProvider);
    const refusals = refused(results);
    expect(refusals).toHaveLength(FLOOD - openPerProvider);
    for (const r of refusals) {
      expect([r.status, r.error?.data.code, r.error?.message]).toEqual([
        429,
        'TOO_MANY_REQUESTS',
        SERVICE_REQUEST_LIMIT_TEXTS.openWithProvider,
      ]);
    }
    // Only the accepted requests exist, and only they reached the provider's inbox.
    const rows = await stored(guest.id, pat.id);
    expect(rows.map((r) => r.id).sort()).toEqual(
      accepted(results)
        .map((r) => r.data!.id)
        .sort(),
    );
    expect(await inbox(guest.id, pat.id)).toHaveLength(openPerProvider);

    // A retry of an accepted request still gets its booking; another provider and another guest are unaffected.
    const [first] = accepted(results);
    const retry = await requestBooking(guest, patService, {
      bookingDate: first!.data!.bookingDate,
      specialRequests: LONG_TEXT,
      idempotencyKey: await keyOf(first!.data!.id),
    });
    expect([retry.status, retry.data?.id]).toEqual([200, first!.data!.id]);
    expect((await requestBooking(guest, rexService, { bookingDate: nextDate() })).status).toBe(200);
    const other = await person(t, 'guest', 'Otto Other');
    expect((await requestBooking(other, patService, { bookingDate: nextDate() })).status).toBe(200);

    // An answer frees a place with this provider.
    const declined = await pat.client.mutate('services.decline', { id: first!.data!.id, message: 'Booked' });
    expect(declined.status).toBe(200);
    expect((await requestBooking(guest, patService, { bookingDate: nextDate() })).status).toBe(200);
    const over = await requestBooking(guest, patService, { bookingDate: nextDate() });
    expect([over.status, over.error?.message]).toEqual([429, SERVICE_REQUEST_LIMIT_TEXTS.openWithProvider]);
  });

  it(`count ${perHour.points} per guest an hour, withdrawn ones included, so request-and-withdraw cannot flood an inbox`, async () => {
    const guest = await person(t, 'guest', 'Wanda Withdraw');
    let made = 0;
    // Ask, withdraw, ask again: each withdrawal frees a place with the provider but not in the hour.
    while (made < perHour.points) {
      const res = await requestBooking(guest, patService, {
        bookingDate: nextDate(),
        specialRequests: LONG_TEXT,
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      made++;
      const withdrawn = await guest.client.mutate('services.cancel', { id: res.data!.id, reason: 'Oops' });
      expect(withdrawn.status).toBe(200);
    }
    const over = await requestBooking(guest, patService, { bookingDate: nextDate() });
    expect(over.status).toBe(429);
    // It says when the hour's first request leaves the window.
    const { retryAfterSeconds } = over.error!.data as { retryAfterSeconds?: number };
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(perHour.windowSeconds);
    expect(over.error?.message).toMatch(perHourText);
    // Any provider: the hour is the guest's.
    const elsewhere = await requestBooking(guest, rexService, { bookingDate: nextDate() });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.error?.message).toMatch(perHourText);
    // Nothing stored for the refused ones; the provider heard of each request and each withdrawal only.
    expect(await stored(guest.id, pat.id)).toHaveLength(perHour.points);
    expect(await stored(guest.id, rex.id)).toHaveLength(0);
    expect(await inbox(guest.id, pat.id)).toHaveLength(2 * perHour.points);

    // An hour after the first request, a place is free again.
    const later = new Date(Date.now() + 61 * 60_000);
    const again = await requestServiceBooking(
      db(),
      guest.id,
      { serviceId: patService, bookingDate: nextDate(), timeSlot: '09:00-12:00', idempotencyKey: newKey() },
      later,
    );
    expect(again.status).toBe('pending');
  });
});

describe('a request retried while the guest is at a limit', () => {
  it('gets the booking it stored, however many copies race (a double click, a resend)', async () => {
    const guest = await person(t, 'guest', 'Rita Retry');
    for (let i = 1; i < openPerProvider; i++) {
      expect((await requestBooking(guest, rexService, { bookingDate: nextDate() })).status).toBe(200);
    }
    // The last place with this provider, asked for three times at once with one key.
    const fields = { bookingDate: nextDate(), idempotencyKey: newKey() };
    const copies = await Promise.all([1, 2, 3].map(() => requestBooking(guest, rexService, fields)));
    expect(copies.map((r) => [r.status, r.error?.message])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
    ]);
    expect(new Set(copies.map((r) => r.data!.id)).size).toBe(1);
    expect(await stored(guest.id, rex.id)).toHaveLength(openPerProvider);
    // Another request is refused: it says why, and gives no time to wait (the provider's answer frees a place).
    const over = await requestBooking(guest, rexService, { bookingDate: nextDate() });
    expect([over.status, over.error?.message]).toEqual([429, SERVICE_REQUEST_LIMIT_TEXTS.openWithProvider]);
    expect((over.error!.data as { retryAfterSeconds?: number }).retryAfterSeconds).toBeUndefined();

    // The check itself, as a copy that found nothing stored and then waited for the guest's lock would run it.
    const check = (idempotencyKey: string) =>
      db().transaction((tx) =>
        checkRequestLimits(tx, { guestId: guest.id, providerId: rex.id, idempotencyKey }, new Date()),
      );
    await expect(check(fields.idempotencyKey)).resolves.toBeUndefined();
    await expect(check(newKey())).rejects.toThrow(SERVICE_REQUEST_LIMIT_TEXTS.openWithProvider);
  });

  it('at the hourly limit too', async () => {
    const guest = await person(t, 'guest', 'Hector Hourly');
    for (let i = 1; i < perHour.points; i++) {
      const res = await requestBooking(guest, patService, { bookingDate: nextDate() });
      expect(res.status).toBe(200);
      expect((await guest.client.mutate('services.cancel', { id: res.data!.id, reason: 'x' })).status).toBe(
        200,
      );
    }
    const fields = { bookingDate: nextDate(), idempotencyKey: newKey() };
    const copies = await Promise.all([1, 2].map(() => requestBooking(guest, patService, fields)));
    expect(copies.map((r) => r.status)).toEqual([200, 200]);
    expect(copies[0]!.data!.id).toBe(copies[1]!.data!.id);
    const over = await requestBooking(guest, patService, { bookingDate: nextDate() });
    expect(over.status).toBe(429);
    expect(over.error?.message).toMatch(perHourText);
  });
});

async function keyOf(id: string): Promise<string> {
  const [row] = await db()
    .select({ key: serviceBookings.idempotencyKey })
    .from(serviceBookings)
    .where(eq(serviceBookings.id, id));
  return row!.key;
}
