import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../src/server/db/schema';
import type { ServiceSearchInput, ServiceSearchResult } from '../../src/shared/service-catalog';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import { addService, provider } from '../support/services';

// /services result pages kept for a few seconds per instance (SERVICE_SEARCH_CACHE_SECONDS), on here for a
// minute so that what is served from the cache and what is not can be told apart.
let t: TestApp;
let admin: Person;
let kofi: Person;
let anonymous: TestClient;

beforeAll(async () => {
  t = await createTestApp({ SERVICE_SEARCH_CACHE_SECONDS: '60' });
  [admin, kofi] = await Promise.all([person(t, 'admin', 'Ada Admin'), provider(t, 'Kofi Tours')]);
  anonymous = new TestClient(t.app);
});
afterAll(() => t.close());

const titles = async (input: ServiceSearchInput) => {
  const res = await anonymous.query<ServiceSearchResult>('services.search', input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!.items.map((s) => s.title);
};
/** A change made behind this instance's back, as another instance would make it. */
const retitleInDatabase = (id: string, title: string) =>
  t.database.db.update(services).set({ title }).where(eq(services.id, id));

describe('the /services page cache', () => {
  it('serves a page again for a while, for the same words in any case or spacing', async () => {
    const walk = await addService(kofi, { title: 'Old town walk', categoryId: 'tours' });
    expect(await titles({ q: 'town walk' })).toEqual(['Old town walk']);
    await retitleInDatabase(walk.id, 'Harbour walk');
    expect(await titles({ q: 'town walk' })).toEqual(['Old town walk']);
    expect(await titles({ q: '  TOWN   Walk ' })).toEqual(['Old town walk']);
    // Another page, category or query is searched on its own.
    expect(await titles({ q: 'harbour' })).toEqual(['Harbour walk']);
    expect(await titles({ q: 'walk', category: 'tours' })).toEqual(['Harbour walk']);
  });

  it('is dropped when a provider on this instance changes the catalogue', async () => {
    expect(await titles({ category: 'massage' })).toEqual([]);
    await addService(kofi, { title: 'Sports massage', categoryId: 'massage' });
    expect(await titles({ category: 'massage' })).toEqual(['Sports massage']);
  });

  it('is dropped when an admin on this instance changes anything', async () => {
    expect(await titles({ q: 'sports' })).toEqual(['Sports massage']);
    const off = await admin.client.mutate('admin.setUserActive', { userId: kofi.id, active: false });
    expect(off.status, JSON.stringify(off.error)).toBe(200);
    expect(await titles({ q: 'sports' })).toEqual([]);
  });

  it('keeps nothing when the setting is 0 (the tests’ default)', async () => {
    const fresh = await createTestApp();
    try {
      const ama = await provider(fresh, 'Ama Fresh');
      const cook = await addService(ama, { title: 'Cooking class', categoryId: 'catering' });
      const client = new TestClient(fresh.app);
      const search = async () =>
        (await client.query<ServiceSearchResult>('services.search', { q: 'class' })).data!.items.map(
          (s) => s.title,
        );
      expect(await search()).toEqual(['Cooking class']);
      await fresh.database.db.update(services).set({ title: 'Baking class' }).where(eq(services.id, cook.id));
      expect(await search()).toEqual(['Baking class']);
    } finally {
      await fresh.close();
    }
  });
});
