import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, payouts, platformSettings, users } from '../../src/server/db/schema';
import { addDays, platformToday } from '../../src/shared/dates';
import { BOOKING_MESSAGES } from '../../src/shared/booking';
import {
  DEFAULT_FEES,
  SETTINGS_TEXTS,
  type PlatformSettings,
  type PublicSettings,
} from '../../src/shared/fees';
import { bookingMoney } from '../../src/shared/money';
import { payoutReleaseAt } from '../../src/shared/payouts';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let admin: Person;
let host: Person;
let guest: Person;
let stay: string;
let desk: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, host, guest] = await Promise.all([
    person(t, 'admin', 'Asha Admin'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'guest', 'Gita Guest'),
  ]);
  stay = await createProperty(t.database.db, host.id, { nightlyRateCents: 10_000 });
  desk = await createProperty(t.database.db, host.id, {
    propertyType: 'work_only',
    nightlyRateCents: null,
    hourlyRateCents: 1000,
  });
});
afterAll(() => t.close());

const day = (n: number) => addDays(platformToday(), n);
let keys = 0;
const book = (propertyId: string, checkIn: string, checkOut: string, expectedTotalCents?: number) =>
  guest.client.mutate<{ id: string; totalCents: number }>('bookings.create', {
    propertyId,
    checkIn,
    checkOut,
    guests: 1,
    idempotencyKey: `settings-test-${++keys}`,
    ...(expectedTotalCents === undefined ? {} : { expectedTotalCents }),
  });
const booking = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const payoutOf = async (bookingId: string) =>
  (await t.database.db.select().from(payouts).where(eq(payouts.bookingId, bookingId)))[0]!;

/** What the settings form sends for these settings. */
const valuesOf = (s: PlatformSettings) => ({
  serviceFeeCents: s.serviceFeeCents,
  cleaningFeeCents: s.cleaningFeeCents,
  hostFeePercent: s.hostFeeBasisPoints / 100,
  payoutDelayHours: s.payoutDelayHours,
  providerCommissionPercent: s.providerCommissionBasisPoints / 100,
  kesPerUsd: s.kesPerUsd,
  kesPerEur: s.kesPerEur,
  kesPerGbp: s.kesPerGbp,
  signupsOpen: s.signupsOpen,
  notice: s.notice ?? '',
});

const changed = {
  serviceFeeCents: 4000,
  cleaningFeeCents: 2000,
  hostFeePercent: 5.5,
  payoutDelayHours: 48,
  providerCommissionPercent: 12.5,
  signupsOpen: true,
  notice: '  Maintenance on Sunday 02:00–03:00 EAT.  ',
};

