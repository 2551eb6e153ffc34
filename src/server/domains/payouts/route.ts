import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestSession } from '../../auth/cookies';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { appErrorHandler } from '../../http/errors';
import { platformToday } from '../../../shared/dates';
import {
  PAYOUT_EXPORT_PATH,
  payoutExportFileName,
  payoutExportKind,
  payoutFiltersInput,
  type PayoutKind,
} from '../../../shared/payouts';
import { CATALOG_TEXTS } from '../../../shared/service-catalog';
import { tableCsv } from '../../files/tables/csv';
import { writeTableXlsx } from '../../files/tables/xlsx';
import { exportRows } from './export';
import type { PayoutScope } from './query';
import { payoutColumns } from './export-format';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The `kind` query parameter: stay when absent. */
function kindOf(query: unknown): PayoutKind {
  const raw = typeof query === 'object' && query !== null ? (query as { kind?: unknown }).kind : undefined;
  const parsed = payoutExportKind.safeParse(raw);
  if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid kind');
  return parsed.data;
}

/**
 * Whose payouts of which kind the caller may export: their own stays when they are a host or an admin, their
 * own services when they are a verified provider, as the list's procedures allow (the role and the provider
 * standing are the profile's, read with the session on this very request, so a demoted host or a revoked
 * provider is refused at once).
 */
async function exporter(db: Db, req: FastifyRequest): Promise<PayoutScope> {
  const session = await requestSession(db, req);
  if (!session) throw new AppError('unauthorized', 'You need to be signed in to do that.');
  const kind = kindOf(req.query);
  const { id, role, isProvider } = session.user;
  if (kind === 'service' && !isProvider) throw new AppError('forbidden', CATALOG_TEXTS.notProvider);
  if (kind === 'stay' && role !== 'host' && role !== 'admin') {
    throw new AppError('forbidden', 'You do not have permission to do that.');
  }
  return { payeeId: id, kind };
}

/**
 * GET /api/payouts/export.csv and .xlsx: the caller's own payouts under the list's filters (query parameters),
 * streamed as they are read; a host's stays, or with `kind=service` a provider's services (their own columns).
 * Errors after the first byte can only cut the download short (logged).
 */
export async function registerPayoutExportRoutes(app: FastifyInstance, db: Db): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.setErrorHandler(appErrorHandler);
    for (const format of ['csv', 'xlsx'] as const) {
      scope.get(`${PAYOUT_EXPORT_PATH}.${format}`, async (req: FastifyRequest, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store, private');
        const scope = await exporter(db, req);
        const parsed = payoutFiltersInput.safeParse(req.query);
        if (!parsed.success) {
          throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid filters');
        }
        const rows = exportRows(db, scope, parsed.data);
        const columns = payoutColumns(scope.kind);
        const fail = (err: unknown) => req.log.error({ err }, 'payout export failed');
        reply
          .header('content-type', CONTENT_TYPES[format])
          .header(
            'content-disposition',
            `attachment; filename="${payoutExportFileName(platformToday(), format)}"`,
          )
          .header('x-content-type-options', 'nosniff');
        if (format === 'csv') {
          const csv = tableCsv(columns, rows);
          csv.on('error', fail);
          return reply.send(csv);
        }
        const out = new PassThrough();
        writeTableXlsx(columns, rows, out, 'Payouts').catch((err: unknown) => {
          fail(err);
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        return reply.send(out);
      });
    }
    done();
  });
}
