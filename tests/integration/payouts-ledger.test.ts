import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client';
import { adminAlerts, bookings, payoutAccounts, payoutTransfers, payouts } from '../../src/server/db/schema';
import { cancelBooking, settlePayment } from '../../src/server/domains/bookings/service';
import { ensurePayouts, syncBookingPayout } from '../../src/server/domains/payouts/ledger';
import { removePayoutMethod, savePayoutMethod } from '../../src/server/domains/payouts/methods/service';
import {
  TransferRefused,
  type PayoutNetwork,
  type TransferRequest,
} from '../../src/server/domains/payouts/network';
import { SimulatedPayoutProvider } from '../../src/server/domains/payouts/provider';
import {
  claimDuePayouts,
  PAYOUT_LEASE_MS,
  PAYOUT_RETRY_BASE_MS,
  releaseDuePayouts,
} from '../../src/server/domains/payouts/release';
import { bookingMoney } from '../../src/shared/money';
import { PAYOUT_MAX_ATTEMPTS, PAYOUT_TEXTS, payoutReleaseAt } from '../../src/shared/payouts';
import { createTestDatabase, openSameDatabase } from '../support/db';
import { createBooking, createProperty, createUser } from '../support/factories';
import { DEFAULT_TERMS } from '../support/money';
import { DEFAULT_FEES } from '../../src/shared/fees';

let database: Database;
let db: Db;
let guestId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  guestId = await createUser(db);
});
afterAll(() => database.close());

const MPESA = { kind: 'mpesa' as const, phone: '+254712345678' };
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);
let day = 0;

/** A host with one listing and a paid $460 stay on its own check-in day (stays never overlap). */
async function paidStay(options: { method?: boolean; createdAt?: Date } = {}) {
  const hostId = await createUser(db, { role: 'host' });
  if (options.method !== false) await savePayoutMethod(db, hostId, MPESA);
  const propertyId = await createProperty(db, hostId);
  const checkIn = `2027-0${1 + (Math.floor(day / 28) % 9)}-${String(1 + (day++ % 28)).padStart(2, '0')}`;
  const checkOut = checkIn.replace(
    /-(\d\d)$/,
    (_, d: string) => `-${String(Number(d) + 1).padStart(2, '0')}`,
  );
  const bookingId = await createBooking(db, {
    userId: guestId,
    propertyId,
    checkIn,
    checkOut,
    status: 'pending',
  });
  await db
    .update(bookings)
    .set({ totalCents: 46_000, paymentStatus: 'pending', createdAt: options.createdAt ?? new Date() })
    .where(eq(bookings.id, bookingId));
  await settlePayment(db, bookingId, 0);
  return { hostId, bookingId, checkIn, releaseAt: payoutReleaseAt(checkIn, DEFAULT_FEES.payoutDelayHours) };
}

async function payoutOf(bookingId: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.bookingId, bookingId));
  if (!row) throw new Error('no payout');
  return row;
}

async function alertsOf(key: string) {
  return db.select().from(adminAlerts).where(eq(adminAlerts.key, key));
}

async function transfersOf(payoutId: string) {
  return db.select().from(payoutTransfers).where(eq(payoutTransfers.payoutId, payoutId));
}

const EARNINGS = bookingMoney({
  totalCents: 46_000,
  paymentStatus: 'completed',
  refundCents: null,
  ...DEFAULT_TERMS,
});

