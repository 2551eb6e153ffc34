import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './users';

/**
 * A counter per host that triggers (custom migration) raise whenever anything the host's figures are made of
 * changes: their listings, the bookings and reviews of those listings, their events and blocks. The dashboard,
 * calendar and analytics keep computed figures per instance under the version they were computed at, and
 * recompute when the stored version has moved, so a cached figure is never stale, on any instance.
 */
export const hostDataVersions = pgTable('host_data_versions', {
  hostId: uuid('host_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
