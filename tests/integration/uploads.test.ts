import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TEXTS } from '../../src/server/files/images';
import { createTestApp, type TestApp } from '../support/app';
import { person, type Person } from '../support/messages';
import { noise, plain, storedFiles, storedPath, upload, uploadsRoot } from '../support/uploads';

let t: TestApp;
let amina: Person;

beforeAll(async () => {
  t = await createTestApp();
  amina = await person(t, 'guest', 'Amina Wanjiru');
});
afterAll(() => t.close());

type AvatarReply = { avatarUrl: string };
type ImageReply = { url: string; thumbnailUrl: string };

const avatarUrlOf = async (p: Person) =>
  (await p.client.query<{ avatarUrl: string | null }>('account.profile')).data!.avatarUrl;

/** What a browser fetching the URL gets, plus what the image really is. */
async function fetchUpload(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  const meta = res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : null;
  return { res, meta };
}

describe('avatar upload', () => {
  let firstUrl: string;

  it('takes a JPEG, re-encodes it to a 256x256 WebP without its EXIF and serves it immutable', async () => {
    const jpeg = await noise(640, 480)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-copyright', Artist: 'Hidden Artist' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined(); // the input really carries EXIF

    const res = await upload(
      t,
      '/api/files/avatar',
      { data: jpeg, filename: 'me.jpg', contentType: 'image/jpeg' },
      { cookie: amina.client.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json<AvatarReply>();
    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${amina.id}-[A-Za-z0-9_-]+\\.webp$`));

    const { res: got, meta } = await fetchUpload(avatarUrl);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta!.exif).toBeUndefined();
    expect(got.rawPayload.includes('secret-copyright')).toBe(false);
    expect(got.rawPayload.includes('Hidden Artist')).toBe(false);

    expect(await avatarUrlOf(amina)).toBe(avatarUrl);
    expect(await storedFiles(t)).toEqual([avatarUrl.slice('/uploads/'.length)]);
    firstUrl = avatarUrl;
  });

  it('takes a PNG next, points the profile at it and deletes the previous avatar', async () => {
    const png = await plain(120, 90).png().toBuffer();
    const res = await upload(
      t,
      '/api/files/avatar',
      { data: png, filename: 'me.png', contentType: 'image/png' },
      { cookie: amina.client.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { avatarUrl } = res.json<AvatarReply>();
    expect(avatarUrl).not.toBe(firstUrl);
    // Smaller than the avatar size: still a 256x256 square.
    expect((await fetchUpload(avatarUrl)).meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(await avatarUrlOf(amina)).toBe(avatarUrl);

    expect(existsSync(storedPath(t, firstUrl))).toBe(false);
    expect((await fetchUpload(firstUrl)).res.statusCode).toBe(404);
    expect(await storedFiles(t)).toEqual([avatarUrl.slice('/uploads/'.length)]);
  });

  it('takes WebP and GIF too, whatever the file is called', async () => {
    for (const data of [await plain(300, 300).webp().toBuffer(), await plain(64, 64).gif().toBuffer()]) {
      const res = await upload(
        t,
        '/api/files/avatar',
        { data, filename: 'photo.jpg', contentType: 'image/jpeg' },
        { cookie: amina.client.cookie },
      );
      expect(res.statusCode, res.body).toBe(200);
      const { avatarUrl } = res.json<AvatarReply>();
      expect(await avatarUrlOf(amina)).toBe(avatarUrl);
      expect(await storedFiles(t)).toEqual([avatarUrl.slice('/uploads/'.length)]);
    }
  });
});

describe('image upload', () => {
  it('gives a 1600-wide WebP and a 400-wide thumbnail of a larger picture, metadata stripped', async () => {
    const jpeg = await noise(2400, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-copyright' } })
      .toBuffer();
    const res = await upload(
      t,
      '/api/files/image',
      { data: jpeg, filename: 'desk.jpg', contentType: 'image/jpeg' },
      { cookie: amina.client.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { url, thumbnailUrl } = res.json<ImageReply>();
    expect(url).toMatch(new RegExp(`^/uploads/images/${amina.id}/[A-Za-z0-9_-]+\\.webp$`));
    expect(thumbnailUrl).toBe(url.replace(/\.webp$/, '-thumb.webp'));

    const cover = await fetchUpload(url);
    expect(cover.res.headers['cache-control']).toContain('immutable');
    expect(cover.meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(cover.meta!.exif).toBeUndefined();
    const thumb = await fetchUpload(thumbnailUrl);
    expect(thumb.meta).toMatchObject({ format: 'webp', width: 400, height: 200 });
    expect(thumb.meta!.exif).toBeUndefined();
  });

  it('does not enlarge a smaller picture', async () => {
    const mid = await upload(
      t,
      '/api/files/image',
      { data: await plain(800, 600).png().toBuffer(), filename: 'a.png', contentType: 'image/png' },
      { cookie: amina.client.cookie },
    );
    const midUrls = mid.json<ImageReply>();
    expect((await fetchUpload(midUrls.url)).meta).toMatchObject({ width: 800, height: 600 });
    expect((await fetchUpload(midUrls.thumbnailUrl)).meta).toMatchObject({ width: 400, height: 300 });

    const small = await upload(
      t,
      '/api/files/image',
      { data: await plain(300, 200).png().toBuffer(), filename: 'b.png', contentType: 'image/png' },
      { cookie: amina.client.cookie },
    );
    const smallUrls = small.json<ImageReply>();
    expect((await fetchUpload(smallUrls.url)).meta).toMatchObject({ width: 300, height: 200 });
    expect((await fetchUpload(smallUrls.thumbnailUrl)).meta).toMatchObject({ width: 300, height: 200 });
  });

  it('turns a photo the way its EXIF orientation says, then drops the tag', async () => {
    // Stored landscape, tagged "rotate 90° clockwise" as phones do: the viewer sees a portrait photo.
    const jpeg = await plain(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(
      t,
      '/api/files/image',
      { data: jpeg, filename: 'phone.jpg', contentType: 'image/jpeg' },
      { cookie: amina.client.cookie },
    );
    const { url } = res.json<ImageReply>();
    const { meta } = await fetchUpload(url);
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta!.orientation).toBeUndefined();
  });
});

describe('refused uploads store nothing', () => {
  let avatarBefore: string | null;

  beforeAll(async () => {
    avatarBefore = await avatarUrlOf(amina);
    expect(avatarBefore).toMatch(/^\/uploads\/avatars\//);
  });

  /** Sends the upload to both routes; each must be refused with this status and message, changing nothing. */
  async function expectRefused(
    part: { data: Buffer; filename: string; contentType: string },
    status: number,
    message: string,
  ) {
    const before = await storedFiles(t);
    for (const route of ['/api/files/avatar', '/api/files/image'] as const) {
      const res = await upload(t, route, part, { cookie: amina.client.cookie });
      expect(res.statusCode, `${route}: ${res.body}`).toBe(status);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    expect(await storedFiles(t)).toEqual(before);
    expect(await avatarUrlOf(amina)).toBe(avatarBefore);
    // The current avatar is still there.
    expect((await fetchUpload(avatarBefore!)).res.statusCode).toBe(200);
  }

  it('refuses a text file named .jpg and sent as image/jpeg', async () => {
    const data = Buffer.from('Just some notes, definitely not a photo.\n'.repeat(20));
    await expectRefused(
      { data, filename: 'notes.jpg', contentType: 'image/jpeg' },
      415,
      IMAGE_TEXTS.notImage,
    );
  });

  it('refuses a truncated JPEG (valid header, second half missing)', async () => {
    const jpeg = await noise(800, 600).jpeg().toBuffer();
    const half = jpeg.subarray(0, jpeg.length >> 1);
    expect((await sharp(half).metadata()).format).toBe('jpeg'); // the header alone still reads fine
    await expectRefused(
      { data: half, filename: 'cut.jpg', contentType: 'image/jpeg' },
      415,
      IMAGE_TEXTS.unreadable,
    );
  });

  it('refuses more than 5 MB with 413, even when it is a real picture', async () => {
    const big = await noise(1500, 1400).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    await expectRefused(
      { data: big, filename: 'big.png', contentType: 'image/png' },
      413,
      IMAGE_TEXTS.tooLarge,
    );
    const junk = Buffer.alloc(6 * 1024 * 1024, 7);
    await expectRefused(
      { data: junk, filename: 'x.png', contentType: 'image/png' },
      413,
      IMAGE_TEXTS.tooLarge,
    );
  });

  it('refuses a small file that decodes to a huge picture (decompression bomb)', async () => {
    const bomb = await plain(10_000, 10_000, '#fff').png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectRefused(
      { data: bomb, filename: 'bomb.png', contentType: 'image/png' },
      415,
      IMAGE_TEXTS.tooManyPixels,
    );
  });

  it('refuses an SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script>' +
        '<rect width="100" height="100" fill="red"/></svg>',
    );
    await expectRefused(
      { data: svg, filename: 'logo.svg', contentType: 'image/svg+xml' },
      415,
      IMAGE_TEXTS.notImage,
    );
  });
});

describe('who may upload, and how', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await plain(100, 100).png().toBuffer();
  });
  const file = () => ({ data: png, filename: 'a.png', contentType: 'image/png' });

  it('refuses visitors who are not signed in, and a session that has ended', async () => {
    const before = await storedFiles(t);
    for (const route of ['/api/files/avatar', '/api/files/image'] as const) {
      expect((await upload(t, route, file())).statusCode).toBe(401);
      expect((await upload(t, route, file(), { cookie: 'kazistay_session=not-a-session' })).statusCode).toBe(
        401,
      );
    }
    expect(await storedFiles(t)).toEqual(before);
  });

  it('refuses another site posting with the user’s cookie, or a request with no Origin', async () => {
    const before = await storedFiles(t);
    const avatarBefore = await avatarUrlOf(amina);
    for (const route of ['/api/files/avatar', '/api/files/image'] as const) {
      for (const origin of ['https://evil.example', null]) {
        const res = await upload(t, route, file(), { cookie: amina.client.cookie, origin });
        expect(res.statusCode).toBe(403);
      }
    }
    expect(await storedFiles(t)).toEqual(before);
    expect(await avatarUrlOf(amina)).toBe(avatarBefore);
  });

  it('answers 400 when no file is sent, or the body is not multipart', async () => {
    const before = await storedFiles(t);
    const empty = await upload(t, '/api/files/avatar', null, { cookie: amina.client.cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('No file was uploaded');

    const json = await upload(t, '/api/files/image', null, {
      cookie: amina.client.cookie,
      body: {
        payload: JSON.stringify({ file: 'data:image/png;base64,AAAA' }),
        contentType: 'application/json',
      },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ error: { message: string } }>().error.message).toMatch(/multipart\/form-data/);
    expect(await storedFiles(t)).toEqual(before);
  });
});

describe('a storage failure', () => {
  it('answers a generic 500 that names no path, and keeps the avatar', async () => {
    const broken = await createTestApp();
    try {
      const lee = await person(broken, 'guest', 'Lee Okello');
      // The avatars folder is a plain file: writing there fails inside the storage with a filesystem error.
      await rm(resolve(uploadsRoot(broken), 'avatars'), { recursive: true, force: true });
      await mkdir(uploadsRoot(broken), { recursive: true });
      await writeFile(resolve(uploadsRoot(broken), 'avatars'), 'not a folder');

      const png = await plain(64, 64).png().toBuffer();
      const res = await upload(
        broken,
        '/api/files/avatar',
        { data: png, filename: 'me.png', contentType: 'image/png' },
        { cookie: lee.client.cookie },
      );
      expect(res.statusCode).toBe(500);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        'Something went wrong. Please try again.',
      );
      expect(res.body).not.toContain(uploadsRoot(broken));
      expect(res.body).not.toMatch(/ENOTDIR|EEXIST|avatars/);
      expect(await avatarUrlOf(lee)).toBeNull();
    } finally {
      await broken.close();
    }
  });
});
