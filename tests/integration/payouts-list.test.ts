import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payouts } from '../../src/server/db/schema';
import { payoutHistory } from '../../src/server/domains/payouts/list';
import type { HostDashboard } from '../../src/shared/host-dashboard';
import { bookingMoney } from '../../src/shared/money';
import type { PayoutListInput, PayoutPage, PayoutSummary } from '../../src/shared/payouts';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty, createUser } from '../support/factories';
import { person, type Person } from '../support/host';
import { createPayout } from '../support/payouts';
import { DEFAULT_TERMS } from '../support/money';

let t: TestApp;
let owner: Person;
let other: Person;
let guest: Person;
let anon: TestClient;
const ids: Record<string, string> = {};
let bookingOfPaul = '';
// The test's clock: 2026-06-15 12:00 in Nairobi.
const now = new Date('2026-06-15T09:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

const list = async (input: PayoutListInput) => payoutHistory(t.database.db, owner.id, input, now);
const idsOf = (page: PayoutPage) => page.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'host', 'Olive Owner');
  other = await person(t, 'host', 'Otto Other');
  guest = await person(t, 'guest', 'Grace Guest');
  anon = new TestClient(t.app);
  const db = t.database.db;
  const loft = await createProperty(db, owner.id, { title: 'Sunny Loft' });
  const cabin = await createProperty(db, owner.id, { title: 'Cedar Cabin' });
  const paul = await createUser(db, { fullName: 'Paul Mwangi' });
  const amina = await createUser(db, { fullName: 'Amina Otieno' });
  const make = async (name: string, fields: Omit<Parameters<typeof createPayout>[1], 'hostId'>) => {
    const made = await createPayout(db, { hostId: owner.id, ...fields });
    ids[name] = made.id;
    return made;
  };
  // Newest first: upcoming, 10, 40, 100, 400 days ago, plus the custom-range edges.
  await make('upcoming', { payoutDate: daysAgo(-3), status: 'scheduled', propertyId: loft, guestId: amina });
  bookingOfPaul = (
    await make('d10', { payoutDate: daysAgo(10), method: 'paypal', propertyId: loft, guestId: paul })
  ).bookingId;
  await make('d40', {
    payoutDate: daysAgo(40),
    status: 'failed',
    failureReason: 'No method',
    method: null,
    propertyId: cabin,
    guestId: amina,
  });
  await make('d100', {
    payoutDate: daysAgo(100),
    status: 'processing',
    method: 'bank_transfer',
    propertyId: cabin,
    guestId: paul,
  });
  await make('d400', {
    payoutDate: daysAgo(400),
    status: 'cancelled',
    amountCents: 0,
    propertyId: loft,
    guestId: amina,
  });
  // Custom range edges: the first and last instants of platform days 2026-03-01 and 2026-03-03.
  await make('edgeStart', {
    payoutDate: new Date('2026-02-28T21:00:00Z'),
    propertyId: cabin,
    guestId: amina,
  });
  await make('edgeEnd', {
    payoutDate: new Date('2026-03-03T20:59:59.999Z'),
    propertyId: cabin,
    guestId: amina,
  });
  await make('beforeStart', {
    payoutDate: new Date('2026-02-28T20:59:59.999Z'),
    propertyId: cabin,
    guestId: amina,
  });
  await make('afterEnd', { payoutDate: new Date('2026-03-03T21:00:00Z'), propertyId: cabin, guestId: amina });
  // The other host's payout, with a guest and title the owner's searches would match.
  const theirs = await createProperty(db, other.id, { title: 'Sunny Loft Too' });
  ids.theirs = (
    await createPayout(db, { hostId: other.id, propertyId: theirs, guestId: paul, payoutDate: daysAgo(5) })
  ).id;
});
afterAll(() => t.close());

