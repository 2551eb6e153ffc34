import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlerts, auditLog, messages, providerProfiles, services } from '../../src/server/db/schema';
import { createService, setServiceStatus, updateService } from '../../src/server/domains/services/catalog';
import { CATALOG_TEXTS } from '../../src/shared/service-catalog';
import {
  SERVICE_TEXTS,
  type MyProviderStatus,
  type ProviderApplicationInput,
  type ProviderApplicationView,
  type ProviderDocumentView,
} from '../../src/shared/services';
import { createTestApp, TEST_ORIGIN, TestClient, type TestApp } from '../support/app';
import { person, uploadPhoto, type Person } from '../support/host';
import { pdfBytes } from '../support/pdf';
import { serviceForm } from '../support/services';
import { upload } from '../support/uploads';

let t: TestApp;
let admin: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'admin', 'Ada Admin');
});
afterAll(() => t.close());

const pdf = () => pdfBytes();

async function uploadDocument(who: Person, data: Buffer, filename = 'certificate.pdf') {
  return upload(
    t,
    '/api/provider-documents',
    { data, filename, contentType: 'application/pdf' },
    { cookie: who.client.cookie },
  );
}

const getDocument = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie, origin: TEST_ORIGIN } : {} });

const form = (fields: Partial<ProviderApplicationInput> = {}): ProviderApplicationInput => ({
  displayName: 'Grace Lens',
  bio: 'Photographer in Kampala.',
  categories: ['photography', 'tours'],
  startingPrice: 45.5,
  currency: 'USD',
  availability: ['monday', 'wednesday', 'saturday'],
  timeSlots: '09:00-12:00, 14:00-18:00',
  ...fields,
});

const status = async (who: Person) =>
  (await who.client.query<MyProviderStatus>('services.myProviderStatus')).data!;
const apply = (who: Person, input: ProviderApplicationInput) =>
  who.client.mutate<ProviderApplicationView>('services.submitApplication', input);

