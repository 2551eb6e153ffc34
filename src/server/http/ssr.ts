import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SSR_ROOT_ATTRIBUTE, SSR_STATE_ID } from '../../shared/boot-html';
import type { FetchQuery, RenderedPage } from '../../client/entry-server';
import { createContext, type AppDeps } from '../trpc/context';
import { appRouter } from '../trpc/router';

export type RenderPage = (url: string, fetchQuery: FetchQuery) => Promise<RenderedPage>;

/** A drawing that takes longer is given up and the page is drawn by the browser, as without a renderer. */
const RENDER_TIMEOUT_MS = 3000;

/**
 * The server's renderer of first screens (the build's dist/ssr/entry-server.js), or null when there is none
 * (a build without it, tests on the source): then every page is drawn by the browser.
 */
export async function loadRenderer(ssrDir: string): Promise<RenderPage | null> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return mod.renderPage;
}

/**
 * Draws the page's first screen with the visitor's own session (the same procedures, checks and scoping as
 * the browser's calls), and puts it with its data into the HTML. Null when the drawing fails or is slow.
 */
export async function serverDrawnHtml(
  render: RenderPage,
  html: string,
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  const ctx = await createContext(deps, req, reply);
  const fetchQuery: FetchQuery = async (queryClient, query) => {
    const [path, options] = query.queryKey as [string[], { input?: unknown; type?: string } | undefined];
    const helpers = createServerSideHelpers({ router: appRouter, ctx, queryClient });
    let node: unknown = helpers;
    for (const segment of path) node = (node as Record<string, unknown>)[segment];
    const call = node as Record<'prefetch' | 'prefetchInfinite', (input: unknown) => Promise<void>>;
    await (options?.type === 'infinite' ? call.prefetchInfinite : call.prefetch)(options?.input);
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
  });
  try {
    const page = await Promise.race([render(req.url, fetchQuery), timeout]);
    if (!page) {
      req.log.warn({ url: req.url }, 'server drawing too slow; the browser draws the page');
      return null;
    }
    if (page.errors.length > 0)
      req.log.warn({ url: req.url, errors: page.errors }, 'parts drawn by the browser');
    return withServerDrawing(html, page);
  } catch (err) {
    req.log.error({ err, url: req.url }, 'server drawing failed; the browser draws the page');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * index.html with the drawn screen in #root (in place of the HTML's own header), its data beside it, the
 * stylesheets applied at once (the drawn screen needs them for its first paint) and the scripts left for later.
 */
export function withServerDrawing(html: string, page: RenderedPage): string {
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  return (
    html
      .replace(
        /<div id="root">[\s\S]*?<\/header>\s*<\/div>/,
        () =>
          `<div id="root" ${SSR_ROOT_ATTRIBUTE}>${page.html}</div>` +
          `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
      )
      .replace(
        /<link rel="preload" as="style" crossorigin href="([^"]+)" data-app-style>/g,
        (_m, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`,
      )
      // The scripts wait for the page to load (public/boot.js): fetched now, they would slow its photos.
      .replace(
        /<link rel="modulepreload" crossorigin href="([^"]+)"( data-app-entry)?>/g,
        (_m, href: string, entry) =>
          entry
            ? `<link crossorigin href="${href}" data-app-entry>`
            : `<link crossorigin href="${href}" data-app-module>`,
      )
  );
}
