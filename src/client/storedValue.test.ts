// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { storedValue } from './storedValue';

const counter = (key: string) =>
  storedValue<number | null>({
    storage: () => window.localStorage,
    key,
    read: (value) => (typeof value === 'number' ? value : null),
    empty: null,
    keep: (n) => n !== null,
  });

describe('storedValue', () => {
  it('reads a damaged or foreign entry as empty', () => {
    window.localStorage.setItem('t.damaged', '{not json');
    window.localStorage.setItem('t.foreign', '"text"');
    expect(counter('t.damaged').get()).toBeNull();
    expect(counter('t.foreign').get()).toBeNull();
  });

  it('stores what is worth keeping, removes the rest, and tells its subscribers', () => {
    const value = counter('t.kept');
    let told = 0;
    const unsubscribe = value.subscribe(() => told++);
    value.set(3);
    expect(window.localStorage.getItem('t.kept')).toBe('3');
    expect(counter('t.kept').get()).toBe(3);
    value.set(null);
    expect(window.localStorage.getItem('t.kept')).toBeNull();
    expect(told).toBe(2);
    unsubscribe();
  });

  it('reads again after another tab changed the entry', () => {
    const value = counter('t.tabs');
    value.set(1);
    let told = 0;
    const unsubscribe = value.subscribe(() => told++);
    window.localStorage.setItem('t.tabs', '7');
    window.dispatchEvent(new StorageEvent('storage', { key: 't.tabs' }));
    expect(told).toBe(1);
    expect(value.get()).toBe(7);
    unsubscribe();
  });
});
