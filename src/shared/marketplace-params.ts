import { searchableAmenities, type SearchableAmenity } from './amenities';
import {
  durations,
  MAX_GUESTS,
  PRICE_SLIDER_MAX,
  SEARCH_TEXT_MAX,
  searchTypes,
  type SearchType,
} from './search-options';
import { hasUnsafeCharacters } from './unsafe-text';
import {
  clampedNumber,
  isoDateParam,
  looseParamsReader,
  oneOf,
  type LooseParams,
  type ParamReader,
  type ParamsOf,
} from './url-params';

// ---- The marketplace address (lenient: anything unknown or malformed is ignored or clamped) ----

/** A free-text address parameter; one the search would refuse (control characters) is dropped instead. */
const textParam =
  (max: number): ParamReader<string> =>
  (v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    const value = String(v).trim().slice(0, max);
    return value && !hasUnsafeCharacters(value) ? value : undefined;
  };

/**
 * The trip a visitor searched for: the marketplace's dates and guests, carried to a property's page
 * (/property/{id}?checkIn=&checkOut=&guests=), where they fill the booking card.
 */
const tripParams = {
  checkIn: isoDateParam,
  checkOut: isoDateParam,
  guests: (v: unknown): number | undefined => {
    if (v === undefined || v === null || v === '') return undefined;
    const n = Number(v);
    // A hand-edited address must still load: a non-numeric value becomes 1; at most MAX_GUESTS.
    return Number.isFinite(n) ? Math.min(MAX_GUESTS, Math.max(1, Math.round(n))) : 1;
  },
};

export type TripParams = ParamsOf<typeof tripParams>;
export type TripParamsInput = LooseParams<typeof tripParams>;
export const readTripParams: (search: TripParamsInput) => TripParams = looseParamsReader(tripParams);

/** The trip part of the marketplace's address (empty when it names no dates and no guests). */
export function tripOf(params: TripParams): TripParams {
  const trip: TripParams = {};
  if (params.checkIn) trip.checkIn = params.checkIn;
  if (params.checkOut) trip.checkOut = params.checkOut;
  if (params.guests) trip.guests = params.guests;
  return trip;
}

const marketplaceParams = {
  /** Also accepts the footer's `workspace` and `stay`. */
  type: (v: unknown): SearchType | undefined => {
    if (v === 'workspace') return 'work_only';
    if (v === 'stay') return 'work_and_stay';
    return searchTypes.includes(v as SearchType) && v !== 'all' ? (v as SearchType) : undefined;
  },
  search: textParam(SEARCH_TEXT_MAX),
  location: textParam(120),
  duration: oneOf(durations),
  minPrice: clampedNumber(0, PRICE_SLIDER_MAX),
  maxPrice: clampedNumber(0, PRICE_SLIDER_MAX),
  workRating: clampedNumber(0, 5),
  stayRating: clampedNumber(0, 5),
  internet: clampedNumber(0, 10_000),
  /** 1: only listings whose guests measured the internet speed (at least `internet`) during stays. */
  verified: clampedNumber(0, 1),
  /** 1: only listings with declared backup power. */
  backup: clampedNumber(0, 1),
  /** 1: only listings with the workday guarantee. */
  guarantee: clampedNumber(0, 1),
  /** Hours of team overlap required every day (applies once the guest has set their team's hours). */
  overlap: clampedNumber(0, 10),
  /** Known labels only, each once, comma-separated. */
  amenities: (v: unknown): string | undefined => {
    const list = typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v.map(String) : [];
    const known = list
      .map((s) => s.trim())
      .filter((s): s is SearchableAmenity => (searchableAmenities as readonly string[]).includes(s));
    return known.length > 0 ? [...new Set(known)].join(',') : undefined;
  },
  ...tripParams,
};

export type MarketplaceParams = ParamsOf<typeof marketplaceParams>;
/** What a link to the marketplace may carry: any value, read leniently. */
export type MarketplaceParamsInput = LooseParams<typeof marketplaceParams>;

/**
 * The marketplace's URL search params. The result is always valid: unknown values vanish, numbers are
 * clamped, amenities are filtered to known labels.
 */
export const readMarketplaceParams: (search: MarketplaceParamsInput) => MarketplaceParams =
  looseParamsReader(marketplaceParams);
