import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { bookings, properties } from '../../src/server/db/schema';
import { cancelBooking, createPendingBooking } from '../../src/server/domains/bookings/service';
import { addDays, platformToday } from '../../src/shared/dates';
import type { BookingView } from '../../src/shared/booking';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty, createUser } from '../support/factories';

let t: TestApp;
let host: string;
let stayId: string;
let guest: TestClient;
let other: TestClient;
const day = (n: number) => addDays(platformToday(), n);
let keySeq = 0;
const key = () => `test-key-${++keySeq}-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp();
  host = await createUser(t.database.db, { role: 'host' });
  stayId = await createProperty(t.database.db, host, { title: 'Booking flat', nightlyRateCents: 8000 });
  guest = await signedInClient(t, { email: 'booker@example.com' });
  other = await signedInClient(t, { email: 'other@example.com' });
});
afterAll(() => t.close());

const book = (
  client: TestClient,
  propertyId: string,
  checkIn: string,
  checkOut: string,
  idempotencyKey = key(),
) =>
  client.mutate<BookingView>('bookings.create', { propertyId, checkIn, checkOut, guests: 2, idempotencyKey });

describe('booking a stay', () => {
  it('confirms after the simulated payment, at the price the server computes', async () => {
    const res = await book(guest, stayId, day(30), day(33));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      totalCents: 3 * 8000 + 8500 + 7500,
      checkIn: day(30),
      checkOut: day(33),
    });
    expect(res.data?.cancelRefundCents).toBe(40_000); // just booked, 30 days ahead
  });

  it('ignores any price the client sends', async () => {
    const res = await guest.mutate<BookingView>('bookings.create', {
      propertyId: stayId,
      checkIn: day(40),
      checkOut: day(41),
      guests: 1,
      idempotencyKey: key(),
      totalCents: 1,
    });
    expect(res.data?.totalCents).toBe(8000 + 8500 + 7500);
  });

  it('refuses overlaps with a clear message but allows adjacent stays', async () => {
    await book(guest, stayId, day(50), day(55));
    const overlap = await book(other, stayId, day(54), day(57));
    expect(overlap.status).toBe(409);
    expect(overlap.error?.message).toBe('These dates are no longer available');
    expect((await book(other, stayId, day(55), day(57))).status).toBe(200);
    expect((await book(other, stayId, day(48), day(50))).status).toBe(200);
  });

  it('lets cancelled dates be booked again', async () => {
    const first = await book(guest, stayId, day(60), day(62));
    expect((await guest.mutate('bookings.cancel', { id: first.data!.id })).status).toBe(200);
    expect((await book(other, stayId, day(60), day(62))).status).toBe(200);
  });

  it('returns the same booking for a retried request and charges once', async () => {
    const k = key();
    const a = await book(guest, stayId, day(70), day(72), k);
    const b = await book(guest, stayId, day(70), day(72), k);
    expect(b.data?.id).toBe(a.data?.id);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.idempotencyKey, k));
    expect(rows).toHaveLength(1);
    const reused = await book(guest, stayId, day(80), day(82), k);
    expect(reused.status).toBe(409);
  });

  it('refuses the host’s own property, past dates, bad ranges and too many guests', async () => {
    const hostClient = await signedInClient(t, { email: 'ownhost@example.com', role: 'host' });
    const own = await createProperty(
      t.database.db,
      (await hostClient.query<{ user: { id: string } }>('auth.me')).data!.user.id,
    );
    const self = await book(hostClient, own, day(10), day(12));
    expect([self.status, self.error?.message]).toEqual([403, 'You cannot book your own property']);
    const past = await book(guest, stayId, day(-2), day(1));
    expect(past.error?.message).toBe('Check-in cannot be in the past');
    const reversed = await book(guest, stayId, day(12), day(10));
    expect(reversed.error?.data.zodIssues?.[0]?.message).toBe('Check-out date must be after check-in date');
    const crowd = await guest.mutate('bookings.create', {
      propertyId: stayId,
      checkIn: day(90),
      checkOut: day(91),
      guests: 7,
      idempotencyKey: key(),
    });
    expect(crowd.status).toBe(400);
    expect(
      (
        await new TestClient(t.app).mutate('bookings.create', {
          propertyId: stayId,
          checkIn: day(90),
          checkOut: day(91),
          guests: 1,
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(401);
  });

  it('refuses stays over 365 nights or starting over two years ahead, and stores nothing for them', async () => {
    const bounded = await createProperty(t.database.db, host, {
      title: 'Bounded flat',
      nightlyRateCents: 8000,
    });
    const long = await book(guest, bounded, day(10), day(10 + 366));
    expect([long.status, long.error?.data.zodIssues?.[0]?.message]).toEqual([
      400,
      'A stay can be at most 365 nights',
    ]);
    const forever = await book(guest, bounded, '2034-01-01', '9999-12-31');
    expect(forever.status).toBe(400);
    const far = await book(guest, bounded, day(731), day(733));
    expect([far.status, far.error?.data.zodIssues?.[0]?.message]).toEqual([
      400,
      'Bookings open up to two years ahead',
    ]);
    expect(await t.database.db.select().from(bookings).where(eq(bookings.propertyId, bounded))).toHaveLength(
      0,
    );

    const year = await book(guest, bounded, day(10), day(10 + 365));
    expect([year.status, year.data?.totalCents]).toEqual([200, 365 * 8000 + 8500 + 7500]);
    expect((await book(guest, bounded, day(730), day(731))).status).toBe(200);
  });

  it('lets exactly one of many simultaneous conflicting requests through', async () => {
    const clients = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signedInClient(t, { email: `racer${i}@example.com` })),
    );
    const results = await Promise.all(
      clients.flatMap((c) => [book(c, stayId, day(100), day(104)), book(c, stayId, day(102), day(106))]),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(11);
  });
});

describe('cancelling', () => {
  it('refunds nothing outside the policy window', async () => {
    const b = await book(guest, stayId, day(20), day(22));
    await t.database.db
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 72 * 3600_000) })
      .where(eq(bookings.id, b.data!.id));
    const res = await guest.mutate<BookingView>('bookings.cancel', { id: b.data!.id });
    expect(res.data).toMatchObject({ status: 'cancelled', refundCents: 0, paymentStatus: 'completed' });
    const soon = await book(guest, stayId, day(5), day(6));
    expect(
      (await guest.mutate<BookingView>('bookings.cancel', { id: soon.data!.id })).data?.refundCents,
    ).toBe(0);
  });

  it('refuses twice, and for stays already started', async () => {
    const b = await book(guest, stayId, day(110), day(111));
    await guest.mutate('bookings.cancel', { id: b.data!.id });
    expect((await guest.mutate('bookings.cancel', { id: b.data!.id })).error?.message).toBe(
      'This booking can no longer be cancelled',
    );
  });
});

describe('privacy', () => {
  it('keeps another user’s booking invisible and untouchable', async () => {
    const mine = await book(guest, stayId, day(120), day(121));
    const id = mine.data!.id;
    expect((await other.query('bookings.byId', { id })).status).toBe(404);
    expect((await other.mutate('bookings.cancel', { id })).status).toBe(404);
    expect(
      (
        await other.mutate('reviews.create', {
          bookingId: id,
          rating: 5,
          workRating: 5,
          stayRating: 5,
          comment: 'x',
        })
      ).status,
    ).toBe(404);
    expect((await other.query<BookingView[]>('bookings.mine')).data?.some((b) => b.id === id)).toBe(false);
    expect((await guest.query<BookingView>('bookings.byId', { id })).data?.status).toBe('confirmed');
  });

  it('shows only dates, not guests, to anyone asking for availability', async () => {
    expect((await book(guest, stayId, day(130), day(132))).status).toBe(200);
    const ranges = await new TestClient(t.app).query<{ checkIn: string; checkOut: string }[]>(
      'bookings.unavailable',
      { propertyId: stayId },
    );
    expect(ranges.data).toContainEqual({ checkIn: day(130), checkOut: day(132) });
    for (const range of ranges.data!) expect(Object.keys(range).sort()).toEqual(['checkIn', 'checkOut']);
  });
});

describe('reviews', () => {
  it('allow only the guest, only after check-out of a confirmed stay, only once, and update the rating', async () => {
    const db = t.database.db;
    const me = (await guest.query<{ user: { id: string } }>('auth.me')).data!.user.id;
    const place = await createProperty(db, host, { title: 'Review me' });
    const finished = await createBooking(db, {
      userId: me,
      propertyId: place,
      checkIn: day(-5),
      checkOut: day(-2),
    });
    const ongoing = await createBooking(db, {
      userId: me,
      propertyId: place,
      checkIn: day(-1),
      checkOut: day(3),
    });
    const review = { rating: 4, workRating: 5, stayRating: 3, comment: 'Great desk, noisy street.' };
    expect((await guest.mutate('reviews.create', { bookingId: ongoing, ...review })).error?.message).toBe(
      'You can review this stay after check-out',
    );
    const empty = await guest.mutate('reviews.create', {
      bookingId: finished,
      ...review,
      comment: '   ',
      rating: 0,
    });
    expect(empty.error?.data.zodIssues?.map((i) => i.message).sort()).toEqual([
      'Please provide ratings for all categories',
      'Please write a comment about your experience',
    ]);
    expect((await guest.mutate('reviews.create', { bookingId: finished, ...review })).status).toBe(200);
    expect((await guest.mutate('reviews.create', { bookingId: finished, ...review })).error?.message).toBe(
      'You have already reviewed this booking',
    );
    const [p] = await db
      .select({ avg: properties.ratingAvg, n: properties.ratingCount })
      .from(properties)
      .where(eq(properties.id, place));
    expect(p).toEqual({ avg: 4, n: 1 });
    expect((await guest.query<BookingView>('bookings.byId', { id: finished })).data).toMatchObject({
      isReviewed: true,
      canReview: false,
    });
  });
});

describe('payment', () => {
  it('settles even when the client disconnects during the wait', async () => {
    const slow = await createTestApp({ PAYMENT_DELAY_MS: '1000' });
    onTestFinished(() => slow.close());
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (slow.app.server.address() as { port: number }).port;
    const client = await signedInClient(slow, { email: 'leaver@example.com' });
    const place = await createProperty(
      slow.database.db,
      await createUser(slow.database.db, { role: 'host' }),
    );
    const stored = () =>
      slow.database.db
        .select({ status: bookings.status, paid: bookings.paymentStatus })
        .from(bookings)
        .where(eq(bookings.propertyId, place));
    const controller = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/trpc/bookings.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://kazistay.test', cookie: client.cookie! },
      body: JSON.stringify({
        propertyId: place,
        checkIn: day(10),
        checkOut: day(12),
        guests: 1,
        idempotencyKey: key(),
      }),
      signal: controller.signal,
    });
    // Hang up once the booking is stored and its payment is still under way, then wait for it to settle.
    await vi.waitFor(async () => expect(await stored()).toEqual([{ status: 'pending', paid: 'pending' }]), {
      timeout: 5000,
      interval: 20,
    });
    controller.abort();
    await expect(request).rejects.toThrow();
    await vi.waitFor(
      async () => expect(await stored()).toEqual([{ status: 'confirmed', paid: 'completed' }]),
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe('no double booking, whatever the sequence (property test)', () => {
  it('never leaves two active bookings overlapping after random book/cancel sequences', async () => {
    const db = t.database.db;
    const users = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('book' as const),
        user: fc.integer({ min: 0, max: 2 }),
        start: fc.integer({ min: 1, max: 30 }),
        nights: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const place = await createProperty(db, host);
        const made: { id: string; user: string }[] = [];
        for (const o of ops) {
          if (o.kind === 'book') {
            const user = users[o.user]!;
            try {
              const r = await createPendingBooking(
                db,
                user,
                {
                  propertyId: place,
                  checkIn: day(o.start),
                  checkOut: day(o.start + o.nights),
                  guests: 1,
                  idempotencyKey: key(),
                },
                { holdMinutes: 30 },
              );
              made.push({ id: r.id, user });
            } catch (err) {
              expect((err as Error).message).toBe('These dates are no longer available');
            }
          } else if (made.length > 0) {
            const b = made[o.pick % made.length]!;
            await cancelBooking(db, b.user, b.id).catch(() => undefined);
          }
        }
        const active = (await db.select().from(bookings).where(eq(bookings.propertyId, place))).filter(
          (b) => b.status !== 'cancelled',
        );
        for (const a of active)
          for (const b of active)
            if (a.id !== b.id) expect(a.checkIn < b.checkOut && b.checkIn < a.checkOut).toBe(false);
      }),
      { numRuns: 25 },
    );
  });
});
