import type { HostPropertyRow } from '../../../../shared/host';
import { formatUsd } from '../../../../shared/pricing';
import { propertyTypeLabels } from '../../../../shared/property';

/** 'Nairobi, Kenya'; whichever part is known; '—' with neither. */
export function locationText(row: Pick<HostPropertyRow, 'city' | 'country'>): string {
  return [row.city, row.country].filter((part) => part !== null && part !== '').join(', ') || '—';
}

export function typeText(row: Pick<HostPropertyRow, 'propertyType'>): string {
  return propertyTypeLabels[row.propertyType];
}

/** The listing's rates, one line each: '$25 per hour', '$120 per night'. A work-only place has no night. */
export function rateLines(row: Pick<HostPropertyRow, 'hourlyRate' | 'nightlyRate'>): string[] {
  const lines: string[] = [];
  if (row.hourlyRate !== null) lines.push(`${formatUsd(row.hourlyRate)} per hour`);
  if (row.nightlyRate !== null) lines.push(`${formatUsd(row.nightlyRate)} per night`);
  return lines;
}
