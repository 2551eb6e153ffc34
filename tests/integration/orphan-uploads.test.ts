import { existsSync } from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, providerDocuments, uploads } from '../../src/server/db/schema';
import { deleteOrphanDocuments, deleteOrphanUploads, ORPHAN_UPLOAD_MS } from '../../src/server/files/orphans';
import { LocalDiskStorage } from '../../src/server/files/storage';
import { ORPHAN_UPLOADS_CRON, startOrphanUploadsJob } from '../../src/server/jobs/orphan-uploads';
import { appJobs } from '../../src/server/jobs/registry';
import { startJobRunner } from '../../src/server/jobs/runner';
import { HOST_TEXTS } from '../../src/shared/host';
import { createTestApp, type TestApp } from '../support/app';
import { form, person, uploadPhoto, type Person } from '../support/host';
import { pdfBytes } from '../support/pdf';
import { storedPath, upload as uploadFile, uploadsRoot } from '../support/uploads';

let t: TestApp;
let host: Person;
let storage: LocalDiskStorage;
beforeAll(async () => {
  t = await createTestApp();
  host = await person(t, 'host');
  storage = new LocalDiskStorage(uploadsRoot(t));
});
afterAll(() => t.close());

const keyOf = (url: string) => url.slice('/uploads/'.length);
const onDisk = (url: string) => existsSync(storedPath(t, url));

/** Makes uploads look older than they are. */
async function age(urls: string[], ms: number): Promise<void> {
  await t.database.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(inArray(uploads.key, urls.map(keyOf)));
}

describe('unused photo clean-up', () => {
  it('records each listing photo upload', async () => {
    const photo = await uploadPhoto(t, host);
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keyOf(photo.url)));
    expect(row?.userId).toBe(host.id);
    expect(appJobs['delete-orphan-uploads']).toBeDefined();
  });

  it('deletes photos older than a day that no listing took, and keeps every other one', async () => {
    const used = await uploadPhoto(t, host, '#111');
    const onArchived = await uploadPhoto(t, host, '#222');
    const unused = await uploadPhoto(t, host, '#333');
    const fresh = await uploadPhoto(t, host, '#444');
    const created = await host.client.mutate<{ id: string }>(
      'host.properties.create',
      form({ images: [used.url] }),
    );
    const archived = await host.client.mutate<{ id: string }>(
      'host.properties.create',
      form({ images: [onArchived.url] }),
    );
    expect(created.status).toBe(200);
    expect((await host.client.mutate('host.properties.archive', { id: archived.data!.id })).status).toBe(200);
    await age([used.url, onArchived.url, unused.url], ORPHAN_UPLOAD_MS + 60_000);
    await age([fresh.url], ORPHAN_UPLOAD_MS - 60_000);

    const result = await deleteOrphanUploads(t.database.db, storage);
    expect(result.deleted).toBeGreaterThanOrEqual(1);

    expect([onDisk(unused.url), onDisk(unused.thumbnailUrl)]).toEqual([false, false]);
    for (const kept of [used, onArchived, fresh]) {
      expect([onDisk(kept.url), onDisk(kept.thumbnailUrl)]).toEqual([true, true]);
    }
    const rows = await t.database.db.select({ key: uploads.key }).from(uploads);
    expect(rows.map((r) => r.key)).not.toContain(keyOf(unused.url));
    expect(rows.map((r) => r.key)).toContain(keyOf(used.url));

    // A deleted photo can no longer be put on a listing.
    const late = await host.client.mutate('host.properties.create', form({ images: [unused.url] }));
    expect(late.error?.message).toBe(HOST_TEXTS.photoNotYours);

    // Removed from its listing, a photo becomes unused too.
    await host.client.mutate('host.properties.update', { id: created.data!.id, ...form({ images: [] }) });
    await deleteOrphanUploads(t.database.db, storage);
    expect(onDisk(used.url)).toBe(false);
  });

  it('keeps a photo used as an avatar', async () => {
    const photo = await uploadPhoto(t, host, '#555');
    await t.database.db.update(profiles).set({ avatarUrl: photo.url }).where(eq(profiles.id, host.id));
    await age([photo.url], 2 * ORPHAN_UPLOAD_MS);
    await deleteOrphanUploads(t.database.db, storage);
    expect(onDisk(photo.url)).toBe(true);
  });

  it('deletes verification documents no application took after a day, and keeps sent ones', async () => {
    const applicant = await person(t, 'guest', 'Doc Applicant');
    const upload = async () => {
      const res = await uploadFile(
        t,
        '/api/provider-documents',
        { data: await pdfBytes(), filename: 'licence.pdf', contentType: 'application/pdf' },
        { cookie: applicant.client.cookie },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ key: string }>().key;
    };
    const [sent, dropped, fresh] = [await upload(), await upload(), await upload()];
    const applied = await applicant.client.mutate('services.submitApplication', {
      displayName: 'Doc Applicant',
      categories: ['tours'],
      startingPrice: 10,
      currency: 'USD',
      availability: ['monday'],
      documents: [sent],
    });
    expect(applied.status, JSON.stringify(applied.error)).toBe(200);
    const old = new Date(Date.now() - ORPHAN_UPLOAD_MS - 60_000);
    await t.database.db
      .update(providerDocuments)
      .set({ createdAt: old })
      .where(inArray(providerDocuments.key, [sent, dropped]));

    expect(await deleteOrphanDocuments(t.database.db, storage)).toEqual({ deleted: 1 });
    const left = await t.database.db.select({ key: providerDocuments.key }).from(providerDocuments);
    expect(left.map((r) => r.key).sort()).toEqual([sent, fresh].sort());
    expect(await storage.get(dropped)).toBeNull();
    expect(await storage.get(sent)).not.toBeNull();
  });

  it('runs as a scheduled pg-boss job', async () => {
    const photo = await uploadPhoto(t, host, '#666');
    await age([photo.url], 2 * ORPHAN_UPLOAD_MS);
    const quiet = { warn: () => {}, error: () => {} };
    const runner = await startJobRunner(t.database, quiet, { work: { pollingIntervalSeconds: 0.5 } });
    try {
      await startOrphanUploadsJob(runner.jobs, t.database.db, storage, quiet, {
        pollingIntervalSeconds: 0.5,
      });
      const schedules = await runner.jobs.boss.getSchedules();
      expect(schedules.find((x) => x.name === 'delete-orphan-uploads')?.cron).toBe(ORPHAN_UPLOADS_CRON);
      const id = await runner.jobs.send('delete-orphan-uploads', {});
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const job = await runner.jobs.boss.getJobById('delete-orphan-uploads', id!);
        if (job?.state === 'completed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(onDisk(photo.url)).toBe(false);
    } finally {
      await runner.stop();
    }
  }, 30_000);
});