describe('payoutHistory filters', () => {
  it('lists all of the host’s payouts, newest payout date first, never another host’s', async () => {
    const page = await list({});
    expect(page.total).toBe(9);
    expect(idsOf(page)).toEqual([
      ids.upcoming,
      ids.d10,
      ids.d40,
      ids.d100,
      ids.afterEnd,
      ids.edgeEnd,
      ids.edgeStart,
      ids.beforeStart,
      ids.d400,
    ]);
    expect(idsOf(page)).not.toContain(ids.theirs);
    const d40 = page.items.find((i) => i.id === ids.d40)!;
    expect(d40).toMatchObject({
      status: 'failed',
      failureReason: 'No method',
      payoutMethod: null,
      propertyName: 'Cedar Cabin',
      guestName: 'Amina Otieno',
    });
  });

  it('time windows count back from now and keep upcoming payouts', async () => {
    expect(idsOf(await list({ filters: { time: 'last30' } }))).toEqual([ids.upcoming, ids.d10]);
    expect(idsOf(await list({ filters: { time: 'last90' } }))).toEqual([ids.upcoming, ids.d10, ids.d40]);
    expect((await list({ filters: { time: 'last365' } })).total).toBe(8);
  });

  it('a custom range takes whole platform days, both ends included', async () => {
    const page = await list({ filters: { time: 'custom', from: '2026-03-01', to: '2026-03-03' } });
    expect(idsOf(page)).toEqual([ids.edgeEnd, ids.edgeStart]);
    const open = await list({ filters: { time: 'custom', from: '2026-03-01' } });
    expect(idsOf(open)).toEqual([
      ids.upcoming,
      ids.d10,
      ids.d40,
      ids.d100,
      ids.afterEnd,
      ids.edgeEnd,
      ids.edgeStart,
    ]);
  });

  it('filters by method and status exactly', async () => {
    expect(idsOf(await list({ filters: { method: 'paypal' } }))).toEqual([ids.d10]);
    expect(idsOf(await list({ filters: { status: 'processing' } }))).toEqual([ids.d100]);
    expect(idsOf(await list({ filters: { status: 'failed', method: 'mpesa' } }))).toEqual([]);
  });

  it('searches the guest’s name, the property’s title and the booking id, trimmed and case-insensitive', async () => {
    expect(idsOf(await list({ filters: { search: '  paul MWA ' } }))).toEqual([ids.d10, ids.d100]);
    expect((await list({ filters: { search: 'sunny' } })).total).toBe(3);
    expect(idsOf(await list({ filters: { search: bookingOfPaul.slice(0, 8).toUpperCase() } }))).toEqual([
      ids.d10,
    ]);
    expect(idsOf(await list({ filters: { search: bookingOfPaul } }))).toEqual([ids.d10]);
    expect((await list({ filters: { search: '%' } })).total).toBe(0);
  });
});

