import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { MessagesRealtime } from './features/messages/MessagesRealtime';
import { createQueryClient, useRecoverFailedQueries } from './queryClient';
import { router } from './routes';
import { cssVariablesResolver, theme } from './theme';
import { createTrpcClient, trpc } from './trpc';

export function App() {
  const [queryClient] = useState(createQueryClient);
  useRecoverFailedQueries(queryClient);
  const [trpcClient] = useState(createTrpcClient);
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
