import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { TEST_ORIGIN, type TestApp } from './app';

const BOUNDARY = '----kazistay-test-boundary-7d1f';

export interface UploadPart {
  data: Buffer;
  filename?: string;
  contentType?: string;
  /** The form field name; the routes read "file". */
  field?: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipartBody(parts: UploadPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field ?? 'file'}"; filename="${part.filename ?? 'upload.bin'}"`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export interface UploadOptions {
  cookie?: string | undefined;
  /** Defaults to the app's own origin; null sends none. */
  origin?: string | null;
  /** Overrides the multipart body (e.g. a JSON request). */
  body?: { payload: string | Buffer; contentType: string };
}

/** POSTs one file to an upload route the way the browser does. */
export function upload(
  t: TestApp,
  path: '/api/files/avatar' | '/api/files/image' | '/api/provider-documents',
  part: UploadPart | null,
  options: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  const body = options.body ?? {
    payload: multipartBody(part ? [part] : []),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
  const headers: Record<string, string> = { 'content-type': body.contentType };
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  if (origin) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  return t.app.inject({ method: 'POST', url: path, headers, payload: body.payload });
}

/** The directory uploads are stored in for this test app. */
export function uploadsRoot(t: TestApp): string {
  return resolve(t.config.dataDir, 'uploads');
}

/** Every file under the uploads directory (relative paths, sorted), temporary files included. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = uploadsRoot(t);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort();
}

/** The stored file behind a /uploads/<key> URL. */
export function storedPath(t: TestApp, url: string): string {
  if (!url.startsWith('/uploads/')) throw new Error(`not an upload URL: ${url}`);
  return join(uploadsRoot(t), url.slice('/uploads/'.length));
}

/** A picture of random pixels (it does not compress, so the file is about as big as the pixels). */
export function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A flat-colour picture of the given size. */
export function plain(width: number, height: number, background = '#3a7') {
  return sharp({ create: { width, height, channels: 3, background } });
}
