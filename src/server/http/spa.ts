import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staticPageHead } from '../../shared/page-meta';
import { propertyPageMeta } from '../../shared/property-meta';
import { isClientRoute } from '../../shared/routes';
import type { Db } from '../db/client';
import type { AppDeps } from '../trpc/context';
import { propertyById } from '../domains/properties/service';
import { AppError } from '../errors';
import { renderHead } from './seo';
import { isFirstPage, loadManifest, pageFiles, withPreloads } from './route-preload';
import { loadRenderer, serverDrawnHtml, type RenderPage } from './ssr';

const API_PREFIXES = ['/trpc', '/api/', '/uploads/', '/healthz'];

/**
 * Serves the Vite build: hashed assets cached for a year (precompressed brotli or gzip when accepted),
 * index.html for every page address.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    clientDir: string;
    ssrDir: string | undefined;
    renderPage: RenderPage | undefined;
    deps: AppDeps;
  },
): Promise<void> {
  const { clientDir, ssrDir, deps } = options;
  const { db } = deps;
  const { publicUrl } = deps.config;
  const render = options.renderPage ?? (ssrDir ? await loadRenderer(ssrDir) : null);
  const indexPath = join(clientDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const manifest = loadManifest(clientDir);
  if (indexHtml) {
    const assetsDir = join(clientDir, 'assets');
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each asset (vite.config.ts); the one the browser accepts is sent.
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.startsWith(assetsDir);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const servePage = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = (req.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') && !API_PREFIXES.some((p) => path.startsWith(p));
    if (!isPage || !indexHtml) {
      return reply.code(404).send({ error: { message: 'Not found' } });
    }
    const page = await renderPage(indexHtml, path, db, publicUrl);
    let html =
      manifest && page.status === 200 ? withPreloads(page.html, pageFiles(manifest, path)) : page.html;
    if (render && page.status === 200 && isFirstPage(path)) {
      html = (await serverDrawnHtml(render, html, deps, req, reply)) ?? html;
    }
    return (
      reply
        .code(page.status)
        // A drawn page may carry the visitor's own data (their name in the header): never a shared cache's.
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
  // Pages are a catch-all route (after every real route and file) rather than the not-found handler, so the
  // HTML is compressed like any route's answer; other methods still end in the not-found handler.
  app.get('/*', servePage);
  app.setNotFoundHandler(servePage);
}

/** The app's HTML for a page address, with its status and head tags (property pages read the database). */
async function renderPage(
  indexHtml: string,
  path: string,
  db: Db,
  publicUrl: string,
): Promise<{ status: number; html: string }> {
  const property = /^\/property\/([^/]+)$/.exec(path);
  if (property?.[1]) {
    try {
      const view = await propertyById(db, safeDecode(property[1]), null);
      return { status: 200, html: renderHead(indexHtml, propertyPageMeta(view, publicUrl)) };
    } catch (err) {
      if (err instanceof AppError && err.kind === 'not_found') return { status: 404, html: indexHtml };
      throw err;
    }
  }
  const head = staticPageHead(path, publicUrl);
  if (head) return { status: 200, html: renderHead(indexHtml, head) };
  return { status: isClientRoute(path) ? 200 : 404, html: indexHtml };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
