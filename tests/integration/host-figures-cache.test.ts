import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  availabilityBlocks,
  bookings,
  hostEvents,
  messages,
  profiles,
  properties,
  reviews,
  users,
} from '../../src/server/db/schema';
import { hostDataVersion } from '../../src/server/domains/host/figures-cache';
import type { AnalyticsYear } from '../../src/shared/analytics';
import { addDays, platformToday } from '../../src/shared/dates';
import type { HostDashboard } from '../../src/shared/host-dashboard';
import { bookingMoney } from '../../src/shared/money';
import { createTestApp, type TestApp } from '../support/app';
import { createBooking, createProperty, createReview, createUser } from '../support/factories';
import { person, type Person } from '../support/host';
import { DEFAULT_TERMS } from '../support/money';

let t: TestApp;
let host: Person;
let otherHost: Person;
let guestId: string;
let listing: string;
const today = platformToday();
beforeAll(async () => {
  t = await createTestApp();
  host = await person(t, 'host', 'Cached Carla');
  otherHost = await person(t, 'host', 'Other Omar');
  guestId = await createUser(t.database.db, { fullName: 'Guest Gloria' });
  listing = await createProperty(t.database.db, host.id, { title: 'Versioned Villa' });
});
afterAll(() => t.close());

const version = (id: string) => hostDataVersion(t.database.db, id);

/** Runs `change` and tells whether it replaced the host's version and left the other host's alone. */
async function raises(change: () => Promise<unknown>): Promise<boolean> {
  const [before, otherBefore] = [await version(host.id), await version(otherHost.id)];
  await change();
  expect(await version(otherHost.id)).toBe(otherBefore);
  return (await version(host.id)) !== before;
}

describe("a host's data version", () => {
  it('rises with every change to what the host figures are made of, and only for that host', async () => {
    const db = t.database.db;
    let bookingId = '';
    expect(
      await raises(async () => {
        bookingId = await createBooking(db, {
          userId: guestId,
          propertyId: listing,
          checkIn: addDays(today, 5),
          checkOut: addDays(today, 7),
        });
      }),
    ).toBe(true);
    expect(
      await raises(() => db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId))),
    ).toBe(true);
    expect(await raises(() => createReview(db, { propertyId: listing, userId: guestId, rating: 4 }))).toBe(
      true,
    );
    expect(
      await raises(() =>
        db.insert(hostEvents).values({
          hostId: host.id,
          propertyId: listing,
          title: 'Boiler check',
          date: today,
          time: '10:00',
          type: 'maintenance',
        }),
      ),
    ).toBe(true);
    expect(
      await raises(() =>
        db.insert(availabilityBlocks).values({
          propertyId: listing,
          startDate: addDays(today, 30),
          endDate: addDays(today, 32),
          status: 'blocked',
        }),
      ),
    ).toBe(true);
    expect(await raises(() => createProperty(db, host.id))).toBe(true);
    expect(
      await raises(() =>
        db.update(bookings).set({ paymentStatus: 'refunded' }).where(eq(bookings.id, bookingId)),
      ),
    ).toBe(true);
    expect(
      await raises(() => db.update(reviews).set({ rating: 2 }).where(eq(reviews.propertyId, listing))),
    ).toBe(true);
    expect(await raises(() => db.delete(hostEvents).where(eq(hostEvents.propertyId, listing)))).toBe(true);
    expect(
      await raises(() => db.delete(availabilityBlocks).where(eq(availabilityBlocks.propertyId, listing))),
    ).toBe(true);
    const spare = await createProperty(db, host.id);
    expect(
      await raises(() =>
        db.update(properties).set({ archivedAt: new Date() }).where(eq(properties.id, spare)),
      ),
    ).toBe(true);
    // The guest's new name shows in the host's bookings.
    expect(
      await raises(() => db.update(profiles).set({ fullName: 'Gloria N.' }).where(eq(profiles.id, guestId))),
    ).toBe(true);
    // Changes to another host's data leave this host's version alone.
    const mine = await version(host.id);
    const otherListing = await createProperty(db, otherHost.id);
    await createBooking(db, {
      userId: guestId,
      propertyId: otherListing,
      checkIn: addDays(today, 50),
      checkOut: addDays(today, 52),
    });
    expect(await version(host.id)).toBe(mine);
    expect(await version(otherHost.id)).toBeGreaterThan(0);
  });

  it('lets a host with listings be deleted (their cascade raises nobody)', async () => {
    const leaving = await createUser(t.database.db, { role: 'host' });
    await createProperty(t.database.db, leaving);
    await t.database.db.delete(users).where(eq(users.id, leaving));
    expect(await version(leaving)).toBe(0);
  });
});

describe('kept figures', () => {
  it('are recomputed as soon as a booking lands, even one written straight to the database', async () => {
    const earnings = async () =>
      (await host.client.query<HostDashboard>('host.dashboard.get')).data!.stats.totalEarningsCents;
    const totals = async () =>
      (await host.client.query<AnalyticsYear>('host.analytics.year', {})).data!.totals;
    const [before, totalsBefore] = [await earnings(), await totals()];
    expect(await earnings()).toBe(before); // served again, unchanged
    // One night from today: always in the current month, the last of analytics' twelve.
    await t.database.db.insert(bookings).values({
      userId: guestId,
      propertyId: listing,
      checkIn: today,
      checkOut: addDays(today, 1),
      totalCents: 41_000,
      status: 'confirmed',
      paymentStatus: 'completed',
    });
    const added = bookingMoney({
      totalCents: 41_000,
      paymentStatus: 'completed',
      refundCents: null,
      ...DEFAULT_TERMS,
    });
    expect(await earnings()).toBe(before + added.hostEarningsCents);
    const after = await totals();
    expect(after.nightsBooked).toBe(totalsBefore.nightsBooked + 1);
    expect(after.bookings).toBe(totalsBefore.bookings + 1);
    expect(after.netEarningsCents).toBe(totalsBefore.netEarningsCents + added.hostEarningsCents);
  });

  it('show a calendar month with an event added a moment ago, from any path that stored it', async () => {
    const month = today.slice(0, 7);
    const events = async () =>
      (
        await host.client.query<{ events: { title: string }[] }>('host.calendar.month', { month })
      ).data!.events.map((e) => e.title);
    expect(await events()).not.toContain('Window cleaner');
    await t.database.db.insert(hostEvents).values({
      hostId: host.id,
      propertyId: listing,
      title: 'Window cleaner',
      date: today,
      time: '08:00',
      type: 'service',
    });
    expect(await events()).toContain('Window cleaner');
  });

  it('show a message task as soon as a guest writes, and drop it once the host has read it', async () => {
    const taskIds = async () =>
      (await host.client.query<HostDashboard>('host.dashboard.get')).data!.tasks.map((task) => task.id);
    expect(await taskIds()).not.toContain(`message:${guestId}`);
    await t.database.db
      .insert(messages)
      .values({ senderId: guestId, receiverId: host.id, content: 'Is there a desk lamp?' });
    expect(await taskIds()).toContain(`message:${guestId}`);
    await t.database.db.update(messages).set({ readAt: new Date() }).where(eq(messages.receiverId, host.id));
    expect(await taskIds()).not.toContain(`message:${guestId}`);
  });
});
