import { and, count, desc, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { PAYOUT_MAX_ATTEMPTS, PAYOUT_NETWORKS, PAYOUT_STATUS_LABELS } from '../../../shared/payouts';
import {
  ADMIN_PAYOUT_TEXTS,
  ADMIN_PAYOUTS_PAGE_SIZE,
  type AdminPayoutFilters,
  type AdminPayoutView,
  type AdminPayoutsInput,
  type AdminPayoutsPage,
} from '../../../shared/payouts-admin';
import { formatMoney } from '../../../shared/money';
import type { Db } from '../../db/client';
import { foldedContains, likeEscape } from '../../db/like';
import { bookings, payouts, profiles, properties, serviceBookings, services } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit, type Actor } from '../admin/audit';
import { PAYOUT_LEASE_MS } from './release';

/** Rows read per export query: quick, and memory stays flat however many payouts there are. */
export const PAYOUT_EXPORT_BATCH = 1000;

/** The instant before which a processing payout's lease has run out. */
const leaseExpiredAt = (now: Date) =>
  sql`${new Date(now.getTime() - PAYOUT_LEASE_MS).toISOString()}::timestamptz`;

/** Processing past the lease, as the release's claim counts it (src/server/domains/payouts/release.ts). */
const stuckAt = (now: Date) =>
  sql<boolean>`(${payouts.status} = 'processing' and ${payouts.updatedAt} <= ${leaseExpiredAt(now)})`;

const payoutColumns = (now: Date) => ({
  id: payouts.id,
  kind: payouts.kind,
  title: sql<string>`coalesce(${properties.title}, ${services.title}, '')`,
  payeeName: profiles.fullName,
  payeeEmail: profiles.email,
  bookingId: sql<string>`coalesce(${payouts.bookingId}, ${payouts.serviceBookingId})`,
  amountCents: payouts.amountCents,
  currency: payouts.currency,
  deductedCents: payouts.deductedCents,
  status: payouts.status,
  network: payouts.network,
  providerRef: payouts.providerRef,
  sentAmountMinor: payouts.sentAmountMinor,
  sentCurrency: payouts.sentCurrency,
  failureReason: payouts.failureReason,
  attempts: payouts.attempts,
  nextAttemptAt: payouts.nextAttemptAt,
  payoutDate: payouts.payoutDate,
  paidAt: payouts.paidAt,
  stuck: stuckAt(now),
  cursorAt: sql<string>`${payouts.payoutDate}::text`,
});

/**
 * A query over the payouts (`.from(payouts).$dynamic()`) joined to its payee and to what it pays for: a stay's
 * booking and property, or a service's booking and service (left joins: one pair is there).
 */
function withParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(profiles, eq(profiles.id, payouts.payeeId))
    .leftJoin(bookings, eq(bookings.id, payouts.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(serviceBookings, eq(serviceBookings.id, payouts.serviceBookingId))
    .leftJoin(services, eq(services.id, serviceBookings.serviceId));
}

/**
 * The filters as a condition, over `withParties`. Search: any part of the payee's name or email or of the
 * property's or service's title (case and accents ignored), any part of the network's reference, or the start
 * of the booking's id or the payout's own (what an alert links with when the payee is gone).
 */
export function adminPayoutConditions(filters: AdminPayoutFilters, now: Date): SQL | undefined {
  const where: SQL[] = [];
  if (filters.kind !== 'all') where.push(eq(payouts.kind, filters.kind));
  if (filters.status !== 'all') where.push(eq(payouts.status, filters.status));
  if (filters.network !== 'all') where.push(eq(payouts.network, filters.network));
  if (filters.stuck) where.push(stuckAt(now));
  const search = filters.search?.trim();
  if (search) {
    const lower = likeEscape(search.toLowerCase());
    where.push(
      or(
        sql`kazistay_fold(concat_ws(' ', ${profiles.fullName}, ${profiles.email}, ${properties.title},
          ${services.title})) like ${foldedContains(search)}`,
        sql`lower(coalesce(${payouts.providerRef}, '')) like ${`%${lower}%`}`,
        sql`coalesce(${payouts.bookingId}, ${payouts.serviceBookingId})::text like ${`${lower}%`}`,
        sql`${payouts.id}::text like ${`${lower}%`}`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

type PayoutRecord = Omit<AdminPayoutView, 'network' | 'nextAttemptAt' | 'payoutDate' | 'paidAt'> & {
  network: string | null;
  nextAttemptAt: Date | null;
  payoutDate: Date;
  paidAt: Date | null;
  cursorAt: string;
};

function view({ cursorAt: _cursor, ...r }: PayoutRecord): AdminPayoutView {
  return {
    ...r,
    network: PAYOUT_NETWORKS.find((n) => n === r.network) ?? null,
    nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
    payoutDate: r.payoutDate.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}

/** Payouts in the list's order (latest payout date first, then id), with their payee and what they pay for. */
async function readPayouts(db: Db, now: Date, where: SQL | undefined, limit: number, offset = 0) {
  const rows: PayoutRecord[] = await withParties(db.select(payoutColumns(now)).from(payouts).$dynamic())
    .where(where)
    .orderBy(desc(payouts.payoutDate), desc(payouts.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** ADMIN_PAYOUTS_PAGE_SIZE a page, latest payout date first, with the total for the pager. */
export async function listAdminPayouts(
  db: Db,
  input: AdminPayoutsInput,
  now = new Date(),
): Promise<AdminPayoutsPage> {
  const page = input.page ?? 1;
  const where = adminPayoutConditions(
    {
      search: input.search,
      kind: input.kind ?? 'all',
      status: input.status ?? 'all',
      network: input.network ?? 'all',
      stuck: input.stuck ?? false,
    },
    now,
  );
  const records = await readPayouts(
    db,
    now,
    where,
    ADMIN_PAYOUTS_PAGE_SIZE,
    (page - 1) * ADMIN_PAYOUTS_PAGE_SIZE,
  );
  const [total] = await withParties(db.select({ n: count() }).from(payouts).$dynamic()).where(where);
  const n = total?.n ?? 0;
  return {
    items: records.map(view),
    total: n,
    page,
    pageCount: Math.max(1, Math.ceil(n / ADMIN_PAYOUTS_PAGE_SIZE)),
  };
}

/**
 * The filtered payouts in the list's order, read in keyset batches (no cursor held open between them: PGlite
 * runs one statement at a time). The cursor's instant travels as Postgres text, keeping its microseconds.
 */
export async function* adminPayoutExportRows(
  db: Db,
  filters: AdminPayoutFilters,
  now = new Date(),
  batch = PAYOUT_EXPORT_BATCH,
): AsyncGenerator<AdminPayoutView> {
  const where = adminPayoutConditions(filters, now);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? and(
          lte(payouts.payoutDate, sql`${cursor.at}::timestamptz`),
          or(lt(payouts.payoutDate, sql`${cursor.at}::timestamptz`), lt(payouts.id, cursor.id)),
        )
      : undefined;
    const records = await readPayouts(db, now, after ? and(where, after) : where, batch);
    yield* records.map(view);
    const last = records[records.length - 1];
    if (!last || records.length < batch) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/**
 * Makes a failed payout due at once (the release job, asked for by the caller, sends it). Its attempts are kept:
 * one that has had PAYOUT_MAX_ATTEMPTS is still tried this once, on the admin's word, and is not retried on a
 * timer after another failure. Its transfer key and sent mark are kept too, so a transfer the network may have
 * made is looked up before anything is sent again. Audited.
 */
export async function retryPayout(db: Db, actor: Actor, payoutId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [payout] = await tx
      .select({
        id: payouts.id,
        status: payouts.status,
        attempts: payouts.attempts,
        amountCents: payouts.amountCents,
        currency: payouts.currency,
        failureReason: payouts.failureReason,
        nextAttemptAt: payouts.nextAttemptAt,
        payeeName: profiles.fullName,
      })
      .from(payouts)
      .innerJoin(profiles, eq(profiles.id, payouts.payeeId))
      .where(eq(payouts.id, payoutId))
      .for('update', { of: payouts });
    if (!payout) throw new AppError('not_found', ADMIN_PAYOUT_TEXTS.notFound);
    if (payout.status !== 'failed') {
      throw new AppError(
        'conflict',
        `${ADMIN_PAYOUT_TEXTS.notFailed}; this one is ${PAYOUT_STATUS_LABELS[payout.status].toLowerCase()}.`,
      );
    }
    await tx
      .update(payouts)
      .set({ nextAttemptAt: now, updatedAt: now })
      .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'failed')));
    await writeAudit(tx, actor, {
      action: 'payout.retry',
      targetType: 'payout',
      targetId: payout.id,
      targetLabel:
        `Payout of ${formatMoney(payout.amountCents, payout.currency)} to ${payout.payeeName}`.slice(0, 120),
      before: {
        status: 'failed',
        attempts: payout.attempts,
        nextAttemptAt: payout.nextAttemptAt?.toISOString() ?? null,
        failureReason: payout.failureReason,
      },
      after: {
        nextAttemptAt: now.toISOString(),
        overLimit: payout.attempts >= PAYOUT_MAX_ATTEMPTS,
      },
    });
  });
}
