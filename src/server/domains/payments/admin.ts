import { and, asc, count, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  type AdminPaymentFilters,
  type AdminPaymentRow,
  type AdminPaymentsInput,
  type AdminPaymentsPage,
  type AdminRefundView,
  type PaymentKind,
} from '../../../shared/payments-admin';
import type { Db } from '../../db/client';
import { foldedContains, likeEscape } from '../../db/like';
import {
  bookings,
  payments,
  profiles,
  properties,
  refunds,
  serviceBookings,
  services,
  users,
} from '../../db/schema';

/** Rows read per export query: quick, and memory stays flat however many payments there are. */
export const PAYMENT_EXPORT_BATCH = 1000;

/**
 * What a payment is for, over `withParties`: a stay's booking and its property, or a service's booking and the
 * service (a payment names exactly one), and the booking's guest.
 */
export const partyColumns = {
  kind: sql<PaymentKind>`case when ${payments.bookingId} is null then 'service' else 'stay' end`,
  bookingId: sql<string>`coalesce(${payments.bookingId}, ${payments.serviceBookingId})`,
  guestName: profiles.fullName,
  guestEmail: users.email,
  title: sql<string>`coalesce(${properties.title}, ${services.title})`,
};

/** A payment's own columns and what it is for. */
const paymentColumns = {
  id: payments.id,
  provider: payments.provider,
  providerRef: payments.providerRef,
  chargeRef: payments.chargeRef,
  ...partyColumns,
  amountCents: payments.amountCents,
  currency: payments.currency,
  priceCents: payments.usdCents,
  // A stay is priced in US dollars; a service in its own currency.
  priceCurrency: sql<string>`coalesce(${serviceBookings.currency}, 'USD')`,
  rate: payments.rate,
  state: payments.state,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
};

/**
 * A query over the payments (`.from(payments).$dynamic()`) joined to what each is for: its stay booking and
 * property, or its service booking and service (left joins: one pair is there), and the booking's guest.
 */
export function withParties<T extends PgSelect>(query: T) {
  const guestId = sql`coalesce(${bookings.userId}, ${serviceBookings.guestId})`;
  return query
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(serviceBookings, eq(serviceBookings.id, payments.serviceBookingId))
    .leftJoin(services, eq(services.id, serviceBookings.serviceId))
    .innerJoin(profiles, eq(profiles.id, guestId))
    .innerJoin(users, eq(users.id, guestId));
}

type PaymentRecord = Omit<AdminPaymentRow, 'createdAt' | 'settledAt' | 'refunds'> & {
  createdAt: Date;
  settledAt: Date | null;
  cursorAt: string;
};

/**
 * The filters as a condition, over `withParties`. Search: any part of the guest's name or email or of the
 * property's or the service's title (case and accents ignored), or any part of a provider reference (the
 * checkout, the charge, a refund) or of our ids (the payment's, its booking's, a refund's).
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
        sql`kazistay_fold(concat_ws(' ', ${profiles.fullName}, ${users.email}, ${properties.title},
          ${services.title})) like ${foldedContains(search)}`,
        sql`lower(concat_ws(' ', ${payments.providerRef}, ${payments.chargeRef}, ${payments.id}::text,
          ${payments.bookingId}::text, ${payments.serviceBookingId}::text)) like ${contains}`,
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
 * email) and property or service. `cursorAt` is the row's instant as Postgres text, for the export's keyset.
 */
async function readPayments(db: Db, where: SQL | undefined, limit: number, offset = 0) {
  return withParties(
    db
      .select({ ...paymentColumns, cursorAt: sql<string>`${payments.createdAt}::text` })
      .from(payments)
      .$dynamic(),
  )
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
  const [total] = await withParties(db.select({ n: count() }).from(payments).$dynamic()).where(where);
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
