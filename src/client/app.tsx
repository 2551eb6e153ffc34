import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { MessagesRealtime } from './features/messages/MessagesRealtime';
import { useRecoverFailedQueries } from './queryClient';
import type { AppRouter } from './routes';
import { cssVariablesResolver, theme } from './theme';
import { trpc, type TrpcClient } from './trpc';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
}

/** The whole app, drawn the same in the browser (main.tsx) and on the server (entry-server.tsx). */
export function App({ router, queryClient, trpcClient }: AppProps) {
  useRecoverFailedQueries(queryClient);
  // Marks the page live (hydrated or drawn): browser tests wait for it after each navigation.
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* At the bottom, where a toast hides no navigation (the header's menu, avatar and sign-up). */}
      <Notifications position="bottom-right" limit={3} autoClose={5000} />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <MessagesRealtime />
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
