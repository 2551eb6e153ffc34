import { eq } from 'drizzle-orm';
import {
  ACCOUNT_TEXTS,
  normalizePhone,
  usernameFromName,
  type HostProfileInput,
  type ProfileInput,
} from '../../../shared/account';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { hostProfiles, profiles, userSettings } from '../../db/schema';
import { AppError } from '../../errors';

export async function getProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      fullName: profiles.fullName,
      username: profiles.username,
      bio: profiles.bio,
      avatarUrl: profiles.avatarUrl,
      email: profiles.email,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new AppError('not_found', ACCOUNT_TEXTS.fetchProfileError);
  return {
    ...row,
    // Until one is saved, suggest a username from the full name so the settings form is never blank.
    username: row.username ?? usernameFromName(row.fullName),
    bio: row.bio ?? '',
  };
}

export async function updateProfile(db: Db, userId: string, input: ProfileInput) {
  try {
    await db
      .update(profiles)
      .set({ fullName: input.fullName, username: input.username, bio: input.bio, updatedAt: new Date() })
      .where(eq(profiles.id, userId));
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw new AppError('conflict', ACCOUNT_TEXTS.usernameTaken);
    throw err;
  }
  return getProfile(db, userId);
}

export async function getHostProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      businessName: hostProfiles.businessName,
      phoneNumber: hostProfiles.phoneNumber,
      isBusiness: hostProfiles.isBusiness,
    })
    .from(hostProfiles)
    .where(eq(hostProfiles.userId, userId));
  return {
    businessName: row?.businessName ?? '',
    phoneNumber: row?.phoneNumber ?? '',
    isBusiness: row?.isBusiness ?? false,
  };
}

/** Upsert by user: the first save creates the row, later ones update it. */
export async function updateHostProfile(db: Db, userId: string, input: HostProfileInput) {
  const values = {
    businessName: input.businessName || null,
    phoneNumber: input.phoneNumber ? normalizePhone(input.phoneNumber) : null,
    isBusiness: input.isBusiness,
    updatedAt: new Date(),
  };
  await db
    .insert(hostProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: hostProfiles.userId, set: values });
  return getHostProfile(db, userId);
}

export async function getEmailPreferences(db: Db, userId: string) {
  const [row] = await db
    .select({ notifyEmail: userSettings.notifyEmail, marketingEmail: userSettings.marketingEmail })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row ?? { notifyEmail: true, marketingEmail: false };
}

export async function updateEmailPreferences(
  db: Db,
  userId: string,
  input: { notifyEmail: boolean; marketingEmail: boolean },
) {
  await saveUserSettings(db, userId, input);
  return getEmailPreferences(db, userId);
}

/** Writes some of a user's settings, creating their row on the first save. */
export async function saveUserSettings(
  db: Db,
  userId: string,
  settings: Partial<Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>>,
): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}