describe('Admin Settings', () => {
  it('start at the defaults, for admins only', async () => {
    const res = await admin.client.query<PlatformSettings>('admin.settings');
    expect(res.data).toMatchObject({
      ...DEFAULT_FEES,
      kesPerUsd: 130,
      kesPerEur: 150,
      kesPerGbp: 175,
      kesRateSetAt: null,
      signupsOpen: true,
      notice: null,
      updatedAt: null,
    });
    for (const who of [host.client, guest.client]) {
      expect((await who.query('admin.settings')).status).toBe(403);
      expect((await who.mutate('admin.saveSettings', changed)).status).toBe(403);
    }
    const anon = new TestClient(t.app);
    expect((await anon.query('admin.settings')).status).toBe(401);
    expect((await anon.mutate('admin.saveSettings', changed)).status).toBe(401);
    const shown = await anon.query<PublicSettings>('site.settings');
    expect(shown.data).toEqual({
      serviceFeeCents: 7500,
      cleaningFeeCents: 8500,
      payoutDelayHours: 24,
      signupsOpen: true,
      notice: null,
      kesPerUsd: 130,
      kesPerEur: 150,
      kesPerGbp: 175,
    });
  });

  it('refuse bad values with the field’s message and change nothing', async () => {
    const bad: [Partial<typeof changed>, string][] = [
      [{ serviceFeeCents: -1 }, 'The service fee cannot be negative'],
      [{ cleaningFeeCents: 1250.5 }, 'The cleaning fee must be whole cents'],
      [{ serviceFeeCents: 100_001 }, 'The service fee can be at most $1,000'],
      [{ hostFeePercent: 31 }, 'The host fee can be at most 30 %'],
      [{ hostFeePercent: 3.333 }, 'Use at most two decimals'],
      [{ providerCommissionPercent: 51 }, 'The service commission can be at most 50 %'],
      [{ payoutDelayHours: 721 }, 'The payout delay can be at most 720 hours'],
      [{ notice: 'x'.repeat(281) }, 'The notice can be at most 280 characters'],
    ];
    for (const [fields, message] of bad) {
      const res = await admin.client.mutate('admin.saveSettings', { ...changed, ...fields });
      expect([res.status, res.error?.message]).toEqual([400, message]);
    }
    const [row] = await t.database.db.select().from(platformSettings);
    expect(row).toMatchObject({
      serviceFeeCents: 7500,
      cleaningFeeCents: 8500,
      hostFeeBasisPoints: 300,
      providerCommissionBasisPoints: 1500,
      notice: null,
    });
  });

  it('apply to new quotes at once; existing bookings keep their price, fee and payout', async () => {
    // Booked under the defaults: 3 nights at $100 + $85 + $75.
    const before = await book(stay, day(30), day(33), 46_000);
    expect(before.status, JSON.stringify(before.error)).toBe(200);
    const old = await booking(before.data!.id);
    expect([old.totalCents, old.serviceFeeCents, old.hostFeeBasisPoints, old.payoutDelayHours]).toEqual([
      46_000, 7500, 300, 24,
    ]);
    const oldPayout = await payoutOf(old.id);

    const saved = await admin.client.mutate<PlatformSettings>('admin.saveSettings', changed);
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data).toMatchObject({
      serviceFeeCents: 4000,
      cleaningFeeCents: 2000,
      hostFeeBasisPoints: 550,
      payoutDelayHours: 48,
      providerCommissionBasisPoints: 1250,
      notice: 'Maintenance on Sunday 02:00–03:00 EAT.',
      updatedByName: 'Asha Admin',
    });
    expect((await new TestClient(t.app).query<PublicSettings>('site.settings')).data).toMatchObject({
      serviceFeeCents: 4000,
      cleaningFeeCents: 2000,
      payoutDelayHours: 48,
      notice: 'Maintenance on Sunday 02:00–03:00 EAT.',
    });

    // The card still showing the old total is refused, and nothing is booked.
    const stale = await book(stay, day(40), day(43), 46_000);
    expect([stale.status, stale.error?.message]).toEqual([409, BOOKING_MESSAGES.priceChanged]);
    expect((await t.database.db.select().from(bookings).where(eq(bookings.propertyId, stay))).length).toBe(1);

    // The new quote: 3 × $100 + $20 cleaning + $40 service = $360; a desk day: 8 h × $10 + $40 = $120.
    const fresh = await book(stay, day(40), day(43), 36_000);
    expect(fresh.status, JSON.stringify(fresh.error)).toBe(200);
    const made = await booking(fresh.data!.id);
    expect([made.totalCents, made.serviceFeeCents, made.hostFeeBasisPoints, made.payoutDelayHours]).toEqual([
      36_000, 4000, 550, 48,
    ]);
    const deskBooking = await book(desk, day(40), day(41), 12_000);
    expect(deskBooking.status, JSON.stringify(deskBooking.error)).toBe(200);

    // The payout follows the booking's own terms: 5.5 % of $320 = $17.60; released 48 h after check-in day.
    const payout = await payoutOf(made.id);
    const money = bookingMoney({ ...made, serviceFeeCents: 4000, hostFeeBasisPoints: 550 });
    expect(money.platformFeeCents).toBe(1_760);
    expect([payout.amountCents, payout.platformFeeCents]).toEqual([32_000 - 1_760, 1_760]);
    expect(payout.releaseAt?.getTime()).toBe(payoutReleaseAt(made.checkIn, 48).getTime());

    // The earlier booking and its payout are untouched.
    expect(await booking(old.id)).toMatchObject({
      totalCents: 46_000,
      serviceFeeCents: 7500,
      hostFeeBasisPoints: 300,
    });
    expect(await payoutOf(old.id)).toMatchObject({
      amountCents: oldPayout.amountCents,
      platformFeeCents: oldPayout.platformFeeCents,
      releaseAt: oldPayout.releaseAt,
    });
  });

  it('are audited with what changed, before and after', async () => {
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorName: 'Asha Admin',
      targetType: 'settings',
      before: {
        'service fee ($)': 75,
        'cleaning fee ($)': 85,
        'host fee (%)': 3,
        'payout delay (h)': 24,
        'service commission (%)': 15,
        notice: null,
      },
      after: {
        'service fee ($)': 40,
        'cleaning fee ($)': 20,
        'host fee (%)': 5.5,
        'payout delay (h)': 48,
        'service commission (%)': 12.5,
        notice: 'Maintenance on Sunday 02:00–03:00 EAT.',
      },
    });
    // Saving the same values again changes nothing and logs nothing.
    expect((await admin.client.mutate('admin.saveSettings', changed)).status).toBe(200);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update')),
    ).toHaveLength(1);
  });

  it('keep the KES rates with when one was last set; leaving them out keeps them', async () => {
    const before = await admin.client.query<PlatformSettings>('admin.settings');
    expect(before.data).toMatchObject({ kesPerUsd: 130, kesPerEur: 150, kesPerGbp: 175, kesRateSetAt: null });
    for (const key of ['kesPerUsd', 'kesPerEur', 'kesPerGbp'] as const) {
      for (const [rate, message] of [
        [0, 'The exchange rate must be at least 1'],
        [10_001, 'The exchange rate can be at most 10,000'],
        [129.12345, 'Use at most four decimals'],
      ] as const) {
        const res = await admin.client.mutate('admin.saveSettings', {
          ...valuesOf(before.data!),
          [key]: rate,
        });
        expect([key, res.status, res.error?.message]).toEqual([key, 400, message]);
      }
    }
    // Nothing of the refused saves was stored, nor stamped.
    const [untouched] = await t.database.db.select().from(platformSettings);
    expect(untouched).toMatchObject({
      kesPerUsdE4: 1_300_000,
      kesPerEurE4: 1_500_000,
      kesPerGbpE4: 1_750_000,
      kesRateSetAt: null,
    });

    const lastAudit = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, 'settings.update'))
          .orderBy(desc(auditLog.createdAt))
          .limit(1)
      )[0]!;
    const saved = await admin.client.mutate<PlatformSettings>('admin.saveSettings', {
      ...valuesOf(before.data!),
      kesPerUsd: 129.4567,
    });
    expect(saved.data).toMatchObject({ kesPerUsd: 129.4567, kesPerEur: 150, kesPerGbp: 175 });
    const setAt = saved.data!.kesRateSetAt!;
    expect(Date.now() - new Date(setAt).getTime()).toBeLessThan(60_000);
    const [row] = await t.database.db.select().from(platformSettings);
    expect(row!.kesPerUsdE4).toBe(1_294_567);
    const entry = await lastAudit();
    expect([entry.before, entry.after]).toEqual([{ 'KES per USD': 130 }, { 'KES per USD': 129.4567 }]);

    // Each of the other rates on its own: stored, audited under its label, and stamps the time.
    const longAgo = new Date('2020-01-01T00:00:00Z');
    let current = saved.data!;
    for (const [key, column, label, was, rate, e4] of [
      ['kesPerEur', 'kesPerEurE4', 'KES per EUR', 150, 151.25, 1_512_500],
      ['kesPerGbp', 'kesPerGbpE4', 'KES per GBP', 175, 176.0001, 1_760_001],
    ] as const) {
      await t.database.db.update(platformSettings).set({ kesRateSetAt: longAgo });
      const res = await admin.client.mutate<PlatformSettings>('admin.saveSettings', {
        ...valuesOf(current),
        [key]: rate,
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      expect(res.data![key]).toBe(rate);
      expect(Date.now() - new Date(res.data!.kesRateSetAt!).getTime()).toBeLessThan(60_000);
      const [stored] = await t.database.db.select().from(platformSettings);
      expect(stored![column]).toBe(e4);
      const audited = await lastAudit();
      expect([audited.before, audited.after]).toEqual([{ [label]: was }, { [label]: rate }]);
      current = res.data!;
    }
    expect(current).toMatchObject({ kesPerUsd: 129.4567, kesPerEur: 151.25, kesPerGbp: 176.0001 });
    expect((await new TestClient(t.app).query<PublicSettings>('site.settings')).data).toMatchObject({
      kesPerUsd: 129.4567,
      kesPerEur: 151.25,
      kesPerGbp: 176.0001,
    });

    // Another change without the rates keeps them, and the time one was set.
    const { kesPerUsd: _usd, kesPerEur: _eur, kesPerGbp: _gbp, ...withoutRates } = valuesOf(current);
    const again = await admin.client.mutate<PlatformSettings>('admin.saveSettings', {
      ...withoutRates,
      notice: 'Hi',
    });
    expect(again.data).toMatchObject({
      kesPerUsd: 129.4567,
      kesPerEur: 151.25,
      kesPerGbp: 176.0001,
      kesRateSetAt: current.kesRateSetAt,
      notice: 'Hi',
    });
    // So does sending them unchanged.
    const same = await admin.client.mutate<PlatformSettings>('admin.saveSettings', {
      ...valuesOf(current),
      notice: 'Hello',
    });
    expect(same.data).toMatchObject({ kesRateSetAt: current.kesRateSetAt, notice: 'Hello' });
    await admin.client.mutate('admin.saveSettings', { ...withoutRates, notice: current.notice ?? '' });
  });

  it('close sign-ups (refused, nothing stored) while sign-in goes on', async () => {
    expect((await admin.client.mutate('admin.saveSettings', { ...changed, signupsOpen: false })).status).toBe(
      200,
    );
    const visitor = new TestClient(t.app);
    const res = await visitor.mutate('auth.signUp', {
      fullName: 'Late Comer',
      role: 'guest',
      email: 'late.comer@example.com',
      password: 'correct horse battery',
    });
    expect([res.status, res.error?.message, res.error?.data.domainCode]).toEqual([
      403,
      SETTINGS_TEXTS.signupsClosed,
      'SIGNUPS_CLOSED',
    ]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'late.comer@example.com'))).toEqual(
      [],
    );
    expect((await guest.client.query<{ user: { id: string } | null }>('auth.me')).data?.user?.id).toBe(
      guest.id,
    );

    expect((await admin.client.mutate('admin.saveSettings', { ...changed, signupsOpen: true })).status).toBe(
      200,
    );
    const again = await visitor.mutate('auth.signUp', {
      fullName: 'Late Comer',
      role: 'guest',
      email: 'late.comer@example.com',
      password: 'correct horse battery',
    });
    expect(again.status, JSON.stringify(again.error)).toBe(200);
  });
});
