import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listingReports } from '../../src/server/db/schema';
import type { AlertView } from '../../src/shared/alerts';
import {
  MODERATION_TEXTS,
  REPORT_DETAILS_MAX,
  type AdminListingPage,
  type ListingReportView,
} from '../../src/shared/moderation';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let admin: Person;
let host: Person;
let guest: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'admin', 'Ada Admin');
  host = await person(t, 'host', 'Hana Host');
  guest = await person(t, 'guest', 'Gita Guest');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const report = (who: TestClient, input: object) => who.mutate<{ id: string }>('properties.report', input);
const valid = (propertyId: string) => ({ propertyId, reason: 'inaccurate', details: 'No desk, no wifi.' });
const alerts = async () => (await admin.client.query<AlertView[]>('admin.alerts', {})).data!;
const reportsOf = (propertyId: string) =>
  db().select().from(listingReports).where(eq(listingReports.propertyId, propertyId));

describe('reporting a listing', () => {
  it('stores the report and raises one alert per listing for the admins', async () => {
    const id = await createProperty(db(), host.id, { title: 'Misleading Mombasa loft' });
    const res = await report(guest.client, valid(id));
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const [stored] = await reportsOf(id);
    expect(stored).toMatchObject({
      id: res.data!.id,
      reporterId: guest.id,
      reason: 'inaccurate',
      details: 'No desk, no wifi.',
      status: 'open',
    });
    const alert = (await alerts()).find((a) => a.kind === 'listing_reported')!;
    expect(alert).toMatchObject({
      status: 'pending',
      occurrences: 1,
      action: 'Review listing',
      path: `/admin/listings?search=${encodeURIComponent('Misleading Mombasa loft')}`,
    });
    expect(alert.description).toContain('Misleading Mombasa loft');
    expect(alert.description).toContain('Inaccurate or misleading');

    // A second person's report counts on the same alert.
    const other = await person(t, 'guest', 'Olu Other');
    expect((await report(other.client, { ...valid(id), reason: 'scam' })).status).toBe(200);
    const same = (await alerts()).filter((a) => a.kind === 'listing_reported');
    expect(same.map((a) => a.occurrences)).toEqual([2]);

    // The admin table counts the open reports.
    const page = await admin.client.query<AdminListingPage>('admin.listings', { search: 'Mombasa loft' });
    expect(page.data!.items[0]!.openReports).toBe(2);
  });

  it('refuses a second open report by the same person, then allows one once it is dismissed', async () => {
    const id = await createProperty(db(), host.id, { title: 'Twice reported flat' });
    expect((await report(guest.client, valid(id))).status).toBe(200);
    const again = await report(guest.client, { ...valid(id), reason: 'other', details: 'Again' });
    expect([again.status, again.error?.message]).toEqual([409, MODERATION_TEXTS.alreadyReported]);
    expect(await reportsOf(id)).toHaveLength(1);

    // Two sent at once by someone else: one is stored.
    const other = await person(t, 'guest', 'Racing Reporter');
    const raced = await Promise.all([report(other.client, valid(id)), report(other.client, valid(id))]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);

    const shown = await admin.client.query<ListingReportView[]>('admin.listingReports', { propertyId: id });
    const mine = shown.data!.find((r) => r.reporter.id === guest.id)!;
    expect(mine).toMatchObject({ reason: 'inaccurate', details: 'No desk, no wifi.', status: 'open' });
    expect(mine.reporter.name).toBe('Gita Guest');

    const dismissed = await admin.client.mutate('admin.dismissListingReport', { reportId: mine.id });
    expect(dismissed.status, JSON.stringify(dismissed.error)).toBe(200);
    const twice = await admin.client.mutate('admin.dismissListingReport', { reportId: mine.id });
    expect([twice.status, twice.error?.message]).toEqual([409, MODERATION_TEXTS.alreadyClosed]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorId, a.targetLabel])).toEqual([
      ['listing_report.dismiss', admin.id, 'Twice reported flat'],
    ]);
    expect(audit[0]!.after).toMatchObject({ report: mine.id, status: 'dismissed' });
    const [closed] = (await reportsOf(id)).filter((r) => r.id === mine.id);
    expect([closed!.status, closed!.closedBy, closed!.closedAt === null]).toEqual([
      'dismissed',
      admin.id,
      false,
    ]);

    expect((await report(guest.client, { ...valid(id), details: 'Still wrong' })).status).toBe(200);
    expect(await reportsOf(id)).toHaveLength(3);
  });

  it("refuses one's own listing, a missing or deleted listing, and the signed-out", async () => {
    const own = await createProperty(db(), host.id, { title: 'My own place' });
    const mine = await report(host.client, valid(own));
    expect([mine.status, mine.error?.message]).toEqual([403, MODERATION_TEXTS.ownListing]);

    const archived = await createProperty(db(), host.id, { archivedAt: new Date() });
    expect((await report(guest.client, valid(archived))).status).toBe(404);
    expect((await report(guest.client, valid('00000000-0000-4000-8000-000000000000'))).status).toBe(404);

    const anonymous = await report(new TestClient(t.app), valid(own));
    expect(anonymous.status).toBe(401);
    expect(await reportsOf(own)).toEqual([]);
  });

  it('refuses bad input with the shared messages', async () => {
    const id = await createProperty(db(), host.id);
    const cases: [object, string][] = [
      [{ ...valid(id), reason: undefined }, MODERATION_TEXTS.reasonRequired],
      [{ ...valid(id), reason: 'boring' }, MODERATION_TEXTS.reasonRequired],
      [{ ...valid(id), details: '   ' }, MODERATION_TEXTS.detailsRequired],
      [
        { ...valid(id), details: 'x'.repeat(REPORT_DETAILS_MAX + 1) },
        `At most ${REPORT_DETAILS_MAX} characters`,
      ],
      [{ ...valid(id), propertyId: 'nope' }, 'Property not found'],
    ];
    for (const [input, message] of cases) {
      const res = await report(guest.client, input);
      expect([res.status, res.error?.message], JSON.stringify(input).slice(0, 80)).toEqual([400, message]);
    }
    expect(await reportsOf(id)).toEqual([]);
  });
});
