import { useSyncExternalStore } from 'react';
import { readTripParams, type TripParams } from '../../../shared/marketplace-params';

/**
 * The dates and guests of the visitor's last marketplace search, kept for the browser tab's session. Every
 * property card links to its page with them (the marketplace's own, the home page's featured places, the
 * saved list), so the booking card opens filled in, as the visitor searched.
 */
const KEY = 'kazistay.trip';
const listeners = new Set<() => void>();
let current: TripParams | undefined;

function stored(): TripParams {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? readTripParams(value) : {};
  } catch {
    return {}; // storage turned off or a damaged entry: no trip
  }
}

function snapshot(): TripParams {
  current ??= stored();
  return current;
}

const sameTrip = (a: TripParams, b: TripParams) =>
  a.checkIn === b.checkIn && a.checkOut === b.checkOut && a.guests === b.guests;

/** Keeps the trip the marketplace's address names now (an empty one forgets it). */
export function rememberTrip(trip: TripParams): void {
  if (sameTrip(snapshot(), trip)) return;
  current = trip;
  try {
    if (trip.checkIn || trip.checkOut || trip.guests) sessionStorage.setItem(KEY, JSON.stringify(trip));
    else sessionStorage.removeItem(KEY);
  } catch {
    // kept in memory for this page's life
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRememberedTrip(): TripParams {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
