import { getRouteApi } from '@tanstack/react-router';
import { LegalPage } from './LegalPage';

const route = getRouteApi('/_content/legal');

/** /legal?tab=...: switching tabs rewrites the address in place. */
export function LegalRoute() {
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <LegalPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
  );
}
