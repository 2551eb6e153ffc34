import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../shared/account';
import { requestSession } from '../auth/cookies';
import type { Db } from '../db/client';
import { replaceAvatar } from '../domains/account/avatar';
import { AppError } from '../errors';
import { appErrorHandler } from '../http/errors';
import { IMAGE_TEXTS, reencode, type Rendition } from './images';
import { recordUpload } from './orphans';
import { registerUploadServing } from './serve';
import { randomName, type FileStorage } from './storage';

const AVATAR_SIZE = 256;
const COVER_WIDTH = 1600;
const THUMB_WIDTH = 400;

/** The one uploaded file's bytes, its size capped while reading. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError('bad_request', 'Send the image as multipart/form-data in a field named "file"');
  }
  try {
    const file = await req.file();
    if (file) return await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', IMAGE_TEXTS.tooLarge);
    throw new AppError('bad_request', 'The upload could not be read');
  }
  throw new AppError('bad_request', 'No file was uploaded');
}

/**
 * The shared front half of every upload route: a signed-in user, one file read within the size limit, and its
 * re-encoded renditions. Refusals (401, 400, 413, 415) are thrown as domain errors for the scope's handler.
 */
async function acceptImage(
  db: Db,
  req: FastifyRequest,
  renditions: Rendition[],
): Promise<{ userId: string; images: Buffer[] }> {
  const session = await requestSession(db, req);
  if (!session) throw new AppError('unauthorized', 'You need to be signed in to upload files.');
  const data = await readUpload(req);
  return { userId: session.user.id, images: await reencode(data, renditions) };
}

/**
 * POST /api/files/avatar and /api/files/image: signed-in, same-origin (the app-wide Origin check), one image
 * of at most 5 MB, checked by decoding and re-encoded to WebP under a server-made name. Nothing is stored
 * unless every step succeeds. Public files are served at /uploads (serve.ts) from either storage backend.
 */
export async function registerFileRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage },
): Promise<void> {
  const { db, storage } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.setErrorHandler(appErrorHandler);

    scope.post('/api/files/avatar', async (req) => {
      const accepted = await acceptImage(db, req, [{ width: AVATAR_SIZE, height: AVATAR_SIZE }]);
      const [webp] = accepted.images as [Buffer];
      return replaceAvatar(db, storage, accepted.userId, webp);
    });

    scope.post('/api/files/image', async (req) => {
      const accepted = await acceptImage(db, req, [{ width: COVER_WIDTH }, { width: THUMB_WIDTH }]);
      const [cover, thumb] = accepted.images as [Buffer, Buffer];
      const name = `images/${accepted.userId}/${randomName()}`;
      const url = await storage.put(`${name}.webp`, cover, 'image/webp');
      try {
        const thumbnailUrl = await storage.put(`${name}-thumb.webp`, thumb, 'image/webp');
        // Recorded so a photo no listing takes is deleted after a day (jobs/orphan-uploads.ts).
        await recordUpload(db, `${name}.webp`, accepted.userId);
        return { url, thumbnailUrl };
      } catch (err) {
        await storage.delete(`${name}-thumb.webp`).catch(() => undefined);
        await storage.delete(`${name}.webp`);
        throw err;
      }
    });
  });

  registerUploadServing(app, storage);
}
