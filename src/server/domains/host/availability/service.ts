import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  AVAILABILITY_TEXTS,
  blockOverBookingMessage,
  lastMarkableNight,
  type AvailabilityBlockView,
  type AvailabilitySetResult,
} from '../../../../shared/availability';
import type { AvailabilityFormInput } from '../../../../shared/calendar';
import { addDays, platformToday } from '../../../../shared/dates';
import { isUuid } from '../../../../shared/ids';
import { rowsOf, type Db } from '../../../db/client';
import { availabilityBlocks, bookings, properties } from '../../../db/schema';
import { AppError } from '../../../errors';
import { listingNotFound, ownListing } from '../listings';
import type { Tx } from '../photos';
import { rewriteBlocks } from './ranges';
import { activeBookingsOf, lockListing } from '../listing-lock';

/** The listing's blocks that end after today, earliest first: what the host and the form see. */
async function blocksOf(db: Db | Tx, propertyId: string): Promise<AvailabilityBlockView[]> {
  return db
    .select({
      id: availabilityBlocks.id,
      startDate: availabilityBlocks.startDate,
      endDate: availabilityBlocks.endDate,
      status: availabilityBlocks.status,
      source: availabilityBlocks.source,
    })
    .from(availabilityBlocks)
    .where(
      and(eq(availabilityBlocks.propertyId, propertyId), gt(availabilityBlocks.endDate, platformToday())),
    )
    .orderBy(asc(availabilityBlocks.startDate), asc(availabilityBlocks.source));
}

/** host.availability.list: one of the caller's listings' current and upcoming blocks. */
export async function listBlocks(
  db: Db,
  hostId: string,
  propertyId: string,
): Promise<AvailabilityBlockView[]> {
  if (!isUuid(propertyId)) throw listingNotFound();
  const [own] = await db.select({ id: properties.id }).from(properties).where(ownListing(hostId, propertyId));
  if (!own) throw listingNotFound();
  return blocksOf(db, own.id);
}

/** Nights of [start, end) that imported calendars still close. */
async function importedNights(tx: Tx, propertyId: string, start: string, end: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      select count(distinct d)::int as n
      from ${availabilityBlocks} b,
        generate_series(greatest(b.start_date, ${start}::date), least(b.end_date, ${end}::date) - 1, interval '1 day') d
      where b.property_id = ${propertyId} and b.source = 'ical'
        and b.start_date < ${end}::date and b.end_date > ${start}::date
    `),
  );
  return row?.n ?? 0;
}

/**
 * host.availability.set (spec 001 §5 Availability form). The nights startDate..endDate (inclusive) become
 * unavailable or blocked, or open again ('available'). Under the listing's advisory lock, the one kazistay_book
 * takes, so a guest booking the same nights meanwhile either lands first (and the block is refused, naming it)
 * or is refused itself. 'available' only opens the host's own blocks: imported ones belong to their feed.
 */
export async function setAvailability(
  db: Db,
  hostId: string,
  input: AvailabilityFormInput,
): Promise<AvailabilitySetResult> {
  const today = platformToday();
  if (input.startDate < today) throw new AppError('bad_request', AVAILABILITY_TEXTS.pastStart);
  if (input.endDate > lastMarkableNight(today))
    throw new AppError('bad_request', AVAILABILITY_TEXTS.tooFarAhead);
  if (!isUuid(input.propertyId)) throw listingNotFound();
  const start = input.startDate;
  const end = addDays(input.endDate, 1);

  return db.transaction(async (tx) => {
    await lockListing(tx, input.propertyId);
    const [own] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(ownListing(hostId, input.propertyId));
    if (!own) throw listingNotFound();

    if (input.status !== 'available') {
      const [clash] = await tx
        .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
        .from(bookings)
        .where(activeBookingsOf(own.id, lt(bookings.checkIn, end), gt(bookings.checkOut, start)))
        .orderBy(asc(bookings.checkIn))
        .limit(1);
      if (clash) throw new AppError('conflict', blockOverBookingMessage(clash.checkIn, clash.checkOut));
    }

    const touching = await tx
      .select({
        id: availabilityBlocks.id,
        start: availabilityBlocks.startDate,
        end: availabilityBlocks.endDate,
        status: availabilityBlocks.status,
      })
      .from(availabilityBlocks)
      .where(
        and(
          eq(availabilityBlocks.propertyId, own.id),
          eq(availabilityBlocks.source, 'host'),
          lte(availabilityBlocks.startDate, end),
          gte(availabilityBlocks.endDate, start),
        ),
      );
    const { remove, insert } = rewriteBlocks(touching, start, end, input.status);
    if (remove.length > 0) await tx.delete(availabilityBlocks).where(inArray(availabilityBlocks.id, remove));
    if (insert.length > 0) {
      await tx.insert(availabilityBlocks).values(
        insert.map((b) => ({
          propertyId: own.id,
          startDate: b.start,
          endDate: b.end,
          status: b.status,
          source: 'host' as const,
        })),
      );
    }
    return {
      blocks: await blocksOf(tx, own.id),
      importedNights: await importedNights(tx, own.id, start, end),
    };
  });
}
