import { useSyncExternalStore } from 'react';

/**
 * A value kept in the browser's storage under one key, read leniently (a damaged or foreign entry reads as
 * `empty`), shared by every component through useSyncExternalStore. Storage that refuses (private mode,
 * turned off) keeps the value in memory for the page's life. With localStorage, other tabs' changes arrive
 * through the storage event.
 */
export function storedValue<T>(options: {
  storage: () => Storage;
  key: string;
  /** The stored JSON, checked; `empty` for anything unusable. */
  read: (value: unknown) => T;
  empty: T;
  /** Whether a value is worth keeping (otherwise the entry is removed). */
  keep: (value: T) => boolean;
}) {
  const { storage, key, read, empty, keep } = options;
  const listeners = new Set<() => void>();
  let current: T | undefined;

  function load(): T {
    try {
      const raw = storage().getItem(key);
      return raw === null ? empty : read(JSON.parse(raw));
    } catch {
      return empty;
    }
  }

  const get = (): T => (current ??= load());

  function set(value: T): void {
    current = value;
    try {
      if (keep(value)) storage().setItem(key, JSON.stringify(value));
      else storage().removeItem(key);
    } catch {
      // kept in memory for this page's life
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      current = undefined;
      listener();
    };
    listeners.add(listener);
    window.addEventListener('storage', fromOtherTab);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', fromOtherTab);
    };
  }

  return { get, set, subscribe, use: (): T => useSyncExternalStore(subscribe, get, () => empty) };
}
