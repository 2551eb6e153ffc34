import { z } from 'zod';
import { searchableAmenities, type SearchableAmenity } from './amenities';
import { isoDate } from './date-field';
import { CHECK_OUT_AFTER_CHECK_IN, checkOutFollowsCheckIn } from './dates';
import { text } from './text';
import { teamHoursSchema } from './timezones';
import { MAX_GUESTS, SEARCH_PAGE_SIZE, SEARCH_TEXT_MAX, durations, searchTypes } from './search-options';
import type { MarketplaceParams } from './marketplace-params';

export * from './search-options';
export * from './marketplace-params';

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
    checkIn: isoDate().optional(),
    checkOut: isoDate().optional(),
    guests: z.number().int().min(1).max(MAX_GUESTS).optional(),
    /** Only listings whose guests measured at least `internet` Mbps (any speed without one) during stays. */
    verifiedInternet: z.boolean().default(false),
    /** Only listings whose host declares backup power. */
    backupPower: z.boolean().default(false),
    /** Only listings with the workday guarantee in force. */
    workdayGuarantee: z.boolean().default(false),
    /** The guest's team hours: with minOverlap, only listings whose zone overlaps that long every day. */
    team: teamHoursSchema.optional(),
    minOverlap: z
      .number()
      .int()
      .min(0)
      .max(10 * 60, 'The overlap can be at most 10 hours')
      .default(0),
    cursor: text().max(200).optional(),
    limit: z.number().int().min(1).max(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'The minimum price must not exceed the maximum price',
    path: ['minPrice'],
  })
  .refine((v) => v.minOverlap === 0 || v.team !== undefined, {
    message: 'Set your team’s time zone and hours to filter by overlap',
    path: ['minOverlap'],
  })
  .refine((v) => !v.checkIn || !v.checkOut || checkOutFollowsCheckIn(v.checkIn, v.checkOut), {
    message: CHECK_OUT_AFTER_CHECK_IN,
    path: ['checkOut'],
  });
export type SearchPropertiesInput = z.input<typeof searchPropertiesInput>;
export type SearchFilters = z.output<typeof searchPropertiesInput>;

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
    verifiedInternet: p.verified === 1,
    backupPower: p.backup === 1,
    workdayGuarantee: p.guarantee === 1,
    amenities: p.amenities ? (p.amenities.split(',') as SearchableAmenity[]) : [],
    checkIn: stay ? p.checkIn : undefined,
    checkOut: stay ? p.checkOut : undefined,
    guests: p.guests,
  };
}