describe('verification documents', () => {
  it('stores a real PDF privately: its owner and admins read it, nobody else', async () => {
    const owner = await person(t, 'guest', 'Doc Owner');
    const other = await person(t, 'guest', 'Someone Else');
    const res = await uploadDocument(owner, await pdf());
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<ProviderDocumentView>();
    expect(doc).toMatchObject({ fileName: 'certificate.pdf', contentType: 'application/pdf' });
    expect(doc.url).toMatch(/^\/api\/provider-documents\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\.pdf$/);
    // Not under the public /uploads.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${doc.key}` })).statusCode).toBe(404);

    const mine = await getDocument(doc.url, owner.client.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await getDocument(doc.url, admin.client.cookie)).statusCode).toBe(200);
    expect((await getDocument(doc.url, other.client.cookie)).statusCode).toBe(404);
    expect((await getDocument(doc.url)).statusCode).toBe(401);
  });

  it('refuses a renamed text file, a truncated PDF, an oversized file and anonymous uploads', async () => {
    const who = await person(t, 'guest');
    const text = await uploadDocument(who, Buffer.from('not really a pdf\n'), 'scan.pdf');
    expect(text.statusCode).toBe(415);
    const whole = await pdf();
    const truncated = await uploadDocument(who, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(truncated.statusCode).toBe(400);
    const big = Buffer.concat([whole, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await uploadDocument(who, big)).statusCode).toBe(413);
    const anonymous = await upload(t, '/api/provider-documents', { data: whole, filename: 'a.pdf' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('applying', () => {
  it('asks anonymous callers to sign in', async () => {
    const res = await new TestClient(t.app).mutate('services.submitApplication', form());
    expect(res.status).toBe(401);
    expect((await new TestClient(t.app).query('services.myProviderStatus')).status).toBe(401);
  });

  it('refuses bad input with the form’s messages and stores nothing', async () => {
    const who = await person(t, 'guest');
    const cases: [Partial<ProviderApplicationInput>, string][] = [
      [{ displayName: '  ' }, SERVICE_TEXTS.displayNameRequired],
      [{ categories: [] }, SERVICE_TEXTS.categoriesRequired],
      [{ startingPrice: -1 }, SERVICE_TEXTS.startingPriceMin],
      [{ startingPrice: 10.005 }, SERVICE_TEXTS.startingPriceStep],
      [{ timeSlots: '17:00-09:00' }, SERVICE_TEXTS.timeSlotsInvalid],
      [{ availability: [] }, SERVICE_TEXTS.daysRequired],
    ];
    for (const [fields, message] of cases) {
      const res = await apply(who, form(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(res.error)).toContain(message);
    }
    expect((await apply(who, form({ currency: 'KES' as 'USD' }))).status).toBe(400);
    expect((await status(who)).application).toBeNull();
  });

  it('refuses images and documents that are not the applicant’s own', async () => {
    const thief = await person(t, 'guest');
    const victim = await person(t, 'guest');
    const photo = await uploadPhoto(t, victim);
    expect((await apply(thief, form({ portfolio: [photo.url] }))).status).toBe(400);
    const doc = (await uploadDocument(victim, await pdf())).json<ProviderDocumentView>();
    expect((await apply(thief, form({ documents: [doc.key] }))).status).toBe(400);
    expect((await status(thief)).application).toBeNull();
  });

  it('stores a pending application with its files, tells the admins, and allows only one pending', async () => {
    const applicant = await person(t, 'guest', 'Grace Nakato');
    const avatar = await uploadPhoto(t, applicant, '#a53');
    const shot = await uploadPhoto(t, applicant, '#35a');
    const doc = (await uploadDocument(applicant, await pdf())).json<ProviderDocumentView>();
    const res = await apply(
      applicant,
      form({ avatarUrl: avatar.url, portfolio: [shot.url], documents: [doc.key] }),
    );
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      status: 'pending',
      displayName: 'Grace Lens',
      categories: ['photography', 'tours'],
      startingPriceCents: 4550,
      currency: 'USD',
      avatarUrl: avatar.url,
      portfolio: [shot.url],
      documents: [{ key: doc.key, fileName: 'certificate.pdf' }],
    });
    expect((await status(applicant)).application?.id).toBe(res.data!.id);
    const [alert] = await t.database.db
      .select()
      .from(adminAlerts)
      .where(eq(adminAlerts.key, `provider_applied:${res.data!.id}`));
    expect(alert?.description).toContain('Photography, Tour Guide');

    const again = await apply(applicant, form());
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(SERVICE_TEXTS.alreadyPending);
    // A document already on an application cannot be sent with another.
    expect((await status(applicant)).application?.documents).toHaveLength(1);
  });
});

describe('the admin’s review', () => {
  it('is for admins only', async () => {
    const guest = await person(t, 'guest');
    const host = await person(t, 'host');
    for (const who of [guest, host]) {
      expect((await who.client.query('admin.applications', {})).status).toBe(403);
      const res = await who.client.mutate('admin.approveApplication', {
        applicationId: '00000000-0000-4000-8000-000000000000',
      });
      expect(res.status).toBe(403);
    }
    expect((await new TestClient(t.app).query('admin.applications', {})).status).toBe(401);
  });

  it('approves: the applicant becomes a verified provider, keeps their role, is told; audited', async () => {
    const applicant = await person(t, 'host', 'Hosting Photographer');
    const sent = (await apply(applicant, form({ displayName: 'Lens & Loft' }))).data!;
    const pending = (
      await admin.client.query<ProviderApplicationView[]>('admin.applications', { status: 'pending' })
    ).data!;
    expect(pending.map((a) => a.id)).toContain(sent.id);
    expect(pending.find((a) => a.id === sent.id)).toMatchObject({ accountName: 'Hosting Photographer' });

    const res = await admin.client.mutate<ProviderApplicationView>('admin.approveApplication', {
      applicationId: sent.id,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data?.status).toBe('approved');
    expect(await status(applicant)).toMatchObject({ isProvider: true, application: { status: 'approved' } });
    const [profile] = await t.database.db
      .select()
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, applicant.id));
    expect(profile).toMatchObject({ displayName: 'Lens & Loft', startingPriceCents: 4550 });
    // Still a host.
    const me = await applicant.client.query<{ user: { role: string } }>('auth.me');
    expect(me.data?.user.role).toBe('host');
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.receiverId, applicant.id), eq(messages.senderId, admin.id)));
    expect(told.map((m) => m.content).join()).toContain('is approved');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, sent.id));
    expect(audit.map((a) => a.action)).toEqual(['provider.approve']);

    const twice = await admin.client.mutate('admin.approveApplication', { applicationId: sent.id });
    expect(twice.status).toBe(409);
    // A verified provider does not apply again.
    const reapply = await apply(applicant, form());
    expect(reapply.status).toBe(409);
    expect(reapply.error?.message).toBe(SERVICE_TEXTS.alreadyProvider);
  });

  it('rejects with a reason the applicant sees; they may apply again', async () => {
    const applicant = await person(t, 'guest', 'Second Try');
    const sent = (await apply(applicant, form())).data!;
    const empty = await admin.client.mutate('admin.rejectApplication', {
      applicationId: sent.id,
      reason: ' ',
    });
    expect(empty.status).toBe(400);
    const res = await admin.client.mutate<ProviderApplicationView>('admin.rejectApplication', {
      applicationId: sent.id,
      reason: 'Please add a portfolio of your work.',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(await status(applicant)).toMatchObject({
      isProvider: false,
      application: { status: 'rejected', reason: 'Please add a portfolio of your work.' },
    });
    const again = await apply(applicant, form({ displayName: 'Second Try Studio' }));
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    expect((await status(applicant)).application).toMatchObject({
      status: 'pending',
      displayName: 'Second Try Studio',
    });
    expect(
      (await admin.client.mutate('admin.rejectApplication', { applicationId: 'nope', reason: 'x' })).status,
    ).toBe(400);
  });

  it('revokes a current provider for admins only, with a reason: services paused, profile gone; audited; told', async () => {
    const provider = await person(t, 'guest', 'Revoked Lens');
    const sent = (await apply(provider, form({ displayName: 'Revoked Lens Studio' }))).data!;
    const revoke = (who: TestClient, reason = 'Licence expired.') =>
      who.mutate<ProviderApplicationView>('admin.revokeProvider', { applicationId: sent.id, reason });

    // Only an approved application of a current provider can be revoked.
    expect((await revoke(admin.client)).status).toBe(409);
    expect((await admin.client.mutate('admin.approveApplication', { applicationId: sent.id })).status).toBe(
      200,
    );
    const service = await provider.client.mutate<{ id: string }>('services.create', {
      title: 'Portraits at your stay',
      description: 'An hour of portraits at your stay, edited photos within two days.',
      categoryId: 'photography',
      price: 45,
      currency: 'USD',
      photos: [],
      status: 'active',
    });
    expect(service.status, JSON.stringify(service.error)).toBe(200);

    const guest = await person(t, 'guest');
    const host = await person(t, 'host');
    for (const who of [guest.client, host.client, provider.client])
      expect((await revoke(who)).status).toBe(403);
    expect((await revoke(new TestClient(t.app))).status).toBe(401);
    expect((await revoke(admin.client, ' ')).status).toBe(400);
    expect(
      (await admin.client.mutate('admin.revokeProvider', { applicationId: 'nope', reason: 'x' })).status,
    ).toBe(400);
    expect((await status(provider)).isProvider).toBe(true);

    const res = await revoke(admin.client);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({ status: 'revoked', reason: 'Licence expired.' });
    expect(await status(provider)).toMatchObject({ isProvider: false, application: { status: 'revoked' } });
    expect((await provider.client.query('services.mine')).status).toBe(403);
    const me = await provider.client.query<{ user: { isProvider: boolean } }>('auth.me');
    expect(me.data?.user.isProvider).toBe(false);
    expect((await guest.client.query('services.provider', { providerId: provider.id })).status).toBe(404);
    expect((await guest.client.query('services.detail', { id: service.data!.id })).status).toBe(404);
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.receiverId, provider.id), eq(messages.senderId, admin.id)));
    expect(told.map((m) => m.content).join()).toContain('has been revoked: Licence expired.');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, sent.id));
    expect(audit.map((a) => a.action)).toEqual(['provider.approve', 'provider.revoke']);
    expect((await revoke(admin.client)).status).toBe(409);

    // They may apply again; a new approval makes them a provider again, their services still paused.
    const again = await apply(provider, form({ displayName: 'Renewed Lens' }));
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    expect(
      (await admin.client.mutate('admin.approveApplication', { applicationId: again.data!.id })).status,
    ).toBe(200);
    expect((await status(provider)).isProvider).toBe(true);
    const mine = await provider.client.query<{ id: string; status: string }[]>('services.mine');
    expect(mine.data).toEqual([expect.objectContaining({ id: service.data!.id, status: 'paused' })]);
  });

  it('never leaves a service listed by a provider whose revocation came after their role check', async () => {
    const provider = await person(t, 'guest', 'Racing Lens');
    const sent = (await apply(provider, form({ displayName: 'Racing Lens' }))).data!;
    await admin.client.mutate('admin.approveApplication', { applicationId: sent.id });
    const created = await provider.client.mutate<{ id: string }>('services.create', {
      title: 'Racing portraits',
      description: 'An hour of portraits at your stay, edited photos within two days.',
      categoryId: 'photography',
      price: 45,
      currency: 'USD',
      photos: [],
      status: 'paused',
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const id = created.data!.id;
    const revoked = await admin.client.mutate('admin.revokeProvider', {
      applicationId: sent.id,
      reason: 'Licence expired.',
    });
    expect(revoked.status).toBe(200);
    // The writes themselves, as a request whose provider check passed just before the revocation would reach them.
    const deps = { db: t.database.db, storage: { keyOf: () => null } };
    const writes = [
      () => setServiceStatus(t.database.db, provider.id, id, 'active'),
      () => createService(deps, provider.id, serviceForm({ title: 'Made after the revocation' })),
      () => updateService(deps, provider.id, id, serviceForm({ status: 'active' })),
    ];
    for (const write of writes) await expect(write()).rejects.toThrow(CATALOG_TEXTS.notProvider);
    expect((await new TestClient(t.app).query('services.detail', { id })).status).toBe(404);
    const mine = await t.database.db.select().from(services).where(eq(services.providerId, provider.id));
    expect(mine.map((s) => [s.title, s.status])).toEqual([['Racing portraits', 'paused']]);
  });
});
