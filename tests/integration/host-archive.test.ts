import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, platformToday } from '../../src/shared/dates';
import { archiveBlockedMessage, HOST_TEXTS, type HostPropertiesPage } from '../../src/shared/host';
import type { BookingView } from '../../src/shared/booking';
import type { PropertyCardView, TestimonialView } from '../../src/shared/property-view';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty, createReview } from '../support/factories';
import { person, type Person } from '../support/host';

type SearchPage = { items: PropertyCardView[]; total: number };

let t: TestApp;
let host: Person;
let guest: Person;
let anon: TestClient;
const today = platformToday();
beforeAll(async () => {
  t = await createTestApp();
  host = await person(t, 'host', 'Hosting Hana');
  guest = await person(t, 'guest', 'Guest Gita');
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

const listing = (title: string) =>
  createProperty(t.database.db, host.id, {
    title,
    images: ['/demo/cover.webp'],
    city: 'Jinja',
    country: 'Uganda',
  });
const archive = (id: string) => host.client.mutate('host.properties.archive', { id });

describe('archiving (deleting) a listing', () => {
  it('is refused while a booking is upcoming or current, naming the next one', async () => {
    const upcoming = await listing('Upcoming stay');
    const later = { checkIn: addDays(today, 40), checkOut: addDays(today, 45) };
    const next = { checkIn: addDays(today, 10), checkOut: addDays(today, 12) };
    await createBooking(t.database.db, { userId: guest.id, propertyId: upcoming, ...later });
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: upcoming,
      ...next,
      status: 'pending',
    });
    const res = await archive(upcoming);
    expect(res.error?.data.code).toBe('CONFLICT');
    expect(res.error?.message).toBe(archiveBlockedMessage(next.checkIn, next.checkOut));
    expect(res.error?.message).toMatch(/^This property has a booking from \w{3} \d{1,2}, \d{4} to /);

    const current = await listing('Current stay');
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: current,
      checkIn: addDays(today, -1),
      checkOut: addDays(today, 2),
    });
    expect((await archive(current)).error?.data.code).toBe('CONFLICT');
    const list = await host.client.query<HostPropertiesPage>('host.properties.list', { search: 'stay' });
    expect(list.data!.total).toBe(2);
  });

  it('is allowed with only past or cancelled bookings', async () => {
    const id = await listing('Quiet past');
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: id,
      checkIn: addDays(today, -10),
      checkOut: today,
    });
    await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: id,
      checkIn: addDays(today, 5),
      checkOut: addDays(today, 7),
      status: 'cancelled',
    });
    expect((await archive(id)).status).toBe(200);
    expect((await archive(id)).error?.data.code).toBe('NOT_FOUND');
  });

  it('hides the listing everywhere while its history keeps title and photo', async () => {
    const id = await listing('Kingfisher riverside cabin');
    const booking = await createBooking(t.database.db, {
      userId: guest.id,
      propertyId: id,
      checkIn: addDays(today, -6),
      checkOut: addDays(today, -2),
    });
    await createReview(t.database.db, { propertyId: id, userId: guest.id, rating: 5, comment: 'Lovely' });
    await guest.client.mutate('saved.save', { propertyId: id });
    await guest.client.mutate('messages.send', { to: host.id, content: 'Thanks!', bookingId: booking });
    const search = { search: 'kingfisher' };
    expect((await anon.query<SearchPage>('properties.search', search)).data!.total).toBe(1);

    expect((await archive(id)).status).toBe(200);

    expect((await anon.query<SearchPage>('properties.search', search)).data!.total).toBe(0);
    const cityPage = await anon.query<SearchPage>('properties.search', { location: 'Jinja, Uganda' });
    expect(cityPage.data!.items.map((c) => c.id)).not.toContain(id);
    const byId = await anon.query('properties.byId', { id });
    expect([byId.error?.data.code, byId.error?.message]).toEqual(['NOT_FOUND', 'Property not found']);
    expect((await t.app.inject({ method: 'GET', url: `/property/${id}` })).statusCode).toBe(404);
    const featured = await anon.query<PropertyCardView[]>('properties.featured');
    expect(featured.data!.map((c) => c.id)).not.toContain(id);
    const saved = await guest.client.query<PropertyCardView[]>('saved.list');
    expect(saved.data!.map((c) => c.id)).not.toContain(id);
    expect((await guest.client.mutate('saved.save', { propertyId: id })).error?.data.code).toBe('NOT_FOUND');
    const list = await host.client.query<HostPropertiesPage>('host.properties.list', search);
    expect(list.data!.total).toBe(0);
    for (const res of [
      await host.client.query('host.properties.get', { id }),
      await host.client.mutate('host.properties.update', { id, title: 'x' }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect((await host.client.query('host.properties.get', { id })).error?.message).toBe(HOST_TEXTS.notFound);
    const book = await guest.client.mutate('bookings.create', {
      propertyId: id,
      checkIn: addDays(today, 30),
      checkOut: addDays(today, 32),
      guests: 1,
      idempotencyKey: 'archived-listing-1',
    });
    expect(book.error?.data.code).toBe('NOT_FOUND');

    // History: the guest's booking, the conversation and the review keep the listing's face.
    const mine = await guest.client.query<BookingView[]>('bookings.mine');
    const past = mine.data!.find((b) => b.id === booking);
    expect(past?.property).toMatchObject({ title: 'Kingfisher riverside cabin', image: '/demo/cover.webp' });
    const context = await host.client.query<{ propertyTitle: string }>('messages.bookingContext', {
      bookingId: booking,
    });
    expect(context.data?.propertyTitle).toBe('Kingfisher riverside cabin');
    const testimonials = await anon.query<TestimonialView[]>('reviews.testimonials');
    expect(testimonials.data!.find((r) => r.property.id === id)?.property.title).toBe(
      'Kingfisher riverside cabin',
    );
  });

  it('and a booking racing the archive: exactly one of them wins', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await listing(`Race ${round}`);
      const [archived, booked] = await Promise.all([
        archive(id),
        guest.client.mutate('bookings.create', {
          propertyId: id,
          checkIn: addDays(today, 20),
          checkOut: addDays(today, 22),
          guests: 1,
          idempotencyKey: `race-key-${round}`,
        }),
      ]);
      expect([archived.status === 200, booked.status === 200].filter(Boolean)).toHaveLength(1);
    }
  });
});

