import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema';
import { HOST_TEXTS } from '../../src/shared/host';
import {
  CATALOG_TEXTS,
  SERVICE_PAGE_SIZE,
  type ProviderProfileView,
  type ServiceCardView,
  type ServiceDetailView,
  type ServiceInput,
  type ServiceSearchInput,
  type ServiceSearchResult,
} from '../../src/shared/service-catalog';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { person, uploadPhoto, type Person } from '../support/host';
import { addService, answer, booked, day, provider, requestBooking, serviceForm } from '../support/services';

let t: TestApp;
let admin: Person;
let grace: Person;
let other: Person;
let guest: Person;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, grace, other, guest] = await Promise.all([
    person(t, 'admin', 'Ada Admin'),
    provider(t, 'Grace Lens', {
      availability: ['monday', 'wednesday'],
      timeSlots: '09:00-12:00, 14:00-18:00',
    }),
    provider(t, 'Otto Other'),
    person(t, 'guest', 'Gita Guest'),
  ]);
  anonymous = new TestClient(t.app);
});
afterAll(() => t.close());

const search = async (input: ServiceSearchInput) => {
  const res = await anonymous.query<ServiceSearchResult>('services.search', input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
};
const found = async (input: ServiceSearchInput) => (await search(input)).items.map((s) => s.title);
const rowsOf = (providerId: string) =>
  t.database.db.select().from(services).where(eq(services.providerId, providerId));
const detail = (id: string) => anonymous.query<ServiceDetailView>('services.detail', { id });
const profile = (providerId: string) =>
  anonymous.query<ProviderProfileView>('services.provider', { providerId });

describe('adding and editing a service', () => {
  it('stores the service as written and lists it at once, with when the provider works', async () => {
    const cover = await uploadPhoto(t, grace, '#a53');
    const res = await grace.client.mutate<ServiceCardView>(
      'services.create',
      serviceForm({
        title: '  Sunrise photo walk  ',
        description: 'Two hours around the old town at sunrise.',
        categoryId: 'photography',
        price: 45.5,
        currency: 'EUR',
        photos: [cover.url],
      }),
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      title: 'Sunrise photo walk',
      categoryId: 'photography',
      priceCents: 4550,
      currency: 'EUR',
      photos: [cover.url],
      status: 'active',
      provider: { id: grace.id, displayName: 'Grace Lens' },
    });
    const [row] = await t.database.db.select().from(services).where(eq(services.id, res.data!.id));
    expect(row).toMatchObject({ providerId: grace.id, priceCents: 4550, currency: 'EUR', status: 'active' });

    expect(await found({ q: 'sunrise' })).toEqual(['Sunrise photo walk']);
    const shown = await detail(res.data!.id);
    expect(shown.data).toMatchObject({
      title: 'Sunrise photo walk',
      availability: ['monday', 'wednesday'],
      timeSlots: ['09:00-12:00', '14:00-18:00'],
    });
  });

  const bad: [Partial<ServiceInput>, string][] = [
    [{ title: '   ' }, CATALOG_TEXTS.titleRequired],
    [{ description: '' }, CATALOG_TEXTS.descriptionRequired],
    [{ categoryId: 'juggling' as ServiceInput['categoryId'] }, CATALOG_TEXTS.categoryRequired],
    [{ price: undefined }, CATALOG_TEXTS.priceRequired],
    [{ price: -1 }, CATALOG_TEXTS.priceMin],
    [{ price: 10.005 }, CATALOG_TEXTS.priceStep],
    [{ price: 100_001 }, 'Price can be at most 100,000'],
    [{ title: 'x'.repeat(121) }, 'Title is at most 120 characters'],
    [{ photos: Array.from({ length: 9 }, (_, i) => `/uploads/images/x/${i}.webp`) }, 'At most 8 photos'],
  ];

  it('refuses bad input with the form’s message and stores nothing', async () => {
    const before = await rowsOf(other.id);
    for (const [fields, message] of bad) {
      const res = await other.client.mutate('services.create', serviceForm(fields));
      expect([JSON.stringify(fields).slice(0, 60), res.status, res.error?.message]).toEqual([
        JSON.stringify(fields).slice(0, 60),
        400,
        message,
      ]);
    }
    const currency = await other.client.mutate('services.create', serviceForm({ currency: 'KES' as 'USD' }));
    expect(currency.status).toBe(400);
    expect(await rowsOf(other.id)).toEqual(before);
  });

  it('refuses a bad edit with the same messages and leaves the service as it was', async () => {
    const service = await addService(other, {
      title: 'Airport transfer',
      categoryId: 'transport',
      price: 30,
    });
    const [before] = await t.database.db.select().from(services).where(eq(services.id, service.id));
    for (const [fields, message] of bad) {
      const res = await other.client.mutate('services.update', { ...serviceForm(fields), id: service.id });
      expect([res.status, res.error?.message]).toEqual([400, message]);
    }
    const [after] = await t.database.db.select().from(services).where(eq(services.id, service.id));
    expect(after).toEqual(before);

    const res = await other.client.mutate<ServiceCardView>('services.update', {
      ...serviceForm({ title: 'Airport transfer, any hour', categoryId: 'transport', price: 35.25 }),
      id: service.id,
    });
    expect(res.data).toMatchObject({ title: 'Airport transfer, any hour', priceCents: 3525 });
    expect(await found({ q: 'airport' })).toEqual(['Airport transfer, any hour']);
  });

  it('accepts only the provider’s own uploads as photos', async () => {
    const mine = await uploadPhoto(t, other, '#3a7');
    const gracePhoto = await uploadPhoto(t, grace, '#73a');
    const before = await rowsOf(other.id);
    const refused = [
      gracePhoto.url,
      mine.thumbnailUrl,
      'https://example.com/cat.jpg',
      `/uploads/images/${other.id}/not-uploaded.webp`,
    ];
    for (const url of refused) {
      const res = await other.client.mutate('services.create', serviceForm({ photos: [url] }));
      expect([url, res.status, res.error?.message]).toEqual([url, 400, HOST_TEXTS.photoNotYours]);
    }
    expect(await rowsOf(other.id)).toEqual(before);

    const service = await addService(other, {
      title: 'Pet sitting',
      categoryId: 'petcare',
      photos: [mine.url],
    });
    expect(service.photos).toEqual([mine.url]);
    // Editing may keep the photos it has, not add someone else's.
    const stolen = await other.client.mutate('services.update', {
      ...serviceForm({ title: 'Pet sitting', categoryId: 'petcare', photos: [mine.url, gracePhoto.url] }),
      id: service.id,
    });
    expect([stolen.status, stolen.error?.message]).toEqual([400, HOST_TEXTS.photoNotYours]);
    const kept = await other.client.mutate<ServiceCardView>('services.update', {
      ...serviceForm({ title: 'Pet sitting and walks', categoryId: 'petcare', photos: [mine.url] }),
      id: service.id,
    });
    expect(kept.data).toMatchObject({ title: 'Pet sitting and walks', photos: [mine.url] });
  });

  it('pauses a service: it leaves the catalogue and cannot be booked; active again, it is back', async () => {
    const service = await addService(grace, { title: 'Drone shots of your stay' });
    const paused = await grace.client.mutate<ServiceCardView>('services.setStatus', {
      id: service.id,
      status: 'paused',
    });
    expect(paused.data?.status).toBe('paused');
    expect(await found({ q: 'drone' })).toEqual([]);
    const hidden = await detail(service.id);
    expect([hidden.status, hidden.error?.message]).toEqual([404, CATALOG_TEXTS.notYourService]);
    expect((await profile(grace.id)).data!.services.map((s) => s.id)).not.toContain(service.id);
    const booking = await requestBooking(guest, service.id, { bookingDate: day(7) });
    expect(booking.status).toBe(404);
    // The provider still has it, paused.
    const mine = (await grace.client.query<ServiceCardView[]>('services.mine')).data!;
    expect(mine.find((s) => s.id === service.id)?.status).toBe('paused');
    expect((await grace.client.query('services.myService', { id: service.id })).status).toBe(200);

    await grace.client.mutate('services.setStatus', { id: service.id, status: 'active' });
    expect(await found({ q: 'drone' })).toEqual(['Drone shots of your stay']);
    expect((await detail(service.id)).status).toBe(200);
    expect((await profile(grace.id)).data!.services.map((s) => s.id)).toContain(service.id);
  });

  it('a paused service can be edited and stays paused when the form keeps it paused', async () => {
    const service = await addService(grace, { title: 'Night market tour', categoryId: 'tours' });
    await grace.client.mutate('services.setStatus', { id: service.id, status: 'paused' });
    const res = await grace.client.mutate<ServiceCardView>('services.update', {
      ...serviceForm({ title: 'Night market food tour', categoryId: 'tours', status: 'paused' }),
      id: service.id,
    });
    expect(res.data).toMatchObject({ title: 'Night market food tour', status: 'paused' });
    expect(await found({ q: 'night market' })).toEqual([]);
  });
});

