import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listingReports, properties } from '../../src/server/db/schema';
import { addDays, platformToday } from '../../src/shared/dates';
import type { HostPropertiesPage } from '../../src/shared/host';
import type { MessageView } from '../../src/shared/messages';
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  MODERATION_TEXTS,
  type AdminListingPage,
  type AdminListingRow,
  type ListingReportView,
} from '../../src/shared/moderation';
import type { PropertyCardView, PropertyDetailView } from '../../src/shared/property-view';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let admin: Person;
let host: Person;
let guest: Person;
let provider: Person;
let anon: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'admin', 'Ada Admin');
  host = await person(t, 'host', 'Hélène Host');
  guest = await person(t, 'guest', 'Gabriel Guest');
  provider = await person(t, 'provider', 'Priya Provider');
  anon = new TestClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const listings = async (input: object) => {
  const res = await admin.client.query<AdminListingPage>('admin.listings', input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
};
const suspend = (propertyId: string, reason: string, by = admin) =>
  by.client.mutate<AdminListingRow>('admin.suspendListing', { propertyId, reason });
const restore = (propertyId: string, by = admin) =>
  by.client.mutate<AdminListingRow>('admin.restoreListing', { propertyId });
const report = (who: Person, propertyId: string, reason = 'scam') =>
  who.client.mutate<{ id: string }>('properties.report', {
    propertyId,
    reason,
    details: 'Asked me to pay outside',
  });
const auditOf = (targetId: string) =>
  db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));
const thread = async (who: Person, withUserId: string) =>
  (await who.client.query<{ items: MessageView[] }>('messages.thread', { withUserId })).data!.items;

