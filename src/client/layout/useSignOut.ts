import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { reconnectRealtime } from '../realtime';
import { describeError, trpc } from '../trpc';

/**
 * Sign Out from any menu: ends the session, returns to / and forgets the cached user, so no page shows the
 * old account.
 */
export function useSignOut(): { signOut: () => void; isPending: boolean } {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const mutation = trpc.auth.signOut.useMutation({
    onSuccess: async () => {
      // Leave any protected page first, so its guard does not bounce to /auth when the user disappears.
      await navigate({ to: '/' });
      await reconnectRealtime();
      utils.auth.me.setData(undefined, { user: null });
      await utils.invalidate();
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Error signing out', message: describeError(error).message });
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