describe('payout ledger', () => {
  it('schedules a paid booking, releases nothing early and pays it once due', async () => {
    const stay = await paidStay();
    const scheduled = await payoutOf(stay.bookingId);
    expect(scheduled).toMatchObject({
      kind: 'stay',
      payeeId: stay.hostId,
      currency: 'USD',
      status: 'scheduled',
      amountCents: 37_345, // $385 stay charge less 3% ($11.55)
      platformFeeCents: 1_155,
      method: 'mpesa',
      attempts: 0,
    });
    expect(scheduled.amountCents).toBe(EARNINGS.hostEarningsCents);
    expect(scheduled.releaseAt?.toISOString()).toBe(stay.releaseAt.toISOString());
    expect(scheduled.payoutDate.toISOString()).toBe(stay.releaseAt.toISOString());

    const provider = new SimulatedPayoutProvider(db);
    await releaseDuePayouts(db, provider, minutes(stay.releaseAt, -1));
    expect((await payoutOf(stay.bookingId)).status).toBe('scheduled');

    await releaseDuePayouts(db, provider, stay.releaseAt);
    const paid = await payoutOf(stay.bookingId);
    expect(paid).toMatchObject({ status: 'completed', attempts: 1, failureReason: null });
    expect(paid.paidAt?.toISOString()).toBe(stay.releaseAt.toISOString());
    expect(paid.payoutDate.toISOString()).toBe(stay.releaseAt.toISOString());
    const transfers = await transfersOf(paid.id);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amountCents: 37_345, method: 'mpesa', reference: paid.providerRef });
    expect(transfers[0]?.destination).not.toContain('12345678');

    // A later sync (the booking touched again) never changes a completed payout.
    await db.update(bookings).set({ refundCents: 46_000 }).where(eq(bookings.id, stay.bookingId));
    await syncBookingPayout(db, stay.bookingId, minutes(stay.releaseAt, 5));
    expect((await payoutOf(stay.bookingId)).amountCents).toBe(37_345);
  });

  it('fails a host without a method with the reason, and pays once a method is saved', async () => {
    const stay = await paidStay({ method: false });
    expect((await payoutOf(stay.bookingId)).method).toBeNull();
    const provider = new SimulatedPayoutProvider(db);
    await releaseDuePayouts(db, provider, stay.releaseAt);
    const failed = await payoutOf(stay.bookingId);
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: PAYOUT_TEXTS.noMethodReason,
      nextAttemptAt: null,
    });

    // Nothing retries it on a timer...
    await releaseDuePayouts(db, provider, minutes(stay.releaseAt, 600));
    expect((await payoutOf(stay.bookingId)).status).toBe('failed');

    // ...until the host saves a method.
    const saved = minutes(stay.releaseAt, 601);
    await savePayoutMethod(db, stay.hostId, { kind: 'paypal', email: 'Host@Example.com' }, saved);
    expect((await payoutOf(stay.bookingId)).method).toBe('paypal');
    await releaseDuePayouts(db, provider, saved);
    const paid = await payoutOf(stay.bookingId);
    expect(paid).toMatchObject({ status: 'completed', method: 'paypal', attempts: 2, failureReason: null });
    expect(await transfersOf(paid.id)).toHaveLength(1);
  });

  it('backs off after a refusal, then pays; gives up after the last attempt', async () => {
    const stay = await paidStay();
    let refusals = 2;
    const inner = new SimulatedPayoutProvider(db);
    const keys: string[] = [];
    const provider: PayoutNetwork = {
      name: 'demo',
      sendTransfer: (request: TransferRequest) => {
        keys.push(request.key);
        if (refusals-- > 0)
          return Promise.reject(new TransferRefused('Recipient account temporarily restricted'));
        return inner.sendTransfer(request);
      },
      readTransfer: (key) => inner.readTransfer(key),
    };
    await releaseDuePayouts(db, provider, stay.releaseAt);
    let row = await payoutOf(stay.bookingId);
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'Recipient account temporarily restricted',
      attempts: 1,
    });
    expect(row.nextAttemptAt?.getTime()).toBe(stay.releaseAt.getTime() + PAYOUT_RETRY_BASE_MS);
    expect(await transfersOf(row.id)).toHaveLength(0);

    // Not before its time; then a second refusal doubles the wait.
    await releaseDuePayouts(db, provider, minutes(stay.releaseAt, 4));
    expect((await payoutOf(stay.bookingId)).attempts).toBe(1);
    const second = minutes(stay.releaseAt, 5);
    await releaseDuePayouts(db, provider, second);
    row = await payoutOf(stay.bookingId);
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
    expect(row.nextAttemptAt?.getTime()).toBe(second.getTime() + 2 * PAYOUT_RETRY_BASE_MS);

    await releaseDuePayouts(db, provider, row.nextAttemptAt!);
    row = await payoutOf(stay.bookingId);
    expect(row).toMatchObject({ status: 'completed', attempts: 3, failureReason: null, nextAttemptAt: null });
    expect(await transfersOf(row.id)).toHaveLength(1);
    // Each attempt after a definite refusal is a new transfer, under a key of its own.
    expect(keys).toEqual([row.id, `${row.id}-r1`, `${row.id}-r2`]);
    expect(row.transferKey).toBe(`${row.id}-r2`);

    // A provider that always refuses: after PAYOUT_MAX_ATTEMPTS no retry is planned.
    const stubborn = await paidStay();
    const never: PayoutNetwork = {
      name: 'demo',
      sendTransfer: () => Promise.reject(new TransferRefused('Account closed')),
      readTransfer: () => Promise.resolve(null),
    };
    let now = stubborn.releaseAt;
    for (let i = 0; i < PAYOUT_MAX_ATTEMPTS; i++) {
      await releaseDuePayouts(db, never, now);
      const r = await payoutOf(stubborn.bookingId);
      expect(r.attempts).toBe(i + 1);
      if (i < PAYOUT_MAX_ATTEMPTS - 1) now = r.nextAttemptAt!;
      else expect(r.nextAttemptAt).toBeNull();
    }
  });

  it('cancels the payout of a fully refunded cancellation and keeps it without a refund', async () => {
    const booked = new Date('2026-12-01T08:00:00Z');
    const refunded = await paidStay({ createdAt: booked });
    await cancelBooking(db, guestId, refunded.bookingId, minutes(booked, 60));
    const cancelled = await payoutOf(refunded.bookingId);
    expect(cancelled).toMatchObject({ status: 'cancelled', amountCents: 0, platformFeeCents: 0 });
    await releaseDuePayouts(db, new SimulatedPayoutProvider(db), refunded.releaseAt);
    expect((await payoutOf(refunded.bookingId)).status).toBe('cancelled');
    expect(await transfersOf(cancelled.id)).toHaveLength(0);

    // Cancelled long after booking: the policy refunds nothing and the host is still paid.
    const kept = await paidStay({ createdAt: booked });
    await cancelBooking(db, guestId, kept.bookingId, minutes(booked, 60 * 24 * 5));
    expect(await payoutOf(kept.bookingId)).toMatchObject({ status: 'scheduled', amountCents: 37_345 });
  });

  it('reduces a scheduled payout by a partial refund', async () => {
    const stay = await paidStay();
    await db
      .update(bookings)
      .set({ paymentStatus: 'refunded', refundCents: 10_000 })
      .where(eq(bookings.id, stay.bookingId));
    await syncBookingPayout(db, stay.bookingId);
    const expected = bookingMoney({
      totalCents: 46_000,
      paymentStatus: 'refunded',
      refundCents: 10_000,
      ...DEFAULT_TERMS,
    });
    expect(await payoutOf(stay.bookingId)).toMatchObject({
      status: 'scheduled',
      amountCents: expected.hostEarningsCents,
      platformFeeCents: expected.platformFeeCents,
    });
    expect(expected.hostEarningsCents).toBe(37_345 - 9_700); // $100 less 3% on it
  });

  it('sweeps paid bookings that have no payout', async () => {
    const hostId = await createUser(db, { role: 'host' });
    const propertyId = await createProperty(db, hostId);
    const bookingId = await createBooking(db, {
      userId: guestId,
      propertyId,
      checkIn: '2028-05-01',
      checkOut: '2028-05-03',
    });
    const pending = await createBooking(db, {
      userId: guestId,
      propertyId,
      checkIn: '2028-06-01',
      checkOut: '2028-06-03',
    });
    await db.update(bookings).set({ paymentStatus: 'pending' }).where(eq(bookings.id, pending));
    expect(await ensurePayouts(db)).toBeGreaterThanOrEqual(1);
    expect(await payoutOf(bookingId)).toMatchObject({
      status: 'scheduled',
      amountCents: 2_425,
      method: null,
    });
    expect(await db.select().from(payouts).where(eq(payouts.bookingId, pending))).toHaveLength(0);
    expect(await ensurePayouts(db)).toBe(0);
  });

  it('pays each payout exactly once when a release dies midway and runs again', async () => {
    const stays = [await paidStay(), await paidStay(), await paidStay()];
    const now = stays.reduce((max, s) => (s.releaseAt > max ? s.releaseAt : max), stays[0]!.releaseAt);
    // A runner claims them and sends the first one, then dies before recording anything.
    const claimed = (await claimDuePayouts(db, now, 100)).filter((c) =>
      stays.some((s) => s.hostId === c.payeeId),
    );
    expect(claimed).toHaveLength(3);
    const first = claimed[0]!;
    // It had marked the payout sent (the key it sends under) and called the network.
    await db
      .update(payouts)
      .set({ sentAt: now, transferKey: first.id, network: 'demo' })
      .where(eq(payouts.id, first.id));
    await new SimulatedPayoutProvider(db).sendTransfer({
      key: first.id,
      destination: first.payeeId,
      amountMinor: first.amountCents,
      currency: 'USD',
      description: 'payout',
    });
    for (const s of stays) expect((await payoutOf(s.bookingId)).status).toBe('processing');

    // Within the lease nothing takes them; after it, the next run finishes them: the one already sent is found
    // at the network and recorded, never sent again; the others are sent.
    const inner = new SimulatedPayoutProvider(db);
    const sent: string[] = [];
    const provider: PayoutNetwork = {
      name: 'demo',
      sendTransfer: (request) => {
        sent.push(request.key);
        return inner.sendTransfer(request);
      },
      readTransfer: (key) => inner.readTransfer(key),
    };
    await releaseDuePayouts(db, provider, minutes(now, 5));
    for (const s of stays) expect((await payoutOf(s.bookingId)).status).toBe('processing');
    await releaseDuePayouts(db, provider, new Date(now.getTime() + PAYOUT_LEASE_MS));
    const ours = new Set(claimed.map((c) => c.id));
    expect(sent.filter((key) => ours.has(key)).sort()).toEqual(
      claimed
        .slice(1)
        .map((c) => c.id)
        .sort(),
    );
    // The transfer found paid at the network: nothing was in limbo, so no admin is alerted.
    expect(await alertsOf(`payout_stuck:${first.id}`)).toEqual([]);
    for (const s of stays) {
      const row = await payoutOf(s.bookingId);
      expect(row).toMatchObject({ status: 'completed', attempts: 2 });
      const transfers = await transfersOf(row.id);
      expect(transfers).toHaveLength(1);
      expect(transfers[0]).toMatchObject({ amountCents: row.amountCents, reference: row.providerRef });
    }
  });

  it('alerts an admin when a sent transfer is still unconfirmed past the lease, and never sends it again', async () => {
    const stay = await paidStay();
    const inner = new SimulatedPayoutProvider(db);
    let state: 'pending' | 'paid' = 'pending';
    const sent: string[] = [];
    // A network that takes the transfer and confirms it only later (as Paystack's transfers do).
    const network: PayoutNetwork = {
      name: 'demo',
      sendTransfer: async (request) => {
        sent.push(request.key);
        return { ...(await inner.sendTransfer(request)), state };
      },
      readTransfer: async (key) => {
        const found = await inner.readTransfer(key);
        return found && { ...found, state };
      },
    };
    await releaseDuePayouts(db, network, stay.releaseAt);
    const row = await payoutOf(stay.bookingId);
    expect(row).toMatchObject({ status: 'processing', transferKey: row.id, network: 'demo' });
    expect(row.providerRef).toMatch(/^SIM-/);
    expect(sent).toEqual([row.id]);

    // Past the lease, still pending: an alert, and the payout waits on (asked again, not sent again).
    const later = new Date(stay.releaseAt.getTime() + PAYOUT_LEASE_MS);
    await releaseDuePayouts(db, network, later);
    expect(await payoutOf(stay.bookingId)).toMatchObject({ status: 'processing', attempts: 2 });
    expect(await alertsOf(`payout_stuck:${row.id}`)).toMatchObject([
      { kind: 'payout_stuck', status: 'pending', occurrences: 1 },
    ]);
    // Confirmed at the next look: paid, with the one transfer.
    state = 'paid';
    await releaseDuePayouts(db, network, new Date(later.getTime() + PAYOUT_LEASE_MS));
    expect(await payoutOf(stay.bookingId)).toMatchObject({ status: 'completed', attempts: 3 });
    expect(sent).toEqual([row.id]);
    expect(await transfersOf(row.id)).toHaveLength(1);
  });

  it('never asks another network about a transfer the demo was asked for: an admin checks, and a retry sends anew', async () => {
    const stay = await paidStay();
    const payoutId = (await payoutOf(stay.bookingId)).id;
    const [claimed] = await claimDuePayouts(db, stay.releaseAt, 100, [payoutId]);
    expect(claimed?.id).toBe(payoutId);
    // A demo release died after marking it sent; the app now pays out through Stripe.
    await db
      .update(payouts)
      .set({ sentAt: stay.releaseAt, transferKey: payoutId, network: 'demo' })
      .where(eq(payouts.id, payoutId));
    const calls: string[] = [];
    const stripe: PayoutNetwork = {
      name: 'stripe',
      sendTransfer: (request) => {
        calls.push(`send ${request.key}`);
        return Promise.reject(new TransferRefused('No such destination: acct_x'));
      },
      readTransfer: (key) => {
        calls.push(`read ${key}`);
        return Promise.resolve(null);
      },
    };
    const later = new Date(stay.releaseAt.getTime() + PAYOUT_LEASE_MS);
    await releaseDuePayouts(db, stripe, later);
    const row = await payoutOf(stay.bookingId);
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: PAYOUT_TEXTS.otherNetworkReason('demo'),
      nextAttemptAt: null,
      sentAt: null,
      transferKey: `${row.id}-r2`,
    });
    expect(calls).toEqual([]);
    expect(await alertsOf(`payout_failed:${row.payeeId}`)).toHaveLength(1);
    // Not released again on its own; an admin's retry sends it anew, under its new key, through Stripe.
    await releaseDuePayouts(db, stripe, new Date(later.getTime() + 3_600_000));
    expect(calls).toEqual([]);
    await db.insert(payoutAccounts).values({
      userId: row.payeeId,
      network: 'stripe',
      externalId: 'acct_1LedgerTestHost',
      payoutsEnabled: true,
    });
    await db.update(payouts).set({ nextAttemptAt: later }).where(eq(payouts.id, row.id));
    await releaseDuePayouts(db, stripe, new Date(later.getTime() + 3_600_000));
    expect(calls).toEqual([`send ${row.id}-r2`]);
  });

  it('two releases at once pay each payout once', async () => {
    const stays = await Promise.all([1, 2, 3, 4, 5, 6].map(() => paidStay()));
    const now = new Date('2030-01-01T00:00:00Z');
    const other = openSameDatabase(database);
    try {
      const [a, b] = await Promise.all([
        releaseDuePayouts(db, new SimulatedPayoutProvider(db), now, { batchSize: 2 }),
        releaseDuePayouts(other.db, new SimulatedPayoutProvider(other.db), now, { batchSize: 2 }),
      ]);
      expect(a.claimed + b.claimed).toBeGreaterThanOrEqual(stays.length);
      for (const s of stays) {
        const row = await payoutOf(s.bookingId);
        expect(row).toMatchObject({ status: 'completed', attempts: 1 });
        expect(await transfersOf(row.id)).toHaveLength(1);
      }
      const all = await db.select().from(payoutTransfers);
      const ids = all.map((t) => t.payoutId);
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      if (other !== database) await other.close();
    }
  });

  it('a removed method leaves unpaid payouts without one', async () => {
    const stay = await paidStay();
    await removePayoutMethod(db, stay.hostId);
    expect((await payoutOf(stay.bookingId)).method).toBeNull();
  });
});
