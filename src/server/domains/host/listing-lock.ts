import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { holdsDates } from '../bookings/holds';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes the listing's transaction lock: the one kazistay_book takes (the id as Postgres prints a uuid, so the
 * key is the same), so a booking and a host's change to the listing's nights (block, import, archive) never
 * decide on the same nights at once. Held until the transaction ends.
 */
export async function lockListing(tx: Tx, propertyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${propertyId}::uuid::text, 0))`);
}

/**
 * The listing's active bookings (confirmed, or pending while their hold runs: holdsDates), and any further
 * conditions.
 */
export function activeBookingsOf(propertyId: string, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(eq(bookings.propertyId, propertyId), holdsDates(), ...more);
}
