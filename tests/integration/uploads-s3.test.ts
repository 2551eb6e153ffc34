import { existsSync } from 'node:fs';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/server/files/s3-storage';
import { LocalDiskStorage } from '../../src/server/files/storage';
import { createSecondInstance, createTestApp, type TestApp } from '../support/app';
import { person, type Person } from '../support/messages';
import { startS3, type TestS3 } from '../support/s3';
import { noise, plain, upload, uploadsRoot } from '../support/uploads';

let s3: TestS3;
let bucket: S3Storage;
let one: TestApp;
let two: TestApp;
let amina: Person;

beforeAll(async () => {
  s3 = await startS3();
  bucket = new S3Storage(s3.options);
  one = await createTestApp(s3.env);
  two = await createSecondInstance(one);
  amina = await person(one, 'guest', 'Amina Wanjiru');
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await bucket?.close();
  await s3?.close();
});

const keyOf = (url: string) => url.slice('/uploads/'.length);
const get = (t: TestApp, url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

async function uploadAvatar(): Promise<string> {
  const png = await plain(120, 90).png().toBuffer();
  const res = await upload(
    one,
    '/api/files/avatar',
    { data: png, filename: 'me.png', contentType: 'image/png' },
    { cookie: amina.client.cookie },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ avatarUrl: string }>().avatarUrl;
}

describe('uploads on an S3-compatible bucket', () => {
  it('stores an image in the bucket, not on disk, and any instance serves it at /uploads', async () => {
    expect(one.config.storage).toMatchObject({ kind: 's3', forcePathStyle: true });
    const jpeg = await noise(2000, 1000).jpeg().toBuffer();
    const res = await upload(
      one,
      '/api/files/image',
      { data: jpeg, filename: 'desk.jpg', contentType: 'image/jpeg' },
      { cookie: amina.client.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { url, thumbnailUrl } = res.json<{ url: string; thumbnailUrl: string }>();
    expect(url).toMatch(new RegExp(`^/uploads/images/${amina.id}/[A-Za-z0-9_-]+\\.webp$`));

    expect(await bucket.get(keyOf(url))).toMatchObject({ contentType: 'image/webp' });
    expect(existsSync(uploadsRoot(one))).toBe(false);

    for (const [instance, target, width] of [
      [two, url, 1600],
      [one, thumbnailUrl, 400],
      [two, thumbnailUrl, 400],
    ] as const) {
      const got = await get(instance, target);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
      expect(await sharp(got.rawPayload).metadata()).toMatchObject({ format: 'webp', width });
    }
    const head = await get(two, url, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('deletes the previous avatar object when the avatar is replaced', async () => {
    const first = await uploadAvatar();
    expect((await get(two, first)).statusCode).toBe(200);
    const second = await uploadAvatar();
    expect(second).not.toBe(first);

    expect(await bucket.get(keyOf(first))).toBeNull();
    expect((await get(one, first)).statusCode).toBe(404);
    expect((await get(two, first)).statusCode).toBe(404);
    expect((await get(two, second)).statusCode).toBe(200);
  });

  it('answers 404 for a missing key', async () => {
    const res = await get(two, `/uploads/images/${amina.id}/not-there.webp`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it('never serves a private file or an object whose key is off the public shape, though it is in the bucket', async () => {
    await bucket.putPrivate('private/verification/doc-1.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    // Put straight into the bucket, as nothing in the app would: the route must not even look these up.
    const odd = ['images/u/page.html', 'images/u/a.b.webp', 'Images/u/a.webp'];
    const raw = new S3Client({ ...s3.options, forcePathStyle: true });
    for (const key of odd)
      await raw.send(
        new PutObjectCommand({
          Bucket: s3.options.bucket,
          Key: key,
          Body: '<script>1</script>',
          ContentType: 'text/html',
        }),
      );
    raw.destroy();

    for (const key of ['private/verification/doc-1.pdf', ...odd]) {
      expect(await bucket.get(key), key).not.toBeNull();
      expect((await get(one, `/uploads/${key}`)).statusCode, key).toBe(404);
    }
    for (const url of [
      '/uploads/private%2Fverification%2Fdoc-1.pdf',
      '/uploads/images/%2e%2e/private/verification/doc-1.pdf',
      '/uploads/',
    ])
      expect((await get(one, url)).statusCode, url).toBe(404);
  });
});

describe('private files on the local disk', () => {
  it('are stored but never served at /uploads', async () => {
    const local = await createTestApp();
    try {
      const storage = new LocalDiskStorage(uploadsRoot(local));
      await storage.putPrivate('private/verification/doc-2.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
      expect(await storage.get('private/verification/doc-2.pdf')).not.toBeNull();
      expect((await get(local, '/uploads/private/verification/doc-2.pdf')).statusCode).toBe(404);

      const url = await storage.put('images/u/pic.webp', await plain(10, 10).webp().toBuffer(), 'image/webp');
      const served = await get(local, url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await local.close();
    }
  });
});
