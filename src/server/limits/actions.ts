import { enforce, type Limits } from './limits';

/*
 * The write actions a script could repeat in bulk, each counted per user and per address before it is done.
 * The numbers are in src/shared/limits.ts.
 */

/** One direct message. */
export function countMessage(limits: Limits, userId: string, ip: string): Promise<void> {
  return enforce(
    limits,
    [
      ['messageUser', userId],
      ['messageAddress', ip],
    ],
    (wait) => `You are sending messages too fast. Please try again ${wait}.`,
  );
}

/** One forum post. */
export function countForumPost(limits: Limits, userId: string, ip: string): Promise<void> {
  return enforce(
    limits,
    [
      ['forumPostUser', userId],
      ['forumPostAddress', ip],
    ],
    (wait) => `Too many posts. Please try again ${wait}.`,
  );
}

/** One message through the /contact form: per sender email (any case) and per address. */
export function countContactMessage(limits: Limits, email: string, ip: string): Promise<void> {
  return enforce(
    limits,
    [
      ['contactEmail', email.toLowerCase()],
      ['contactAddress', ip],
    ],
    (wait) => `Too many messages. Please try again ${wait}.`,
  );
}

/** One fetch of an external calendar on a host's request (add a feed, Sync now): it makes us call their URL. */
export function countCalendarFetch(limits: Limits, userId: string, ip: string): Promise<void> {
  return enforce(
    limits,
    [
      ['calendarFetchUser', userId],
      ['calendarFetchAddress', ip],
    ],
    (wait) => `Too many calendar syncs. Please try again ${wait}.`,
  );
}
