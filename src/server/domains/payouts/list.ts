import { asc, count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema';
import {
  PAYOUT_PAGE_SIZE,
  payoutListInput,
  type PayoutKind,
  type PayoutListInput,
  type PayoutPage,
} from '../../../shared/payouts';
import { payoutConditions, payoutDetailColumns, withDetails } from './query';
import { payoutView, type PayoutRow } from './view';

/**
 * The list's order, which the exports share: newest payout date first, then id. Spelled exactly as the
 * (payee_id, kind, payout_date desc nulls last, id) index is: a plain `desc` means nulls first, which the planner does
 * not match to that index (the column being not null does not help), and it would sort all the payee's rows.
 */
export const payoutOrder = [sql`${payouts.payoutDate} desc nulls last`, asc(payouts.id)];

/**
 * One page of a payee's payout history of one kind: a host's stays (the default) or a provider's services. The
 * count reads payouts alone (a search matches names in subqueries); the page's rows are joined to their
 * booking and guest (10 rows, through the (payee, kind, date, id) index). A page past the end is empty with
 * the right total.
 */
export async function payoutHistory(
  db: Db,
  payeeId: string,
  input: PayoutListInput,
  now: Date = new Date(),
  kind: PayoutKind = 'stay',
): Promise<PayoutPage> {
  const { filters, page } = payoutListInput.parse(input);
  const where = payoutConditions({ payeeId, kind }, filters, now);
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(payouts).where(where),
    withDetails(db.select(payoutDetailColumns(kind)).from(payouts).$dynamic(), kind)
      .where(where)
      .orderBy(...payoutOrder)
      .limit(PAYOUT_PAGE_SIZE)
      .offset((page - 1) * PAYOUT_PAGE_SIZE),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  return {
    items: (rows as PayoutRow[]).map(payoutView),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAYOUT_PAGE_SIZE)),
  };
}
