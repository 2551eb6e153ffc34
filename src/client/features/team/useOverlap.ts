import { useMemo } from 'react';
import { platformToday } from '../../../shared/dates';
import { cachedStayOverlap, overlapDays, type StayOverlap, type TeamHours } from '../../../shared/timezones';
import { useTeamHours } from './useTeamHours';

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
    return { team: hours, overlap: cachedStayOverlap(hours, timeZone, from, to) };
  }, [hours, timeZone, checkIn, checkOut]);
}
