import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  OUTAGE_CLOCK_SLACK_MS,
  OUTAGE_REPORTS_PER_DAY,
  OUTAGE_TEXTS,
  OUTAGE_WINDOW_DAYS,
  minutesOf,
  summarizeOutages,
  type AnswerOutageInput,
  type OutageSummary,
  type OutageView,
  type ReportOutageInput,
} from '../../../shared/outages';
import { outageEnd, stayWindow } from '../../../shared/stays';
import { listingTimeZone, zonedInstant } from '../../../shared/timezones';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { bookings, outageReports, profiles, properties } from '../../db/schema';
import { AppError } from '../../errors';
import { guestStayNow } from './access';
import { guaranteeInForce } from './guarantee-sql';
import { claimsOf, overlappingOutages, settleWorkdayClaims } from './guarantee';

const DAY_MS = 24 * 60 * 60_000;
const notFound = () => new AppError('not_found', OUTAGE_TEXTS.notFound);
const oneOpen = () => new AppError('conflict', OUTAGE_TEXTS.oneOpen);

const guest = alias(profiles, 'outage_guest');
const viewColumns = {
  outage: outageReports,
  propertyTitle: properties.title,
  country: properties.country,
  hostId: properties.hostId,
  guestName: guest.fullName,
};
type ViewRow = {
  outage: typeof outageReports.$inferSelect;
  propertyTitle: string;
  country: string | null;
  hostId: string;
  guestName: string;
};

function selectViews(db: Db) {
  return db
    .select(viewColumns)
    .from(outageReports)
    .innerJoin(properties, eq(properties.id, outageReports.propertyId))
    .innerJoin(guest, eq(guest.id, outageReports.userId));
}

function toView(r: ViewRow, claims: OutageView['claims'] = []): OutageView {
  const o = r.outage;
  return {
    id: o.id,
    bookingId: o.bookingId,
    propertyId: o.propertyId,
    propertyTitle: r.propertyTitle,
    guestName: r.guestName,
    kind: o.kind,
    startedAt: o.startedAt.toISOString(),
    endedAt: o.endedAt?.toISOString() ?? null,
    timeZone: listingTimeZone(r.country),
    note: o.note,
    hostAnswer: o.hostAnswer,
    hostConfirmed: o.hostConfirmed,
    answeredAt: o.answeredAt?.toISOString() ?? null,
    claims,
  };
}

/** The views with the workday guarantee's decisions on each. */
async function withClaims(db: Db, rows: ViewRow[]): Promise<OutageView[]> {
  const claims = await claimsOf(
    db,
    rows.map((r) => r.outage.id),
  );
  return rows.map((r) =>
    toView(
      r,
      claims
        .filter((c) => c.outageId === r.outage.id)
        .sort((a, b) => a.day.localeCompare(b.day))
        .map(({ day, status, amountCents }) => ({ day, status, amountCents })),
    ),
  );
}

/**
 * Lets the workday guarantee look at outages that changed. Its failure never undoes what the guest or host
 * did: the review job looks again (guarantee.ts).
 */
async function settleSafely(db: Db, outageIds: string[], now: number): Promise<void> {
  for (const id of outageIds) {
    try {
      await settleWorkdayClaims(db, id, now);
    } catch {
      // Left for the review job.
    }
  }
}

/** A guest reports an outage during their own stay: its times in the listing's clock, inside the stay. */
export async function reportOutage(
  db: Db,
  userId: string,
  input: ReportOutageInput,
  now = Date.now(),
): Promise<OutageView> {
  const stay = await guestStayNow(db, userId, input.bookingId, now);
  const window = stayWindow(stay.checkIn, stay.checkOut, stay.zone);
  const startedAt = zonedInstant(input.startDate, minutesOf(input.startTime), stay.zone);
  const endedAt =
    input.ongoing || input.endDate === null || input.endTime === null
      ? null
      : zonedInstant(input.endDate, minutesOf(input.endTime), stay.zone);
  if (startedAt < window.start) throw new AppError('bad_request', OUTAGE_TEXTS.startBeforeStay);
  if (
    startedAt > now + OUTAGE_CLOCK_SLACK_MS ||
    (endedAt !== null && endedAt > now + OUTAGE_CLOCK_SLACK_MS)
  ) {
    throw new AppError('bad_request', OUTAGE_TEXTS.inFuture);
  }
  if (endedAt !== null && endedAt <= startedAt)
    throw new AppError('bad_request', OUTAGE_TEXTS.endBeforeStart);

  const id = await db
    .transaction(async (tx) => {
      // Serialises a booking's reports, so the daily count and the one-open rule hold under concurrent calls.
      await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, stay.bookingId))
        .for('update');
      const [recent] = await tx
        .select({ n: count() })
        .from(outageReports)
        .where(
          and(
            eq(outageReports.bookingId, stay.bookingId),
            gte(outageReports.createdAt, new Date(now - DAY_MS)),
          ),
        );
      if ((recent?.n ?? 0) >= OUTAGE_REPORTS_PER_DAY) {
        throw new AppError('too_many_requests', OUTAGE_TEXTS.tooMany, { retryAfterSeconds: 3600 });
      }
      if (endedAt === null) {
        const [open] = await tx
          .select({ id: outageReports.id })
          .from(outageReports)
          .where(and(eq(outageReports.bookingId, stay.bookingId), isNull(outageReports.endedAt)))
          .limit(1);
        if (open) throw oneOpen();
      }
      // Judged later by the guarantee the listing had now, whatever the host changes meanwhile.
      const [listing] = await tx
        .select({ guaranteed: guaranteeInForce })
        .from(properties)
        .where(eq(properties.id, stay.propertyId));
      const [row] = await tx
        .insert(outageReports)
        .values({
          guaranteed: Boolean(listing?.guaranteed),
          bookingId: stay.bookingId,
          propertyId: stay.propertyId,
          userId,
          kind: input.kind,
          startedAt: new Date(startedAt),
          endedAt: endedAt === null ? null : new Date(endedAt),
          note: input.note || null,
          createdAt: new Date(now),
        })
        .returning({ id: outageReports.id });
      return row!.id;
    })
    .catch((error: unknown) => {
      throw pgErrorCode(error) === PG_UNIQUE_VIOLATION ? oneOpen() : error;
    });
  // A report can be another guest's second signal, as theirs can be this one's.
  await settleSafely(db, [id, ...(await overlappingOutages(db, id, now))], now);
  return (await outageById(db, id))!;
}

