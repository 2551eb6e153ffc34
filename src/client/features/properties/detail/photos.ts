import type { SyntheticEvent } from 'react';
import { PROPERTY_DEFAULTS } from '../../../../shared/property-view';

/** Alt text of a gallery photo: the title and its position. */
export function photoAlt(title: string, index: number): string {
  return `${title} — photo ${index + 1}`;
}

/** A broken image shows the placeholder instead (once: a broken placeholder never loops). */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.dataset.fallback) return;
  img.dataset.fallback = 'true';
  // A srcset candidate would win over src: the placeholder has one size.
  img.removeAttribute('srcset');
  img.src = PROPERTY_DEFAULTS.image;
}
