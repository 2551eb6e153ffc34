import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is drawn on the server and hydrated from that drawing, true from then on (and at once
 * on a page the browser draws itself). What only the browser can draw waits for it, so both sides agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