describe('the listings table', () => {
  it('lists every listing newest first, searchable by title, city or host, with status and reports', async () => {
    const other = await person(t, 'host', 'Otto Öberg');
    const older = await createProperty(db(), host.id, {
      title: 'Café Lamu rooftop',
      city: 'Lamu',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createProperty(db(), other.id, { title: 'Zanzibar desk loft', city: 'Stone Town' });
    const archived = await createProperty(db(), host.id, { title: 'Gone cafe', archivedAt: new Date() });
    expect((await report(guest, older)).status).toBe(200);
    expect((await report(provider, older)).status).toBe(200);

    const all = await listings({});
    const ids = all.items.map((r) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(archived);
    const row = all.items.find((r) => r.id === older)!;
    expect(row).toMatchObject({
      title: 'Café Lamu rooftop',
      city: 'Lamu',
      status: 'listed',
      openReports: 2,
      host: { id: host.id, name: 'Hélène Host' },
    });
    expect(row.host.email).toMatch(/@example\.com$/);

    // Accent- and case-insensitive, on the title, the city or the host's name.
    expect((await listings({ search: 'CAFE lamu' })).items.map((r) => r.id)).toEqual([older]);
    expect((await listings({ search: 'stone town' })).items.map((r) => r.id)).toEqual([newer]);
    expect((await listings({ search: 'oberg' })).items.map((r) => r.id)).toEqual([newer]);
    expect((await listings({ search: '100%' })).total).toBe(0);

    const reported = await listings({ status: 'reported' });
    expect(reported.items.map((r) => r.id)).toContain(older);
    expect(reported.items.map((r) => r.id)).not.toContain(newer);
    expect((await listings({ status: 'suspended' })).items.map((r) => r.id)).not.toContain(older);
    expect((await listings({ status: 'listed', search: 'zanzibar' })).total).toBe(1);

    const reports = await admin.client.query<ListingReportView[]>('admin.listingReports', {
      propertyId: older,
    });
    expect(reports.data!.map((r) => [r.reporter.id, r.reason, r.details, r.status]).sort()).toEqual(
      [
        [guest.id, 'scam', 'Asked me to pay outside', 'open'],
        [provider.id, 'scam', 'Asked me to pay outside', 'open'],
      ].sort(),
    );
  });

  it('pages on the server', async () => {
    const pager = await person(t, 'host', 'Paging Host');
    for (let i = 0; i < ADMIN_LISTINGS_PAGE_SIZE + 1; i++) {
      await createProperty(db(), pager.id, { title: `Pagination flat ${i}` });
    }
    const first = await listings({ search: 'Paging Host' });
    expect([first.total, first.pageCount, first.items.length]).toEqual([
      ADMIN_LISTINGS_PAGE_SIZE + 1,
      2,
      ADMIN_LISTINGS_PAGE_SIZE,
    ]);
    const second = await listings({ search: 'Paging Host', page: 2 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.title).toBe('Pagination flat 0');
  });

  it('shows a deactivated host as such', async () => {
    const away = await person(t, 'host', 'Away Host');
    const id = await createProperty(db(), away.id, { title: 'Away flat', hostActive: false });
    expect((await listings({ search: 'Away flat' })).items[0]).toMatchObject({ id, status: 'host_inactive' });
    expect((await listings({ search: 'Away flat', status: 'listed' })).total).toBe(0);
  });
});

describe('suspending and restoring', () => {
  it('takes the listing out of sight, tells the host why, and puts it back on restore', async () => {
    const id = await createProperty(db(), host.id, { title: 'Kilimanjaro view studio' });
    const search = { search: 'Kilimanjaro view' };
    const searchIds = async () =>
      (await anon.query<{ items: { id: string }[] }>('properties.search', search)).data!.items.map(
        (p) => p.id,
      );
    const featuredIds = async () =>
      (await anon.query<PropertyCardView[]>('properties.featured')).data!.map((p) => p.id);
    const savedIds = async () =>
      (await guest.client.query<PropertyCardView[]>('saved.list')).data!.map((p) => p.id);
    const page = async () => (await anon.query<PropertyDetailView>('properties.byId', { id })).data!;
    let keys = 0;
    const book = () =>
      guest.client.mutate('bookings.create', {
        propertyId: id,
        checkIn: addDays(platformToday(), 40 + keys * 3),
        checkOut: addDays(platformToday(), 42 + keys * 3),
        guests: 1,
        idempotencyKey: `suspend-${++keys}`,
      });
    const hostRow = async () =>
      (await host.client.query<HostPropertiesPage>('host.properties.list', search)).data!.items[0]!;
    expect((await guest.client.mutate('saved.save', { propertyId: id })).status).toBe(200);
    expect((await report(guest, id)).status).toBe(200);
    expect(await searchIds()).toEqual([id]);
    expect(await featuredIds()).toContain(id);
    expect(await savedIds()).toContain(id);
    expect((await page()).unavailable).toBe(false);
    expect((await hostRow()).suspended).toBeNull();

    const reason = 'Photos do not match the place';
    const res = await suspend(id, `  ${reason} `);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({ id, status: 'suspended', suspensionReason: reason, openReports: 0 });

    expect(await searchIds()).toEqual([]);
    expect(await featuredIds()).not.toContain(id);
    expect(await savedIds()).not.toContain(id);
    expect((await page()).unavailable).toBe(true);
    const refused = await book();
    expect(refused.status).toBe(404);
    const suspended = (await hostRow()).suspended;
    expect(suspended?.reason).toBe(reason);
    expect(Number.isNaN(Date.parse(suspended!.at))).toBe(false);
    const told = (await thread(host, admin.id)).at(-1)!;
    expect(told.senderId).toBe(admin.id);
    expect(told.content).toContain('Kilimanjaro view studio');
    expect(told.content).toContain(reason);
    const reports = await db().select().from(listingReports).where(eq(listingReports.propertyId, id));
    expect(reports.map((r) => [r.status, r.closedBy])).toEqual([['actioned', admin.id]]);
    expect((await listings({ status: 'suspended', ...search })).items.map((r) => r.id)).toEqual([id]);

    // Twice is refused, and changes nothing.
    const again = await suspend(id, 'Another reason');
    expect([again.status, again.error?.message]).toEqual([409, MODERATION_TEXTS.alreadySuspended]);

    const back = await restore(id);
    expect(back.status, JSON.stringify(back.error)).toBe(200);
    expect(back.data).toMatchObject({ id, status: 'listed', suspensionReason: null, suspendedAt: null });
    expect(await searchIds()).toEqual([id]);
    expect(await featuredIds()).toContain(id);
    expect(await savedIds()).toContain(id);
    expect((await page()).unavailable).toBe(false);
    expect((await book()).status).toBe(200);
    expect((await hostRow()).suspended).toBeNull();
    const restored = (await thread(host, admin.id)).at(-1)!;
    expect(restored.content).toContain('Kilimanjaro view studio');
    expect(restored.content).toContain('restored');
    const notSuspended = await restore(id);
    expect([notSuspended.status, notSuspended.error?.message]).toEqual([409, MODERATION_TEXTS.notSuspended]);

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actorId, a.targetType, a.targetLabel])).toEqual([
      ['listing.suspend', admin.id, 'listing', 'Kilimanjaro view studio'],
      ['listing.restore', admin.id, 'listing', 'Kilimanjaro view studio'],
    ]);
    expect(audit[0]!.before).toMatchObject({ status: 'listed' });
    expect(audit[0]!.after).toMatchObject({ status: 'suspended', reason, reportsClosed: 1 });
    expect(audit[1]!.before).toMatchObject({ status: 'suspended', reason });
    expect(audit[1]!.after).toMatchObject({ status: 'listed' });
  });

  it('refuses a suspension without a reason, and changes nothing', async () => {
    const id = await createProperty(db(), host.id, { title: 'No reason loft' });
    for (const reason of ['', '   ']) {
      const res = await suspend(id, reason);
      expect([res.status, res.error?.message]).toEqual([400, MODERATION_TEXTS.suspensionReasonRequired]);
    }
    const missing = await admin.client.mutate('admin.suspendListing', { propertyId: id });
    expect(missing.status).toBe(400);
    const [row] = await db()
      .select({ at: properties.suspendedAt, reason: properties.suspensionReason })
      .from(properties)
      .where(eq(properties.id, id));
    expect(row).toEqual({ at: null, reason: null });
    expect(await auditOf(id)).toEqual([]);
  });

  it('a host reading their own list sees nothing of other hosts', async () => {
    const id = await createProperty(db(), host.id, { title: 'Nyali beach desk' });
    expect((await suspend(id, 'Unsafe balcony')).status).toBe(200);
    const other = await person(t, 'host', 'Other Host');
    const list = await other.client.query<HostPropertiesPage>('host.properties.list', { search: 'Nyali' });
    expect(list.data!.total).toBe(0);
  });
});

describe('access to the admin listing procedures', () => {
  it('is for admins only; bad and unknown ids are refused', async () => {
    const id = await createProperty(db(), host.id, { title: 'Access flat' });
    await report(guest, id);
    const [open] = await db()
      .select({ id: listingReports.id })
      .from(listingReports)
      .where(and(eq(listingReports.propertyId, id), eq(listingReports.status, 'open')));
    const calls = (c: TestClient) => [
      c.query('admin.listings', {}),
      c.query('admin.listingReports', { propertyId: id }),
      c.mutate('admin.suspendListing', { propertyId: id, reason: 'x' }),
      c.mutate('admin.restoreListing', { propertyId: id }),
      c.mutate('admin.dismissListingReport', { reportId: open!.id }),
    ];
    for (const [who, status] of [
      [host.client, 403],
      [guest.client, 403],
      [provider.client, 403],
      [anon, 401],
    ] as const) {
      const results = await Promise.all(calls(who));
      expect(results.map((r) => r.status)).toEqual([status, status, status, status, status]);
    }
    expect((await db().select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, id)))[0]!.n).toBe(0);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const notFound = await Promise.all([
      admin.client.query('admin.listingReports', { propertyId: unknown }),
      admin.client.mutate('admin.suspendListing', { propertyId: unknown, reason: 'x' }),
      admin.client.mutate('admin.restoreListing', { propertyId: unknown }),
      admin.client.mutate('admin.dismissListingReport', { reportId: unknown }),
    ]);
    expect(notFound.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    const invalid = await Promise.all([
      admin.client.query('admin.listingReports', { propertyId: 'nope' }),
      admin.client.mutate('admin.suspendListing', { propertyId: 'nope', reason: 'x' }),
      admin.client.mutate('admin.restoreListing', { propertyId: 'nope' }),
      admin.client.mutate('admin.dismissListingReport', { reportId: 'nope' }),
      admin.client.query('admin.listings', { status: 'weird' }),
      admin.client.query('admin.listings', { page: 0 }),
    ]);
    expect(invalid.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);

    // An archived listing is gone for the admin too.
    const archived = await createProperty(db(), host.id, { title: 'Archived flat', archivedAt: new Date() });
    expect((await suspend(archived, 'x')).status).toBe(404);

    expect((await admin.client.query('admin.listings', {})).status).toBe(200);
    expect((await admin.client.query('admin.listingReports', { propertyId: id })).status).toBe(200);
    expect((await admin.client.mutate('admin.dismissListingReport', { reportId: open!.id })).status).toBe(
      200,
    );
    expect((await suspend(id, 'x')).status).toBe(200);
    expect((await restore(id)).status).toBe(200);
  });
});
