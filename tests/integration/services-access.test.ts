import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, serviceBookings, serviceReviews, services } from '../../src/server/db/schema';
import {
  SERVICE_BOOKING_TEXTS,
  type ProviderDashboardView,
  type ServiceBookingView,
} from '../../src/shared/service-bookings';
import {
  CATALOG_TEXTS,
  type ProviderProfileView,
  type ServiceCardView,
  type ServiceDetailView,
  type ServiceSearchResult,
} from '../../src/shared/service-catalog';
import { createTestApp, TestClient, type CallResult, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import { addService, answer, approve, booked, day, provider, serviceForm } from '../support/services';

/**
 * Who may call which services procedure (the two application procedures are in provider-applications.test.ts).
 * Procedures that take an id never tell a caller about, or change, someone else's data.
 */

type Actor = 'owner' | 'otherProvider' | 'applicant' | 'guest' | 'anonymous' | 'admin';
type Outcome = 'OK' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND';

let t: TestApp;
let owner: Person;
let otherProvider: Person;
let applicant: Person;
let guest: Person;
let stranger: Person;
let admin: Person;
let anonymous: TestClient;
let service: ServiceCardView;
let otherService: ServiceCardView;
let offset = 10;

beforeAll(async () => {
  t = await createTestApp();
  [owner, otherProvider, applicant, guest, stranger, admin] = await Promise.all([
    provider(t, 'Olive Owner', { timeSlots: '09:00-12:00, 14:00-18:00' }),
    provider(t, 'Peter Other'),
    person(t, 'provider', 'Amy Applicant'),
    person(t, 'guest', 'Gita Guest'),
    person(t, 'guest', 'Sam Stranger'),
    person(t, 'admin', 'Ada Admin'),
  ]);
  anonymous = new TestClient(t.app);
  service = await addService(owner, { title: 'Owner portraits' });
  otherService = await addService(otherProvider, { title: 'Other tours', categoryId: 'tours' });
});
afterAll(() => t.close());

const clientOf = (who: Actor): TestClient =>
  ({
    owner: owner.client,
    otherProvider: otherProvider.client,
    applicant: applicant.client,
    guest: guest.client,
    anonymous,
    admin: admin.client,
  })[who];

const outcome = (res: CallResult): string =>
  res.status === 200 ? 'OK' : `${res.error?.data.code ?? res.status}`;

const ALL: Actor[] = ['owner', 'otherProvider', 'applicant', 'guest', 'anonymous', 'admin'];

/** Provider procedures: verified providers only; the owner's own data, another provider's is not found. */
const PROVIDER_ONLY: Record<Exclude<Actor, 'owner' | 'otherProvider'>, Outcome> = {
  applicant: 'FORBIDDEN',
  guest: 'FORBIDDEN',
  anonymous: 'UNAUTHORIZED',
  admin: 'FORBIDDEN',
};

/** A pending request of the guest's for the owner's service, `n` days ahead. */
const pendingBooking = (dateOffset = ++offset, timeSlot = '09:00-12:00') =>
  booked(guest, service.id, { bookingDate: day(dateOffset), timeSlot });

/** Everything stored about a booking: its row, its provider's payout and its review. */
async function snapshot(bookingId: string) {
  const db = t.database.db;
  return {
    booking: await db.select().from(serviceBookings).where(eq(serviceBookings.id, bookingId)),
    payouts: await db.select().from(payouts).where(eq(payouts.serviceBookingId, bookingId)),
    reviews: await db.select().from(serviceReviews).where(eq(serviceReviews.bookingId, bookingId)),
  };
}

describe('the public catalogue', () => {
  it('answers everyone, signed in or not: search, detail and a provider’s profile', async () => {
    for (const who of ALL) {
      const client = clientOf(who);
      const search = await client.query<ServiceSearchResult>('services.search', {});
      expect(outcome(search), who).toBe('OK');
      expect(search.data!.items.map((s) => s.id)).toEqual(
        expect.arrayContaining([service.id, otherService.id]),
      );
      const detail = await client.query<ServiceDetailView>('services.detail', { id: service.id });
      expect(outcome(detail), who).toBe('OK');
      expect(detail.data).toMatchObject({ id: service.id, title: 'Owner portraits' });
      const profile = await client.query<ProviderProfileView>('services.provider', { providerId: owner.id });
      expect(outcome(profile), who).toBe('OK');
      expect(profile.data).toMatchObject({ id: owner.id, displayName: 'Olive Owner', verified: true });
    }
  });

  it('does not show an applicant, a guest or an admin as a provider', async () => {
    for (const who of [applicant, guest, admin]) {
      const res = await anonymous.query('services.provider', { providerId: who.id });
      expect([res.status, res.error?.message]).toEqual([404, CATALOG_TEXTS.providerNotFound]);
    }
  });
});

describe('a provider’s own services', () => {
  it('mine and dashboard: verified providers only, each sees only their own', async () => {
    const booking = await pendingBooking();
    const expected: Record<Actor, Outcome> = { owner: 'OK', otherProvider: 'OK', ...PROVIDER_ONLY };
    for (const who of ALL) {
      const mine = await clientOf(who).query<ServiceCardView[]>('services.mine');
      const dashboard = await clientOf(who).query<ProviderDashboardView>('services.dashboard');
      expect([who, outcome(mine), outcome(dashboard)]).toEqual([who, expected[who], expected[who]]);
      if (expected[who] === 'FORBIDDEN') expect(mine.error?.message).toBe(CATALOG_TEXTS.notProvider);
    }
    const ownerMine = (await owner.client.query<ServiceCardView[]>('services.mine')).data!;
    expect(ownerMine.map((s) => s.id)).toEqual([service.id]);
    const otherMine = (await otherProvider.client.query<ServiceCardView[]>('services.mine')).data!;
    expect(otherMine.map((s) => s.id)).toEqual([otherService.id]);

    const ownerBoard = (await owner.client.query<ProviderDashboardView>('services.dashboard')).data!;
    expect(ownerBoard.recentBookings.map((b) => b.id)).toContain(booking.id);
    const otherBoard = (await otherProvider.client.query<ProviderDashboardView>('services.dashboard')).data!;
    expect(otherBoard).toMatchObject({ displayName: 'Peter Other', pendingBookings: 0, recentBookings: [] });
  });

  it('create: verified providers only', async () => {
    const expected: Record<Actor, Outcome> = { owner: 'OK', otherProvider: 'OK', ...PROVIDER_ONLY };
    for (const who of ALL) {
      const res = await clientOf(who).mutate<ServiceCardView>(
        'services.create',
        serviceForm({ title: `Made by ${who}` }),
      );
      expect([who, outcome(res)]).toEqual([who, expected[who]]);
    }
    const titles = (await t.database.db.select({ title: services.title }).from(services)).map((s) => s.title);
    expect(titles).toEqual(expect.arrayContaining(['Made by owner', 'Made by otherProvider']));
    for (const who of ['applicant', 'guest', 'anonymous', 'admin'])
      expect(titles).not.toContain(`Made by ${who}`);
  });

  it('myService, update and setStatus: another provider’s service is not found and stays as it was', async () => {
    const before = await t.database.db.select().from(services).where(eq(services.id, service.id));
    const expected: Record<Exclude<Actor, 'owner'>, Outcome> = {
      otherProvider: 'NOT_FOUND',
      ...PROVIDER_ONLY,
    };
    for (const who of Object.keys(expected) as Exclude<Actor, 'owner'>[]) {
      const client = clientOf(who);
      const calls = [
        await client.query('services.myService', { id: service.id }),
        await client.mutate('services.update', {
          ...serviceForm({ title: 'Taken over', price: 1 }),
          id: service.id,
        }),
        await client.mutate('services.setStatus', { id: service.id, status: 'paused' }),
      ];
      for (const res of calls) {
        expect([who, outcome(res)]).toEqual([who, expected[who]]);
        // Nothing about the service in the answer, whatever the refusal.
        expect(res.response.body).not.toContain('Owner portraits');
      }
    }
    // The answer for another provider's service is the one for a service that does not exist.
    const unknown = await otherProvider.client.query('services.myService', { id: randomUUID() });
    const others = await otherProvider.client.query('services.myService', { id: service.id });
    expect(others.error?.message).toBe(unknown.error?.message);
    expect(others.error?.message).toBe(CATALOG_TEXTS.notYourService);
    expect(await t.database.db.select().from(services).where(eq(services.id, service.id))).toEqual(before);

    expect(outcome(await owner.client.query('services.myService', { id: service.id }))).toBe('OK');
    const paused = await owner.client.mutate<ServiceCardView>('services.setStatus', {
      id: service.id,
      status: 'paused',
    });
    expect(paused.data?.status).toBe('paused');
    const active = await owner.client.mutate<ServiceCardView>('services.setStatus', {
      id: service.id,
      status: 'active',
    });
    expect(active.data?.status).toBe('active');
    const updated = await owner.client.mutate<ServiceCardView>('services.update', {
      ...serviceForm({ title: 'Owner portraits', price: 50 }),
      id: service.id,
    });
    expect(updated.data).toMatchObject({ title: 'Owner portraits', priceCents: 5000 });
  });
});

describe('the provider’s answers', () => {
  it('confirm, decline, complete: only the booking’s own provider; others learn and change nothing', async () => {
    const toConfirm = await pendingBooking();
    const toDecline = await pendingBooking();
    const toComplete = await booked(guest, service.id, { bookingDate: day(0), timeSlot: '09:00-12:00' });
    await answer(owner, 'confirm', toComplete.id);
    const ids = [toConfirm.id, toDecline.id, toComplete.id];
    const before = await Promise.all(ids.map(snapshot));

    // The booking's own guest is not a provider: refused before any booking is looked at.
    const expected: Record<Exclude<Actor, 'owner'>, Outcome> = {
      otherProvider: 'NOT_FOUND',
      ...PROVIDER_ONLY,
    };
    for (const who of Object.keys(expected) as Exclude<Actor, 'owner'>[]) {
      const client = clientOf(who);
      const calls = [
        await client.mutate('services.confirm', { id: toConfirm.id }),
        await client.mutate('services.decline', { id: toDecline.id, message: 'Not available' }),
        await client.mutate('services.complete', { id: toComplete.id }),
      ];
      for (const res of calls) {
        expect([who, outcome(res)]).toEqual([who, expected[who]]);
        if (who === 'otherProvider') expect(res.error?.message).toBe(SERVICE_BOOKING_TEXTS.notFound);
        expect(res.response.body).not.toContain('Gita Guest');
      }
    }
    // Another provider's answer for a real booking is the one for a booking that does not exist.
    const unknown = await otherProvider.client.mutate('services.confirm', { id: randomUUID() });
    expect([unknown.status, unknown.error?.message]).toEqual([404, SERVICE_BOOKING_TEXTS.notFound]);
    expect(await Promise.all(ids.map(snapshot))).toEqual(before);

    const confirmed = await owner.client.mutate<ServiceBookingView>('services.confirm', { id: toConfirm.id });
    expect([outcome(confirmed), confirmed.data?.status]).toEqual(['OK', 'confirmed']);
    const declined = await owner.client.mutate<ServiceBookingView>('services.decline', {
      id: toDecline.id,
      message: 'Not available that day',
    });
    expect([outcome(declined), declined.data?.status]).toEqual(['OK', 'declined']);
    const completed = await owner.client.mutate<ServiceBookingView>('services.complete', {
      id: toComplete.id,
    });
    expect([outcome(completed), completed.data?.status]).toEqual(['OK', 'completed']);
  });

  it('cancel: the booking’s guest or provider; anyone else gets NOT_FOUND and nothing changes', async () => {
    const byGuest = await pendingBooking();
    const byProvider = await pendingBooking();
    await answer(owner, 'confirm', byProvider.id);
    const before = await Promise.all([byGuest.id, byProvider.id].map(snapshot));
    const refused: [Person | null, Outcome][] = [
      [otherProvider, 'NOT_FOUND'],
      [applicant, 'NOT_FOUND'],
      [stranger, 'NOT_FOUND'],
      [admin, 'NOT_FOUND'],
      [null, 'UNAUTHORIZED'],
    ];
    for (const [who, code] of refused) {
      for (const id of [byGuest.id, byProvider.id]) {
        const res = await (who?.client ?? anonymous).mutate('services.cancel', { id, reason: 'Mine now' });
        expect(outcome(res)).toBe(code);
        if (code === 'NOT_FOUND') expect(res.error?.message).toBe(SERVICE_BOOKING_TEXTS.notFound);
      }
    }
    expect(await Promise.all([byGuest.id, byProvider.id].map(snapshot))).toEqual(before);

    const guestCancel = await guest.client.mutate<ServiceBookingView>('services.cancel', { id: byGuest.id });
    expect([outcome(guestCancel), guestCancel.data?.status, guestCancel.data?.cancelledBy]).toEqual([
      'OK',
      'cancelled',
      'guest',
    ]);
    const providerCancel = await owner.client.mutate<ServiceBookingView>('services.cancel', {
      id: byProvider.id,
      reason: 'Equipment broke',
    });
    expect([outcome(providerCancel), providerCancel.data?.status, providerCancel.data?.cancelledBy]).toEqual([
      'OK',
      'cancelled',
      'provider',
    ]);
  });

  it('review: only the booking’s guest; anyone else gets NOT_FOUND and no review is stored', async () => {
    const b = await booked(guest, service.id, { bookingDate: day(0), timeSlot: '14:00-18:00' });
    await answer(owner, 'confirm', b.id);
    await answer(owner, 'complete', b.id);
    const review = { bookingId: b.id, rating: 1, comment: 'Written by someone else' };
    const refused: [Person | null, Outcome][] = [
      [owner, 'NOT_FOUND'],
      [otherProvider, 'NOT_FOUND'],
      [applicant, 'NOT_FOUND'],
      [stranger, 'NOT_FOUND'],
      [admin, 'NOT_FOUND'],
      [null, 'UNAUTHORIZED'],
    ];
    for (const [who, code] of refused) {
      const res = await (who?.client ?? anonymous).mutate('services.review', review);
      expect([who?.id ?? 'anonymous', outcome(res)]).toEqual([who?.id ?? 'anonymous', code]);
    }
    expect((await snapshot(b.id)).reviews).toEqual([]);
    const res = await guest.client.mutate<ServiceBookingView>('services.review', {
      ...review,
      comment: 'Great',
    });
    expect([outcome(res), res.data?.review]).toEqual(['OK', { rating: 1, comment: 'Great' }]);
  });
});

describe('booking', () => {
  it('book: any signed-in person, but not on their own service', async () => {
    const bookingDate = day(++offset);
    const expected: Record<Actor, Outcome> = {
      owner: 'FORBIDDEN',
      otherProvider: 'OK',
      applicant: 'OK',
      guest: 'OK',
      anonymous: 'UNAUTHORIZED',
      admin: 'OK',
    };
    for (const who of ALL) {
      const res = await clientOf(who).mutate<ServiceBookingView>('services.book', {
        serviceId: service.id,
        bookingDate,
        timeSlot: '09:00-12:00',
        idempotencyKey: `access-book-${who}`,
      });
      expect([who, outcome(res)]).toEqual([who, expected[who]]);
      if (who === 'owner') expect(res.error?.message).toBe(SERVICE_BOOKING_TEXTS.ownService);
    }
    const rows = await t.database.db
      .select({ guestId: serviceBookings.guestId })
      .from(serviceBookings)
      .where(eq(serviceBookings.bookingDate, bookingDate));
    expect(rows.map((r) => r.guestId).sort()).toEqual(
      [otherProvider.id, applicant.id, guest.id, admin.id].sort(),
    );
  });

  it('myBookings: signed-in people, each sees only the bookings they made', async () => {
    const mine = await pendingBooking();
    const theirs = await booked(stranger, service.id, { bookingDate: day(++offset) });
    expect(outcome(await anonymous.query('services.myBookings'))).toBe('UNAUTHORIZED');
    for (const who of [owner, otherProvider, applicant, guest, stranger, admin]) {
      const res = await who.client.query<ServiceBookingView[]>('services.myBookings');
      expect(outcome(res)).toBe('OK');
      for (const b of res.data!) expect([b.guest.id, b.viewerIs]).toEqual([who.id, 'guest']);
    }
    const guestIds = (await guest.client.query<ServiceBookingView[]>('services.myBookings')).data!.map(
      (b) => b.id,
    );
    expect(guestIds).toContain(mine.id);
    expect(guestIds).not.toContain(theirs.id);
    // The provider's bookings are on the dashboard, not in their own bookings.
    const ownerIds = (await owner.client.query<ServiceBookingView[]>('services.myBookings')).data!.map(
      (b) => b.id,
    );
    expect(ownerIds).toEqual([]);
  });

  it('refuses to confirm the request of another provider’s service even with a valid id of theirs', async () => {
    const theirs = await booked(guest, otherService.id, { bookingDate: day(++offset) });
    const res = await owner.client.mutate('services.confirm', { id: theirs.id });
    expect(outcome(res)).toBe('NOT_FOUND');
    expect((await snapshot(theirs.id)).booking[0]).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect((await snapshot(theirs.id)).payouts).toEqual([]);
  });
});

describe('becoming a provider', () => {
  it('lets an admin or an applicant in once approved, without signing in again', async () => {
    expect(outcome(await admin.client.query('services.mine'))).toBe('FORBIDDEN');
    expect(outcome(await applicant.client.query('services.dashboard'))).toBe('FORBIDDEN');
    await approve(t, admin, 'Ada Admin');
    await approve(t, applicant, 'Amy Applicant');
    for (const who of [admin, applicant]) {
      expect(outcome(await who.client.query('services.mine'))).toBe('OK');
      expect(outcome(await who.client.query('services.dashboard'))).toBe('OK');
      const created = await who.client.mutate('services.create', serviceForm());
      expect(outcome(created)).toBe('OK');
      // Still nobody else's: the owner's service and bookings stay out of reach.
      expect(outcome(await who.client.query('services.myService', { id: service.id }))).toBe('NOT_FOUND');
    }
    const pending = await pendingBooking();
    expect(outcome(await admin.client.mutate('services.confirm', { id: pending.id }))).toBe('NOT_FOUND');
    expect((await snapshot(pending.id)).booking[0]?.status).toBe('pending');
  });
});
