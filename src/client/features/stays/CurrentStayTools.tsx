import { lazy } from 'react';
import { useAuth } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { LazyPart } from '../../ui/LazyPart';

// Only a guest staying at the listing now needs them: loaded then, off the page's first download.
const StayTools = lazy(() => import('./StayTools').then((m) => ({ default: m.StayTools })));

/** On a listing's page, the signed-in guest staying there now gets the stay tools. */
export function CurrentStayTools({ propertyId }: { propertyId: string }) {
  const { user } = useAuth();
  const current = trpc.stays.current.useQuery({ propertyId }, { enabled: user !== null });
  const stay = current.data;
  if (!user || !stay) return null;
  return (
    <LazyPart fallback={null}>
      <StayTools bookingId={stay.bookingId} checkIn={stay.checkIn} timeZone={stay.zone} />
    </LazyPart>
  );
}
