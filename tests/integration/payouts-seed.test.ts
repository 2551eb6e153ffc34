import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  bookings,
  payoutMethods,
  payoutTransfers,
  payouts,
  profiles,
  properties,
} from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { DEMO_FAILED_REASON, DEMO_HOST_EMAIL } from '../../src/server/db/seed/payouts';
import { SimulatedPayoutProvider } from '../../src/server/domains/payouts/provider';
import { runPayoutRelease } from '../../src/server/jobs/payouts';
import { bookingMoney } from '../../src/shared/money';
import { payoutReleaseAt } from '../../src/shared/payouts';
import { createTestDatabase } from '../support/db';
import { hostDashboard } from '../../src/server/domains/host/dashboard/service';
import { HostFiguresCache } from '../../src/server/domains/host/figures-cache';
import { payoutSummary } from '../../src/server/domains/payouts/summary';

let database: Database;
const seededAt = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(() => database.close());

async function ledger() {
  return database.db
    .select({
      payout: payouts,
      email: profiles.email,
      booking: bookings,
    })
    .from(payouts)
    .innerJoin(bookings, eq(bookings.id, payouts.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(profiles, eq(profiles.id, payouts.payeeId));
}

describe('demo payouts', () => {
  it('agree to the cent with every host dashboard’s Total Earnings', async () => {
    const hosts = await database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.role, 'host'));
    expect(hosts.length).toBeGreaterThan(1);
    let compared = 0;
    for (const host of hosts) {
      const summary = await payoutSummary(database.db, host.id);
      const dashboard = await hostDashboard(database.db, new HostFiguresCache(10), host.id);
      expect(summary.totalEarningsCents, host.id).toBe(dashboard.stats.totalEarningsCents);
      if (summary.totalEarningsCents > 0) compared++;
    }
    expect(compared).toBeGreaterThan(1);
  });

  it('gives every paid demo booking its payout, amounts from the money split', async () => {
    const rows = await ledger();
    const paid = await database.db.select({ id: bookings.id, ps: bookings.paymentStatus }).from(bookings);
    expect(rows).toHaveLength(paid.filter((b) => b.ps !== 'pending').length);
    for (const { payout, booking } of rows) {
      const money = bookingMoney(booking);
      expect(payout.amountCents).toBe(money.hostEarningsCents);
      expect(payout.platformFeeCents).toBe(money.platformFeeCents);
      expect(payout.releaseAt?.getTime()).toBe(
        payoutReleaseAt(booking.checkIn, booking.payoutDelayHours).getTime(),
      );
    }
  });

  it('shows the demo host every state: completed, processing, scheduled and exactly one failed', async () => {
    const mine = (await ledger()).filter((r) => r.email === DEMO_HOST_EMAIL).map((r) => r.payout);
    expect(mine.length).toBeGreaterThan(10);
    const by = (s: string) => mine.filter((p) => p.status === s);
    expect(by('completed').length).toBeGreaterThan(5);
    expect(by('processing').length).toBeGreaterThanOrEqual(1);
    expect(by('scheduled').length).toBeGreaterThanOrEqual(1);
    expect(by('failed')).toHaveLength(1);
    const failed = by('failed')[0]!;
    expect(failed.failureReason).toBe(DEMO_FAILED_REASON);
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(seededAt.getTime());
    for (const p of by('completed')) {
      expect(p.paidAt?.getTime()).toBe(p.releaseAt?.getTime());
      expect(p.method).toBe('mpesa');
    }
    for (const p of by('scheduled')) expect(p.releaseAt!.getTime()).toBeGreaterThan(seededAt.getTime());
    const [method] = await database.db
      .select({ kind: payoutMethods.kind })
      .from(payoutMethods)
      .innerJoin(profiles, eq(profiles.id, payoutMethods.userId))
      .where(eq(profiles.email, DEMO_HOST_EMAIL));
    expect(method?.kind).toBe('mpesa');
  });

  it('has one transfer per completed payout, and the job pays the rest when due', async () => {
    // Hosts' and providers' completed payouts alike, each sent once by the demo network.
    const completedPayouts = () => database.db.select().from(payouts).where(eq(payouts.status, 'completed'));
    const transfers = await database.db.select().from(payoutTransfers);
    const completed = await completedPayouts();
    expect(completed.some((p) => p.kind === 'service')).toBe(true);
    expect(transfers).toHaveLength(completed.length);
    expect(new Set(transfers.map((t) => t.payoutId))).toEqual(new Set(completed.map((p) => p.id)));

    // A week later (leases expired, retry due, a few scheduled stays released): the job completes them all.
    const later = new Date(seededAt.getTime() + 7 * 24 * 3_600_000);
    const run = await runPayoutRelease(
      database.db,
      new SimulatedPayoutProvider(database.db),
      { warn: () => {}, error: () => {} },
      later,
    );
    expect(run.created).toBe(0);
    expect(run.failed).toBe(0);
    const after = await ledger();
    for (const { payout } of after) {
      if (payout.releaseAt && payout.releaseAt <= later && payout.amountCents > 0)
        expect(payout.status).toBe('completed');
    }
    const all = await database.db.select().from(payoutTransfers);
    expect(all).toHaveLength((await completedPayouts()).length);
  });
});