describe('becoming a host', () => {
  it('turns a guest into a host at once, and is harmless for a host', async () => {
    const newcomer = await person(t, 'guest');
    expect((await newcomer.client.query('host.properties.list', {})).status).toBe(403);
    const res = await newcomer.client.mutate<{ role: string }>('host.becomeHost');
    expect(res.data).toEqual({ role: 'host' });
    expect((await newcomer.client.query('host.properties.list', {})).status).toBe(200);
    const me = await newcomer.client.query<{ user: { role: string } | null }>('auth.me');
    expect(me.data?.user?.role).toBe('host');
    expect((await newcomer.client.mutate('host.becomeHost')).data).toEqual({ role: 'host' });
  });

  it('refuses admins and providers with a clear message, and anonymous callers', async () => {
    const admin = await person(t, 'admin');
    const provider = await person(t, 'provider');
    expect((await admin.client.mutate('host.becomeHost')).error?.message).toBe(
      HOST_TEXTS.adminCannotBecomeHost,
    );
    const refused = await provider.client.mutate('host.becomeHost');
    expect([refused.error?.data.code, refused.error?.message]).toEqual([
      'CONFLICT',
      HOST_TEXTS.providerCannotBecomeHost,
    ]);
    expect((await provider.client.query('host.properties.list', {})).status).toBe(403);
    expect((await anon.mutate('host.becomeHost')).status).toBe(401);
  });
});
