import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import {
  CALENDAR_EVENTS_LIST_LIMIT,
  CALENDAR_TEXTS,
  type CalendarEventView,
  type EventFormInput,
} from '../../../../shared/calendar';
import { platformToday } from '../../../../shared/dates';
import { HOST_TEXTS } from '../../../../shared/host';
import { isUuid } from '../../../../shared/ids';
import type { Db } from '../../../db/client';
import { hostEvents, properties } from '../../../db/schema';
import { AppError } from '../../../errors';
import { calendarListings } from './scope';

const eventColumns = {
  id: hostEvents.id,
  propertyId: hostEvents.propertyId,
  propertyTitle: properties.title,
  title: hostEvents.title,
  date: hostEvents.date,
  time: hostEvents.time,
  type: hostEvents.type,
  notes: hostEvents.notes,
};

/** The host's events on their current listings matching `where`, by date then time (host_events_host_date_idx). */
export function findEvents(
  db: Db,
  hostId: string,
  propertyId: string | undefined,
  where: SQL | undefined,
  limit?: number,
): Promise<CalendarEventView[]> {
  const query = db
    .select(eventColumns)
    .from(hostEvents)
    .innerJoin(properties, eq(properties.id, hostEvents.propertyId))
    .where(and(eq(hostEvents.hostId, hostId), calendarListings(hostId, propertyId), where))
    .orderBy(asc(hostEvents.date), asc(hostEvents.time), asc(hostEvents.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The Events tab: events from today on. */
export function upcomingEvents(db: Db, hostId: string, propertyId?: string): Promise<CalendarEventView[]> {
  return findEvents(
    db,
    hostId,
    propertyId,
    gte(hostEvents.date, platformToday()),
    CALENDAR_EVENTS_LIST_LIMIT,
  );
}

/** Add Event: on one of the host's own current listings only. */
export async function createEvent(db: Db, hostId: string, input: EventFormInput): Promise<CalendarEventView> {
  const [listing] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(calendarListings(hostId, input.propertyId))
    .limit(1);
  if (!listing) throw new AppError('not_found', HOST_TEXTS.notFound);
  const [row] = await db
    .insert(hostEvents)
    .values({
      hostId,
      propertyId: listing.id,
      title: input.title,
      date: input.date,
      time: input.time,
      type: input.type,
      notes: input.notes ? input.notes : null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyTitle: listing.title,
    title: row.title,
    date: row.date,
    time: row.time,
    type: row.type,
    notes: row.notes,
  };
}

/** Deletes one of the host's own events; anyone else's (or an unknown id) is not found and stays. */
export async function deleteEvent(db: Db, hostId: string, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw new AppError('not_found', CALENDAR_TEXTS.eventNotFound);
  const [row] = await db
    .delete(hostEvents)
    .where(and(eq(hostEvents.id, id), eq(hostEvents.hostId, hostId)))
    .returning({ id: hostEvents.id });
  if (!row) throw new AppError('not_found', CALENDAR_TEXTS.eventNotFound);
  return row;
}
