import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REPORT_CONTENT_TYPES, REPORT_DOWNLOAD_PATH, reportFileName } from '../../../../shared/reports';
import { requestSession } from '../../../auth/cookies';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../files/storage';
import { AppError } from '../../../errors';
import { appErrorHandler } from '../../../http/errors';
import { reportById } from './service';

const params = z.object({ id: z.uuid() });

/**
 * GET /api/admin/reports/{id}: a completed report's file, to admins only (the role is read with the session on
 * this very request). Anything else — not signed in, not an admin, no such report, not completed yet — gets
 * its error and no file.
 */
export async function registerReportDownloadRoute(
  app: FastifyInstance,
  db: Db,
  storage: FileStorage,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.setErrorHandler(appErrorHandler);
    scope.get(`${REPORT_DOWNLOAD_PATH}/:id`, async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store, private');
      const session = await requestSession(db, req);
      if (!session) throw new AppError('unauthorized', 'You need to be signed in to do that.');
      if (session.user.role !== 'admin')
        throw new AppError('forbidden', 'You do not have permission to do that.');
      const parsed = params.safeParse(req.params);
      const report = parsed.success ? await reportById(db, parsed.data.id) : null;
      if (!report) throw new AppError('not_found', 'Report not found');
      if (report.status !== 'completed' || !report.fileKey) {
        throw new AppError('conflict', 'This report is not ready to download.');
      }
      const file = await storage.get(report.fileKey);
      if (!file) throw new AppError('not_found', 'The report file is gone. Please generate it again.');
      reply
        .header('content-type', REPORT_CONTENT_TYPES[report.format])
        .header(
          'content-disposition',
          `attachment; filename="${reportFileName({ ...report, from: report.fromDay, to: report.toDay })}"`,
        )
        .header('x-content-type-options', 'nosniff');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    });
    done();
  });
}
