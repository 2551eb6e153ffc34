import { useAuth } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { StayTools } from './StayTools';

/** On a listing's page, the signed-in guest staying there now gets the stay tools. */
export function CurrentStayTools({ propertyId }: { propertyId: string }) {
  const { user } = useAuth();
  const current = trpc.stays.current.useQuery({ propertyId }, { enabled: user !== null });
  const stay = current.data;
  if (!user || !stay) return null;
  return <StayTools bookingId={stay.bookingId} checkIn={stay.checkIn} timeZone={stay.zone} />;
}
