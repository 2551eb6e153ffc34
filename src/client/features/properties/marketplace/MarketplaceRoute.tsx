import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { tripOf } from '../../../../shared/marketplace-params';
import { rememberTrip } from '../tripMemory';
import { MarketplacePage } from './MarketplacePage';
import { cleanParams } from './marketplaceParams';

const route = getRouteApi('/_main/marketplace');

/** Filters live in the address and are rewritten in place, without new history entries. */
export function MarketplaceRoute() {
  const params = route.useSearch();
  const navigate = route.useNavigate();
  // The dates and guests searched for now are the ones property links carry (an address without forgets).
  const { checkIn, checkOut, guests } = params;
  useEffect(() => rememberTrip(tripOf({ checkIn, checkOut, guests })), [checkIn, checkOut, guests]);
  return (
    <MarketplacePage
      params={params}
      onParamsChange={(patch) =>
        void navigate({ search: (prev) => cleanParams({ ...prev, ...patch }), replace: true })
      }
    />
  );
}
