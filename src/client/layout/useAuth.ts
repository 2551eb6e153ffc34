import { trpc, type RouterOutputs } from '../trpc';

export type AuthUser = NonNullable<RouterOutputs['auth']['me']['user']>;

export interface AuthState {
  /** The signed-in user, or null (signed out, or not known yet). */
  user: AuthUser | null;
  /** True until the session has been resolved once. */
  isLoading: boolean;
  /** True when the session could not be resolved (server unreachable). */
  isError: boolean;
}

/** The current session, from `auth.me` (cached by React Query and shared by every caller). */
export function useAuth(): AuthState {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 30_000, retry: 1 });
  return {
    user: me.data?.user ?? null,
    isLoading: me.isPending,
    isError: me.isError && me.data === undefined,
  };
}
