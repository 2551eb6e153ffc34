import dayjs from 'dayjs';

export type DateRange = [string | null, string | null];

/**
 * Spec 001 §5 'Date range picker': the first pick sets the start, the second the end, swapped when it is
 * earlier than the start; a pick after a full range starts a new one.
 */
export function pickRangeDay(range: DateRange, day: string): DateRange {
  const [start, end] = range;
  if (start === null || end !== null) return [day, null];
  return day < start ? [day, start] : [start, day];
}

/** The picker's own answer, put in order (a range never ends before it starts). */
export function orderedRange([start, end]: DateRange): DateRange {
  return start !== null && end !== null && end < start ? [end, start] : [start, end];
}

/** 'Mar 1 – Mar 10, 2027', 'From Mar 1, 2027' or the given empty text. */
export function rangeText(from: string | undefined, to: string | undefined, empty: string): string {
  if (!from) return empty;
  const start = dayjs(from);
  if (!to) return `From ${start.format('MMM D, YYYY')}`;
  const end = dayjs(to);
  const startFormat = start.year() === end.year() ? 'MMM D' : 'MMM D, YYYY';
  return `${start.format(startFormat)} – ${end.format('MMM D, YYYY')}`;
}
