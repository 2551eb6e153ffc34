import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { ICAL_MAX_FEEDS, ICAL_TEXTS, type IcalFeedView } from '../../../../shared/ical';
import type { Db } from '../../../db/client';
import { availabilityBlocks, icalFeeds, properties } from '../../../db/schema';
import { AppError } from '../../../errors';
import { listingNotFound, ownListing } from '../listings';
import { IcalSyncError, type FetchLimits } from './fetch';
import type { UpstreamStay } from './parse';
import { applyStaysIn, lockProperty, readFeed, syncFeed, type SyncLog, type Tx } from './sync';

const feedNotFound = () => new AppError('not_found', ICAL_TEXTS.feedNotFound);

async function ownPropertyId(db: Db, hostId: string, propertyId: string): Promise<string> {
  const [own] = await db.select({ id: properties.id }).from(properties).where(ownListing(hostId, propertyId));
  if (!own) throw listingNotFound();
  return own.id;
}

/** The caller's feed (on a listing of theirs that is not archived), or NOT_FOUND. */
async function ownFeed(db: Db, hostId: string, feedId: string): Promise<{ id: string; propertyId: string }> {
  const [feed] = await db
    .select({ id: icalFeeds.id, propertyId: icalFeeds.propertyId })
    .from(icalFeeds)
    .innerJoin(properties, eq(properties.id, icalFeeds.propertyId))
    .where(and(eq(icalFeeds.id, feedId), eq(properties.hostId, hostId), isNull(properties.archivedAt)));
  if (!feed) throw feedNotFound();
  return feed;
}

async function feedViews(db: Db, where: ReturnType<typeof eq>): Promise<IcalFeedView[]> {
  const rows = await db
    .select({
      id: icalFeeds.id,
      url: icalFeeds.url,
      lastSyncedAt: icalFeeds.lastSyncedAt,
      lastError: icalFeeds.lastError,
      conflicts: icalFeeds.conflicts,
      blockCount: count(availabilityBlocks.id),
    })
    .from(icalFeeds)
    .leftJoin(availabilityBlocks, eq(availabilityBlocks.feedId, icalFeeds.id))
    .where(where)
    .groupBy(icalFeeds.id)
    .orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id));
  return rows.map((r) => ({ ...r, lastSyncedAt: r.lastSyncedAt?.toISOString() ?? null }));
}

async function feedView(db: Db, feedId: string): Promise<IcalFeedView> {
  const [view] = await feedViews(db, eq(icalFeeds.id, feedId));
  if (!view) throw feedNotFound();
  return view;
}

/** A listing's imported calendars, oldest first. */
export async function listFeeds(db: Db, hostId: string, propertyId: string): Promise<IcalFeedView[]> {
  const id = await ownPropertyId(db, hostId, propertyId);
  return feedViews(db, eq(icalFeeds.propertyId, id));
}

/**
 * Imports a calendar: the address is fetched and read first, so one that cannot be (refused address,
 * unreachable, too large, not a calendar) is refused with that message and nothing is stored. The feed is
 * then stored (at most ICAL_MAX_FEEDS a listing, never twice) and its events become blocks, in one transaction.
 */
export async function addFeed(
  db: Db,
  hostId: string,
  input: { propertyId: string; url: string },
  limits: FetchLimits,
): Promise<IcalFeedView> {
  const propertyId = await ownPropertyId(db, hostId, input.propertyId);
  const url = new URL(input.url).href;
  const checkRoom = async (tx: Db | Tx) => {
    const feeds = await tx
      .select({ url: icalFeeds.url })
      .from(icalFeeds)
      .where(eq(icalFeeds.propertyId, propertyId));
    if (feeds.some((f) => f.url === url)) throw new AppError('conflict', ICAL_TEXTS.duplicateFeed);
    if (feeds.length >= ICAL_MAX_FEEDS) throw new AppError('conflict', ICAL_TEXTS.tooManyFeeds);
  };
  await checkRoom(db);
  let stays: UpstreamStay[];
  try {
    stays = await readFeed(url, limits);
  } catch (err) {
    if (err instanceof IcalSyncError) throw new AppError('bad_request', err.message);
    throw err;
  }
  // The feed and its blocks are stored together: if applying its events fails nothing is kept, so the host
  // can simply try again (rather than be told it is already imported, with none of its nights blocked).
  const feedId = await db.transaction(async (tx) => {
    await lockProperty(tx, propertyId);
    await checkRoom(tx);
    const [row] = await tx.insert(icalFeeds).values({ propertyId, url }).returning({ id: icalFeeds.id });
    await applyStaysIn(tx, row!.id, propertyId, stays);
    return row!.id;
  });
  return feedView(db, feedId);
}

/** Stops importing a calendar; its blocks go with it (cascade), freeing their nights. */
export async function removeFeed(db: Db, hostId: string, feedId: string): Promise<{ id: string }> {
  const feed = await ownFeed(db, hostId, feedId);
  await db.transaction(async (tx) => {
    await lockProperty(tx, feed.propertyId);
    await tx.delete(icalFeeds).where(eq(icalFeeds.id, feed.id));
  });
  return { id: feed.id };
}

/** 'Sync now': the feed's state after one sync (a failure is in lastError, blocks kept). */
export async function syncFeedNow(
  db: Db,
  hostId: string,
  feedId: string,
  limits: FetchLimits,
  log?: SyncLog,
): Promise<IcalFeedView> {
  const feed = await ownFeed(db, hostId, feedId);
  await syncFeed(db, feed.id, limits, log);
  return feedView(db, feed.id);
}
