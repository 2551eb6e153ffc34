import type { RefObject } from 'react';

/**
 * Moves focus to the next field once a date picker has closed on a pick, so a keyboard user goes on from
 * check-in to check-out to guests instead of starting again from the page's top. Waits a tick: the field may
 * only become enabled with the render the pick causes.
 */
export function focusNext(ref: RefObject<HTMLElement | null>): void {
  window.setTimeout(() => ref.current?.focus(), 0);
}
