import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  messages,
  payoutAccounts,
  payoutMethods,
  payouts,
  properties,
} from '../../src/server/db/schema';
import { addDays, platformToday } from '../../src/shared/dates';
import type { HostDashboard } from '../../src/shared/host-dashboard';
import { bookingMoney, sumMoney } from '../../src/shared/money';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';
import { createPayout } from '../support/payouts';
import { DEFAULT_TERMS } from '../support/money';

let t: TestApp;
let owner: Person;
let other: Person;
let guest: Person;
let anon: TestClient;
const today = platformToday();
const d = (days: number) => addDays(today, days);
const photos = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/p${i}.webp`);

let bare: string;
let full: string;
let archived: string;
const ids: Record<string, string> = {};

async function book(
  name: string,
  propertyId: string,
  from: number,
  to: number,
  fields: Partial<typeof bookings.$inferInsert> = {},
): Promise<void> {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      userId: guest.id,
      propertyId,
      checkIn: d(from),
      checkOut: d(to),
      totalCents: 10_000,
      status: 'confirmed',
      paymentStatus: 'completed',
      ...fields,
    })
    .returning({ id: bookings.id });
  ids[name] = row!.id;
}

const dashboard = async (who: Person) => {
  const res = await who.client.query<HostDashboard>('host.dashboard.get');
  expect(res.status).toBe(200);
  return res.data!;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'host', 'Olive Owner');
  other = await person(t, 'host', 'Otto Other');
  guest = await person(t, 'guest', 'Grace Guest');
  anon = new TestClient(t.app);
  const db = t.database.db;
  bare = await createProperty(db, owner.id, { title: 'Bare Loft', images: [] });
  full = await createProperty(db, owner.id, { title: 'Full Studio', images: photos(3) });
  archived = await createProperty(db, owner.id, {
    title: 'Old Flat',
    images: photos(3),
    archivedAt: new Date(),
  });
  await book('soon', bare, 1, 3, { totalCents: 30_000 });
  await book('waiting', bare, 10, 12, { status: 'pending', paymentStatus: 'pending', totalCents: 25_000 });
  await book('oldBare', bare, -40, -38, { totalCents: 7700 });
  await book('ongoing', full, -1, 2, { totalCents: 45_100 });
  await book('past', full, -5, -2, { totalCents: 50_000 });
  await book('cancelled', full, 20, 22, {
    status: 'cancelled',
    paymentStatus: 'refunded',
    refundCents: 25_000,
    totalCents: 40_000,
    cancelledAt: new Date(),
  });
  await book('later', full, 30, 33, { totalCents: 12_300 });
  await book('archivedPast', archived, -100, -98, { totalCents: 99_900 });
  // The other host's money and bookings must never show on the owner's dashboard.
  const theirs = await createProperty(db, other.id, { title: 'Their Place', images: photos(5) });
  await book('theirs', theirs, 1, 2, { totalCents: 500_000 });
});
afterAll(() => t.close());

describe('host.dashboard.get', () => {
  it('refuses anonymous callers (401) and guests (403)', async () => {
    expect((await anon.query('host.dashboard.get')).status).toBe(401);
    expect((await guest.client.query('host.dashboard.get')).error?.data.code).toBe('FORBIDDEN');
  });

  it('counts active listings and pending bookings', async () => {
    const { stats } = await dashboard(owner);
    expect(stats.activeListings).toBe(2);
    expect(stats.pendingBookings).toBe(1);
  });

  it('earnings are the sum of bookingMoney over the host’s bookings, archived listings included', async () => {
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(inArray(bookings.propertyId, [bare, full, archived]));
    const expected = sumMoney(
      rows.map((r) =>
        bookingMoney({
          totalCents: r.totalCents,
          paymentStatus: r.paymentStatus,
          refundCents: r.refundCents,
          serviceFeeCents: r.serviceFeeCents,
          hostFeeBasisPoints: r.hostFeeBasisPoints,
        }),
      ),
    ).hostEarningsCents;
    const { stats } = await dashboard(owner);
    expect(stats.totalEarningsCents).toBe(expected);
    // Paid bookings only: the unpaid one adds nothing, the half-refunded one adds its kept half.
    expect(expected).toBeGreaterThan(0);
    expect(
      bookingMoney({ totalCents: 25_000, paymentStatus: 'pending', refundCents: null, ...DEFAULT_TERMS })
        .hostEarningsCents,
    ).toBe(0);
  });

  it('lists the five nearest bookings: stays not over by check-in, then the latest past ones', async () => {
    const { recentBookings } = await dashboard(owner);
    expect(recentBookings.map((b) => b.id)).toEqual([
      ids.ongoing,
      ids.soon,
      ids.waiting,
      ids.later,
      ids.past,
    ]);
    expect(recentBookings[1]).toEqual({
      id: ids.soon,
      propertyId: bare,
      propertyTitle: 'Bare Loft',
      guestName: 'Grace Guest',
      checkIn: d(1),
      checkOut: d(3),
      status: 'confirmed',
    });
    expect(recentBookings[2]!.status).toBe('pending');
  });

  it('shows another host only their own data', async () => {
    const mine = await dashboard(other);
    expect(mine.stats).toEqual({
      activeListings: 1,
      pendingBookings: 0,
      totalEarningsCents: bookingMoney({
        totalCents: 500_000,
        paymentStatus: 'completed',
        refundCents: null,
        ...DEFAULT_TERMS,
      }).hostEarningsCents,
    });
    expect(mine.recentBookings.map((b) => b.id)).toEqual([ids.theirs]);
    expect(mine.tasks.map((x) => x.id)).toEqual([`checkin:${ids.theirs}`, 'payout-method']);
  });
});

describe('pending tasks', () => {
  const taskIds = async () => (await dashboard(owner)).tasks.map((x) => x.id);

  it('asks for photos on a listing with fewer than three, until it has them', async () => {
    const { tasks } = await dashboard(owner);
    const task = tasks.find((x) => x.id === `photos:${bare}`);
    expect(task).toMatchObject({
      title: 'Add photos to Bare Loft',
      path: `/host/properties/${bare}/edit`,
      target: { page: 'editProperty', propertyId: bare },
    });
    expect(task!.description).toContain('0 photos');
    expect(tasks.some((x) => x.id === `photos:${full}` || x.id === `photos:${archived}`)).toBe(false);

    await t.database.db
      .update(properties)
      .set({ images: photos(2) })
      .where(eq(properties.id, bare));
    expect(await taskIds()).toContain(`photos:${bare}`);
    await t.database.db
      .update(properties)
      .set({ images: photos(3) })
      .where(eq(properties.id, bare));
    expect(await taskIds()).not.toContain(`photos:${bare}`);
  });

  it('asks for a reply to unread messages, until they are read', async () => {
    await t.database.db.insert(messages).values([
      { senderId: guest.id, receiverId: owner.id, content: 'Is the desk adjustable?' },
      { senderId: guest.id, receiverId: owner.id, content: 'And the WiFi speed?' },
      // Written by the owner: nothing to reply to.
      { senderId: owner.id, receiverId: other.id, content: 'Hello' },
    ]);
    const task = (await dashboard(owner)).tasks.find((x) => x.id === `message:${guest.id}`);
    expect(task).toMatchObject({
      title: 'Reply to Grace Guest',
      description: '2 unread messages from Grace Guest.',
      path: `/messages?with=${guest.id}`,
    });
    const read = await owner.client.mutate('messages.markRead', { withUserId: guest.id });
    expect(read.status).toBe(200);
    expect((await taskIds()).some((id) => id.startsWith('message:'))).toBe(false);
  });

  it('asks to prepare for a check-in within 48 hours, until the booking is gone', async () => {
    const task = (await dashboard(owner)).tasks.find((x) => x.id === `checkin:${ids.soon}`);
    expect(task).toMatchObject({
      title: "Prepare for Grace Guest's arrival",
      description: 'Grace Guest checks in at Bare Loft tomorrow.',
      path: '/host/calendar',
    });
    // Stays further away, under way or over are not tasks.
    const all = await taskIds();
    for (const name of ['waiting', 'ongoing', 'past', 'later'])
      expect(all).not.toContain(`checkin:${ids[name]}`);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, ids.soon!));
    expect((await taskIds()).some((id) => id.startsWith('checkin:'))).toBe(false);
  });

  it('names five listings short of photos and gathers the rest in one task', async () => {
    const busy = await person(t, 'host', 'Busy Host');
    for (let i = 0; i < 7; i++) await createProperty(t.database.db, busy.id, { images: photos(i % 3) });
    const { tasks } = await dashboard(busy);
    expect(tasks.filter((x) => x.id.startsWith('photos:') && x.id !== 'photos:more')).toHaveLength(5);
    expect(tasks.find((x) => x.id === 'photos:more')).toMatchObject({
      title: 'Add photos to 2 more listings',
      path: '/host/properties',
    });
  });

  it('asks for a payout method until one is on file', async () => {
    const fresh = await person(t, 'host');
    const { tasks } = await dashboard(fresh);
    expect(tasks.find((x) => x.id === 'payout-method')).toMatchObject({
      title: 'Add a payout method',
      path: '/settings?tab=payouts',
      target: { page: 'payoutMethod' },
    });
    await t.database.db
      .insert(payoutMethods)
      .values({ userId: fresh.id, kind: 'paypal', details: { kind: 'paypal', email: 'fresh@example.com' } });
    expect((await dashboard(fresh)).tasks.map((x) => x.id)).not.toContain('payout-method');
  });

  it('takes a payout network account that can be paid for a payout method', async () => {
    const fresh = await person(t, 'host');
    const ids = async () => (await dashboard(fresh)).tasks.map((x) => x.id);
    expect(await ids()).toContain('payout-method');
    // Connected, not yet payable: still asked.
    await t.database.db
      .insert(payoutAccounts)
      .values({ userId: fresh.id, network: 'stripe', externalId: `acct_1Dash${fresh.id.slice(0, 8)}` });
    expect(await ids()).toContain('payout-method');
    // Payable (Stripe's word): the cached dashboard is recomputed without the task.
    await t.database.db
      .update(payoutAccounts)
      .set({ payoutsEnabled: true })
      .where(eq(payoutAccounts.userId, fresh.id));
    expect(await ids()).not.toContain('payout-method');
  });

  it('reports a failed payout as soon as it fails, and not once it is paid', async () => {
    const fresh = await person(t, 'host');
    const db = t.database.db;
    await db
      .insert(payoutMethods)
      .values({ userId: fresh.id, kind: 'mpesa', details: { kind: 'mpesa', phone: '+254712345678' } });
    // Computed and kept under the host's data version before the payout fails.
    expect((await dashboard(fresh)).tasks).toEqual([]);
    const payout = await createPayout(db, {
      hostId: fresh.id,
      status: 'failed',
      failureReason: 'Declined by M-Pesa',
      payoutDate: new Date(),
    });
    const task = (await dashboard(fresh)).tasks.find((x) => x.id === 'payouts:failed');
    expect(task).toMatchObject({
      id: 'payouts:failed',
      title: 'A payout failed',
      path: '/payouts?status=failed',
    });
    expect(task?.description).toContain('Declined by M-Pesa');
    await db
      .update(payouts)
      .set({ status: 'completed', failureReason: null })
      .where(eq(payouts.id, payout.id));
    expect((await dashboard(fresh)).tasks.map((x) => x.id)).not.toContain('payouts:failed');
  });

  it('has nothing else to do for a new host', async () => {
    const fresh = await person(t, 'host');
    expect(await dashboard(fresh)).toEqual({
      stats: { activeListings: 0, pendingBookings: 0, totalEarningsCents: 0 },
      recentBookings: [],
      tasks: [expect.objectContaining({ id: 'payout-method' })],
    });
  });
});
