import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { ADMIN_TEXTS } from '../../../shared/admin';
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  MODERATION_TEXTS,
  restoreMessage,
  suspensionMessage,
  type AdminListingPage,
  type AdminListingRow,
  type AdminListingsInput,
  type ListingReportView,
} from '../../../shared/moderation';
import type { Db } from '../../db/client';
import { foldedContains } from '../../db/like';
import { listingReports, profiles, properties, users } from '../../db/schema';
import { AppError } from '../../errors';
import { deliver } from '../messages/service';
import { listedCondition } from '../properties/visibility';
import { writeAudit, type Actor, type Tx } from './audit';

/** Reports the admin's view of one listing shows at most. */
const REPORTS_SHOWN = 100;

const listingNotFound = () => new AppError('not_found', MODERATION_TEXTS.listingNotFound);

const openReports = sql<number>`(
  select count(*)::int from ${listingReports}
  where ${listingReports.propertyId} = ${properties.id} and ${listingReports.status} = 'open'
)`;

const rowColumns = {
  id: properties.id,
  title: properties.title,
  city: properties.city,
  country: properties.country,
  hostActive: properties.hostActive,
  suspendedAt: properties.suspendedAt,
  suspensionReason: properties.suspensionReason,
  createdAt: properties.createdAt,
  hostId: properties.hostId,
  hostName: profiles.fullName,
  hostEmail: users.email,
  openReports,
};

interface Row {
  id: string;
  title: string;
  city: string | null;
  country: string | null;
  hostActive: boolean;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
  hostId: string;
  hostName: string;
  hostEmail: string;
  openReports: number;
}

