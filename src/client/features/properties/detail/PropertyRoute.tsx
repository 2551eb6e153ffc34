import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { readTripParams, tripOf, type TripParams } from '../../../../shared/marketplace-params';
import { PropertyPage } from './PropertyPage';

/**
 * /property/$id, and /property without an id ('Property ID is required'). Keyed by id so the gallery and
 * reviews start afresh for another property. The address's trip (?checkIn=&checkOut=&guests=) fills the
 * booking card, and follows the card's changes in place (no new history entry).
 */
export function PropertyRoute() {
  const { id } = useParams({ strict: false });
  const trip = readTripParams(useSearch({ strict: false }));
  const navigate = useNavigate();
  const keepTrip = (next: TripParams) => {
    const search = tripOf({ ...next, guests: next.guests === 1 ? undefined : next.guests });
    void navigate({ to: '.', search, replace: true, resetScroll: false });
  };
  return <PropertyPage key={id} id={id} trip={trip} onTripChange={id ? keepTrip : undefined} />;
}
