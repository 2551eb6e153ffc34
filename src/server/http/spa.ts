import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isClientRoute } from '../../shared/routes';

const API_PREFIXES = ['/trpc', '/api/', '/uploads/', '/healthz'];

/** Serves the Vite build: hashed assets cached for a year, index.html for every page address. */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (indexHtml) {
    const assetsDir = join(clientDir, 'assets');
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders: (res, path) => {
        const immutable = path.startsWith(assetsDir);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !API_PREFIXES.some((p) => path.startsWith(p));
    if (!isPage || !indexHtml) {
      return reply.code(404).send({ error: { message: 'Not found' } });
    }
    return reply
      .code(isClientRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
