import type { AvailabilityStatus, BlockStatus } from '../../../../../shared/calendar';
import { addDays, daysBetween } from '../../../../../shared/dates';
import { formatStayDate } from '../../../../../shared/host';

export const STATUS_LABELS: Record<AvailabilityStatus, string> = {
  available: 'Available',
  unavailable: 'Unavailable',
  blocked: 'Blocked',
};

export const STATUS_COLORS: Record<BlockStatus, string> = { unavailable: 'orange', blocked: 'red' };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A block's nights as a host reads them: first and last night (the stored end is the next morning). */
export function blockNightsText(startDate: string, endDate: string): string {
  const last = addDays(endDate, -1);
  const nights = plural(daysBetween(startDate, endDate), 'night');
  return last === startDate
    ? `${formatStayDate(startDate)} (${nights})`
    : `${formatStayDate(startDate)} – ${formatStayDate(last)} (${nights})`;
}

/** The 'Availability Updated' toast's line: what changed, and what imported calendars still close. */
export function updatedText(
  startDate: string,
  endDate: string,
  status: AvailabilityStatus,
  importedNights: number,
): string {
  const range =
    startDate === endDate
      ? formatStayDate(startDate)
      : `${formatStayDate(startDate)} – ${formatStayDate(endDate)}`;
  const done = `${range}: ${STATUS_LABELS[status].toLowerCase()}.`;
  if (importedNights === 0) return done;
  return `${done} ${plural(importedNights, 'night')} stay closed by an imported calendar.`;
}
