import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, avg, count, desc, eq, gt, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/auth/password';
import type { Database } from '../../src/server/db/client';
import {
  adminAlerts,
  auditLog,
  bookings,
  disputes,
  listingReports,
  payoutMethods,
  payouts,
  profiles,
  properties,
  reviews,
  serviceBookings,
  speedTests,
  users,
} from '../../src/server/db/schema';
import { DEMO_MEMBER_COUNT, DEMO_PASSWORD, demoAccounts, seedDemoData } from '../../src/server/db/seed';
import { adminOverview } from '../../src/server/domains/admin/overview';
import { listApplications, myProviderStatus } from '../../src/server/domains/services/applications';
import { myServiceBookings } from '../../src/server/domains/services/booking-views';
import { searchServices } from '../../src/server/domains/services/catalog';
import { providerDashboard } from '../../src/server/domains/services/dashboard';
import { providerProfile } from '../../src/server/domains/services/profile';
import { judgeSpeedTest } from '../../src/server/domains/stays/speed-measure';
import { demoProviderId } from '../../src/server/db/seed/services';
import { DEMO_PROVIDERS } from '../../src/server/db/seed/services-catalog';
import { serviceBookingMoney } from '../../src/shared/money';
import { publicDir } from '../../src/server/paths';
import { allCities } from '../../src/shared/cities';
import { quoteStay } from '../../src/shared/booking';
import { addDays, platformDayStart, platformToday } from '../../src/shared/dates';
import { createTestDatabase } from '../support/db';
import { DEFAULT_FEES } from '../../src/shared/fees';

let database: Database;
let first: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await seedDemoData(database.db);
});

afterAll(async () => {
  await database?.close();
});