describe('browsing', () => {
  it('filters by category', async () => {
    await addService(other, { title: 'Deep clean kiwanja', categoryId: 'cleaning' });
    await addService(other, { title: 'Kiwanja walking tour', categoryId: 'tours' });
    await addService(grace, { title: 'Kiwanja portraits', categoryId: 'photography' });
    expect(await found({ q: 'kiwanja', category: 'cleaning' })).toEqual(['Deep clean kiwanja']);
    expect(await found({ q: 'kiwanja', category: 'tours' })).toEqual(['Kiwanja walking tour']);
    expect((await found({ q: 'kiwanja' })).sort()).toEqual(
      ['Deep clean kiwanja', 'Kiwanja portraits', 'Kiwanja walking tour'].sort(),
    );
    const cleaning = await search({ category: 'cleaning' });
    expect(cleaning.items.every((s) => s.categoryId === 'cleaning')).toBe(true);
    expect((await anonymous.query('services.search', { category: 'juggling' })).status).toBe(400);
  });

  it('matches text without regard to case or accents, every word, in the title or the description', async () => {
    await addService(grace, {
      title: 'Café tour',
      description: 'Espresso in Kigali’s best roasteries.',
      categoryId: 'tours',
    });
    await addService(other, {
      title: 'Coffee farm visit',
      description: 'A day on a farm near Nyeri, lunch at the CAFÉ.',
      categoryId: 'tours',
    });
    expect((await found({ q: 'cafe' })).sort()).toEqual(['Café tour', 'Coffee farm visit']);
    expect((await found({ q: 'CAFÉ' })).sort()).toEqual(['Café tour', 'Coffee farm visit']);
    expect(await found({ q: '  café   TOUR ' })).toEqual(['Café tour']);
    expect(await found({ q: 'tour kigali' })).toEqual(['Café tour']);
    expect(await found({ q: 'kígali espresso' })).toEqual(['Café tour']);
    expect(await found({ q: 'cafes' })).toEqual([]);
    // What people type is text, not a pattern.
    expect(await found({ q: '%' })).toEqual([]);
    expect(await found({ q: 'caf_' })).toEqual([]);
  });

  it('pages newest first, with the total and the page count', async () => {
    const made: string[] = [];
    for (let i = 1; i <= SERVICE_PAGE_SIZE + 2; i++) {
      made.push((await addService(i % 2 ? grace : other, { title: `Zebrapaging ${i}` })).title);
    }
    const newestFirst = [...made].reverse();
    const first = await search({ q: 'zebrapaging' });
    expect(first).toMatchObject({ total: SERVICE_PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(first.items.map((s) => s.title)).toEqual(newestFirst.slice(0, SERVICE_PAGE_SIZE));
    const second = await search({ q: 'zebrapaging', page: 2 });
    expect(second).toMatchObject({ total: SERVICE_PAGE_SIZE + 2, page: 2, pageCount: 2 });
    expect(second.items.map((s) => s.title)).toEqual(newestFirst.slice(SERVICE_PAGE_SIZE));
    const beyond = await search({ q: 'zebrapaging', page: 3 });
    expect(beyond).toMatchObject({ items: [], total: SERVICE_PAGE_SIZE + 2, page: 3 });
    const none = await search({ q: 'nothing-like-this' });
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
    expect((await anonymous.query('services.search', { page: 0 })).status).toBe(400);
  });
});

describe('a deactivated provider', () => {
  it('leaves the catalogue with every service, and comes back with them on reactivation', async () => {
    const dora = await provider(t, 'Dora Deactivated');
    const active = await addService(dora, { title: 'Massage at your stay', categoryId: 'massage' });
    const paused = await addService(dora, { title: 'Massage course', categoryId: 'massage' });
    await dora.client.mutate('services.setStatus', { id: paused.id, status: 'paused' });
    expect(await found({ q: 'massage' })).toEqual(['Massage at your stay']);

    const off = await admin.client.mutate('admin.setUserActive', { userId: dora.id, active: false });
    expect(off.status, JSON.stringify(off.error)).toBe(200);
    expect(await found({ q: 'massage' })).toEqual([]);
    expect(await found({ category: 'massage' })).toEqual([]);
    expect((await detail(active.id)).status).toBe(404);
    const gone = await profile(dora.id);
    expect([gone.status, gone.error?.message]).toEqual([404, CATALOG_TEXTS.providerNotFound]);
    const booking = await requestBooking(guest, active.id, { bookingDate: day(3) });
    expect(booking.status).toBe(404);

    const on = await admin.client.mutate('admin.setUserActive', { userId: dora.id, active: true });
    expect(on.status).toBe(200);
    // Back as they were: the paused one stays paused.
    expect(await found({ q: 'massage' })).toEqual(['Massage at your stay']);
    expect((await detail(active.id)).status).toBe(200);
    expect((await profile(dora.id)).data!.services.map((s) => s.title)).toEqual(['Massage at your stay']);
  });
});

describe('a provider’s profile', () => {
  it('is public; unknown or malformed ids are not found', async () => {
    const res = await profile(grace.id);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: grace.id,
      displayName: 'Grace Lens',
      bio: 'Grace Lens offers services in Nairobi.',
      verified: true,
    });
    const unknown = await profile(randomUUID());
    expect([unknown.status, unknown.error?.message]).toEqual([404, CATALOG_TEXTS.providerNotFound]);
    const malformed = await anonymous.query('services.provider', { providerId: 'grace' });
    expect([malformed.status, malformed.error?.message]).toEqual([400, CATALOG_TEXTS.providerNotFound]);
  });

  it('shows the average rating and the count of reviews, following each new review', async () => {
    const rita = await provider(t, 'Rita Rated', { timeSlots: '08:00-09:00, 09:00-10:00, 10:00-11:00' });
    const service = await addService(rita, { title: 'Rated haircut', categoryId: 'beauty' });
    expect((await profile(rita.id)).data).toMatchObject({ ratingAvg: null, ratingCount: 0, reviews: [] });

    const slots = ['08:00-09:00', '09:00-10:00', '10:00-11:00'];
    const ratings = [5, 4, 4];
    const expected = [
      { ratingAvg: 5, ratingCount: 1 },
      { ratingAvg: 4.5, ratingCount: 2 },
      { ratingAvg: 4.3, ratingCount: 3 },
    ];
    for (const [i, slot] of slots.entries()) {
      const reviewer = await person(t, 'guest', `Reviewer ${i + 1}`);
      const b = await booked(reviewer, service.id, { bookingDate: day(0), timeSlot: slot });
      await answer(rita, 'confirm', b.id);
      await answer(rita, 'complete', b.id);
      const res = await reviewer.client.mutate('services.review', {
        bookingId: b.id,
        rating: ratings[i],
        comment: `Review ${i + 1}`,
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      expect((await profile(rita.id)).data).toMatchObject(expected[i]!);
    }
    const reviews = (await profile(rita.id)).data!.reviews;
    expect(reviews.map((r) => [r.reviewerName, r.rating, r.comment, r.serviceTitle]).sort()).toEqual(
      [
        ['Reviewer 1', 5, 'Review 1', 'Rated haircut'],
        ['Reviewer 2', 4, 'Review 2', 'Rated haircut'],
        ['Reviewer 3', 4, 'Review 3', 'Rated haircut'],
      ].sort(),
    );
  });
});
