import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { properties } from '../../../db/schema';

/**
 * The listings a host's calendar covers: their own, not archived, all of them or the one picked. Every
 * calendar query joins properties on this, so another host's data never enters a result.
 */
export function calendarListings(hostId: string, propertyId?: string): SQL | undefined {
  return and(
    eq(properties.hostId, hostId),
    isNull(properties.archivedAt),
    propertyId === undefined ? undefined : eq(properties.id, propertyId),
  );
}
