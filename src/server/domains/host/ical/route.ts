import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { appErrorHandler } from '../../../http/errors';
import { exportCalendar, ICAL_EXPORT_PREFIX } from './export';

/**
 * GET /api/ical/<token>.ics: a listing's calendar for other sites (Airbnb, Booking.com) to import. The token
 * is the only credential, so answers are never cached by anyone on the way; an unknown or revoked one is a 404.
 */
export async function registerIcalRoutes(app: FastifyInstance, db: Db): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.setErrorHandler(appErrorHandler);
    scope.get(`${ICAL_EXPORT_PREFIX}:file`, async (req, reply) => {
      const file = (req.params as { file: string }).file;
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      const body = token ? await exportCalendar(db, token) : null;
      reply.header('cache-control', 'no-store, private');
      if (body === null) return reply.callNotFound();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="kazistay.ics"')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });
    done();
  });
}
