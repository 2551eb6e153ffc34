import { useMediaQuery } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { changedPayoutFilters, type PayoutFilters, type PayoutKind } from '../../../shared/payouts';
import type { PayoutsSearch, PayoutView } from '../../searchSchemas';

/** The page of each kind's history (both read their URL with readPayoutsSearch). */
const routes = {
  stay: getRouteApi('/_main/_signedIn/_host/payouts'),
  service: getRouteApi('/_main/_provider/provider/payouts'),
} as const;

/** The URL's search params from the filters, the page and the view, defaults left out. */
function searchOf(filters: PayoutFilters, page: number, view: PayoutView | undefined): PayoutsSearch {
  return { ...changedPayoutFilters(filters), page: page > 1 ? page : undefined, view };
}

/**
 * The page's state, all of it in the URL (/payouts?status=completed&page=2&view=cards, or /provider/payouts?...):
 * shareable, kept on reload and by the back button. Changing any filter goes back to page 1.
 * Without a view in the URL, narrow screens (< 768 px) get the cards and wide ones the table.
 */
export function usePayoutSearch(kind: PayoutKind = 'stay') {
  const route = routes[kind];
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;

  // 'custom' without a start is not a range: it reads as all time.
  const time = search.time === 'custom' && !search.from ? 'all' : (search.time ?? 'all');
  const custom = time === 'custom';
  const to = custom && search.to && search.from && search.to >= search.from ? search.to : undefined;
  const filters: PayoutFilters = {
    search: search.search?.trim() ?? '',
    time,
    from: custom ? search.from : undefined,
    to,
    method: search.method ?? 'all',
    status: search.status ?? 'all',
  };
  const page = search.page ?? 1;
  const view: PayoutView = search.view ?? (narrow ? 'cards' : 'table');

  const go = (next: PayoutsSearch, replace = false) => void navigate({ search: next, replace });

  return {
    filters,
    page,
    view,
    setFilters: (patch: Partial<PayoutFilters>) => go(searchOf({ ...filters, ...patch }, 1, search.view)),
    setPage: (next: number) => go(searchOf(filters, next, search.view)),
    setView: (next: PayoutView) => go(searchOf(filters, page, next), true),
  };
}
