import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

/**
 * Where uploaded files live. Keys are server-generated relative paths ('avatars/<user>-<random>.webp'); the
 * local-disk backend serves them at /uploads/<key>. An S3-compatible backend can implement the same three
 * calls later.
 */
export interface FileStorage {
  /** Stores the bytes under `key` and returns the public URL. Either the whole file lands or nothing does. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** The key behind one of this storage's URLs, or null for anything else (a demo image, an outside URL). */
  keyOf(url: string): string | null;
}

const UPLOADS_PREFIX = '/uploads/';

export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<string> {
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
    return UPLOADS_PREFIX + key;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(UPLOADS_PREFIX)) return null;
    const key = url.slice(UPLOADS_PREFIX.length);
    return /^[a-z]+\/[A-Za-z0-9/_-]+\.webp$/.test(key) && !key.includes('..') ? key : null;
  }
}

/** A name nobody can guess or collide with. */
export function randomName(): string {
  return randomBytes(12).toString('base64url');
}
