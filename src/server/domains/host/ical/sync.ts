import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { IcalConflict } from '../../../../shared/calendar';
import { ICAL_TEXTS } from '../../../../shared/ical';
import type { Db } from '../../../db/client';
import { availabilityBlocks, bookings, icalFeeds, properties } from '../../../db/schema';
import { fetchCalendar, IcalSyncError, type FetchLimits } from './fetch';
import { parseCalendar, type UpstreamStay } from './parse';
import { lockListing } from '../listing-lock';
import { raiseAlertSafely } from '../../admin/alerts';
import { ICAL_ALERT_FAILURES, icalFailingAlert } from './alert';
import { holdsDates } from '../../bookings/holds';

/** Conflicts kept on a feed at most (the host needs to see that there are some, not hundreds). */
const MAX_CONFLICTS = 100;

export interface SyncLog {
  error(obj: object, msg: string): void;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The per-property lock kazistay_book and every writer of blocks take (drizzle/0014). */
export async function lockProperty(tx: Tx, propertyId: string): Promise<void> {
  await lockListing(tx, propertyId);
}

const blockKey = (b: { uid: string | null; startDate: string; endDate: string }) =>
  `${b.uid ?? ''}\n${b.startDate}\n${b.endDate}`;

/** Fetches and parses a feed; every failure is an IcalSyncError in the host's words. */
export async function readFeed(url: string, limits: FetchLimits): Promise<UpstreamStay[]> {
  return parseCalendar(await fetchCalendar(url, limits));
}

/**
 * Makes the feed's blocks match `stays`, under the property's lock: a stay taking exactly the nights of a
 * booking that holds its dates (confirmed, or pending while its hold runs: holdsDates) is that booking echoed
 * back and is skipped; one over part of such a booking becomes a conflict and no block; this feed's blocks no
 * stay wants any more go (freeing their nights); new stays are inserted; unchanged ones stay the same rows.
 * Nothing happens when the feed was removed meanwhile.
 */
export async function applyStays(db: Db, feedId: string, propertyId: string, stays: UpstreamStay[]) {
  await db.transaction((tx) => applyStaysIn(tx, feedId, propertyId, stays));
}

/** applyStays within the caller's transaction (addFeed stores a feed and its blocks as one). */
export async function applyStaysIn(tx: Tx, feedId: string, propertyId: string, stays: UpstreamStay[]) {
  await lockProperty(tx, propertyId);
  const [feed] = await tx.select({ id: icalFeeds.id }).from(icalFeeds).where(eq(icalFeeds.id, feedId));
  if (!feed) return;
  const first = stays[0]?.startDate;
  const last = stays.reduce((max, s) => (s.endDate > max ? s.endDate : max), '');
  const booked = first
    ? await tx
        .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyId, propertyId),
            holdsDates(),
            gt(bookings.checkOut, first),
            lt(bookings.checkIn, last),
          ),
        )
    : [];
  // A calendar that imports this listing's own export (Airbnb's, say) sends each KaziStay booking back as
  // one of its events: an event taking exactly a booking's nights is that echo, neither block nor conflict.
  const echoes = new Set(booked.map((b) => `${b.checkIn}\n${b.checkOut}`));
  const conflicts: IcalConflict[] = [];
  const wanted = new Map<string, UpstreamStay>();
  for (const s of stays) {
    if (echoes.has(`${s.startDate}\n${s.endDate}`)) continue;
    const clash = booked.some((b) => s.startDate < b.checkOut && b.checkIn < s.endDate);
    if (clash) conflicts.push(s);
    else wanted.set(blockKey(s), s);
  }
  const existing = await tx
    .select({
      id: availabilityBlocks.id,
      uid: availabilityBlocks.uid,
      startDate: availabilityBlocks.startDate,
      endDate: availabilityBlocks.endDate,
    })
    .from(availabilityBlocks)
    .where(eq(availabilityBlocks.feedId, feedId));
  const stale = existing.filter((b) => !wanted.delete(blockKey(b))).map((b) => b.id);
  if (stale.length > 0) await tx.delete(availabilityBlocks).where(inArray(availabilityBlocks.id, stale));
  const fresh = [...wanted.values()];
  if (fresh.length > 0) {
    await tx.insert(availabilityBlocks).values(
      fresh.map((s) => ({
        propertyId,
        feedId,
        uid: s.uid,
        startDate: s.startDate,
        endDate: s.endDate,
        status: 'blocked' as const,
        source: 'ical' as const,
      })),
    );
  }
  await tx
    .update(icalFeeds)
    .set({
      lastSyncedAt: new Date(),
      lastError: null,
      failures: 0,
      conflicts: conflicts.slice(0, MAX_CONFLICTS),
    })
    .where(eq(icalFeeds.id, feedId));
}

