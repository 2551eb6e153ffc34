import dayjs from 'dayjs';

/**
 * 'Tue, Mar 10, 2031'. dayjs reads yyyy-MM-dd as a local calendar day, so no zone shifts it; anything
 * unreadable is shown as given.
 */
export function formatDayLong(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('ddd, MMM D, YYYY') : iso;
}

/** 'March 10, 2031', as a day of the month calendar is read out. */
export function formatDayFull(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MMMM D, YYYY') : iso;
}
