import type { HostPropertyRow } from '../../../../shared/host';
import { formatPrice } from '../../../../shared/money';
import { propertyTypeLabels } from '../../../../shared/property';

/** 'Nairobi, Kenya'; whichever part is known; '—' with neither. */
export function locationText(row: Pick<HostPropertyRow, 'city' | 'country'>): string {
  return [row.city, row.country].filter((part) => part !== null && part !== '').join(', ') || '—';
}

export function typeText(row: Pick<HostPropertyRow, 'propertyType'>): string {
  return propertyTypeLabels[row.propertyType];
}

/** The listing's rates, one line each: '$25 per hour', '$120.50 per night'. A work-only place has no night. */
export function rateLines(row: Pick<HostPropertyRow, 'hourlyRateCents' | 'nightlyRateCents'>): string[] {
  const lines: string[] = [];
  if (row.hourlyRateCents !== null) lines.push(`${formatPrice(row.hourlyRateCents)} per hour`);
  if (row.nightlyRateCents !== null) lines.push(`${formatPrice(row.nightlyRateCents)} per night`);
  return lines;
}
