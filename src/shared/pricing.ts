import type { PropertyType } from './property';

/** A workspace-only listing is booked by the day: a working day is 8 hours at its hourly rate. */
export const WORKDAY_HOURS = 8;

export interface PriceQuote {
  /** US cents a night or a day. */
  amountCents: number;
  unit: 'night' | 'day';
}

/**
 * The price a card shows and the price filters compare: the nightly rate for stays, the day rate (8 hours at the
 * hourly rate) for workspace-only listings. Null when the listing has no rate at all.
 */
export function listingPrice(p: {
  propertyType: PropertyType;
  nightlyRateCents: number | null;
  hourlyRateCents: number | null;
}): PriceQuote | null {
  if (p.propertyType === 'work_only' || p.nightlyRateCents === null) {
    if (p.hourlyRateCents !== null) return { amountCents: p.hourlyRateCents * WORKDAY_HOURS, unit: 'day' };
    return p.nightlyRateCents === null ? null : { amountCents: p.nightlyRateCents, unit: 'night' };
  }
  return { amountCents: p.nightlyRateCents, unit: 'night' };
}
