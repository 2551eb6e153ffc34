import { getRouteApi } from '@tanstack/react-router';
import { MarketplacePage } from './MarketplacePage';
import { cleanParams } from './marketplaceParams';

const route = getRouteApi('/_main/marketplace');

/** Filters live in the address and are rewritten in place, without new history entries. */
export function MarketplaceRoute() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <MarketplacePage
      params={params}
      onParamsChange={(patch) =>
        void navigate({ search: (prev) => cleanParams({ ...prev, ...patch }), replace: true })
      }
    />
  );
}
