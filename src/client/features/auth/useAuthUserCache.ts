import type { AuthUser } from '../../layout/useAuth';
import { reconnectRealtime } from '../../realtime';
import { trpc } from '../../trpc';

/** Records a fresh sign-in in the session cache, so headers and guards update at once. */
export function useAuthUserCache(): (user: AuthUser) => Promise<void> {
  const utils = trpc.useUtils();
  return async (user) => {
    // Live updates are tied to the session the socket opened with: reopen it as this user first.
    await reconnectRealtime();
    utils.auth.me.setData(undefined, { user });
  };
}