/**
 * One sync of one feed. A failure (unreachable, refused address, too large, not a calendar) is stored as the
 * feed's last error and its blocks are kept: a calendar that cannot be read frees no nights.
 */
export async function syncFeed(db: Db, feedId: string, limits: FetchLimits, log?: SyncLog): Promise<boolean> {
  const [feed] = await db
    .select({ url: icalFeeds.url, propertyId: icalFeeds.propertyId })
    .from(icalFeeds)
    .where(eq(icalFeeds.id, feedId));
  if (!feed) return false;
  try {
    await applyStays(db, feedId, feed.propertyId, await readFeed(feed.url, limits));
    return true;
  } catch (err) {
    if (!(err instanceof IcalSyncError)) log?.error({ err, feedId }, 'iCal sync failed');
    const lastError = err instanceof IcalSyncError ? err.message : ICAL_TEXTS.syncFailed;
    const [row] = await db
      .update(icalFeeds)
      .set({ lastError, failures: sql`${icalFeeds.failures} + 1` })
      .where(eq(icalFeeds.id, feedId))
      .returning({ failures: icalFeeds.failures });
    if (row && row.failures >= ICAL_ALERT_FAILURES) {
      await raiseAlertSafely(db, await icalFailingAlert(db, feedId, feed.url, lastError, row.failures), log);
    }
    return false;
  }
}

/** How many feeds are fetched at once by the scheduled sync. */
const SYNC_CONCURRENCY = 4;
/** No feed is started after this long, so a run ends within its job's lease (14 minutes). */
const SYNC_BUDGET_MS = 12 * 60_000;

/**
 * The scheduled sync: every feed of a listing that is not archived, a few at a time, the longest unsynced
 * first (so if a run ever has more feeds than its time budget, the next one starts with those it missed). A
 * feed that fails keeps its error and the others go on.
 */
export async function syncAllFeeds(
  db: Db,
  limits: FetchLimits,
  log?: SyncLog,
  budgetMs = SYNC_BUDGET_MS,
): Promise<{ feeds: number; synced: number; failed: number }> {
  const deadline = Date.now() + budgetMs;
  const feeds = await db
    .select({ id: icalFeeds.id })
    .from(icalFeeds)
    .innerJoin(properties, eq(properties.id, icalFeeds.propertyId))
    .where(isNull(properties.archivedAt))
    .orderBy(sql`${icalFeeds.lastSyncedAt} asc nulls first`, asc(icalFeeds.id));
  const queue = feeds.map((f) => f.id);
  let synced = 0;
  let failed = 0;
  const worker = async () => {
    for (let id = queue.shift(); id && Date.now() < deadline; id = queue.shift()) {
      try {
        if (await syncFeed(db, id, limits, log)) synced++;
        else failed++;
      } catch (err) {
        // The error could not even be recorded (the database is away): the next feed may still work.
        failed++;
        log?.error({ err, feedId: id }, 'iCal sync failed');
      }
    }
  };
  await Promise.all(Array.from({ length: SYNC_CONCURRENCY }, worker));
  return { feeds: feeds.length, synced, failed };
}
