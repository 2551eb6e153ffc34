import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PlatformStats,
  PropertyCardView,
  PropertyDetailView,
  ReviewView,
  TestimonialView,
} from '../../src/shared/property-view';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';
import { createProperty, createReview, createUser } from '../support/factories';

type Page = { items: PropertyCardView[]; nextCursor: string | null; total: number };

let t: TestApp;
let anon: TestClient;
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  anon = new TestClient(t.app);
  host = await createUser(t.database.db, { role: 'host', fullName: 'Aline Uwase' });
});
afterAll(() => t.close());

describe('pagination', () => {
  it('walks 120 listings in pages of 50 with no duplicates and no gaps, even when rows arrive between pages', async () => {
    const db = t.database.db;
    const base = Date.UTC(2025, 0, 1);
    const made = new Set<string>();
    for (let i = 0; i < 120; i++) {
      // Pairs share a timestamp so the id tie-breaker matters.
      made.add(
        await createProperty(db, host, {
          title: `Page test ${i}`,
          createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        }),
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await anon.query<Page>('properties.search', {
        search: 'page test',
        ...(cursor ? { cursor } : {}),
      });
      const page = res.data!;
      expect(page.total).toBeGreaterThanOrEqual(120);
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
      // A newer listing arrives between pages: it must not shift the following pages.
      if (pages === 1)
        await createProperty(db, host, {
          title: 'Page test newcomer',
          createdAt: new Date(base + 10 * 86_400_000),
        });
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of made) expect(seen).toContain(id);
  });
});

describe('properties.byId', () => {
  it('returns the full view with real host and rating, and defaults where data is missing', async () => {
    const db = t.database.db;
    const id = await createProperty(db, host, {
      title: 'Kimihurura garden flat',
      description: 'A garden flat in Kimihurura.',
      city: 'Kigali',
      country: 'Rwanda',
      bedrooms: 2,
      beds: null,
      bathrooms: null,
      kitchenAvailable: true,
      houseRules: ['No smoking', 'Quiet after 22:00'],
      workspaceDesk: 'Oak desk by the window',
      internetSpeed: null,
    });
    const guest = await createUser(db, { fullName: 'Lena Fischer' });
    await createReview(db, {
      propertyId: id,
      userId: guest,
      rating: 5,
      workRating: 5,
      stayRating: 4,
      comment: 'Superb',
    });
    await createReview(db, { propertyId: id, userId: guest, rating: 4, comment: 'Good' });
    const res = await anon.query<PropertyDetailView>('properties.byId', { id });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id,
      title: 'Kimihurura garden flat',
      location: 'Kigali, Rwanda',
      rating: 4.5,
      ratingCount: 2,
      internetSpeed: 100,
      workspace: { desk: 'Oak desk by the window', monitor: null },
      stay: { bedrooms: 2, beds: 1, bathrooms: 1, kitchen: 'Full kitchen available' },
      rules: ['No smoking', 'Quiet after 22:00'],
      host: {
        id: host,
        name: 'Aline Uwase',
        isSuperhost: false,
        responseTime: 'within an hour',
        responseRate: 95,
        avatarUrl: '/demo/avatar-default.webp',
      },
    });
  });

  it('makes a host with 5+ reviews averaging 4.7+ a superhost', async () => {
    const db = t.database.db;
    const star = await createUser(db, { role: 'host', fullName: 'Neema Kimaro' });
    const a = await createProperty(db, star);
    const b = await createProperty(db, star);
    for (const [p, r] of [
      [a, 5],
      [a, 5],
      [b, 5],
      [b, 4],
      [b, 5],
    ] as const)
      await createReview(db, { propertyId: p, userId: null, rating: r });
    expect((await anon.query<PropertyDetailView>('properties.byId', { id: a })).data?.host.isSuperhost).toBe(
      true,
    );
  });

  it('answers unknown, malformed and missing ids with a clear error, never a 500', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const res = await anon.query('properties.byId', { id });
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Property not found');
    }
    const missing = await anon.query('properties.byId', { id: '' });
    expect(missing.status).toBe(400);
    expect(missing.error?.data.zodIssues?.[0]?.message).toBe('Property ID is required');
  });
});

