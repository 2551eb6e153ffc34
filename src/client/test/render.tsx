import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { theme } from '../theme';
import { installDomShims } from './domShims';

// Vitest runs without globals, so Testing Library cannot register its own clean-up between tests.
afterEach(cleanup);

export interface RenderedPage extends RenderResult {
  /** A user-event session: clicks and typing as a person does them (focus, pointer, key by key). */
  user: UserEvent;
}

/**
 * Renders `ui` as the page of a one-route router at `path`, inside the providers the app gives every page
 * (Mantine with the app's theme, a fresh React Query client that does not retry), and waits until it shows.
 * Links render real hrefs, so a test can check where they lead.
 */
export async function renderPage(ui: ReactElement, path = '/'): Promise<RenderedPage> {
  installDomShims();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // The route loads inside act, so the page is committed (not pending) when the test first looks at it.
  await act(() => router.load());
  const result = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  // No pause between keystrokes: nothing here depends on typing speed, and a pause per key makes typing a
  // sentence take seconds.
  return { ...result, user: userEvent.setup({ delay: null }) };
}
