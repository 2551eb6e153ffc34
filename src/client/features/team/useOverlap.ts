import { useMemo } from 'react';
import { platformToday } from '../../../shared/dates';
import { overlapDays, stayOverlap, type StayOverlap, type TeamHours } from '../../../shared/timezones';
import { useTeamHours } from './useTeamHours';

// Six zones cover every listing, so a page of cards computes a handful of overlaps, not one per card.
const computed = new Map<string, StayOverlap>();

function cachedOverlap(team: TeamHours, zone: string, from: string, to: string): StayOverlap {
  const key = `${team.zone}|${team.start}|${team.end}|${zone}|${from}|${to}`;
  let overlap = computed.get(key);
  if (!overlap) {
    if (computed.size > 500) computed.clear();
    overlap = stayOverlap(team, zone, from, to);
    computed.set(key, overlap);
  }
  return overlap;
}

/** Where and when: the listing's zone and the dates searched or chosen (today without). */
export interface OverlapPlace {
  timeZone: string;
  checkIn?: string;
  checkOut?: string;
}

/**
 * The team's overlap with a listing in `timeZone` over the working days of the dates (today without dates),
 * or null while no team hours are set.
 */
export function useOverlap(
  timeZone: string,
  checkIn?: string,
  checkOut?: string,
): { team: TeamHours; overlap: StayOverlap } | null {
  const { hours } = useTeamHours();
  return useMemo(() => {
    if (!hours) return null;
    const { from, to } = overlapDays(platformToday(), checkIn, checkOut);
    return { team: hours, overlap: cachedOverlap(hours, timeZone, from, to) };
  }, [hours, timeZone, checkIn, checkOut]);
}
