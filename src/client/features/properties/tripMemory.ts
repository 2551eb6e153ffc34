import { readTripParams, type TripParams } from '../../../shared/marketplace-params';
import { storedValue } from '../../storedValue';

/**
 * The dates and guests of the visitor's last marketplace search, kept for the browser tab's session. Every
 * property card links to its page with them (the marketplace's own, the home page's featured places, the
 * saved list), so the booking card opens filled in, as the visitor searched.
 */
const trip = storedValue<TripParams>({
  storage: () => window.sessionStorage,
  key: 'kazistay.trip',
  read: (value) => (value && typeof value === 'object' ? readTripParams(value) : {}),
  empty: {},
  keep: (t) => Boolean(t.checkIn || t.checkOut || t.guests),
});

const sameTrip = (a: TripParams, b: TripParams) =>
  a.checkIn === b.checkIn && a.checkOut === b.checkOut && a.guests === b.guests;

/** Keeps the trip the marketplace's address names now (an empty one forgets it). */
export function rememberTrip(next: TripParams): void {
  if (!sameTrip(trip.get(), next)) trip.set(next);
}

export const useRememberedTrip: () => TripParams = trip.use;
