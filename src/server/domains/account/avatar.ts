import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { randomName } from '../../files/storage';

/**
 * Stores a re-encoded avatar and points the profile at it. If the profile update fails the new file is
 * removed; once it succeeds, the previous uploaded avatar (not a demo picture) is deleted.
 */
export async function replaceAvatar(
  db: Db,
  storage: FileStorage,
  userId: string,
  webp: Buffer,
): Promise<{ avatarUrl: string }> {
  const key = `avatars/${userId}-${randomName()}.webp`;
  const avatarUrl = await storage.put(key, webp, 'image/webp');
  let previous: string | null;
  try {
    previous = await pointProfileAt(db, userId, avatarUrl);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  const oldKey = previous ? storage.keyOf(previous) : null;
  if (oldKey && oldKey !== key) await storage.delete(oldKey).catch(() => undefined);
  return { avatarUrl };
}

/** Sets the profile's avatar; returns the one it had. */
async function pointProfileAt(db: Db, userId: string, avatarUrl: string): Promise<string | null> {
  const [before] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  await db.update(profiles).set({ avatarUrl, updatedAt: new Date() }).where(eq(profiles.id, userId));
  return before?.avatarUrl ?? null;
}
