import { z } from 'zod';
import { searchableAmenities, type SearchableAmenity } from './amenities';
import { CHECK_OUT_AFTER_CHECK_IN, checkOutFollowsCheckIn, isIsoDate } from './dates';
// Named apart from the lenient URL `text` helper below.
import { hasUnsafeCharacters, text } from './text';

/** Paging and filter ranges (README 'How search behaves'). */
export const SEARCH_PAGE_SIZE = 50;
export const PRICE_SLIDER_MAX = 1000;
export const PRICE_SLIDER_STEP = 10;
export const DEFAULT_PRICE_RANGE: [number, number] = [50, 500];
export const INTERNET_PRESETS = [0, 10, 25, 50, 100] as const;
export const MAX_GUESTS = 6;
export const SEARCH_TEXT_MAX = 100;

/** '1 guest', '4 guests': the search bars' choices and the bookings say it the same way. */
export function guestsText(guests: number): string {
  return guests === 1 ? '1 guest' : `${guests} guests`;
}

export const searchTypes = ['all', 'work_and_stay', 'work_only'] as const;
export type SearchType = (typeof searchTypes)[number];
export const durations = ['short', 'long'] as const;
export type Duration = (typeof durations)[number];

const isoDate = z.string().refine(isIsoDate, 'Dates must be written yyyy-MM-dd');

/** Input of properties.search: strict, so a script sending nonsense gets a clear error. */
export const searchPropertiesInput = z
  .object({
    search: text()
      .trim()
      .max(SEARCH_TEXT_MAX, `Search text must be at most ${SEARCH_TEXT_MAX} characters`)
      .optional(),
    type: z.enum(searchTypes).default('all'),
    location: text().trim().max(120, 'Location must be at most 120 characters').optional(),
    duration: z.enum(durations).optional(),
    minPrice: z.number().int().min(0, 'Prices cannot be negative').max(100_000).optional(),
    maxPrice: z.number().int().min(0, 'Prices cannot be negative').max(100_000).optional(),
    workRating: z.number().int().min(0).max(5).default(0),
    stayRating: z.number().int().min(0).max(5).default(0),
    internet: z.number().int().min(0, 'Internet speed cannot be negative').max(10_000).default(0),
    amenities: z
      .array(z.enum(searchableAmenities, { error: 'Unknown amenity' }))
      .max(searchableAmenities.length)
      .default([]),
    checkIn: isoDate.optional(),
    checkOut: isoDate.optional(),
    guests: z.number().int().min(1).max(MAX_GUESTS).optional(),
    cursor: text().max(200).optional(),
    limit: z.number().int().min(1).max(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'The minimum price must not exceed the maximum price',
    path: ['minPrice'],
  })
  .refine((v) => !v.checkIn || !v.checkOut || checkOutFollowsCheckIn(v.checkIn, v.checkOut), {
    message: CHECK_OUT_AFTER_CHECK_IN,
    path: ['checkOut'],
  });
export type SearchPropertiesInput = z.input<typeof searchPropertiesInput>;
export type SearchFilters = z.output<typeof searchPropertiesInput>;

// ---- The marketplace address (lenient: anything unknown or malformed is ignored or clamped) ----

/** A URL field that never fails: `read` turns whatever arrived (or nothing) into a value or undefined. */
const lenient = <T>(read: (v: unknown) => T | undefined) => z.unknown().transform(read).optional();

const clampInt = (min: number, max: number) =>
  lenient((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : undefined;
  });

/** A free-text address parameter; one the search would refuse (control characters) is dropped instead. */
const textParam = (max: number) =>
  lenient((v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    const value = String(v).trim().slice(0, max);
    return value && !hasUnsafeCharacters(value) ? value : undefined;
  });

const oneOf = <T extends string>(values: readonly T[]) =>
  lenient((v) => (values.includes(v as T) ? (v as T) : undefined));

const isoDateParam = lenient((v) => (typeof v === 'string' && isIsoDate(v) ? v : undefined));

/**
 * The marketplace's URL search params. `type` also accepts the footer's `workspace` and `stay`. The result is
 * always valid: unknown values vanish, numbers are clamped, amenities are filtered to known labels.
 */
export const marketplaceParamsSchema = z.object({
  type: lenient((v): SearchType | undefined => {
    if (v === 'workspace') return 'work_only';
    if (v === 'stay') return 'work_and_stay';
    return searchTypes.includes(v as SearchType) && v !== 'all' ? (v as SearchType) : undefined;
  }),
  search: textParam(SEARCH_TEXT_MAX),
  location: textParam(120),
  duration: oneOf(durations),
  minPrice: clampInt(0, PRICE_SLIDER_MAX),
  maxPrice: clampInt(0, PRICE_SLIDER_MAX),
  workRating: clampInt(0, 5),
  stayRating: clampInt(0, 5),
  internet: clampInt(0, 10_000),
  amenities: lenient((v) => {
    const list = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v.map(String) : [];
    const known = list
      .map((s) => s.trim())
      .filter((s): s is SearchableAmenity => (searchableAmenities as readonly string[]).includes(s));
    return known.length > 0 ? [...new Set(known)].join(',') : undefined;
  }),
  checkIn: isoDateParam,
  checkOut: isoDateParam,
  guests: lenient((v) => {
    if (v === undefined || v === null || v === '') return undefined;
    const n = Number(v);
    // A hand-edited address must still load: a non-numeric value becomes 1; at most MAX_GUESTS.
    return Number.isFinite(n) ? Math.min(MAX_GUESTS, Math.max(1, Math.round(n))) : 1;
  }),
});
export type MarketplaceParams = z.output<typeof marketplaceParamsSchema>;

/** The procedure input for a page of results under the given address. */
export function filtersFromParams(p: MarketplaceParams): SearchPropertiesInput {
  let { minPrice, maxPrice } = p;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const stay = p.checkIn && p.checkOut && checkOutFollowsCheckIn(p.checkIn, p.checkOut);
  return {
    search: p.search,
    type: p.type ?? 'all',
    location: p.location,
    duration: p.duration,
    minPrice,
    maxPrice,
    workRating: p.workRating ?? 0,
    stayRating: p.stayRating ?? 0,
    internet: p.internet ?? 0,
    amenities: p.amenities ? (p.amenities.split(',') as SearchableAmenity[]) : [],
    checkIn: stay ? p.checkIn : undefined,
    checkOut: stay ? p.checkOut : undefined,
    guests: p.guests,
  };
}
