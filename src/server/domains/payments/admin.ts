import { and, asc, count, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentFilters,
  type AdminPaymentRow,
  type AdminPaymentsInput,
  type AdminPaymentsPage,
  type AdminRefundView,
} from '../../../shared/payments-admin';
import type { Db } from '../../db/client';
import { foldedContains, likeEscape } from '../../db/like';
import { bookings, payments, profiles, properties, refunds, users } from '../../db/schema';

/** Rows read per export query: quick, and memory stays flat however many payments there are. */
export const PAYMENT_EXPORT_BATCH = 1000;

/** A payment's own columns and who it is for (its booking's guest and property). */
const paymentColumns = {
  id: payments.id,
  provider: payments.provider,
  providerRef: payments.providerRef,
  chargeRef: payments.chargeRef,
  bookingId: payments.bookingId,
  guestName: profiles.fullName,
  guestEmail: users.email,
  propertyTitle: properties.title,
  amountCents: payments.amountCents,
  currency: payments.currency,
  usdCents: payments.usdCents,
  rate: payments.rate,
  state: payments.state,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
};

type PaymentRecord = Omit<AdminPaymentRow, 'createdAt' | 'settledAt' | 'refunds'> & {
  createdAt: Date;
  settledAt: Date | null;
  cursorAt: string;
};

/**
 * The filters as a condition. Search: any part of the guest's name or email or the property's title (case and
 * accents ignored), or any part of a provider reference (the checkout, the charge, a refund) or of our ids.
 */
export function paymentConditions(filters: AdminPaymentFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.state) where.push(eq(payments.state, filters.state));
  if (filters.provider) where.push(eq(payments.provider, filters.provider));
  const search = filters.search?.trim();
  if (search) {
    const contains = `%${likeEscape(search.toLowerCase())}%`;
    where.push(
      or(
        sql`kazistay_fold(${profiles.fullName} || ' ' || ${users.email} || ' ' || ${properties.title}) like ${foldedContains(search)}`,
        sql`lower(concat_ws(' ', ${payments.providerRef}, ${payments.chargeRef}, ${payments.id}::text, ${payments.bookingId}::text)) like ${contains}`,
        sql`exists (select 1 from ${refunds} where ${refunds.paymentId} = ${payments.id}
          and lower(concat_ws(' ', ${refunds.providerRef}, ${refunds.id}::text)) like ${contains})`,
      )!,
    );
  }
  return where.length ? and(...where) : undefined;
}

function refundView(r: typeof refunds.$inferSelect): AdminRefundView {
  return {
    id: r.id,
    reason: r.reason,
    amountCents: r.amountCents,
    state: r.state,
    providerRef: r.providerRef,
    failureReason: r.failureReason,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  };
}

/** The rows with their refunds (oldest first), read in one query for the lot. */
async function withRefunds(db: Db, records: PaymentRecord[]): Promise<AdminPaymentRow[]> {
  const ids = records.map((r) => r.id);
  const found = ids.length
    ? await db
        .select()
        .from(refunds)
        .where(inArray(refunds.paymentId, ids))
        .orderBy(asc(refunds.createdAt), asc(refunds.id))
    : [];
  const byPayment = new Map<string, AdminRefundView[]>();
  for (const r of found) {
    const list = byPayment.get(r.paymentId) ?? [];
    list.push(refundView(r));
    byPayment.set(r.paymentId, list);
  }
  return records.map(({ cursorAt: _cursor, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    refunds: byPayment.get(r.id) ?? [],
  }));
}

/**
 * A page of payments in the list's order (newest first, then id), with their booking's guest (name and sign-in
 * email) and property. `cursorAt` is the row's instant as Postgres text, for the export's keyset.
 */
async function readPayments(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  return db
    .select({ ...paymentColumns, cursorAt: sql<string>`${payments.createdAt}::text` })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
}

/** Newest first, ADMIN_PAYMENTS_PAGE_SIZE a page, with the total for the pager. */
export async function listAdminPayments(db: Db, input: AdminPaymentsInput): Promise<AdminPaymentsPage> {
  const page = input.page ?? 1;
  const where = paymentConditions(input);
  const records = await readPayments(
    db,
    where,
    ADMIN_PAYMENTS_PAGE_SIZE,
    (page - 1) * ADMIN_PAYMENTS_PAGE_SIZE,
  );
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(where);
  const n = total?.n ?? 0;
  return {
    items: await withRefunds(db, records),
    total: n,
    page,
    pageCount: Math.max(1, Math.ceil(n / ADMIN_PAYMENTS_PAGE_SIZE)),
  };
}

/**
 * The filtered payments in the list's order, read in keyset batches (no cursor held open between them: PGlite
 * runs one statement at a time). The cursor's instant travels as Postgres text, keeping its microseconds, so
 * payments made in the same millisecond are neither skipped nor repeated.
 */
export async function* adminPaymentExportRows(
  db: Db,
  filters: AdminPaymentFilters,
  batch = PAYMENT_EXPORT_BATCH,
): AsyncGenerator<AdminPaymentRow> {
  const where = paymentConditions(filters);
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? and(
          lte(payments.createdAt, sql`${cursor.at}::timestamptz`),
          or(lt(payments.createdAt, sql`${cursor.at}::timestamptz`), lt(payments.id, cursor.id)),
        )
      : undefined;
    const records = await readPayments(db, after ? and(where, after) : where, batch);
    yield* await withRefunds(db, records);
    const last = records[records.length - 1];
    if (!last || records.length < batch) return;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