function toView(r: Row): AdminListingRow {
  return {
    id: r.id,
    title: r.title,
    city: r.city,
    country: r.country,
    host: { id: r.hostId, name: r.hostName.trim() || ADMIN_TEXTS.unnamed, email: r.hostEmail.trim() || null },
    status: r.suspendedAt ? 'suspended' : r.hostActive ? 'listed' : 'host_inactive',
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    suspensionReason: r.suspendedAt ? r.suspensionReason : null,
    openReports: Number(r.openReports),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Every listing its host has not deleted, whatever its state: the admin sees suspended ones too. */
function conditions(input: AdminListingsInput): SQL | undefined {
  const where: (SQL | undefined)[] = [isNull(properties.archivedAt)];
  if (input.search) {
    where.push(
      sql`kazistay_fold(${properties.title} || ' ' || coalesce(${properties.city}, '') || ' ' || ${profiles.fullName}) like ${foldedContains(input.search)}`,
    );
  }
  if (input.status === 'listed') where.push(listedCondition);
  if (input.status === 'suspended') where.push(isNotNull(properties.suspendedAt));
  if (input.status === 'reported') where.push(sql`${openReports} > 0`);
  return and(...where);
}

/** Newest first, a page at a time, with the host and the count of open reports. */
export async function listListings(db: Db, input: AdminListingsInput): Promise<AdminListingPage> {
  const page = input.page ?? 1;
  const where = conditions(input);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(properties)
      .innerJoin(profiles, eq(profiles.id, properties.hostId))
      .innerJoin(users, eq(users.id, properties.hostId))
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(ADMIN_LISTINGS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_LISTINGS_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .innerJoin(profiles, eq(profiles.id, properties.hostId))
      .where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    items: rows.map(toView),
    total: n,
    page,
    pageCount: Math.max(1, Math.ceil(n / ADMIN_LISTINGS_PAGE_SIZE)),
  };
}

/** One listing as the table shows it (after a change). */
async function listingRow(db: Db | Tx, propertyId: string): Promise<AdminListingRow> {
  const [row] = await db
    .select(rowColumns)
    .from(properties)
    .innerJoin(profiles, eq(profiles.id, properties.hostId))
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(and(eq(properties.id, propertyId), isNull(properties.archivedAt)));
  if (!row) throw listingNotFound();
  return toView(row);
}

/** The listing, locked for the change (two admins acting at once take turns). */
async function lockedListing(tx: Tx, propertyId: string) {
  const [row] = await tx
    .select({
      id: properties.id,
      title: properties.title,
      hostId: properties.hostId,
      suspendedAt: properties.suspendedAt,
      suspensionReason: properties.suspensionReason,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isNull(properties.archivedAt)))
    .for('update');
  if (!row) throw listingNotFound();
  return row;
}

export interface ListingAdminDeps {
  db: Db;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * The host hears of the decision in their messages, from the admin who made it. After the change has committed:
 * a message that cannot be sent is logged, it does not undo the decision (the host's list shows it anyway).
 */
async function tellHost(
  deps: ListingAdminDeps,
  actor: Actor,
  hostId: string,
  content: string,
): Promise<void> {
  if (hostId === actor.id) return;
  try {
    await deliver(deps.db, actor.id, { to: hostId, content });
  } catch (err) {
    deps.log?.warn({ err, hostId }, 'could not tell the host about a moderation decision');
  }
}

/**
 * Suspends a listing with the reason the host will read: out of search, its page says it is unavailable and it
 * cannot be booked. Its open reports are closed as acted upon. Audited in the same transaction; the host is told.
 */
export async function suspendListing(
  deps: ListingAdminDeps,
  actor: Actor,
  propertyId: string,
  reason: string,
): Promise<AdminListingRow> {
  const listing = await deps.db.transaction(async (tx) => {
    const before = await lockedListing(tx, propertyId);
    if (before.suspendedAt) throw new AppError('conflict', MODERATION_TEXTS.alreadySuspended);
    const now = new Date();
    await tx
      .update(properties)
      .set({ suspendedAt: now, suspensionReason: reason })
      .where(eq(properties.id, propertyId));
    const closed = await tx
      .update(listingReports)
      .set({ status: 'actioned', closedAt: now, closedBy: actor.id })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
      .returning({ id: listingReports.id });
    await writeAudit(tx, actor, {
      action: 'listing.suspend',
      targetType: 'listing',
      targetId: propertyId,
      targetLabel: before.title,
      before: { status: 'listed', reason: null },
      after: { status: 'suspended', reason, reportsClosed: closed.length },
    });
    return before;
  });
  await tellHost(deps, actor, listing.hostId, suspensionMessage(listing.title, reason));
  return listingRow(deps.db, propertyId);
}

/** Puts a suspended listing back in search. Audited; the host is told. */
export async function restoreListing(
  deps: ListingAdminDeps,
  actor: Actor,
  propertyId: string,
): Promise<AdminListingRow> {
  const listing = await deps.db.transaction(async (tx) => {
    const before = await lockedListing(tx, propertyId);
    if (!before.suspendedAt) throw new AppError('conflict', MODERATION_TEXTS.notSuspended);
    await tx
      .update(properties)
      .set({ suspendedAt: null, suspensionReason: null })
      .where(eq(properties.id, propertyId));
    await writeAudit(tx, actor, {
      action: 'listing.restore',
      targetType: 'listing',
      targetId: propertyId,
      targetLabel: before.title,
      before: { status: 'suspended', reason: before.suspensionReason },
      after: { status: 'listed', reason: null },
    });
    return before;
  });
  await tellHost(deps, actor, listing.hostId, restoreMessage(listing.title));
  return listingRow(deps.db, propertyId);
}

/** A listing's reports for the admin: open ones first, then the latest closed ones, newest first. */
export async function listingReportsOf(db: Db, propertyId: string): Promise<ListingReportView[]> {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isNull(properties.archivedAt)));
  if (!listing) throw listingNotFound();
  const rows = await db
    .select({
      id: listingReports.id,
      reason: listingReports.reason,
      details: listingReports.details,
      status: listingReports.status,
      createdAt: listingReports.createdAt,
      closedAt: listingReports.closedAt,
      reporterId: listingReports.reporterId,
      reporterName: profiles.fullName,
      reporterEmail: users.email,
    })
    .from(listingReports)
    .innerJoin(profiles, eq(profiles.id, listingReports.reporterId))
    .innerJoin(users, eq(users.id, listingReports.reporterId))
    .where(eq(listingReports.propertyId, propertyId))
    .orderBy(sql`${listingReports.status} <> 'open'`, desc(listingReports.createdAt), desc(listingReports.id))
    .limit(REPORTS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    details: r.details,
    status: r.status,
    reporter: {
      id: r.reporterId,
      name: r.reporterName.trim() || ADMIN_TEXTS.unnamed,
      email: r.reporterEmail.trim() || null,
    },
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  }));
}

/** Closes an open report without acting on the listing (its reporter may report it again). Audited. */
export async function dismissReport(db: Db, actor: Actor, reportId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({
        id: listingReports.id,
        status: listingReports.status,
        reason: listingReports.reason,
        propertyId: listingReports.propertyId,
        title: properties.title,
      })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .where(eq(listingReports.id, reportId))
      .for('update', { of: listingReports });
    if (!report) throw new AppError('not_found', MODERATION_TEXTS.reportNotFound);
    if (report.status !== 'open') throw new AppError('conflict', MODERATION_TEXTS.alreadyClosed);
    await tx
      .update(listingReports)
      .set({ status: 'dismissed', closedAt: new Date(), closedBy: actor.id })
      .where(eq(listingReports.id, reportId));
    await writeAudit(tx, actor, {
      action: 'listing_report.dismiss',
      targetType: 'listing',
      targetId: report.propertyId,
      targetLabel: report.title,
      before: { report: report.id, reason: report.reason, status: 'open' },
      after: { report: report.id, reason: report.reason, status: 'dismissed' },
    });
  });
}
