import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOST_TEXTS } from '../../../shared/host';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../files/storage';

/** What a transaction callback receives: enough to read and write like `db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serializes, per user, attaching uploads to listings and the clean-up deleting unused ones: whichever takes
 * it first, the other sees its result (an attached photo is referenced; a deleted one is gone).
 */
export async function lockUploadsOf(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
}

/**
 * Refuses photos the user may not put on this listing. Allowed: those already on it, and the user's own
 * uploads (POST /api/files/image, recorded in `uploads`) not yet cleaned up. Call under lockUploadsOf.
 */
export async function checkPhotos(
  tx: Tx,
  storage: Pick<FileStorage, 'keyOf'>,
  userId: string,
  images: string[],
  current: string[],
): Promise<void> {
  const added = images.filter((url) => !current.includes(url));
  if (added.length === 0) return;
  const keys = added.map((url) => storage.keyOf(url));
  const own = `images/${userId}/`;
  if (keys.some((k) => k === null || !k.startsWith(own) || k.endsWith('-thumb.webp'))) {
    throw new AppError('bad_request', HOST_TEXTS.photoNotYours);
  }
  const found = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.key, keys as string[])));
  if (found.length !== new Set(keys).size) throw new AppError('bad_request', HOST_TEXTS.photoNotYours);
}
