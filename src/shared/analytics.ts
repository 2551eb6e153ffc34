import { z } from 'zod';
import { addDays } from './dates';
import { HOST_TEXTS } from './host';

/** Host analytics (/host/analytics): the spec has a placeholder; this is what it shows. */
export const ANALYTICS_MONTHS = 12;

export const ANALYTICS_TEXTS = {
  title: 'Analytics',
  loadFailed: 'Failed to load analytics',
  empty: 'No bookings yet',
  emptyHint: 'Once guests book your listings, your earnings, occupancy and ratings appear here.',
  allListings: 'All listings',
} as const;

export const analyticsYearInput = z.object({
  /** One of the caller's listings; none: all of them (archived ones included). */
  propertyId: z.uuid(HOST_TEXTS.notFound).optional(),
});
export type AnalyticsYearInput = z.infer<typeof analyticsYearInput>;

/**
 * One calendar month (platform zone). Bookings, cancellations, lead time and earnings belong to the month of
 * the booking's check-in; nights are counted in the month each night falls in; ratings in the month the
 * review was written.
 */
export interface AnalyticsMonth {
  /** yyyy-MM. */
  month: string;
  /** What the host keeps (bookingMoney) of the bookings checking in this month. */
  netEarningsCents: number;
  /** Nights of active (pending or confirmed) bookings falling in this month. */
  nightsBooked: number;
  /** Listing-nights open this month: each listing from its creation (or first stay, if earlier) until archived. */
  availableNights: number;
  /** nightsBooked / availableNights, 0..1 (0 when nothing was available). */
  occupancyRate: number;
  /** Bookings checking in this month, cancelled ones included. */
  bookings: number;
  /** Of those, the ones cancelled. */
  cancellations: number;
  /** Days from booking to check-in, averaged over this month's bookings not cancelled; null when none. */
  avgLeadTimeDays: number | null;
  /** Average star rating of the reviews written this month; null when none. */
  avgRating: number | null;
  reviews: number;
}

export type AnalyticsTotals = Omit<AnalyticsMonth, 'month'>;

export interface AnalyticsYear {
  /** The 12 months ending with the current one, oldest first. */
  months: AnalyticsMonth[];
  totals: AnalyticsTotals;
  /** False for a host with no booking at all in these months (the page shows its empty state). */
  hasData: boolean;
}

export type { HostListingOption as AnalyticsListing } from './host';

/** 'yyyy-MM' of the 12 months ending with today's, oldest first. */
export function lastMonths(today: string, count = ANALYTICS_MONTHS): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The first day of the month after `month` (yyyy-MM), yyyy-MM-dd. */
export function nextMonthStart(month: string): string {
  return addDays(`${month}-28`, 4).slice(0, 7) + '-01';
}

/** 'Mar 2027' for yyyy-MM. */
export function formatMonth(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    year: 'numeric',
  });
}

/** '82%' for 0.82. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
