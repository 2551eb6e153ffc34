import { addDays } from '../../../../shared/dates';
import { MAX_GUESTS } from '../../../../shared/search';

/** The hero's location text goes to the marketplace's `location` parameter (at most 120 characters). */
const LOCATION_MAX = 120;

/** /marketplace search params from the 'Stay & Work' tab: only the fields the visitor filled. */
export interface StaySearch {
  /** A stay search lists only places one can sleep in (the marketplace reads 'stay' as work_and_stay). */
  type: 'stay';
  location?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number;
}

/** /marketplace search params from the 'Just Workspace' tab. */
export interface WorkspaceSearch {
  type: 'workspace';
  location?: string;
  checkIn?: string;
  checkOut?: string;
}

function location(where: string): string | undefined {
  return where.trim().slice(0, LOCATION_MAX) || undefined;
}

/**
 * The stay tab's fields as marketplace params. Dates are Mantine's yyyy-MM-dd strings; a range with only a
 * start carries just the check-in. Guests is a number (1 to 6) so the address reads `guests=2`.
 */
export function staySearch(fields: {
  where: string;
  dates: [string | null, string | null];
  guests: string | null;
}): StaySearch {
  const [checkIn, checkOut] = fields.dates;
  const guests = fields.guests ? Number(fields.guests) : NaN;
  const search: StaySearch = { type: 'stay' };
  const where = location(fields.where);
  if (where) search.location = where;
  if (checkIn) search.checkIn = checkIn;
  if (checkIn && checkOut && checkOut > checkIn) search.checkOut = checkOut;
  if (Number.isInteger(guests) && guests >= 1) search.guests = Math.min(MAX_GUESTS, guests);
  return search;
}

/** The workspace tab's fields: a chosen day becomes a one-day stay (check-out the next day). */
export function workspaceSearch(fields: { where: string; date: string | null }): WorkspaceSearch {
  const search: WorkspaceSearch = { type: 'workspace' };
  const where = location(fields.where);
  if (where) search.location = where;
  if (fields.date) {
    search.checkIn = fields.date;
    search.checkOut = addDays(fields.date, 1);
  }
  return search;
}
