import { ADMIN_LISTING_FILTERS } from '../../../../shared/admin-filters';
import { oneOf, paramsReader, textUpTo, wholeNumber } from '../../../../shared/url-params';

/** /admin/listings?search=&status=&page=: anything unreadable is dropped rather than failing the page. */
export const readAdminListingsSearch = paramsReader({
  search: textUpTo(100),
  status: oneOf(ADMIN_LISTING_FILTERS),
  page: wholeNumber(1, 100_000),
});
export type AdminListingsSearch = ReturnType<typeof readAdminListingsSearch>;
