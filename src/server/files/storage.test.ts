import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicKey, LocalDiskStorage } from './storage';

describe('isPublicKey', () => {
  it('takes the server-made public keys', () => {
    for (const key of ['avatars/3f1c-a_b-C9.webp', 'images/u-1/Ab_c.webp', 'images/u-1/Ab_c-thumb.webp'])
      expect(isPublicKey(key), key).toBe(true);
  });

  it('refuses private keys and anything off the shape', () => {
    for (const key of [
      'private/verification/u/doc.webp',
      'images/../private/x.webp',
      'images//x.webp',
      'images/x.webp/',
      '/images/x.webp',
      'Images/x.webp',
      'images/x.png',
      'images/x.html',
      'images/.hidden.webp',
      'images/a b.webp',
      'x.webp',
      '',
    ])
      expect(isPublicKey(key), key).toBe(false);
  });
});

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kazistay-storage-'));
    storage = new LocalDiskStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('puts, gets (with the type from the name) and deletes a public file', async () => {
    expect(await storage.put('images/u/a.webp', Buffer.from('abc'), 'image/webp')).toBe(
      '/uploads/images/u/a.webp',
    );
    const file = await storage.get('images/u/a.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 3 });
    expect(await text(file!.body)).toBe('abc');
    await storage.delete('images/u/a.webp');
    expect(await storage.get('images/u/a.webp')).toBeNull();
  });

  it('answers null for a missing file or a folder, and refuses keys escaping the root', async () => {
    expect(await storage.get('images/none.webp')).toBeNull();
    expect(await storage.get('images')).toBeNull();
    await expect(storage.get('../outside.webp')).rejects.toThrow(/escapes/);
  });

  it('stores private files without a URL, and only under private/', async () => {
    await storage.putPrivate('private/docs/u/id.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(await readFile(join(root, 'private/docs/u/id.pdf'), 'utf8')).toBe('%PDF');
    expect((await storage.get('private/docs/u/id.pdf'))?.contentType).toBe('application/pdf');
    expect(storage.keyOf('/uploads/private/docs/u/id.pdf')).toBeNull();
    await expect(storage.put('private/docs/u/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.putPrivate('images/u/x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
  });
});
