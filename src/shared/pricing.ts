import type { PropertyType } from './property';
import { formatInteger } from './number-format';

/** A workspace-only listing is booked by the day: a working day is 8 hours at its hourly rate. */
export const WORKDAY_HOURS = 8;

export interface PriceQuote {
  amount: number;
  unit: 'night' | 'day';
}

/**
 * The price a card shows and the price filters compare: the nightly rate for stays, the day rate (8 hours at the
 * hourly rate) for workspace-only listings. Null when the listing has no rate at all.
 */
export function listingPrice(p: {
  propertyType: PropertyType;
  nightlyRate: number | null;
  hourlyRate: number | null;
}): PriceQuote | null {
  if (p.propertyType === 'work_only' || p.nightlyRate === null) {
    if (p.hourlyRate !== null) return { amount: p.hourlyRate * WORKDAY_HOURS, unit: 'day' };
    return p.nightlyRate === null ? null : { amount: p.nightlyRate, unit: 'night' };
  }
  return { amount: p.nightlyRate, unit: 'night' };
}

/** '$120' — US dollars, no decimals: every price is whole dollars. */
export function formatUsd(amount: number): string {
  return `$${formatInteger(amount)}`;
}
