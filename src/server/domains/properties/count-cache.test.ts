import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

const never = () => Promise.reject(new Error('not expected'));

describe('CountCache', () => {
  it('serves a fresh count without loading', () => {
    let now = 1_000;
    const cache = new CountCache(30_000, () => now);
    cache.set('a', 42);
    now += 29_999;
    expect(cache.get('a', never)).toBe(42);
  });

  it('forgets every count when cleared (a listing was added, changed or removed)', () => {
    const cache = new CountCache(30_000, () => 1_000);
    cache.set('a', 42);
    cache.clear();
    expect(cache.get('a', never)).toBeUndefined();
  });

  it('serves a stale count once while a single refresh replaces it', async () => {
    let now = 1_000;
    const cache = new CountCache(30_000, () => now);
    cache.set('a', 42);
    now += 31_000;
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.resolve(43);
    };
    expect(cache.get('a', load)).toBe(42);
    expect(cache.get('a', load)).toBe(42);
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(1);
    expect(cache.get('a', never)).toBe(43);
  });

  it('drops a count older than twice the TTL, and keeps nothing with a TTL of 0', () => {
    let now = 1_000;
    const cache = new CountCache(30_000, () => now);
    cache.set('a', 1);
    now += 60_001;
    expect(cache.get('a', never)).toBeUndefined();
    const off = new CountCache(0);
    off.set('a', 1);
    expect(off.get('a', never)).toBeUndefined();
  });

  it('drops the oldest entry beyond 1,000 keys', () => {
    const cache = new CountCache(60_000);
    for (let i = 0; i <= 1_000; i++) cache.set(`k${i}`, i);
    expect(cache.get('k0', never)).toBeUndefined();
    expect(cache.get('k1000', never)).toBe(1_000);
  });
});
