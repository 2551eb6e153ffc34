/**
 * The first screen of a page, drawn on the server (src/server/http/ssr.ts), so a phone shows the page before
 * the scripts have downloaded and run; the browser then hydrates it (main.tsx) from the same data.
 * Built by `vite build --ssr` into dist/ssr; imports nothing of the server.
 */
import {
  dehydrate,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './routes';
import { trpc } from './trpc';

/** Fills one query the page asked for (a tRPC query key) into the cache; failures leave it pending. */
export type FetchQuery = (queryClient: QueryClient, query: Query) => Promise<void>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The queries the markup was drawn from, for the browser's cache. */
  state: DehydratedState;
  /** Parts that failed to draw on the server (React draws them in the browser). */
  errors: string[];
}

/** At most this many rounds of "draw, then fetch what the drawing asked for" (a query may need another's data). */
const MAX_ROUNDS = 3;

/** A client for the server's drawing: react-query never fetches while rendering on the server. */
const noRequests = trpc.createClient({
  links: [
    () => () => {
      throw new Error('No requests while rendering on the server');
    },
  ],
});

export async function renderPage(url: string, fetchQuery: FetchQuery): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const queryClient = createQueryClient();
  // What failed while drawing (React draws that part in the browser instead), for the server's log.
  const errors = new Set<string>();
  // prerender waits for the page's lazy parts (React.lazy) instead of drawing their fallbacks.
  const draw = async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App router={router} queryClient={queryClient} trpcClient={noRequests} />
      </StrictMode>,
      {
        onError: (error) => void errors.add(error instanceof Error ? error.message : String(error)),
        // Every part in place: React would put a big part (over 12.8 kB) after the rest, with inline
        // scripts to move it, which the CSP refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  };
  const tried = new Set<string>();
  let html = await draw();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && isEnabled(q));
    if (wanted.length === 0) break;
    for (const q of wanted) tried.add(q.queryHash);
    await Promise.all(
      wanted.map(async (q) => {
        await fetchQuery(queryClient, q).catch(() => undefined);
        // A query that failed is drawn pending, as the browser will draw it before asking again itself.
        if (q.state.status !== 'success') queryClient.removeQueries({ queryKey: q.queryKey, exact: true });
      }),
    );
    html = await draw();
  }
  // A part React put after the rest would need inline scripts, which the CSP refuses: the browser draws
  // such a page instead (the server logs it).
  if (outOfOrder(html)) throw new Error('the drawing needs inline scripts');
  return { html, state: dehydrate(queryClient), errors: [...errors] };
}

/** React's markers of a part streamed after its place (a template to fill and a script that moves it). */
function outOfOrder(html: string): boolean {
  return html.includes('<script') || /<template id="B:/.test(html);
}

function isEnabled(query: Query): boolean {
  if (query.options.queryFn === skipToken) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}
