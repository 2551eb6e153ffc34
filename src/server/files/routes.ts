import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../shared/account';
import type { Db } from '../db/client';
import { replaceAvatar } from '../domains/account/avatar';
import { requestSession } from '../trpc/context';
import { IMAGE_TEXTS, ImageRejected, reencode, type Rendition } from './images';
import { randomName, type FileStorage, LocalDiskStorage } from './storage';

export const AVATAR_SIZE = 256;
export const COVER_WIDTH = 1600;
export const THUMB_WIDTH = 400;

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ error: { message } });

/** The one uploaded file's bytes, or a reply already sent. Size is capped while reading. */
async function readUpload(req: FastifyRequest, reply: FastifyReply): Promise<Buffer | null> {
  if (!req.isMultipart()) {
    await fail(reply, 400, 'Send the image as multipart/form-data in a field named "file"');
    return null;
  }
  try {
    const file = await req.file();
    if (!file) {
      await fail(reply, 400, 'No file was uploaded');
      return null;
    }
    return await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') await fail(reply, 413, IMAGE_TEXTS.tooLarge);
    else await fail(reply, 400, 'The upload could not be read');
    return null;
  }
}

/**
 * The shared front half of every upload route: a signed-in user, one file read within the size limit, and its
 * re-encoded renditions. Null when a reply (401, 400, 413, 415) has already been sent.
 */
async function acceptImage(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  renditions: Rendition[],
): Promise<{ userId: string; images: Buffer[] } | null> {
  const session = await requestSession(db, req);
  if (!session) {
    await fail(reply, 401, 'You need to be signed in to upload files.');
    return null;
  }
  const data = await readUpload(req, reply);
  if (!data) return null;
  try {
    return { userId: session.user.id, images: await reencode(data, renditions) };
  } catch (err) {
    if (!(err instanceof ImageRejected)) throw err;
    await fail(reply, 415, err.message);
    return null;
  }
}

/**
 * POST /api/files/avatar and /api/files/image: signed-in, same-origin (the app-wide Origin check), one image
 * of at most 5 MB, checked by decoding and re-encoded to WebP under a server-made name. Nothing is stored
 * unless every step succeeds. Stored files are served at /uploads with long cache headers (names never change).
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

    scope.post('/api/files/avatar', async (req, reply) => {
      const accepted = await acceptImage(db, req, reply, [{ width: AVATAR_SIZE, height: AVATAR_SIZE }]);
      if (!accepted) return reply;
      const [webp] = accepted.images as [Buffer];
      return replaceAvatar(db, storage, accepted.userId, webp);
    });

    scope.post('/api/files/image', async (req, reply) => {
      const accepted = await acceptImage(db, req, reply, [{ width: COVER_WIDTH }, { width: THUMB_WIDTH }]);
      if (!accepted) return reply;
      const [cover, thumb] = accepted.images as [Buffer, Buffer];
      const name = `images/${accepted.userId}/${randomName()}`;
      const url = await storage.put(`${name}.webp`, cover, 'image/webp');
      try {
        const thumbnailUrl = await storage.put(`${name}-thumb.webp`, thumb, 'image/webp');
        return { url, thumbnailUrl };
      } catch (err) {
        await storage.delete(`${name}.webp`);
        throw err;
      }
    });
  });

  if (storage instanceof LocalDiskStorage) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
        res.header('x-content-type-options', 'nosniff');
      },
    });
  }
}
