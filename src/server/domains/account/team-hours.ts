import { eq } from 'drizzle-orm';
import type { TeamHours } from '../../../shared/timezones';
import type { Db } from '../../db/client';
import { userSettings } from '../../db/schema';
import { saveUserSettings } from './profile';

/** The guest's team hours, or null when not set. */
export async function getTeamHours(db: Db, userId: string): Promise<TeamHours | null> {
  const [row] = await db
    .select({
      zone: userSettings.teamTimeZone,
      start: userSettings.teamWorkStart,
      end: userSettings.teamWorkEnd,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  if (!row?.zone || row.start === null || row.end === null) return null;
  return { zone: row.zone, start: row.start, end: row.end };
}

/** Stores (or, with null, clears) the guest's team hours; teamHoursSchema validates them in the router. */
export async function setTeamHours(
  db: Db,
  userId: string,
  hours: TeamHours | null,
): Promise<TeamHours | null> {
  await saveUserSettings(db, userId, {
    teamTimeZone: hours?.zone ?? null,
    teamWorkStart: hours?.start ?? null,
    teamWorkEnd: hours?.end ?? null,
  });
  return getTeamHours(db, userId);
}
