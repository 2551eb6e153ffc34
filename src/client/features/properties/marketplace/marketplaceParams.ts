import type { Duration, MarketplaceParams, SearchType } from '../../../../shared/search';
import { DEFAULT_PRICE_RANGE, PRICE_SLIDER_MAX } from '../../../../shared/search';
import { formatInteger } from '../../../../shared/number-format';

/** A change to the marketplace address; `undefined` removes a parameter. */
export type ParamsPatch = Partial<MarketplaceParams>;

/**
 * Reset applies at once (no Apply button to forget). Location and duration (sitemap filters) go too; trip
 * details stay.
 */
export const RESET_PATCH: ParamsPatch = {
  search: undefined,
  type: undefined,
  location: undefined,
  duration: undefined,
  minPrice: DEFAULT_PRICE_RANGE[0],
  maxPrice: DEFAULT_PRICE_RANGE[1],
  workRating: undefined,
  stayRating: undefined,
  internet: undefined,
  verified: undefined,
  backup: undefined,
  guarantee: undefined,
  overlap: undefined,
  amenities: undefined,
};

/** Everything the address filters by, cleared: Reset's patch without its price, and the trip too. */
export const CLEAR_ALL_PATCH: ParamsPatch = {
  ...RESET_PATCH,
  minPrice: undefined,
  maxPrice: undefined,
  checkIn: undefined,
  checkOut: undefined,
  guests: undefined,
};

export const typeOptions: { value: SearchType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'work_and_stay', label: 'Work & Stay' },
  { value: 'work_only', label: 'Work Only' },
];

export function typeOf(value: string): SearchType | undefined {
  return typeOptions.find((option) => option.value === value)?.value;
}

/** Sitemap durations (the server decides what they match: nightly stays vs. kitchen-equipped long stays). */
export const durationLabels: Record<Duration, string> = {
  short: 'Short stays',
  long: 'Long stays',
};

/**
 * The address keeps only meaningful values: empty text, type `all`, zero ratings and speeds and an empty
 * amenity list are the defaults and stay out of the URL.
 */
export function cleanParams(p: MarketplaceParams): MarketplaceParams {
  const text = (v: string | undefined) => (v && v.trim() !== '' ? v : undefined);
  const positive = (v: number | undefined) => (v !== undefined && v > 0 ? v : undefined);
  return {
    type: p.type === 'all' ? undefined : p.type,
    search: text(p.search),
    location: text(p.location),
    duration: p.duration,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    workRating: positive(p.workRating),
    stayRating: positive(p.stayRating),
    internet: positive(p.internet),
    verified: positive(p.verified),
    backup: positive(p.backup),
    guarantee: positive(p.guarantee),
    overlap: positive(p.overlap),
    amenities: text(p.amenities),
    checkIn: p.checkIn,
    checkOut: p.checkOut,
    guests: p.guests,
  };
}

/** The overlap choices of the filters, in hours (0: any). */
export const OVERLAP_PRESETS = [0, 1, 2, 4, 6] as const;

export function amenityList(amenities: string | undefined): string[] {
  return amenities ? amenities.split(',').filter(Boolean) : [];
}

export function amenityParam(list: readonly string[]): string | undefined {
  return list.length > 0 ? [...new Set(list)].join(',') : undefined;
}

/**
 * A price range from a slider: its bounds mean "no limit", so they leave the address (the slider's maximum
 * reads "$1000+").
 */
export function priceParams(
  range: [number, number],
  floor: number,
): Pick<MarketplaceParams, 'minPrice' | 'maxPrice'> {
  const [lo, hi] = range;
  return {
    minPrice: lo > floor ? lo : undefined,
    maxPrice: hi < PRICE_SLIDER_MAX ? hi : undefined,
  };
}

/** The slider position for the address's prices (missing bounds sit at the slider's ends). */
export function priceRangeOf(p: MarketplaceParams, floor: number): [number, number] {
  let lo = Math.max(floor, p.minPrice ?? floor);
  let hi = Math.min(PRICE_SLIDER_MAX, p.maxPrice ?? PRICE_SLIDER_MAX);
  if (lo > hi) [lo, hi] = [hi, lo];
  return [lo, hi];
}

export function sliderBoundText(value: number): string {
  return value >= PRICE_SLIDER_MAX ? `$${PRICE_SLIDER_MAX}+` : `$${value}`;
}

/** "1 property", "89 properties", or "1,000+ properties" when the server stopped counting. */
export function propertiesLabel(n: number, capped = false): string {
  return capped
    ? `${formatInteger(n)}+ properties`
    : `${formatInteger(n)} ${n === 1 ? 'property' : 'properties'}`;
}

/**
 * The price filter in words, the same on the quick search's button, the sidebar and the chips: 'Any price',
 * '$50 – $500', '$50+' or 'Up to $500'.
 */
export function priceFilterText(minPrice: number | undefined, maxPrice: number | undefined): string {
  const min = minPrice ? minPrice : undefined;
  const max = maxPrice !== undefined && maxPrice < PRICE_SLIDER_MAX ? maxPrice : undefined;
  if (min === undefined && max === undefined) return 'Any price';
  if (max === undefined) return `$${min}+`;
  if (min === undefined) return `Up to $${max}`;
  return `$${min} – $${max}`;
}

/** The same for a slider's position (its ends mean no limit). */
export function sliderPriceText(range: [number, number], floor: number): string {
  const { minPrice, maxPrice } = priceParams(range, floor);
  return priceFilterText(minPrice, maxPrice);
}
