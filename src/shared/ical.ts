import { z } from 'zod';
import type { IcalConflict } from './calendar';
import { isUuid } from './ids';
import { text } from './text';

/** How many external calendars one listing may import. */
export const ICAL_MAX_FEEDS = 5;
/** The longest feed address accepted. */
export const ICAL_URL_MAX_LENGTH = 2000;

export const ICAL_TEXTS = {
  urlRequired: 'Please enter the calendar address',
  urlInvalid: 'Enter an http:// or https:// address',
  urlTooLong: `The address is at most ${ICAL_URL_MAX_LENGTH} characters`,
  tooManyFeeds: `A listing imports at most ${ICAL_MAX_FEEDS} calendars`,
  duplicateFeed: 'This calendar is already imported for this listing',
  feedNotFound: 'Calendar not found',
  notAllowed: 'This address is not allowed',
  tooLarge: 'Calendar is larger than 1 MB',
  invalidCalendar: 'Not a valid iCal calendar',
  repeatsTooOften: 'This calendar repeats events more often than daily',
  tooManyEvents: (max: number) => `Calendar has more than ${max} upcoming events`,
  unreachable: (reason: string) => `Could not reach the calendar: ${reason}`,
  syncFailed: 'Could not sync the calendar. Please try again.',
  feedAdded: 'Calendar imported',
  feedRemoved: 'Calendar removed',
  synced: 'Calendar synced',
  linkRegenerated: 'New calendar link created',
  regenerateConfirm:
    'A new link replaces the current one. Calendars that use the old link stop receiving updates until you give them the new one.',
} as const;

const propertyId = z.string().refine(isUuid, 'Not a property id');

/** A listing's iCal export (its URL, made on first use) and its imported calendars. */
export const icalPropertyInput = z.object({ propertyId });
export type IcalPropertyInput = z.infer<typeof icalPropertyInput>;

/** An imported calendar's address: http(s) only (the server checks where it points when it fetches). */
export const icalUrlSchema = text()
  .trim()
  .min(1, ICAL_TEXTS.urlRequired)
  .max(ICAL_URL_MAX_LENGTH, ICAL_TEXTS.urlTooLong)
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, ICAL_TEXTS.urlInvalid);

/** The Import calendars form. */
export const icalFeedFormInput = z.object({ url: icalUrlSchema });
export type IcalFeedFormInput = z.infer<typeof icalFeedFormInput>;

export const addIcalFeedInput = icalFeedFormInput.extend({ propertyId });
export type AddIcalFeedInput = z.infer<typeof addIcalFeedInput>;

export const icalFeedIdInput = z.object({ feedId: z.string().refine(isUuid, ICAL_TEXTS.feedNotFound) });
export type IcalFeedIdInput = z.infer<typeof icalFeedIdInput>;

export interface IcalExportView {
  url: string;
}

/** An imported calendar as the host sees it. */
export interface IcalFeedView {
  id: string;
  url: string;
  /** ISO instant of the last successful sync. */
  lastSyncedAt: string | null;
  lastError: string | null;
  conflicts: IcalConflict[];
  /** Blocks this calendar currently holds on the listing. */
  blockCount: number;
}
