import type { AuthUser } from '../../layout/useAuth';
import { trpc } from '../../trpc';

/** Records a fresh sign-in in the session cache, so headers and guards update at once. */
export function useAuthUserCache(): (user: AuthUser) => void {
  const utils = trpc.useUtils();
  return (user) => {
    utils.auth.me.setData(undefined, { user });
  };
}
