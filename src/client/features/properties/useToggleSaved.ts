import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { describeError, trpc } from '../../trpc';
import { withSavedFlag } from './savedFlag';

/**
 * Saves or unsaves one property for the signed-in user. The heart flips at once: every cached property view
 * (featured, search pages, detail, saved list) gets the new flag before the server answers, and gets the old
 * one back, with a red toast, if the call fails. The saved list is refetched afterwards (a save adds a row).
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const cachedRoots = [getQueryKey(trpc.properties), getQueryKey(trpc.saved)];

  const setEverywhere = (propertyId: string, saved: boolean) => {
    for (const queryKey of cachedRoots) {
      queryClient.setQueriesData({ queryKey }, (old: unknown) => withSavedFlag(old, propertyId, saved));
    }
  };

  const callbacks = (saved: boolean) => ({
    onMutate: async ({ propertyId }: { propertyId: string }) => {
      // A refetch already under way would bring the old flag back over the optimistic one.
      await Promise.all(cachedRoots.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      setEverywhere(propertyId, saved);
    },
    onError: (error: unknown, { propertyId }: { propertyId: string }) => {
      setEverywhere(propertyId, !saved);
      notifications.show({
        color: 'red',
        title: saved ? 'Could not save the property' : 'Could not remove the saved property',
        message: describeError(error).message,
      });
    },
    onSettled: () => utils.saved.invalidate(),
  });

  const save = trpc.saved.save.useMutation(callbacks(true));
  const unsave = trpc.saved.unsave.useMutation(callbacks(false));

  return {
    /** Sets the property's saved state to `saved`. */
    toggle: (propertyId: string, saved: boolean) =>
      saved ? save.mutate({ propertyId }) : unsave.mutate({ propertyId }),
    isPending: save.isPending || unsave.isPending,
    /** The state being sent, while a call is under way. */
    pendingState: save.isPending ? true : unsave.isPending ? false : null,
  };
}
