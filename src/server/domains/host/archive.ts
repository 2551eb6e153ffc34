import { asc, eq, gt } from 'drizzle-orm';
import { platformToday } from '../../../shared/dates';
import { archiveBlockedMessage } from '../../../shared/host';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { bookings, properties } from '../../db/schema';
import { AppError } from '../../errors';
import { listingNotFound, ownListing } from './listings';
import { activeBookingsOf, lockListing } from './listing-lock';

/**
 * Deleting a listing archives it: it leaves search, the city pages, the host's list and its own page, while
 * past bookings, reviews and messages keep its title and photos. Refused while a pending or confirmed booking
 * is current or upcoming. The property's advisory lock is the one kazistay_book takes (drizzle/0014), so a
 * booking made meanwhile either lands first (and the delete is refused) or is refused itself.
 */
export async function archiveProperty(db: Db, hostId: string, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw listingNotFound();
  await db.transaction(async (tx) => {
    const [own] = await tx.select({ id: properties.id }).from(properties).where(ownListing(hostId, id));
    if (!own) throw listingNotFound();
    await lockListing(tx, own.id);
    const [next] = await tx
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(activeBookingsOf(own.id, gt(bookings.checkOut, platformToday())))
      .orderBy(asc(bookings.checkIn))
      .limit(1);
    if (next) throw new AppError('conflict', archiveBlockedMessage(next.checkIn, next.checkOut));
    const now = new Date();
    await tx.update(properties).set({ archivedAt: now, updatedAt: now }).where(eq(properties.id, own.id));
  });
  return { id };
}
