import { teamHoursSchema, type TeamHours } from '../../../shared/timezones';
import { storedValue } from '../../storedValue';

/** A visitor's team hours live in this browser (localStorage); a signed-in guest's in their settings. */
export const localTeamHours = storedValue<TeamHours | null>({
  storage: () => window.localStorage,
  key: 'kazistay.teamHours',
  read: (value) => {
    const parsed = teamHoursSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  },
  empty: null,
  keep: (hours) => hours !== null,
});
