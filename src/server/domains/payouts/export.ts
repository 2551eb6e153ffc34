import { and, gt, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema';
import type { PayoutFilters } from '../../../shared/payouts';
import { payoutOrder } from './list';
import { payoutConditions, payoutDetailColumns, withDetails, type PayoutScope } from './query';
import type { PayoutRow } from './view';

/** Rows read per query: large enough to be quick, small enough that memory stays flat at 100,000 rows. */
export const EXPORT_BATCH = 2000;

/**
 * The payee's filtered rows of one kind in the list's order (payout date newest first, then id), read in keyset
 * batches so no query holds more than EXPORT_BATCH rows and no cursor stays open between batches (PGlite runs one
 * statement at a time). The cursor's date travels as Postgres text: a JS Date would drop the microseconds and
 * skip or repeat rows that share a millisecond.
 */
export async function* exportRows(
  db: Db,
  scope: PayoutScope,
  filters: PayoutFilters,
  now: Date = new Date(),
  batch = EXPORT_BATCH,
): AsyncGenerator<PayoutRow> {
  const where = payoutConditions(scope, filters, now);
  let cursor: { date: string; id: string } | null = null;
  for (;;) {
    // `payout_date <= d` bounds the index range scan; the rest drops the rows of d already sent.
    const after: SQL | undefined = cursor
      ? and(
          lte(payouts.payoutDate, sql`${cursor.date}::timestamptz`),
          or(lt(payouts.payoutDate, sql`${cursor.date}::timestamptz`), gt(payouts.id, cursor.id)),
        )
      : undefined;
    const rows: (PayoutRow & { cursorDate: string })[] = await withDetails(
      db
        .select({ ...payoutDetailColumns(scope.kind), cursorDate: sql<string>`${payouts.payoutDate}::text` })
        .from(payouts)
        .$dynamic(),
      scope.kind,
    )
      .where(after ? and(where, after) : where)
      .orderBy(...payoutOrder)
      .limit(batch);
    yield* rows;
    const last = rows[rows.length - 1];
    if (!last || rows.length < batch) return;
    cursor = { date: last.cursorDate, id: last.id };
  }
}