describe('payouts.list and payouts.summary over tRPC', () => {
  let host: Person;
  beforeAll(async () => {
    host = await person(t, 'host', 'Paging Host');
    const property = await createProperty(t.database.db, host.id, { title: 'Paged Place' });
    for (let i = 0; i < 23; i++) {
      await createPayout(t.database.db, {
        hostId: host.id,
        propertyId: property,
        guestId: guest.id,
        payoutDate: new Date(Date.UTC(2026, 0, 1 + i)),
        status: i === 22 ? 'processing' : 'completed',
      });
    }
  });

  it('pages 10 at a time with the right total and page count; past the end is empty', async () => {
    const first = await host.client.query<PayoutPage>('payouts.list', {});
    expect(first.data).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.data!.items).toHaveLength(10);
    const second = (await host.client.query<PayoutPage>('payouts.list', { page: 2 })).data!;
    expect(second.items).toHaveLength(10);
    expect(second.items[0]!.payoutDate).toBe(new Date(Date.UTC(2026, 0, 13)).toISOString());
    expect(new Set([...idsOf(first.data!), ...idsOf(second)]).size).toBe(20);
    expect((await host.client.query<PayoutPage>('payouts.list', { page: 3 })).data!.items).toHaveLength(3);
    const past = (await host.client.query<PayoutPage>('payouts.list', { page: 9 })).data!;
    expect(past).toMatchObject({ items: [], total: 23, page: 9, pageCount: 3 });
    const none = (await host.client.query<PayoutPage>('payouts.list', { filters: { status: 'failed' } }))
      .data!;
    expect(none).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });

  it('summarises all of the host’s payouts, whatever the filters', async () => {
    const summary = (await owner.client.query<PayoutSummary>('payouts.summary')).data!;
    expect(summary).toEqual({
      // Everything but the cancelled one: 8 × 100.00.
      totalEarningsCents: 80_000,
      pendingAmountCents: 30_000,
      lastPayoutAmountCents: 10_000,
      lastPayoutDate: daysAgo(10).toISOString(),
      completedPayouts: 5,
    });
    const otherSummary = (await other.client.query<PayoutSummary>('payouts.summary')).data!;
    expect(otherSummary.totalEarningsCents).toBe(10_000);
    const empty = (await (await person(t, 'admin')).client.query<PayoutSummary>('payouts.summary')).data!;
    expect(empty).toEqual({
      totalEarningsCents: 0,
      pendingAmountCents: 0,
      lastPayoutAmountCents: null,
      lastPayoutDate: null,
      completedPayouts: 0,
    });
  });

  it('total earnings equal the dashboard’s Total Earnings when the ledger holds bookingMoney’s amounts', async () => {
    const h = await person(t, 'host', 'Ledger Host');
    const db = t.database.db;
    const property = await createProperty(db, h.id);
    const prices = [10_000, 33_300, 123_456];
    for (const [i, price] of prices.entries()) {
      const bookingId = await createBooking(db, {
        userId: guest.id,
        propertyId: property,
        checkIn: `2026-02-0${i + 1}`,
        checkOut: `2026-02-0${i + 2}`,
      });
      await db.update(bookings).set({ totalCents: price }).where(eq(bookings.id, bookingId));
      const money = bookingMoney({
        totalCents: price,
        paymentStatus: 'completed',
        refundCents: null,
        ...DEFAULT_TERMS,
      });
      await db.insert(payouts).values({
        kind: 'stay',
        bookingId,
        payeeId: h.id,
        amountCents: money.hostEarningsCents,
        platformFeeCents: money.platformFeeCents,
        status: i === 0 ? 'completed' : 'scheduled',
        releaseAt: now,
        payoutDate: now,
      });
    }
    const summary = (await h.client.query<PayoutSummary>('payouts.summary')).data!;
    const dashboard = (await h.client.query<HostDashboard>('host.dashboard.get')).data!;
    expect(summary.totalEarningsCents).toBe(dashboard.stats.totalEarningsCents);
    expect(summary.totalEarningsCents).toBeGreaterThan(0);
  });

  it('refuses guests (FORBIDDEN) and signed-out callers (UNAUTHORIZED)', async () => {
    expect((await guest.client.query('payouts.list', {})).error?.data.code).toBe('FORBIDDEN');
    expect((await guest.client.query('payouts.summary')).error?.data.code).toBe('FORBIDDEN');
    expect((await anon.query('payouts.list', {})).error?.data.code).toBe('UNAUTHORIZED');
    expect((await anon.query('payouts.summary')).status).toBe(401);
  });

  it('refuses bad filters (BAD_REQUEST) with the message', async () => {
    const bad = async (input: unknown) => (await owner.client.query('payouts.list', input)).error;
    expect((await bad({ filters: { status: 'paid' } }))?.data.code).toBe('BAD_REQUEST');
    const noStart = await bad({ filters: { time: 'custom' } });
    expect(noStart?.data.code).toBe('BAD_REQUEST');
    expect(noStart?.message).toBe('Choose a start date');
    const reversed = await bad({ filters: { time: 'custom', from: '2026-03-05', to: '2026-03-01' } });
    expect(reversed?.message).toBe('The end date must not be before the start date');
    expect((await bad({ page: 0 }))?.data.code).toBe('BAD_REQUEST');
  });
});
