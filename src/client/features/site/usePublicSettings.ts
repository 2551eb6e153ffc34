import { trpc } from '../../trpc';

/**
 * Admin Settings as every visitor needs them: the fees a quote adds, whether sign-up is open, the site notice.
 * Kept a minute, refreshed when the window regains focus: a fee changed meanwhile is also what the server
 * charges, so a quote shown a minute late is corrected by the booking's own price.
 */
export function usePublicSettings() {
  return trpc.site.settings.useQuery(undefined, { staleTime: 60_000 });
}
