import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';

/** One stored file as read back: its bytes as a stream, its type and (when known) its size. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
}

/**
 * Where uploaded files live: the local disk (one instance) or an S3-compatible bucket (any number of
 * instances). Keys are server-generated relative paths ('avatars/<user>-<random>.webp'). Public files are
 * served by the app at /uploads/<key> whatever the backend; private files (keys under 'private/') get no URL
 * and are never served there.
 */
export interface FileStorage {
  /** Stores a public file and returns its URL. Either the whole file lands or nothing does. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Stores a private file (key under 'private/'); it has no URL, only an authorized route may read it. */
  putPrivate(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The key behind one of this storage's URLs, or null for anything else (a demo image, an outside URL). */
  keyOf(url: string): string | null;
  /** Releases connections (nothing for the local disk). */
  close(): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';
const PRIVATE_PREFIX = 'private/';

/** The shape of a public key: a lower-case folder, then plain segments (no dots), ending in .webp. */
const PUBLIC_KEY = /^[a-z]+(\/[A-Za-z0-9_-]+)+\.webp$/;
/** The shape of a private key: 'private/', plain segments, one lower-case extension. */
const PRIVATE_KEY = /^private(\/[A-Za-z0-9_-]+)+\.[a-z0-9]{1,8}$/;

/** Whether /uploads may serve this key: the public shape and never under 'private/'. */
export function isPublicKey(key: string): boolean {
  return PUBLIC_KEY.test(key) && !key.startsWith(PRIVATE_PREFIX);
}

export function isPrivateKey(key: string): boolean {
  return PRIVATE_KEY.test(key);
}

/** Refuses a public put under 'private/' (it would get a URL) and a private put outside it. */
export function checkKey(key: string, visibility: 'public' | 'private'): void {
  if (visibility === 'public' && key.startsWith(PRIVATE_PREFIX))
    throw new Error(`a public file cannot be stored under private/: ${key}`);
  if (visibility === 'private' && !isPrivateKey(key))
    throw new Error(`a private file needs a key like private/<folder>/<name>.<ext>: ${key}`);
}

/** The key behind a /uploads URL when it has the public key shape, else null. */
export function publicKeyOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return isPublicKey(key) ? key : null;
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  /** The type is not kept: get() answers it from the key's extension. */
  async put(key: string, data: Buffer, _contentType?: string): Promise<string> {
    checkKey(key, 'public');
    await this.write(key, data);
    return UPLOADS_PREFIX + key;
  }

  async putPrivate(key: string, data: Buffer, _contentType?: string): Promise<void> {
    checkKey(key, 'private');
    await this.write(key, data);
  }

  private async write(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed into place: a failure half-way leaves no file under the real name.
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temp, data);
      await rename(temp, path);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    try {
      const handle = await open(path, 'r');
      const stat = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const contentType = TYPES[extname(path)] ?? 'application/octet-stream';
      return { body: handle.createReadStream(), contentType, size: stat.size };
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  keyOf(url: string): string | null {
    return publicKeyOf(url);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A name nobody can guess or collide with. */
export function randomName(): string {
  return randomBytes(12).toString('base64url');
}
