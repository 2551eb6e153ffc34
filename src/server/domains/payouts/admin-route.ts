import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestSession } from '../../auth/cookies';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { appErrorHandler } from '../../http/errors';
import { tableCsv } from '../../files/tables/csv';
import type { TableColumn } from '../../files/tables/columns';
import { platformToday } from '../../../shared/dates';
import {
  ADMIN_PAYOUTS_EXPORT_PATH,
  adminPayoutExportQuery,
  type AdminPayoutView,
} from '../../../shared/payouts-admin';
import { adminPayoutExportRows } from './admin';

const instant = (iso: string | null) => (iso ? new Date(iso) : null);

/** One line per payout: who is paid for what, the money asked of the network, and where it stands. */
export const ADMIN_PAYOUT_COLUMNS: TableColumn<AdminPayoutView>[] = [
  { header: 'Payout ID', kind: 'text', width: 38, value: (r) => r.id },
  { header: 'Kind', kind: 'text', width: 8, value: (r) => r.kind },
  { header: 'For', kind: 'text', width: 36, value: (r) => r.title },
  { header: 'Payee', kind: 'text', value: (r) => r.payeeName },
  { header: 'Payee Email', kind: 'text', width: 30, value: (r) => r.payeeEmail },
  { header: 'Amount', kind: 'money', value: (r) => r.amountCents },
  { header: 'Currency', kind: 'text', width: 8, value: (r) => r.currency },
  // What the network was asked to send, in its own currency's minor units (KES under Paystack).
  { header: 'Sent', kind: 'money', value: (r) => r.sentAmountMinor },
  { header: 'Sent Currency', kind: 'text', width: 8, value: (r) => r.sentCurrency },
  { header: 'Status', kind: 'text', width: 10, value: (r) => r.status },
  { header: 'Network', kind: 'text', width: 10, value: (r) => r.network },
  { header: 'Provider Ref', kind: 'text', width: 30, value: (r) => r.providerRef },
  { header: 'Failure Reason', kind: 'text', width: 40, value: (r) => r.failureReason },
  { header: 'Attempts', kind: 'integer', value: (r) => r.attempts },
  { header: 'Payout Date', kind: 'date', value: (r) => instant(r.payoutDate) },
  { header: 'Paid At', kind: 'date', value: (r) => instant(r.paidAt) },
];

/** The caller, when an admin: the session and the role are read on this very request. */
async function requireAdmin(db: Db, req: FastifyRequest): Promise<void> {
  const session = await requestSession(db, req);
  if (!session) throw new AppError('unauthorized', 'You need to be signed in to do that.');
  if (session.user.role !== 'admin')
    throw new AppError('forbidden', 'You do not have permission to do that.');
}

/**
 * GET /api/admin/payouts.csv: every payout under the console's filters (query parameters), streamed as it is
 * read. Errors after the first byte can only cut the download short (logged).
 */
export async function registerAdminPayoutExportRoute(app: FastifyInstance, db: Db): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.setErrorHandler(appErrorHandler);
    scope.get(ADMIN_PAYOUTS_EXPORT_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store, private');
      await requireAdmin(db, req);
      const parsed = adminPayoutExportQuery.safeParse(req.query);
      if (!parsed.success) {
        throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid filters');
      }
      const csv = tableCsv(ADMIN_PAYOUT_COLUMNS, adminPayoutExportRows(db, parsed.data));
      csv.on('error', (err: unknown) => req.log.error({ err }, 'payouts export failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payouts-${platformToday()}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    });
    done();
  });
}
