import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { rowsOf } from '../../src/server/db/client';
import { bookings, payouts } from '../../src/server/db/schema';
import { settlePendingBookings } from '../../src/server/domains/bookings/holds';
import { createPendingBooking } from '../../src/server/domains/bookings/service';
import type { SearchResult } from '../../src/server/domains/properties/search';
import { SETTLE_PENDING_BOOKINGS_CRON } from '../../src/server/jobs/bookings';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { BOOKING_MESSAGES, type BookingView } from '../../src/shared/booking';
import { addDays, platformToday } from '../../src/shared/dates';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '../support/app';
import { createProperty, createUser } from '../support/factories';

const HOLD_MINUTES = 20;

let t: TestApp;
let hostId: string;
let guestId: string;
let guest: TestClient;
let other: TestClient;
const day = (n: number) => addDays(platformToday(), n);
let keys = 0;
const key = () => `hold-key-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_HOLD_MINUTES: String(HOLD_MINUTES) });
  hostId = await createUser(t.database.db, { role: 'host' });
  guest = await signedInClient(t, { email: 'holder@example.com' });
  other = await signedInClient(t, { email: 'latecomer@example.com' });
  guestId = (await guest.query<{ user: { id: string } }>('auth.me')).data!.user.id;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A booking stored and left waiting for its payment, as when the process dies during the wait. */
async function leftPending(propertyId: string, from: number, to: number, idempotencyKey = key()) {
  const { id } = await createPendingBooking(
    db(),
    guestId,
    { propertyId, checkIn: day(from), checkOut: day(to), guests: 1, idempotencyKey },
    { holdMinutes: HOLD_MINUTES },
  );
  return id;
}

/** Moves the booking's clock back: its hold ran out `ago` ago, and it was made the hold's length before that. */
async function age(id: string, ago = '1 second') {
  await db().execute(sql`
    update ${bookings} set
      hold_expires_at = now() - ${ago}::interval,
      created_at = now() - ${ago}::interval - ${`${HOLD_MINUTES} minutes`}::interval
    where id = ${id}`);
}

async function row(id: string) {
  const [found] = await db()
    .select({
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      refundCents: bookings.refundCents,
      holdExpiresAt: bookings.holdExpiresAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return found!;
}

const unavailable = async (propertyId: string) =>
  (await other.query<{ checkIn: string; checkOut: string }[]>('bookings.unavailable', { propertyId })).data;

async function foundBySearch(propertyId: string, checkIn: string, checkOut: string) {
  const res = await other.query<SearchResult>('properties.search', { checkIn, checkOut });
  return res.data!.items.some((p) => p.id === propertyId);
}

const book = (client: TestClient, propertyId: string, from: number, to: number, idempotencyKey = key()) =>
  client.mutate<BookingView>('bookings.create', {
    propertyId,
    checkIn: day(from),
    checkOut: day(to),
    guests: 1,
    idempotencyKey,
  });

describe('a booking’s hold', () => {
  it(`is stored with the booking: PAYMENT_HOLD_MINUTES (${HOLD_MINUTES}) from when it was made`, async () => {
    const place = await createProperty(db(), hostId);
    const res = await book(guest, place, 5, 7);
    expect(res.data).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const stored = await row(res.data!.id);
    expect(stored.holdExpiresAt!.getTime() - stored.createdAt.getTime()).toBe(HOLD_MINUTES * 60_000);
  });

  it('holds the dates while it runs; once it has run out they are free in search, the pickers and to book', async () => {
    const place = await createProperty(db(), hostId);
    const id = await leftPending(place, 10, 13);
    expect(await unavailable(place)).toEqual([{ checkIn: day(10), checkOut: day(13) }]);
    expect(await foundBySearch(place, day(11), day(12))).toBe(false);
    expect((await book(other, place, 11, 12)).status).toBe(409);

    await age(id);
    // Before any job has run: the dates are free everywhere a guest looks.
    expect(await unavailable(place)).toEqual([]);
    expect(await foundBySearch(place, day(11), day(12))).toBe(true);
    const taken = await book(other, place, 11, 12);
    expect(taken.status, JSON.stringify(taken.error)).toBe(200);
    expect(taken.data).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    // Booking over it expired the stale hold: nothing was paid, nothing is refunded.
    expect(await row(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', refundCents: 0 });
    expect((await guest.query<BookingView>('bookings.byId', { id })).data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
      cancelRefundCents: null,
      paidWith: null,
    });
  });

  it('answers a retry that comes after the hold ran out with a clear conflict', async () => {
    const place = await createProperty(db(), hostId);
    const k = key();
    const id = await leftPending(place, 20, 22, k);
    await age(id);
    const retry = await book(guest, place, 20, 22, k);
    expect([retry.status, retry.error?.message]).toEqual([409, BOOKING_MESSAGES.holdExpired]);
    expect(await row(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await unavailable(place)).toEqual([]);
  });
});

describe('a booking the guest cancelled during its payment wait', () => {
  it('is what a retry gets back (cancelled), not the message about a hold that ran out', async () => {
    const place = await createProperty(db(), hostId);
    const k = key();
    const id = await leftPending(place, 24, 26, k);
    const cancelled = await guest.mutate<BookingView>('bookings.cancel', { id });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });

    const retry = await book(guest, place, 24, 26, k);
    expect([retry.status, retry.error?.message]).toEqual([200, undefined]);
    expect(retry.data).toMatchObject({ id, status: 'cancelled', paymentStatus: 'pending', refundCents: 0 });

    // Still so once the hold would have run out: it was cancelled before that, it did not expire.
    await db().execute(sql`
      update ${bookings} set
        cancelled_at = now() - interval '5 minutes',
        hold_expires_at = now() - interval '1 minute'
      where id = ${id}`);
    const later = await book(guest, place, 24, 26, k);
    expect([later.status, later.data?.status]).toEqual([200, 'cancelled']);
    expect(await row(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
  });
});

describe('settling pending bookings (the settle-pending-bookings job)', () => {
  it('confirms those whose payment wait is over while the hold runs, expires those past it, once', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createProperty(db(), hostId)));
    const paid = await leftPending(a!, 30, 32);
    const lapsed = await leftPending(b!, 30, 32);
    const waiting = await leftPending(c!, 30, 32);
    // A pending booking written without a hold (imports, old rows) keeps its dates: it has no expiry.
    const [unheld] = await db()
      .insert(bookings)
      .values({ userId: guestId, propertyId: d!, checkIn: day(30), checkOut: day(32), totalCents: 10_000 })
      .returning({ id: bookings.id });
    await db().execute(
      sql`update ${bookings} set created_at = now() - interval '2 minutes' where id = ${paid}`,
    );
    await age(lapsed);

    // The demo payment takes a minute: `waiting`, made just now, is still in its wait.
    expect(await settlePendingBookings(db(), 60_000)).toEqual({ confirmed: 1, expired: 1 });
    expect(await row(paid)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    expect(await row(lapsed)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
      refundCents: 0,
    });
    expect(await row(waiting)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await row(unheld!.id)).toMatchObject({ status: 'pending' });
    // The paid booking has its payout; the expired one none.
    const payoutOf = (bookingId: string) =>
      db().select({ id: payouts.id }).from(payouts).where(eq(payouts.bookingId, bookingId));
    expect(await payoutOf(paid)).toHaveLength(1);
    expect(await payoutOf(lapsed)).toHaveLength(0);
    expect(await unavailable(b!)).toEqual([]);
    expect(await unavailable(d!)).toEqual([{ checkIn: day(30), checkOut: day(32) }]);

    expect(await settlePendingBookings(db(), 60_000)).toEqual({ confirmed: 0, expired: 0 });
  });

  it('runs when a job runner starts (a restarted process catches up at once) and every minute', async () => {
    const place = await createProperty(db(), hostId);
    const lapsed = await leftPending(place, 40, 42);
    const paid = await leftPending(place, 43, 45);
    await age(lapsed);
    const app = await buildApp({
      database: t.database,
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JOBS: 'on',
        PAYMENT_DELAY_MS: '0',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'kazistay-holds-')),
      }),
      mailer: new MemoryMailer(),
      logger: false,
    });
    try {
      await vi.waitFor(
        async () => {
          expect((await row(lapsed)).status).toBe('cancelled');
          expect((await row(paid)).status).toBe('confirmed');
        },
        { timeout: 30_000, interval: 200 },
      );
      const schedules = rowsOf<{ cron: string }>(
        await db().execute(sql`select cron from pgboss.schedule where name = 'settle-pending-bookings'`),
      );
      expect(schedules).toEqual([{ cron: SETTLE_PENDING_BOOKINGS_CRON }]);
    } finally {
      await app.close();
    }
    expect(await unavailable(place)).toEqual([{ checkIn: day(43), checkOut: day(45) }]);
  });
});
