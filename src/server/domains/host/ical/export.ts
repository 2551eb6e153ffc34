import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import ical, { escape } from 'ical-generator';
import { addDays, platformToday } from '../../../../shared/dates';
import type { IcalExportView } from '../../../../shared/ical';
import type { Db } from '../../../db/client';
import { availabilityBlocks, bookings, properties } from '../../../db/schema';
import { listingNotFound, ownListing } from '../listings';
import { holdsDates } from '../../bookings/holds';

export const ICAL_EXPORT_PREFIX = '/api/ical/';
/** 24 random bytes: 192 bits, 32 base64url characters. */
const newToken = () => randomBytes(24).toString('base64url');
export const ICAL_TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** How long past stays stay in the feed (calendars that import it keep their recent history). */
const PAST_DAYS = 90;

const feedUrl = (publicUrl: string, token: string) => `${publicUrl}${ICAL_EXPORT_PREFIX}${token}.ics`;

/** The listing's private feed URL; its token is made on first use. */
export async function exportUrl(
  db: Db,
  publicUrl: string,
  hostId: string,
  propertyId: string,
): Promise<IcalExportView> {
  const [own] = await db
    .select({ id: properties.id, token: properties.icalToken })
    .from(properties)
    .where(ownListing(hostId, propertyId));
  if (!own) throw listingNotFound();
  if (own.token) return { url: feedUrl(publicUrl, own.token) };
  // Two first calls at once: one sets the token, both answer with whatever is stored.
  await db
    .update(properties)
    .set({ icalToken: newToken() })
    .where(and(eq(properties.id, own.id), isNull(properties.icalToken)));
  const [row] = await db
    .select({ token: properties.icalToken })
    .from(properties)
    .where(eq(properties.id, own.id));
  return { url: feedUrl(publicUrl, row!.token!) };
}

/** A new token: the old URL stops working at once (404). */
export async function regenerateExportUrl(
  db: Db,
  publicUrl: string,
  hostId: string,
  propertyId: string,
): Promise<IcalExportView> {
  const token = newToken();
  const [row] = await db
    .update(properties)
    .set({ icalToken: token })
    .where(ownListing(hostId, propertyId))
    .returning({ id: properties.id });
  if (!row) throw listingNotFound();
  return { url: feedUrl(publicUrl, token) };
}

/**
 * The RFC 5545 text behind a token, or null for an unknown one (or an archived listing): bookings that hold
 * their dates (confirmed, or pending while their hold runs) as 'Reserved' and the host's own blocks as 'Not
 * available', all-day with exclusive end dates and stable UIDs.
 * Nothing about the guest (name, e-mail, phone, messages) is in it, nor the imported calendars' events.
 */
export async function exportCalendar(db: Db, token: string, now = new Date()): Promise<string | null> {
  if (!ICAL_TOKEN.test(token)) return null;
  const [property] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.icalToken, token), isNull(properties.archivedAt)));
  if (!property) return null;
  const since = addDays(platformToday(now), -PAST_DAYS);
  const [stays, blocks] = await Promise.all([
    db
      .select({ id: bookings.id, checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.propertyId, property.id), holdsDates(), gte(bookings.checkOut, since)))
      .orderBy(asc(bookings.checkIn)),
    db
      .select({
        id: availabilityBlocks.id,
        start: availabilityBlocks.startDate,
        end: availabilityBlocks.endDate,
      })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.propertyId, property.id),
          eq(availabilityBlocks.source, 'host'),
          gte(availabilityBlocks.endDate, since),
        ),
      )
      .orderBy(asc(availabilityBlocks.startDate)),
  ]);
  const calendar = ical({
    // ical-generator escapes event text but writes NAME and X-WR-CALNAME as given: a title's line break would
    // start a property of its own. Escaped as RFC 5545 TEXT (backslash, ';', ',', any line break as \n).
    name: escape(`KaziStay: ${property.title}`, false),
    prodId: { company: 'KaziStay', product: 'Listing calendar', language: 'EN' },
  });
  for (const b of stays)
    calendar.createEvent({
      id: `booking-${b.id}@kazistay`,
      start: b.checkIn,
      end: b.checkOut,
      allDay: true,
      stamp: now,
      summary: 'Reserved',
    });
  for (const b of blocks)
    calendar.createEvent({
      id: `block-${b.id}@kazistay`,
      start: b.start,
      end: b.end,
      allDay: true,
      stamp: now,
      summary: 'Not available',
    });
  return calendar.toString();
}
