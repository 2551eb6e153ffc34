import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providerDocuments, uploads } from '../db/schema';
import { lockUploadsOf } from '../domains/host/photos';
import type { FileStorage } from './storage';

/** An uploaded listing photo no listing took is deleted after this long. */
export const ORPHAN_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** Users handled per run; the next run (hourly) goes on where this one stopped. */
const USERS_PER_RUN = 500;

export async function recordUpload(db: Db, key: string, userId: string): Promise<void> {
  await db.insert(uploads).values({ key, userId });
}

/** The thumbnail stored beside a cover ('images/u/abc.webp' → 'images/u/abc-thumb.webp'). */
export function thumbnailKeyOf(key: string): string {
  return key.replace(/\.webp$/, '-thumb.webp');
}

type Log = { warn(obj: object, msg: string): void };

/**
 * Deletes photos uploaded more than a day ago that no listing (archived ones included: their history keeps
 * showing them), no avatar and no dispute uses: their `uploads` rows, then the cover and thumbnail files. Per user, under
 * the lock that attaching a photo to a listing takes, so a photo is never deleted while it is being attached.
 * Only the uploader's listings are looked at: a listing may only take its own host's uploads.
 */
export async function deleteOrphanUploads(
  db: Db,
  storage: FileStorage,
  log?: Log,
  now = new Date(),
): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_MS);
  const owners = await db
    .selectDistinct({ userId: uploads.userId })
    .from(uploads)
    .where(lt(uploads.createdAt, cutoff))
    .orderBy(asc(uploads.userId))
    .limit(USERS_PER_RUN);
  let deleted = 0;
  for (const { userId } of owners) {
    const keys = await db.transaction(async (tx) => {
      await lockUploadsOf(tx, userId);
      return tx
        .delete(uploads)
        .where(
          and(
            eq(uploads.userId, userId),
            lt(uploads.createdAt, cutoff),
            sql`not exists (
              select 1 from properties p
              where p.host_id = ${uploads.userId} and ('/uploads/' || ${uploads.key}) = any(p.images)
            )`,
            sql`not exists (
              select 1 from profiles a where a.avatar_url = '/uploads/' || ${uploads.key}
            )`,
            // A photo a guest attached to a dispute (their own upload) is kept with it.
            sql`not exists (
              select 1 from disputes d
              where d.guest_id = ${uploads.userId} and ('/uploads/' || ${uploads.key}) = any(d.photos)
            )`,
            // A provider's avatar and portfolio, in an application or on the provider's profile.
            sql`not exists (
              select 1 from provider_applications a
              where a.user_id = ${uploads.userId}
                and (a.avatar_url = '/uploads/' || ${uploads.key} or ('/uploads/' || ${uploads.key}) = any(a.portfolio))
            )`,
            sql`not exists (
              select 1 from services sv
              where sv.provider_id = ${uploads.userId} and ('/uploads/' || ${uploads.key}) = any(sv.photos)
            )`,
            sql`not exists (
              select 1 from provider_profiles pp
              where pp.user_id = ${uploads.userId}
                and (pp.avatar_url = '/uploads/' || ${uploads.key} or ('/uploads/' || ${uploads.key}) = any(pp.portfolio))
            )`,
          ),
        )
        .returning({ key: uploads.key });
    });
    // Files go after their rows: a row without a file would be worse than a file nobody can reach.
    for (const { key } of keys) {
      try {
        await storage.delete(thumbnailKeyOf(key));
        await storage.delete(key);
        deleted++;
      } catch (err) {
        log?.warn({ err, key }, 'could not delete an unused upload');
      }
    }
  }
  return { deleted };
}

/**
 * Deletes verification documents uploaded more than a day ago that no application took (the applicant removed
 * them from the form, or never sent it): their rows, then their private files. Per applicant, under the lock
 * that sending an application takes, so a document is never deleted while it is being attached.
 */
export async function deleteOrphanDocuments(
  db: Db,
  storage: FileStorage,
  log?: Log,
  now = new Date(),
): Promise<{ deleted: number }> {
  const cutoff = new Date(now.getTime() - ORPHAN_UPLOAD_MS);
  const unattached = and(isNull(providerDocuments.applicationId), lt(providerDocuments.createdAt, cutoff));
  const owners = await db
    .selectDistinct({ userId: providerDocuments.userId })
    .from(providerDocuments)
    .where(unattached)
    .orderBy(asc(providerDocuments.userId))
    .limit(USERS_PER_RUN);
  let deleted = 0;
  for (const { userId } of owners) {
    const keys = await db.transaction(async (tx) => {
      await lockUploadsOf(tx, userId);
      return tx
        .delete(providerDocuments)
        .where(and(eq(providerDocuments.userId, userId), unattached))
        .returning({ key: providerDocuments.key });
    });
    for (const { key } of keys) {
      try {
        await storage.delete(key);
        deleted++;
      } catch (err) {
        log?.warn({ err, key }, 'could not delete an unused document');
      }
    }
  }
  return { deleted };
}
