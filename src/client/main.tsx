import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The date pickers' styles come with the pages that show one (each imports '@mantine/dates/styles.css').
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_ROOT_ATTRIBUTE, SSR_STATE_ID } from '../shared/boot-html';
import { App } from './app';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './routes';
import { createTrpcClient } from './trpc';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const state = container.hasAttribute(SSR_ROOT_ATTRIBUTE) ? serverState() : null;
// A page the server drew: the router draws its matches as the server did (no Suspense of its own around
// them), as TanStack Router's own hydration sets it.
if (state) router.ssr = { manifest: undefined };

/** The server's data for a page it rendered: the queries it was drawn from, so hydration draws the same. */
function serverState(): DehydratedState | null {
  const json = document.getElementById(SSR_STATE_ID)?.textContent;
  if (!json) return null;
  try {
    return JSON.parse(json) as DehydratedState;
  } catch {
    return null;
  }
}

/** Data the server drew the page from is this fresh: views showing it do not ask for it again as they mount. */
const SERVER_DATA_FRESH_MS = 30_000;

/**
 * The views of a drawn page mount during hydration with the server's data, seconds old at most: asking for
 * all of it again at once would double the first visit's requests. Other data, and this data once older,
 * refetch on mount as usual.
 */
function keepServerDataOnMount(state: DehydratedState): void {
  const drawnFrom = new Set(state.queries.map((q) => q.queryHash));
  const hydratedAt = Date.now();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) =>
        !drawnFrom.has(query.queryHash) || Date.now() - hydratedAt > SERVER_DATA_FRESH_MS,
    },
  });
}

const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} />
  </StrictMode>
);

// The page's route chunk is fetched first, so the first render draws the page itself in one transition, and
// the transition lets React work in short slices so a slow phone stays responsive meanwhile. A page the
// server rendered is hydrated from the server's data; any other page is drawn.
void router
  .load()
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      if (state) {
        hydrate(queryClient, state);
        keepServerDataOnMount(state);
        hydrateRoot(container, app, {
          // A difference between the server's HTML and the first render is redrawn by React; say so.
          onRecoverableError: (error) => console.warn('Hydration redrawn:', error),
        });
      } else {
        createRoot(container).render(app);
      }
    });
  });
