import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComputedCache } from '../../src/server/cache/computed-cache';
import type { AdminOverview, AdminUserPage } from '../../src/shared/admin';
import { createTestApp, type TestApp } from '../support/app';
import { createUser } from '../support/factories';
import { person, type Person } from '../support/host';

describe('ComputedCache', () => {
  const later = <T>(value: T, ms = 30) => new Promise<T>((r) => setTimeout(() => r(value), ms));

  it('computes a figure once for concurrent callers and keeps it for the TTL', async () => {
    const cache = new ComputedCache(60_000);
    let runs = 0;
    const compute = () => later(++runs);
    expect(
      await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]),
    ).toEqual([1, 1, 1]);
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('other', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it('computes again when asked for a fresh figure, after the TTL and after clear()', async () => {
    const cache = new ComputedCache(80);
    let runs = 0;
    const compute = () => later(++runs, 1);
    expect(await cache.get('k', compute)).toBe(1);
    expect(await cache.get('k', compute, true)).toBe(2);
    expect(await cache.get('k', compute)).toBe(2);
    await later(null, 150);
    expect(await cache.get('k', compute)).toBe(3);
    cache.clear();
    expect(await cache.get('k', compute)).toBe(4);
  });

  it('does not keep a figure whose computation ran across a clear()', async () => {
    const cache = new ComputedCache(60_000);
    let runs = 0;
    const compute = () => later(++runs, 40);
    const during = cache.get('k', compute);
    await later(null, 10);
    cache.clear();
    // The caller gets a figure computed after the change, and that is what is kept.
    expect(await during).toBe(2);
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('passes a failure on and keeps nothing', async () => {
    const cache = new ComputedCache(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = new ComputedCache(0);
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    await cache.get('k', compute);
    expect(await cache.get('k', compute)).toBe(2);
  });
});

describe('the admin figures kept on an instance', () => {
  let t: TestApp;
  let admin: Person;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_FIGURES_CACHE_SECONDS: '600' });
    admin = await person(t, 'admin', 'Ada Admin');
  });
  afterAll(() => t.close());

  const overview = async (input?: object) => {
    const res = await admin.client.query<AdminOverview>('admin.overview', input);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return res.data!;
  };
  const usersPage = async () => {
    const res = await admin.client.query<AdminUserPage>('admin.users', { page: 1 });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    return res.data!;
  };

  it('serves the overview it computed until Refresh Data asks for a fresh one', async () => {
    const first = await overview();
    await createUser(t.database.db, { fullName: 'Sign Up Meanwhile' });
    const kept = await overview();
    expect(kept.computedAt).toBe(first.computedAt);
    expect(kept.metrics.totalUsers).toBe(first.metrics.totalUsers);
    const fresh = await overview({ fresh: true });
    expect(fresh.metrics.totalUsers).toBe(first.metrics.totalUsers + 1);
    expect(fresh.recentUsers[0]?.name).toBe('Sign Up Meanwhile');
    expect(Date.parse(fresh.computedAt)).toBeGreaterThanOrEqual(Date.parse(first.computedAt));
    // The fresh figures are the ones kept from then on.
    expect((await overview()).metrics.totalUsers).toBe(fresh.metrics.totalUsers);
  });

  it('keeps the users page’s total, never its rows, and drops both figures after an admin change', async () => {
    const before = await usersPage();
    const newcomer = await createUser(t.database.db, { fullName: 'Newest Member' });
    const page = await usersPage();
    expect(page.items[0]?.name).toBe('Newest Member');
    expect(page.total).toBe(before.total);
    const kept = await overview();

    const res = await admin.client.mutate('admin.setUserActive', { userId: newcomer, active: false });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect((await usersPage()).total).toBe(before.total + 1);
    const after = await overview();
    expect(after.metrics.totalUsers).toBe(kept.metrics.totalUsers + 1);
    expect(after.recentUsers[0]).toMatchObject({ name: 'Newest Member', status: 'inactive' });
  });

  it('validates the input', async () => {
    const res = await admin.client.query('admin.overview', { fresh: 'yes' });
    expect(res.status).toBe(400);
  });
});
