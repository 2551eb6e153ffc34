import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LISTING_REPORT_REASON_LABELS,
  MODERATION_TEXTS,
  type reportListingInput,
} from '../../../shared/moderation';
import type { Db } from '../../db/client';
import { listingReports, properties } from '../../db/schema';
import { AppError } from '../../errors';
import { raiseAlertSafely } from '../admin/alerts';

type Log = { warn?(obj: object, msg: string): void; error?(obj: object, msg: string): void };

/**
 * A signed-in user's report about someone else's listing. One open report per person and listing (the partial
 * unique index decides, so two reports sent at once store one); admins hear of it through a 'listing_reported'
 * alert, one per listing while it is open (further reports count on it).
 */
export async function reportListing(
  db: Db,
  userId: string,
  input: z.output<typeof reportListingInput>,
  log?: Log,
): Promise<{ id: string }> {
  const [listing] = await db
    .select({ id: properties.id, title: properties.title, hostId: properties.hostId })
    .from(properties)
    .where(and(eq(properties.id, input.propertyId), isNull(properties.archivedAt)));
  if (!listing) throw new AppError('not_found', 'Property not found');
  if (listing.hostId === userId) throw new AppError('forbidden', MODERATION_TEXTS.ownListing);
  const [row] = await db
    .insert(listingReports)
    .values({ propertyId: listing.id, reporterId: userId, reason: input.reason, details: input.details })
    .onConflictDoNothing()
    .returning({ id: listingReports.id });
  if (!row) throw new AppError('conflict', MODERATION_TEXTS.alreadyReported);
  await raiseAlertSafely(
    db,
    {
      kind: 'listing_reported',
      key: `listing_reported:${listing.id}`,
      description: `Listing "${listing.title}" was reported: ${LISTING_REPORT_REASON_LABELS[input.reason]}`,
      action: 'Review listing',
      path: `/admin/listings?search=${encodeURIComponent(listing.title)}`,
    },
    log,
  );
  return row;
}