describe('demo data', () => {
  it('seeds an empty database', () => {
    expect(first.seeded).toBe(true);
    expect(first.users).toBe(demoAccounts.length + DEMO_MEMBER_COUNT);
    expect(first.properties).toBeGreaterThanOrEqual(72);
  });

  it('has listings in every one of the 36 sitemap cities', async () => {
    const rows = await database.db
      .select({ city: properties.city, country: properties.country, n: count() })
      .from(properties)
      .groupBy(properties.city, properties.country);
    const found = new Map(rows.map((r) => [`${r.city}, ${r.country}`, r.n]));
    expect(allCities).toHaveLength(36);
    for (const { city, country } of allCities) {
      expect(found.get(`${city}, ${country}`) ?? 0, `${city}, ${country}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('mixes stays and workspaces with values in the documented ranges', async () => {
    const rows = await database.db.select().from(properties);
    const workOnly = rows.filter((p) => p.propertyType === 'work_only');
    expect(workOnly.length / rows.length).toBeGreaterThan(0.15);
    expect(workOnly.length / rows.length).toBeLessThan(0.35);
    for (const p of rows) {
      expect(p.workspaceScore).toBeGreaterThanOrEqual(6.5);
      expect(p.workspaceScore).toBeLessThanOrEqual(9.8);
      expect(p.stayScore).toBeGreaterThanOrEqual(6.5);
      expect(p.stayScore).toBeLessThanOrEqual(9.8);
      expect(p.internetSpeed).toBeGreaterThanOrEqual(10);
      expect(p.internetSpeed).toBeLessThanOrEqual(300);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(p.houseRules.length).toBeGreaterThanOrEqual(3);
      expect(p.houseRules.length).toBeLessThanOrEqual(5);
      expect(p.description).toContain(p.city ?? '');
      if (p.propertyType === 'work_only') {
        expect(p.nightlyRateCents).toBeNull();
        expect(p.hourlyRateCents).toBeGreaterThan(0);
        expect([p.bedrooms, p.beds, p.bathrooms, p.kitchenAvailable]).toEqual([null, null, null, null]);
      } else {
        expect(p.nightlyRateCents).toBeGreaterThanOrEqual(3500);
        expect(p.nightlyRateCents).toBeLessThanOrEqual(26_000);
        expect(p.bedrooms).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('spreads listing dates so newest first is a real order', async () => {
    const rows = await database.db
      .select({ createdAt: properties.createdAt })
      .from(properties)
      .orderBy(desc(properties.createdAt));
    const newest = rows[0]?.createdAt.getTime() ?? 0;
    const oldest = rows[rows.length - 1]?.createdAt.getTime() ?? 0;
    expect((newest - oldest) / 86_400_000).toBeGreaterThan(60);
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(rows.length);
  });

  it('creates every demo account, verified, with its role and the demo password', async () => {
    for (const account of demoAccounts) {
      const [row] = await database.db
        .select({ role: profiles.role, hash: users.passwordHash, verified: users.emailVerifiedAt })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.email, account.email));
      expect(row, account.email).toBeDefined();
      expect(row?.role).toBe(account.role);
      expect(row?.verified).toBeInstanceOf(Date);
      expect(await verifyPassword(row?.hash ?? '', DEMO_PASSWORD)).toBe(true);
    }
    const roles = demoAccounts.map((a) => a.role);
    expect(roles.filter((r) => r === 'host').length).toBeGreaterThanOrEqual(4);
    expect(roles.filter((r) => r === 'guest').length).toBeGreaterThanOrEqual(3);
    expect(roles).toContain('admin');
    expect(roles).toContain('provider');
  });

  it('gives every listing a demo host', async () => {
    const rows = await database.db
      .selectDistinct({ role: profiles.role })
      .from(properties)
      .innerJoin(profiles, eq(profiles.id, properties.hostId));
    expect(rows).toEqual([{ role: 'host' }]);
  });

  it('refers only to pictures that ship in public/', async () => {
    const listingImages = await database.db.select({ images: properties.images }).from(properties);
    const avatars = await database.db.select({ url: profiles.avatarUrl }).from(profiles);
    const paths = new Set([
      ...listingImages.flatMap((r) => r.images),
      ...avatars.map((r) => r.url).filter((u): u is string => u !== null),
      '/demo/placeholder-property.webp',
      '/demo/avatar-default.webp',
    ]);
    expect(paths.size).toBeGreaterThan(10);
    for (const p of paths) {
      expect(p.startsWith('/demo/'), p).toBe(true);
      expect(existsSync(join(publicDir, p)), p).toBe(true);
    }
  });

  it('does nothing the second time', async () => {
    const before = await database.db.select({ n: count() }).from(properties);
    const again = await seedDemoData(database.db);
    expect(again).toEqual({ seeded: false, users: 0, properties: 0, reviews: 0 });
    const after = await database.db.select({ n: count() }).from(properties);
    const userCount = await database.db.select({ n: count() }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
    expect(userCount[0]?.n).toBe(demoAccounts.length + DEMO_MEMBER_COUNT);
  });
});

describe('demo reviews', () => {
  it('belong to finished, non-overlapping stays, and the trigger keeps each rating in step', async () => {
    expect(first.reviews).toBeGreaterThan(40);
    const today = platformToday();
    const stays = await database.db.select().from(bookings);
    const reviewed = stays.filter((b) => b.isReviewed);
    expect(reviewed.length).toBe(first.reviews);
    expect(reviewed.every((b) => b.checkOut < today && b.status === 'confirmed')).toBe(true);
    // guest@kazistay.com also has a finished stay to review and an upcoming trip.
    const [guest] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@kazistay.com'));
    const open = stays.filter((b) => b.userId === guest!.id && !b.isReviewed);
    expect(open.map((b) => [b.checkOut < today, b.checkIn > today]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
    const rated = await database.db
      .select({ id: properties.id, avg: properties.ratingAvg, n: properties.ratingCount })
      .from(properties)
      .where(gt(properties.ratingCount, 0));
    expect(rated.length).toBeGreaterThan(30);
    for (const p of rated.slice(0, 10)) {
      const [real] = await database.db
        .select({ n: count(), avg: avg(reviews.rating) })
        .from(reviews)
        .where(eq(reviews.propertyId, p.id));
      expect(p.n).toBe(real!.n);
      expect(p.avg).toBe(Math.round(Number(real!.avg) * 10) / 10);
    }
  });

  it('charges every demo stay exactly what the booking card would quote', async () => {
    const rows = await database.db
      .select({
        total: bookings.totalCents,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
        propertyType: properties.propertyType,
        nightlyRateCents: properties.nightlyRateCents,
        hourlyRateCents: properties.hourlyRateCents,
      })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId));
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.total).toBe(quoteStay(r, r.checkIn, r.checkOut, DEFAULT_FEES)!.totalCents);
  });
});

describe('demo data for the admin console', () => {
  it('has members who joined over the last two months, some today, most signed in', async () => {
    const { metrics, recentUsers } = await adminOverview(database.db);
    expect(metrics.totalUsers).toBe(demoAccounts.length + DEMO_MEMBER_COUNT);
    expect(metrics.newUsersToday).toBeGreaterThanOrEqual(3);
    expect(recentUsers).toHaveLength(5);
    const signedIn = await database.db
      .select()
      .from(users)
      .where(gt(users.lastSignInAt, new Date(0)));
    expect(signedIn.length).toBeGreaterThan(DEMO_MEMBER_COUNT / 2);
  });

  it('has bookings made in the last 30 days, paid, with their payouts, on the chart', async () => {
    const { metrics, chart } = await adminOverview(database.db);
    const recent = await database.db
      .select()
      .from(bookings)
      .where(gte(bookings.createdAt, platformDayStart(addDays(platformToday(), -29))));
    expect(recent.length).toBeGreaterThanOrEqual(15);
    expect(recent.every((b) => b.paymentStatus === 'completed' && b.status === 'confirmed')).toBe(true);
    for (const b of recent) {
      const [payout] = await database.db.select().from(payouts).where(eq(payouts.bookingId, b.id));
      expect(payout?.amountCents).toBeGreaterThan(0);
    }
    expect(chart.reduce((n, d) => n + d.bookings, 0)).toBe(recent.length);
    expect(metrics.monthlyRevenueCents).toBeGreaterThan(0);
  });

  it('has a deactivated spam account (audited), a reported listing, a dispute, and their alerts', async () => {
    const [spam] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'quickcash.promo@example.com'));
    expect(spam?.deactivatedAt).toBeInstanceOf(Date);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, spam!.id));
    expect(entry).toMatchObject({ action: 'user.deactivate', after: { status: 'inactive' } });
    const alerts = await database.db.select().from(adminAlerts);
    expect(alerts.map((a) => [a.kind, a.status]).sort()).toEqual([
      ['dispute_opened', 'pending'],
      ['listing_reported', 'pending'],
      ['payout_failed', 'pending'],
      ['provider_applied', 'pending'],
    ]);
    // The reported listing and the open dispute behind two of them.
    expect(await database.db.select().from(listingReports)).toHaveLength(1);
    const [dispute] = await database.db.select().from(disputes);
    expect(dispute).toMatchObject({ status: 'open', category: 'internet_outage' });
  });

  it('has the demo provider approved by the demo admin, and a member’s application to review', async () => {
    const [provider] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'provider@kazistay.com'));
    expect(await myProviderStatus(database.db, provider!.id)).toMatchObject({
      isProvider: true,
      application: { status: 'approved', categories: ['photography', 'tours'] },
    });
    const pending = await listApplications(database.db, 'pending');
    expect(pending.map((a) => a.accountEmail)).toEqual(['kwame.mensah@example.com']);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.approve'));
    expect(audit).toHaveLength(DEMO_PROVIDERS.length);
  });
});

describe('demo data for the services marketplace', () => {
  it('lists every approved provider’s services on /services, across categories and currencies', async () => {
    const all = await searchServices(database.db, {});
    const offered = DEMO_PROVIDERS.flatMap((p) => p.services);
    expect(all.total).toBe(offered.length);
    expect(new Set(offered.map((s) => s.categoryId)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(all.items.map((s) => s.currency))).toEqual(new Set(['USD', 'EUR', 'GBP']));
  });

  it('gives the demo provider bookings in every state, one to complete today, and a dashboard equal to its ledger', async () => {
    const providerId = (await demoProviderId(database.db))!;
    const rows = await database.db
      .select()
      .from(serviceBookings)
      .where(eq(serviceBookings.providerId, providerId));
    expect(new Set(rows.map((b) => b.status))).toEqual(
      new Set(['pending', 'confirmed', 'completed', 'declined', 'cancelled']),
    );
    const dashboard = await providerDashboard(database.db, providerId);
    expect(dashboard.recentBookings.some((b) => b.actions.complete)).toBe(true);
    expect(dashboard.recentBookings.some((b) => b.actions.confirm)).toBe(true);
    const ledger = await database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.payeeId, providerId), eq(payouts.kind, 'service')));
    const sum = (...statuses: string[]) =>
      ledger.filter((p) => statuses.includes(p.status)).reduce((n, p) => n + p.amountCents, 0);
    // Paid: the payouts sent; pending: those not sent yet (scheduled, or failed and to be tried again).
    expect(dashboard.totalEarnings).toEqual([{ currency: 'USD', cents: sum('completed') }]);
    expect(dashboard.pendingEarnings).toEqual([
      { currency: 'USD', cents: sum('scheduled', 'processing', 'failed') },
    ]);
    expect(sum('completed')).toBeGreaterThan(0);
    expect(sum('scheduled')).toBeGreaterThan(0);
    // One payout per charged booking: the provider's share of what the guest paid and kept, the platform's 15 %
    // beside it, as serviceBookingMoney says.
    expect(ledger.map((p) => p.serviceBookingId).sort()).toEqual(
      rows
        .filter((b) => b.paymentStatus !== 'pending')
        .map((b) => b.id)
        .sort(),
    );
    for (const p of ledger) {
      const b = rows.find((r) => r.id === p.serviceBookingId)!;
      const money = serviceBookingMoney(b);
      expect([p.amountCents, p.platformFeeCents, p.currency]).toEqual([
        money.providerCommissionCents,
        money.platformCommissionCents,
        b.currency,
      ]);
      expect(p.amountCents + p.platformFeeCents).toBe(money.guestPaidCents);
    }
    expect(dashboard.completedBookings).toBe(rows.filter((b) => b.status === 'completed').length);
    expect(dashboard.pendingBookings).toBe(rows.filter((b) => b.status === 'pending').length);
  });

  it('pays every demo provider to M-Pesa through the demo network for each completed booking', async () => {
    const providerIds = await database.db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_PROVIDERS.map((p) => p.email),
        ),
      );
    expect(providerIds).toHaveLength(DEMO_PROVIDERS.length);
    const methods = await database.db
      .select()
      .from(payoutMethods)
      .where(
        inArray(
          payoutMethods.userId,
          providerIds.map((p) => p.id),
        ),
      );
    expect(methods).toHaveLength(DEMO_PROVIDERS.length);
    for (const m of methods) expect([m.kind, m.details.kind]).toEqual(['mpesa', 'mpesa']);

    const ledger = await database.db
      .select({ payout: payouts, booking: serviceBookings })
      .from(payouts)
      .innerJoin(serviceBookings, eq(serviceBookings.id, payouts.serviceBookingId))
      .where(eq(payouts.kind, 'service'));
    const completed = ledger.filter(({ booking }) => booking.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const { payout, booking } of completed) {
      expect(payout).toMatchObject({
        payeeId: booking.providerId,
        status: 'completed',
        network: 'demo',
        method: 'mpesa',
        releaseAt: booking.completedAt,
        failureReason: null,
      });
      expect(payout.providerRef).toMatch(/^SIM-/);
      expect(payout.paidAt!.getTime()).toBeGreaterThanOrEqual(booking.completedAt!.getTime());
    }
    // Not completed yet: scheduled, with no release time; refunded: cancelled with nothing.
    const confirmed = ledger.filter((l) => l.booking.status === 'confirmed');
    const refunded = ledger.filter((l) => l.booking.paymentStatus === 'refunded');
    expect([confirmed.length > 0, refunded.length > 0]).toEqual([true, true]);
    for (const { payout } of confirmed) {
      expect([payout.status, payout.releaseAt, payout.network]).toEqual(['scheduled', null, null]);
    }
    for (const { payout, booking } of refunded) {
      expect([booking.status, payout.status, payout.amountCents]).toEqual(['cancelled', 'cancelled', 0]);
    }
  });

  it('gives the demo provider a rating from reviews, and the demo guest a finished service to review', async () => {
    const providerId = (await demoProviderId(database.db))!;
    const profile = await providerProfile(database.db, providerId);
    expect(profile.ratingCount).toBe(4);
    expect(profile.ratingAvg).toBe(4.8);
    const [guest] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guest@kazistay.com'));
    const mine = await myServiceBookings(database.db, guest!.id);
    expect(mine.some((b) => b.actions.review)).toBe(true);
    expect(mine.some((b) => b.status === 'pending' && b.actions.cancel)).toBe(true);
  });

  it('seeds speed tests as the server would have recorded them, and the listings’ verified figures from them', async () => {
    const tests = await database.db.select().from(speedTests);
    expect(tests.length).toBeGreaterThan(10);
    for (const test of tests) {
      const judged = judgeSpeedTest(test, {});
      expect(test.status).toBe('complete');
      expect(test.flagged).toBe(false);
      // The stored figures are what the server's own bytes, windows and pings make (to a kbps of rounding).
      expect(Math.abs(test.downloadKbps! - judged.downloadKbps!)).toBeLessThanOrEqual(1);
      expect(Math.abs(test.uploadKbps! - judged.uploadKbps!)).toBeLessThanOrEqual(1);
      expect(test.latencyMs).toBe(judged.latencyMs);
    }
    const listings = await database.db
      .select({ id: properties.id, n: properties.verifiedTests })
      .from(properties)
      .where(gt(properties.verifiedTests, 0));
    for (const listing of listings) {
      expect(listing.n).toBe(tests.filter((t) => t.propertyId === listing.id).length);
    }
  });
});