describe('reviews', () => {
  it('lists a property’s reviews newest first with the Anonymous fallback', async () => {
    const db = t.database.db;
    const id = await createProperty(db, host);
    const guest = await createUser(db, { fullName: 'Marcus Bell' });
    await createReview(db, {
      propertyId: id,
      userId: guest,
      rating: 4,
      comment: 'Older',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    await createReview(db, {
      propertyId: id,
      userId: null,
      rating: 5,
      comment: 'Newer',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    const res = await anon.query<ReviewView[]>('reviews.forProperty', { propertyId: id });
    expect(res.data?.map((r) => [r.comment, r.author.name])).toEqual([
      ['Newer', 'Anonymous'],
      ['Older', 'Marcus Bell'],
    ]);
    expect((await anon.query<ReviewView[]>('reviews.forProperty', { propertyId: 'junk' })).data).toEqual([]);
  });

  it('picks testimonials rated 4+ with a comment, newest first, six at most, with short names and emphasis', async () => {
    const db = t.database.db;
    const id = await createProperty(db, host, {
      title: 'Testimonial home',
      city: 'Arusha',
      country: 'Tanzania',
    });
    const guest = await createUser(db, { fullName: 'Daniel Otieno' });
    const at = (d: number) => new Date(Date.UTC(2030, 0, d));
    await createReview(db, {
      propertyId: id,
      userId: guest,
      rating: 3,
      comment: 'Too low',
      createdAt: at(20),
    });
    await createReview(db, { propertyId: id, userId: guest, rating: 5, comment: null, createdAt: at(19) });
    await createReview(db, {
      propertyId: id,
      userId: guest,
      rating: 5,
      workRating: 5,
      stayRating: 3,
      comment: 'Work heaven',
      createdAt: at(18),
    });
    await createReview(db, {
      propertyId: id,
      userId: guest,
      rating: 4,
      workRating: 3,
      stayRating: 5,
      comment: 'Cosy',
      createdAt: at(17),
    });
    for (let d = 1; d <= 6; d++)
      await createReview(db, {
        propertyId: id,
        userId: guest,
        rating: 4,
        workRating: 4,
        stayRating: 4,
        comment: `Fine ${d}`,
        createdAt: at(d),
      });
    const res = await anon.query<TestimonialView[]>('reviews.testimonials');
    expect(res.data).toHaveLength(6);
    expect(res.data!.slice(0, 3).map((r) => [r.comment, r.emphasis, r.name])).toEqual([
      ['Work heaven', 'Great Workspace', 'Daniel O.'],
      ['Cosy', 'Comfortable Stay', 'Daniel O.'],
      ['Fine 6', 'Perfect Balance', 'Daniel O.'],
    ]);
    expect(res.data![0]!.property).toEqual({
      id,
      title: 'Testimonial home',
      location: 'Arusha, Tanzania',
      workOnly: false,
    });

    // A workspace-only place is said to be worked at, not stayed at.
    const desk = await createProperty(db, host, { title: 'Testimonial desk', propertyType: 'work_only' });
    await createReview(db, {
      propertyId: desk,
      userId: guest,
      rating: 5,
      comment: 'Calm desk',
      createdAt: at(25),
    });
    const after = await anon.query<TestimonialView[]>('reviews.testimonials');
    expect(after.data![0]!.property).toMatchObject({ id: desk, workOnly: true });
  });
});

describe('platform stats', () => {
  it('counts properties, users and countries and averages the given work and stay ratings', async () => {
    const fresh = await createTestApp();
    const db = fresh.database.db;
    const h = await createUser(db, { role: 'host' });
    await createUser(db);
    const a = await createProperty(db, h, { country: 'Kenya' });
    await createProperty(db, h, { country: 'Uganda' });
    await createProperty(db, h, { country: 'Kenya' });
    await createReview(db, { propertyId: a, userId: null, rating: 5, workRating: 5, stayRating: 0 });
    await createReview(db, { propertyId: a, userId: null, rating: 4, workRating: 4, stayRating: 3 });
    const res = await new TestClient(fresh.app).query<PlatformStats>('properties.stats');
    expect(res.data).toEqual({
      totalProperties: 3,
      totalUsers: 2,
      avgWorkRating: 4.5,
      avgStayRating: 3,
      countries: 2,
    });
    await fresh.close();
  });
});

describe('saved properties', () => {
  it('saves and unsaves for the signed-in user only, and shows the state on every card', async () => {
    const db = t.database.db;
    const id = await createProperty(db, host, {
      title: 'Heart me',
      createdAt: new Date(Date.UTC(2031, 0, 1)),
    });
    const amina = await signedInClient(t, { email: 'amina@example.com' });
    const brian = await signedInClient(t, { email: 'brian@example.com' });

    expect((await anon.mutate('saved.save', { propertyId: id })).status).toBe(401);
    expect((await amina.mutate('saved.save', { propertyId: id })).data).toEqual({ saved: true });
    expect((await amina.mutate('saved.save', { propertyId: id })).status).toBe(200); // idempotent

    const mine = await amina.query<PropertyCardView[]>('saved.list');
    expect(mine.data?.map((p) => [p.id, p.saved])).toEqual([[id, true]]);
    expect((await brian.query<PropertyCardView[]>('saved.list')).data).toEqual([]);
    const found = await amina.query<Page>('properties.search', { search: 'heart me' });
    expect(found.data?.items[0]?.saved).toBe(true);
    expect((await brian.query<Page>('properties.search', { search: 'heart me' })).data?.items[0]?.saved).toBe(
      false,
    );
    expect((await amina.query<PropertyDetailView>('properties.byId', { id })).data?.saved).toBe(true);
    expect((await anon.query<PropertyCardView[]>('properties.featured')).data?.[0]).toMatchObject({
      id,
      saved: false,
    });
    expect((await amina.query<PropertyCardView[]>('properties.featured')).data?.[0]).toMatchObject({
      id,
      saved: true,
    });

    // Brian unsaving touches only his own (absent) row.
    await brian.mutate('saved.unsave', { propertyId: id });
    expect((await amina.query<PropertyCardView[]>('saved.list')).data).toHaveLength(1);
    await amina.mutate('saved.unsave', { propertyId: id });
    expect((await amina.query<PropertyCardView[]>('saved.list')).data).toEqual([]);
  });

  it('refuses unknown properties with a clear error', async () => {
    const client = await signedInClient(t, { email: 'carol@example.com' });
    const res = await client.mutate('saved.save', { propertyId: '00000000-0000-0000-0000-000000000000' });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('Property not found');
  });
});
