// The search's options and ranges, apart from its schemas: the first download (the router) reads them.

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
