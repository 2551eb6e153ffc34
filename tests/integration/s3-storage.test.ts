import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../support/s3';
import { S3Storage } from '../../src/server/files/s3-storage';

let s3: TestS3;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3();
  storage = new S3Storage(s3.options);
});
afterAll(async () => {
  await storage?.close();
  await s3?.close();
});

describe('S3Storage against s3rver', () => {
  it('puts a public file, returns its /uploads URL and reads it back with its type', async () => {
    const url = await storage.put('images/u1/abc-thumb.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(url).toBe('/uploads/images/u1/abc-thumb.webp');
    expect(storage.keyOf(url)).toBe('images/u1/abc-thumb.webp');

    const file = await storage.get('images/u1/abc-thumb.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 10 });
    expect(await text(file!.body)).toBe('webp bytes');
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('avatars/u2-x.webp', Buffer.from('first'), 'image/webp');
    await storage.put('avatars/u2-x.webp', Buffer.from('second'), 'image/webp');
    expect(await text((await storage.get('avatars/u2-x.webp'))!.body)).toBe('second');
  });

  it('deletes, after which get answers null; deleting again or a missing key is fine', async () => {
    await storage.put('avatars/u3-y.webp', Buffer.from('bye'), 'image/webp');
    await storage.delete('avatars/u3-y.webp');
    expect(await storage.get('avatars/u3-y.webp')).toBeNull();
    await expect(storage.delete('avatars/u3-y.webp')).resolves.toBeUndefined();
    expect(await storage.get('avatars/never-there.webp')).toBeNull();
  });

  it('keeps private files apart: no URL, no public key, and no public put under private/', async () => {
    await expect(
      storage.putPrivate('private/verification/u4/doc.pdf', Buffer.from('%PDF'), 'application/pdf'),
    ).resolves.toBeUndefined();
    const file = await storage.get('private/verification/u4/doc.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(await text(file!.body)).toBe('%PDF');
    expect(storage.keyOf('/uploads/private/verification/u4/doc.pdf')).toBeNull();

    await expect(storage.put('private/x/y.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/private/);
    await expect(storage.putPrivate('images/u4/z.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /private/,
    );
  });

  it('recognises only its own upload URLs as keys', () => {
    for (const url of ['https://cdn.example/a.webp', '/images/demo.webp', '/uploads/../etc/passwd.webp'])
      expect(storage.keyOf(url)).toBeNull();
  });
});
