import { z } from 'zod';
import { BOOKING_WINDOW_DAYS } from './booking';
import { CALENDAR_TEXTS, type BlockStatus } from './calendar';
import { addDays } from './dates';
import { formatStayDate } from './host';
import { isUuid } from './ids';

/** Where the spec is silent: the availability form's own refusals and notes. */
export const AVAILABILITY_TEXTS = {
  pastStart: 'The start date cannot be in the past',
  tooFarAhead: 'Availability can be set up to two years ahead',
  noBlocks: 'Every night of this listing is open for booking.',
} as const;

/** The last night a host may mark: as far ahead as a guest may check in. */
export function lastMarkableNight(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS);
}

/** Why nights cannot be blocked: the first active booking on them. */
export function blockOverBookingMessage(checkIn: string, checkOut: string): string {
  return `These dates overlap a booking from ${formatStayDate(checkIn)} to ${formatStayDate(checkOut)}, so they cannot be blocked.`;
}

/** One listing's blocks (host.availability.list). */
export const availabilityListInput = z.object({
  propertyId: z.string(CALENDAR_TEXTS.propertyRequired).refine(isUuid, CALENDAR_TEXTS.propertyRequired),
});
export type AvailabilityListInput = z.infer<typeof availabilityListInput>;

/** A stored block: nights [startDate, endDate), end exclusive like a booking's check-out. */
export interface AvailabilityBlockView {
  id: string;
  startDate: string;
  endDate: string;
  status: BlockStatus;
  /** 'host': set on the Availability form; 'ical': imported from an external calendar. */
  source: 'host' | 'ical';
}

export interface AvailabilitySetResult {
  /** The listing's blocks ending after today, after the change. */
  blocks: AvailabilityBlockView[];
  /** Nights of the range still closed by imported calendars (only their feed can open them). */
  importedNights: number;
}

/** Ranges [checkIn, checkOut) sorted and merged where they overlap or touch. */
export function mergeRanges(
  ranges: readonly { checkIn: string; checkOut: string }[],
): { checkIn: string; checkOut: string }[] {
  const sorted = [...ranges].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0));
  const merged: { checkIn: string; checkOut: string }[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.checkIn <= last.checkOut) {
      if (range.checkOut > last.checkOut) last.checkOut = range.checkOut;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}
