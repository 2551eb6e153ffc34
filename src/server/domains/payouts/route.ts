import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestSession } from '../../auth/cookies';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { appErrorHandler } from '../../http/errors';
import { platformToday } from '../../../shared/dates';
import { PAYOUT_EXPORT_PATH, payoutExportFileName, payoutFiltersInput } from '../../../shared/payouts';
import { tableCsv } from '../../files/tables/csv';
import { writeTableXlsx } from '../../files/tables/xlsx';
import { exportRows } from './export';
import { PAYOUT_COLUMNS } from './export-format';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The caller's id when they may export payouts: hosts and admins (the role is the profile's, read with the
 * session on this very request, so a demoted host is refused at once).
 */
async function exporter(db: Db, req: FastifyRequest): Promise<string> {
  const session = await requestSession(db, req);
  if (!session) throw new AppError('unauthorized', 'You need to be signed in to do that.');
  if (session.user.role !== 'host' && session.user.role !== 'admin') {
    throw new AppError('forbidden', 'You do not have permission to do that.');
  }
  return session.user.id;
}

/**
 * GET /api/payouts/export.csv and .xlsx: the caller's own payouts under the list's filters (query parameters),
 * streamed as they are read. Errors after the first byte can only cut the download short (logged).
 */
export async function registerPayoutExportRoutes(app: FastifyInstance, db: Db): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.setErrorHandler(appErrorHandler);
    for (const format of ['csv', 'xlsx'] as const) {
      scope.get(`${PAYOUT_EXPORT_PATH}.${format}`, async (req: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store, private');
        const hostId = await exporter(db, req);
        const parsed = payoutFiltersInput.safeParse(req.query);
        if (!parsed.success) {
          throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid filters');
        }
        const rows = exportRows(db, hostId, parsed.data);
        const fail = (err: unknown) => req.log.error({ err }, 'payout export failed');
        reply
          .header('content-type', CONTENT_TYPES[format])
          .header(
            'content-disposition',
            `attachment; filename="${payoutExportFileName(platformToday(), format)}"`,
          )
          .header('x-content-type-options', 'nosniff');
        if (format === 'csv') {
          const csv = tableCsv(PAYOUT_COLUMNS, rows);
          csv.on('error', fail);
          return reply.send(csv);
        }
        const out = new PassThrough();
        writeTableXlsx(PAYOUT_COLUMNS, rows, out, 'Payouts').catch((err: unknown) => {
          fail(err);
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        return reply.send(out);
      });
    }
    done();
  });
}
