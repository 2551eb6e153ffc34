import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { properties } from '../../db/schema';

/**
 * A listing the public sees in search, on the home page and in saved lists: not deleted by its host, its
 * host's account active, and not suspended by an admin. (Its own page still opens while the host is away or
 * the listing is suspended, saying it cannot be booked.)
 */
export const listedCondition: SQL = and(
  isNull(properties.archivedAt),
  eq(properties.hostActive, true),
  isNull(properties.suspendedAt),
)!;
