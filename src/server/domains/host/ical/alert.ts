import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { icalFeeds, properties } from '../../../db/schema';
import type { RaisedAlert } from '../../admin/alerts';

/** Syncs failed in a row before the admins hear of a feed (a single failure is often a passing outage). */
export const ICAL_ALERT_FAILURES = 3;

/** One open alert per feed, counting each further failure, leading to the listing's page. */
export async function icalFailingAlert(
  db: Db,
  feedId: string,
  url: string,
  reason: string,
  failures: number,
): Promise<RaisedAlert> {
  const [listing] = await db
    .select({ id: properties.id, title: properties.title })
    .from(icalFeeds)
    .innerJoin(properties, eq(properties.id, icalFeeds.propertyId))
    .where(eq(icalFeeds.id, feedId));
  let source = 'an external calendar';
  try {
    source = new URL(url).host;
  } catch {
    // A stored feed always has a valid URL; the description does without it otherwise.
  }
  return {
    kind: 'ical_failing',
    key: `ical_failing:${feedId}`,
    description: `The calendar import from ${source} for "${listing?.title ?? 'a listing'}" has failed ${failures} times in a row: ${reason}`,
    action: 'View listing',
    path: listing ? `/property/${listing.id}` : '/admin',
  };
}
