import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestSession } from '../../auth/cookies';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { appErrorHandler } from '../../http/errors';
import { tableCsv } from '../../files/tables/csv';
import type { TableColumn } from '../../files/tables/columns';
import { platformToday } from '../../../shared/dates';
import {
  ADMIN_PAYMENTS_EXPORT_PATH,
  adminPaymentFiltersInput,
  type AdminPaymentRow,
} from '../../../shared/payments-admin';
import { adminPaymentExportRows } from './admin';

const instant = (iso: string | null) => (iso ? new Date(iso) : null);

/** One line per payment; its refunds summed up (how many, how much came back, and each one's state). */
export const ADMIN_PAYMENT_COLUMNS: TableColumn<AdminPaymentRow>[] = [
  { header: 'Payment ID', kind: 'text', width: 38, value: (r) => r.id },
  { header: 'Created', kind: 'date', value: (r) => instant(r.createdAt) },
  { header: 'Provider', kind: 'text', width: 10, value: (r) => r.provider },
  { header: 'Provider Ref', kind: 'text', width: 30, value: (r) => r.providerRef },
  { header: 'Charge Ref', kind: 'text', width: 30, value: (r) => r.chargeRef },
  { header: 'State', kind: 'text', width: 10, value: (r) => r.state },
  { header: 'Amount', kind: 'money', value: (r) => r.amountCents },
  { header: 'Currency', kind: 'text', width: 8, value: (r) => r.currency },
  // The booking's price in its own currency (US dollars for a stay), and the rate it was charged at.
  { header: 'Price', kind: 'money', value: (r) => r.priceCents },
  { header: 'Price Currency', kind: 'text', width: 8, value: (r) => r.priceCurrency },
  { header: 'Rate', kind: 'text', width: 10, value: (r) => (r.rate === null ? null : String(r.rate)) },
  { header: 'Settled', kind: 'date', value: (r) => instant(r.settledAt) },
  // What was paid for: a stay's booking or a service's, its id and its property's or service's title.
  { header: 'Kind', kind: 'text', width: 8, value: (r) => r.kind },
  { header: 'Booking ID', kind: 'text', width: 38, value: (r) => r.bookingId },
  { header: 'Guest', kind: 'text', value: (r) => r.guestName },
  { header: 'Guest Email', kind: 'text', width: 30, value: (r) => r.guestEmail },
  { header: 'For', kind: 'text', width: 36, value: (r) => r.title },
  { header: 'Refunds', kind: 'integer', value: (r) => r.refunds.length },
  {
    header: 'Refunded',
    kind: 'money',
    // Money back in the guest's hands: refunds the provider confirmed.
    value: (r) => r.refunds.filter((f) => f.state === 'succeeded').reduce((sum, f) => sum + f.amountCents, 0),
  },
  { header: 'Refund States', kind: 'text', value: (r) => r.refunds.map((f) => f.state).join('; ') },
];

/** The caller, when an admin: the session and the role are read on this very request. */
async function requireAdmin(db: Db, req: FastifyRequest): Promise<void> {
  const session = await requestSession(db, req);
  if (!session) throw new AppError('unauthorized', 'You need to be signed in to do that.');
  if (session.user.role !== 'admin')
    throw new AppError('forbidden', 'You do not have permission to do that.');
}

/**
 * GET /api/admin/payments.csv: every payment under the console's filters (query parameters), streamed as it is
 * read. Errors after the first byte can only cut the download short (logged).
 */
export async function registerAdminPaymentExportRoute(app: FastifyInstance, db: Db): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.setErrorHandler(appErrorHandler);
    scope.get(ADMIN_PAYMENTS_EXPORT_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store, private');
      await requireAdmin(db, req);
      const parsed = adminPaymentFiltersInput.safeParse(req.query);
      if (!parsed.success) {
        throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid filters');
      }
      const csv = tableCsv(ADMIN_PAYMENT_COLUMNS, adminPaymentExportRows(db, parsed.data));
      csv.on('error', (err: unknown) => req.log.error({ err }, 'payments export failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${platformToday()}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    });
    done();
  });
}
