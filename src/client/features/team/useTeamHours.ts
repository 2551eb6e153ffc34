import { useMemo } from 'react';
import { teamHoursSchema, type TeamHours } from '../../../shared/timezones';
import { useAuth } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { localTeamHours } from './teamHoursStore';

export interface TeamHoursState {
  /** The team's zone and working day, or null when not set. */
  hours: TeamHours | null;
  /** Stores them: in the guest's settings when signed in, in this browser otherwise. */
  save: (hours: TeamHours) => Promise<void>;
  clear: () => Promise<void>;
}

/** The team hours every overlap on the page is computed from (one cache entry shared by all cards). */
export function useTeamHours(): TeamHoursState {
  const { user } = useAuth();
  const local = localTeamHours.use();
  const utils = trpc.useUtils();
  const stored = trpc.account.teamHours.useQuery(undefined, { enabled: user !== null, staleTime: Infinity });
  const set = trpc.account.setTeamHours.useMutation();
  const clear = trpc.account.clearTeamHours.useMutation();
  // Checked here too: a zone the server's time-zone data knows and this browser's does not is left unset.
  const fromServer = useMemo(() => {
    const checked = stored.data ? teamHoursSchema.safeParse(stored.data) : null;
    return checked?.success ? checked.data : null;
  }, [stored.data]);

  if (!user) {
    return {
      hours: local,
      save: (hours) => Promise.resolve(localTeamHours.set(hours)),
      clear: () => Promise.resolve(localTeamHours.set(null)),
    };
  }
  return {
    hours: fromServer,
    save: async (hours) => {
      utils.account.teamHours.setData(undefined, await set.mutateAsync(hours));
    },
    clear: async () => {
      utils.account.teamHours.setData(undefined, await clear.mutateAsync());
    },
  };
}