/** The guest says their ongoing outage is over, now (or at the stay's end if that came first). */
export async function endOutage(
  db: Db,
  userId: string,
  outageId: string,
  now = Date.now(),
): Promise<OutageView> {
  const [row] = await db
    .select({
      outage: outageReports,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      country: properties.country,
    })
    .from(outageReports)
    .innerJoin(bookings, eq(bookings.id, outageReports.bookingId))
    .innerJoin(properties, eq(properties.id, outageReports.propertyId))
    .where(and(eq(outageReports.id, outageId), eq(outageReports.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.outage.endedAt !== null) throw new AppError('conflict', OUTAGE_TEXTS.alreadyOver);
  const stayEnd = stayWindow(row.checkIn, row.checkOut, listingTimeZone(row.country)).end;
  const endedAt = Math.max(Math.min(now, stayEnd), row.outage.startedAt.getTime() + 60_000);
  await db
    .update(outageReports)
    .set({ endedAt: new Date(endedAt) })
    .where(and(eq(outageReports.id, outageId), isNull(outageReports.endedAt)));
  await settleSafely(db, [outageId], now);
  return (await outageById(db, outageId))!;
}

async function outageById(db: Db, id: string): Promise<OutageView | null> {
  const rows = await selectViews(db).where(eq(outageReports.id, id)).limit(1);
  return (await withClaims(db, rows))[0] ?? null;
}

/** A guest's reports on one of their bookings, newest first (someone else's booking: none). */
export async function outagesOfBooking(db: Db, userId: string, bookingId: string): Promise<OutageView[]> {
  const rows = await selectViews(db)
    .where(and(eq(outageReports.bookingId, bookingId), eq(outageReports.userId, userId)))
    .orderBy(desc(outageReports.startedAt), desc(outageReports.id));
  return withClaims(db, rows);
}

/** HOST_OUTAGES_SHOWN latest reports on the host's listings, for their dashboard. */
export const HOST_OUTAGES_SHOWN = 20;

export async function outagesForHost(db: Db, hostId: string, now = Date.now()): Promise<OutageView[]> {
  const rows = await selectViews(db)
    .where(
      and(
        eq(properties.hostId, hostId),
        gte(outageReports.startedAt, new Date(now - OUTAGE_WINDOW_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(outageReports.startedAt), desc(outageReports.id))
    .limit(HOST_OUTAGES_SHOWN);
  return withClaims(db, rows);
}

/** The listing's host answers a report, and may confirm it happened. Answering again replaces the answer. */
export async function answerOutage(
  db: Db,
  hostId: string,
  input: AnswerOutageInput,
  now = Date.now(),
): Promise<OutageView> {
  const [row] = await selectViews(db).where(eq(outageReports.id, input.outageId)).limit(1);
  if (!row || row.hostId !== hostId) throw notFound();
  await db
    .update(outageReports)
    .set({ hostAnswer: input.answer, hostConfirmed: input.confirmed, answeredAt: new Date(now) })
    .where(eq(outageReports.id, input.outageId));
  await settleSafely(db, [input.outageId], now);
  return (await outageById(db, input.outageId))!;
}

/** What the listing's page shows: the outages reported in the last OUTAGE_WINDOW_DAYS. */
export async function outageSummary(db: Db, propertyId: string, now = Date.now()): Promise<OutageSummary> {
  const rows = await db
    .select({
      kind: outageReports.kind,
      startedAt: outageReports.startedAt,
      endedAt: outageReports.endedAt,
      hostConfirmed: outageReports.hostConfirmed,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      country: properties.country,
    })
    .from(outageReports)
    .innerJoin(bookings, eq(bookings.id, outageReports.bookingId))
    .innerJoin(properties, eq(properties.id, outageReports.propertyId))
    .where(
      and(
        eq(outageReports.propertyId, propertyId),
        gte(outageReports.startedAt, new Date(now - OUTAGE_WINDOW_DAYS * DAY_MS)),
      ),
    );
  return summarizeOutages(
    rows.map((r) => {
      // One left open when the stay ended lasted at most until then.
      const stayEnd = stayWindow(r.checkIn, r.checkOut, listingTimeZone(r.country)).end;
      const endedAt =
        r.endedAt === null && now < stayEnd ? null : outageEnd(r.endedAt?.getTime() ?? null, stayEnd, now);
      return { kind: r.kind, startedAt: r.startedAt.getTime(), endedAt, hostConfirmed: r.hostConfirmed };
    }),
  );
}
