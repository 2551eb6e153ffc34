import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import type { SearchPropertiesInput } from '../../../../shared/search';
import { describeError, trpc } from '../../../trpc';

/**
 * Pages of properties.search, newest first, 50 at a time with keyset cursors (README 'How search behaves').
 * Retries once, for a dropped connection; each failure that survives the retry raises one red toast.
 */
export function usePropertySearch(input: SearchPropertiesInput) {
  const query = trpc.properties.search.useInfiniteQuery(input, {
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: 1,
  });

  // Toast new failures only: an error already in the cache when the page mounts was announced before, and
  // a background retry that fails again (useRecoverFailedQueries) is the same failure.
  const announced = useRef(query.errorUpdateCount);
  const failing = useRef(query.isError);
  useEffect(() => {
    const wasFailing = failing.current;
    failing.current = query.isError;
    if (query.isError && query.errorUpdateCount > announced.current) {
      announced.current = query.errorUpdateCount;
      if (wasFailing) return;
      notifications.show({
        color: 'red',
        title: 'Error',
        message: 'Could not load properties. Please try again later.',
      });
    }
  }, [query.isError, query.errorUpdateCount]);

  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((page) => page.items),
    total: pages[0]?.total,
    totalCapped: pages[0]?.totalCapped ?? false,
    errorMessage: query.error ? describeError(query.error).message : null,
  };
}
