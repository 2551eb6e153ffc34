import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../shared/account';
import { SESSION_COOKIE, validateSessionToken, type ValidSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { IMAGE_TEXTS, ImageRejected, reencode } from './images';
import { randomName, type FileStorage, LocalDiskStorage } from './storage';

export const AVATAR_SIZE = 256;
export const COVER_WIDTH = 1600;
export const THUMB_WIDTH = 400;

const fail = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ error: { message } });

async function signedInUser(db: Db, req: FastifyRequest): Promise<ValidSession['user'] | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  try {
    return (await validateSessionToken(db, token))?.user ?? null;
  } catch (err) {
    req.log.error({ err }, 'session validation failed');
    return null;
  }
}

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
      const user = await signedInUser(db, req);
      if (!user) return fail(reply, 401, 'You need to be signed in to upload files.');
      const data = await readUpload(req, reply);
      if (!data) return reply;
      let webp: Buffer;
      try {
        [webp] = (await reencode(data, [{ width: AVATAR_SIZE, height: AVATAR_SIZE }])) as [Buffer];
      } catch (err) {
        if (err instanceof ImageRejected) return fail(reply, 415, err.message);
        throw err;
      }
      const key = `avatars/${user.id}-${randomName()}.webp`;
      const avatarUrl = await storage.put(key, webp, 'image/webp');
      const [before] = await db
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, user.id));
      try {
        await db.update(profiles).set({ avatarUrl, updatedAt: new Date() }).where(eq(profiles.id, user.id));
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      const oldKey = before?.avatarUrl ? storage.keyOf(before.avatarUrl) : null;
      if (oldKey && oldKey !== key) await storage.delete(oldKey).catch(() => undefined);
      return { avatarUrl };
    });

    scope.post('/api/files/image', async (req, reply) => {
      const user = await signedInUser(db, req);
      if (!user) return fail(reply, 401, 'You need to be signed in to upload files.');
      const data = await readUpload(req, reply);
      if (!data) return reply;
      let cover: Buffer;
      let thumb: Buffer;
      try {
        [cover, thumb] = (await reencode(data, [{ width: COVER_WIDTH }, { width: THUMB_WIDTH }])) as [
          Buffer,
          Buffer,
        ];
      } catch (err) {
        if (err instanceof ImageRejected) return fail(reply, 415, err.message);
        throw err;
      }
      const name = `images/${user.id}/${randomName()}`;
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
