import type { FastifyInstance } from 'fastify';
import { isPublicKey, type FileStorage, UPLOADS_PREFIX } from './storage';

/**
 * GET /uploads/<key>: public files, read from the storage whichever backend it is, so a file stored through
 * one instance is served by any other. Only keys of the public shape are looked up (never 'private/...', no
 * dots or odd characters), and names never change, so answers are cached for a year.
 */
export function registerUploadServing(app: FastifyInstance, storage: FileStorage): void {
  app.get(`${UPLOADS_PREFIX}*`, async (req, reply) => {
    const key = (req.params as { '*'?: string })['*'] ?? '';
    const file = isPublicKey(key) ? await storage.get(key) : null;
    if (!file) return reply.callNotFound();
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
