import { statLabel, type PlatformStats } from '../../../../shared/property-view';

/** The counts show '+' above these, so a young platform does not advertise small exact numbers. */
export const PROPERTIES_PLUS_ABOVE = 100;
export const USERS_PLUS_ABOVE = 50;
/** Where the properties and users bars stop filling (percent of the bar); see countBar below. */
export const PROPERTIES_BAR_MAX = 75;
export const USERS_BAR_MAX = 90;
const RATING_MAX = 5;

export interface StatRow {
  label: string;
  value: string;
  /** Progress bar fill in percent (0-100); null when the row has no bar. */
  bar: number | null;
}

/**
 * How the bars read: the properties bar fills to 75% and the users bar to 90% once the count passes
 * its '+' threshold (100 properties, 50 users), and below that grows in proportion on the same scale
 * (50 properties = 37.5%, 25 users = 45%). So a bar never shrinks as the count grows, and a '+' figure never
 * shows a full bar, which would claim a ceiling that does not exist.
 */
export function countBar(count: number, plusAbove: number, barMax: number): number {
  if (count <= 0) return 0;
  return Math.min(barMax, (count / plusAbove) * barMax);
}

/** Ratings are 1 to 5: the bar is the rating out of 5. */
export function ratingBar(rating: number | null): number {
  return rating === null ? 0 : Math.min(100, Math.max(0, (rating / RATING_MAX) * 100));
}

export function ratingValue(rating: number | null): string {
  return rating === null ? '—' : `${rating.toFixed(1)} / 5`;
}

/** The statistics card's rows, in display order. */
export function statRows(stats: PlatformStats): StatRow[] {
  return [
    {
      label: 'Properties',
      value: statLabel(stats.totalProperties, PROPERTIES_PLUS_ABOVE),
      bar: countBar(stats.totalProperties, PROPERTIES_PLUS_ABOVE, PROPERTIES_BAR_MAX),
    },
    {
      label: 'Users',
      value: statLabel(stats.totalUsers, USERS_PLUS_ABOVE),
      bar: countBar(stats.totalUsers, USERS_PLUS_ABOVE, USERS_BAR_MAX),
    },
    {
      label: 'Avg. work rating',
      value: ratingValue(stats.avgWorkRating),
      bar: ratingBar(stats.avgWorkRating),
    },
    {
      label: 'Avg. stay rating',
      value: ratingValue(stats.avgStayRating),
      bar: ratingBar(stats.avgStayRating),
    },
    { label: 'Countries', value: String(stats.countries), bar: null },
  ];
}
