import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import type { SearchPropertiesInput } from '../../../../shared/search';
import { describeError, trpc } from '../../../trpc';

/**
 * Pages of properties.search, newest first, 50 at a time with keyset cursors (README 'How search behaves').
 * Retries once, for a dropped connection; a failure that survives the retry raises one red toast.
 */
export function usePropertySearch(input: SearchPropertiesInput) {
  const query = trpc.properties.search.useInfiniteQuery(input, {
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: 1,
  });

  // A toast when the search starts failing: an error already in the cache when the page mounts was announced
  // before, and a retry that fails again (Retry, useRecoverFailedQueries) is the same failure.
  const failing = useRef(query.isError);
  useEffect(() => {
    const started = query.isError && !failing.current;
    failing.current = query.isError;
    if (started) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: 'Could not load properties. Please try again later.',
      });
    }
  }, [query.isError]);

  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total,
    totalCapped: pages[0]?.totalCapped ?? false,
    errorMessage: query.error ? describeError(query.error).message : null,
  };
}
