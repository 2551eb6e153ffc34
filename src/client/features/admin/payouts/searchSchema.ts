import { paramsReader, textUpTo } from '../../../../shared/url-params';

/** /admin/payouts?search=: an alert about a payee's payouts links here with their email as the search. */
export const readAdminPayoutsSearch = paramsReader({
  search: textUpTo(100),
});
export type AdminPayoutsSearch = ReturnType<typeof readAdminPayoutsSearch>;
