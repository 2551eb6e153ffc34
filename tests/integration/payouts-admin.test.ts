import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  payoutMethods,
  payouts,
  profiles,
  serviceBookings,
  services,
} from '../../src/server/db/schema';
import { SimulatedPayoutProvider } from '../../src/server/domains/payouts/provider';
import { PAYOUT_LEASE_MS, releaseDuePayouts } from '../../src/server/domains/payouts/release';
import { addDays, platformToday } from '../../src/shared/dates';
import { PAYOUT_MAX_ATTEMPTS } from '../../src/shared/payouts';
import {
  ADMIN_PAYOUT_TEXTS,
  ADMIN_PAYOUTS_EXPORT_PATH,
  ADMIN_PAYOUTS_PAGE_SIZE,
  adminPayoutsExportHref,
  type AdminPayoutFiltersInput,
  type AdminPayoutView,
  type AdminPayoutsInput,
  type AdminPayoutsPage,
} from '../../src/shared/payouts-admin';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';
import { createPayout } from '../support/payouts';
import { provider } from '../support/services';

let t: TestApp;
let admin: Person;
let hamisi: Person;
let nuru: Person;
let pendo: Person;
let amina: Person;
let anon: TestClient;
let hamisiEmail = '';
let walk = '';
const WALK = 'Maasai Market Photo Walk';
const db = () => t.database.db;
const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

type PayoutRow = typeof payouts.$inferSelect;
/** The payouts this file makes, by what happened to them (svc…: a service booking's). */
const made = {} as Record<
  'paid' | 'failed' | 'stuck' | 'sending' | 'svcScheduled' | 'svcExhausted' | 'svcCancelled',
  PayoutRow
>;

const reread = async (id: string) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;

/** A stay payout to `host` in the ledger, then its network fields as a release would have left them. */
async function stayPayout(
  host: Person,
  title: string,
  fields: Partial<typeof payouts.$inferInsert> & { payoutDate: Date },
) {
  const propertyId = await createProperty(db(), host.id, { title });
  const { id } = await createPayout(db(), {
    hostId: host.id,
    propertyId,
    amountCents: fields.amountCents ?? 24_000,
    status: fields.status ?? 'completed',
    payoutDate: fields.payoutDate,
  });
  await db().update(payouts).set(fields).where(eq(payouts.id, id));
  return reread(id);
}

let serviceKeys = 0;
/** A service payout to Pendo for a booking of the photo walk (€45.00, 15 % commission). */
async function servicePayout(fields: Partial<typeof payouts.$inferInsert> & { payoutDate: Date }) {
  const [booking] = await db()
    .insert(serviceBookings)
    .values({
      serviceId: walk,
      guestId: amina.id,
      providerId: pendo.id,
      // A day of its own: one booking per provider, day and time slot.
      bookingDate: addDays(platformToday(), -++serviceKeys),
      timeSlot: '09:00-12:00',
      amountCents: 4500,
      currency: 'EUR',
      commissionBasisPoints: 1500,
      status: 'completed',
      paymentStatus: 'completed',
      idempotencyKey: `admin-payouts-service-${serviceKeys}`,
    })
    .returning();
  const [row] = await db()
    .insert(payouts)
    .values({
      kind: 'service',
      serviceBookingId: booking!.id,
      payeeId: pendo.id,
      currency: 'EUR',
      amountCents: 3825,
      platformFeeCents: 675,
      releaseAt: fields.payoutDate,
      ...fields,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, hamisi, nuru, amina] = await Promise.all([
    person(t, 'admin', 'Ada Admin'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'host', 'Nuru Ñjeri'),
    person(t, 'guest', 'Amina Wanjiru'),
  ]);
  pendo = await provider(t, 'Pendo Provider');
  anon = new TestClient(t.app);
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, hamisi.id));
  hamisiEmail = profile!.email;
  // Hamisi is paid to M-Pesa: the demo network can send to him.
  await db()
    .insert(payoutMethods)
    .values({ userId: hamisi.id, kind: 'mpesa', details: { kind: 'mpesa', phone: '+254712345678' } });
  const [service] = await db()
    .insert(services)
    .values({
      providerId: pendo.id,
      categoryId: 'photography',
      title: WALK,
      description: 'Two hours of street photography through the market, edited photos within two days.',
      priceCents: 4500,
      currency: 'EUR',
    })
    .returning();
  walk = service!.id;

  // Paid through Paystack in shillings, at the guest payment's rate.
  made.paid = await stayPayout(hamisi, 'Savanna Desk Loft', {
    payoutDate: at(-1),
    paidAt: at(-1),
    attempts: 1,
    network: 'paystack',
    providerRef: 'TRF_admin_paid',
    transferKey: 'k-paid',
    sentAt: at(-1),
    sentAmountMinor: 3_120_000,
    sentCurrency: 'KES',
  });
  // Refused by Stripe; its next try is an hour away.
  made.failed = await stayPayout(hamisi, 'Lakeside Studio', {
    status: 'failed',
    payoutDate: at(-2),
    attempts: 2,
    nextAttemptAt: at(1),
    failureReason: 'The destination account is closed',
    network: 'stripe',
  });
  // Processing past its lease: its runner died mid-send.
  made.stuck = await stayPayout(nuru, 'Rooftop Desk', {
    status: 'processing',
    payoutDate: at(-3),
    attempts: 1,
    network: 'demo',
    providerRef: 'SIM-STUCK01',
    updatedAt: new Date(Date.now() - PAYOUT_LEASE_MS - 60_000),
  });
  // Processing, sent a moment ago: the network has yet to confirm it.
  made.sending = await stayPayout(nuru, 'Garden Cottage', {
    status: 'processing',
    payoutDate: at(-4),
    attempts: 1,
    network: 'stripe',
    providerRef: 'tr_admin_sending',
    updatedAt: new Date(),
  });
  // A service payout waiting for its release.
  made.svcScheduled = await servicePayout({ status: 'scheduled', payoutDate: at(24) });
  // Failed its every attempt on the demo network (no method on file): no timer tries it again.
  made.svcExhausted = await servicePayout({
    status: 'failed',
    payoutDate: at(-5),
    attempts: PAYOUT_MAX_ATTEMPTS,
    nextAttemptAt: null,
    network: 'demo',
    failureReason: 'No payout method on file',
  });
  // Refunded in full: nothing left to pay.
  made.svcCancelled = await servicePayout({ status: 'cancelled', payoutDate: at(-6) });
});
afterAll(async () => {
  await t.close();
});

async function list(input: AdminPayoutsInput = {}) {
  const res = await admin.client.query<AdminPayoutsPage>('admin.payouts', input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
}
const ids = (page: AdminPayoutsPage) => page.items.map((r) => r.id);
const idsOf = (...keys: (keyof typeof made)[]) => keys.map((k) => made[k].id);
/** The export under `filters`, asked by `as` (with its session cookie, when it has one). */
const csv = (filters: AdminPayoutFiltersInput = {}, as: TestClient = admin.client) =>
  t.app.inject({
    method: 'GET',
    url: adminPayoutsExportHref(filters),
    headers: as.cookie ? { cookie: as.cookie } : {},
  });

describe('admin.payouts', () => {
  it('lists every payout, stays’ and services’, latest payout date first, with payee, network and money', async () => {
    const page = await list();
    expect(ids(page)).toEqual(
      idsOf('svcScheduled', 'paid', 'failed', 'stuck', 'sending', 'svcExhausted', 'svcCancelled'),
    );
    expect([page.total, page.page, page.pageCount]).toEqual([7, 1, 1]);
    const row = (id: string) => page.items.find((r) => r.id === id)!;
    expect(row(made.paid.id)).toEqual<AdminPayoutView>({
      id: made.paid.id,
      kind: 'stay',
      title: 'Savanna Desk Loft',
      payeeName: 'Hamisi Host',
      payeeEmail: hamisiEmail,
      bookingId: made.paid.bookingId!,
      amountCents: 24_000,
      currency: 'USD',
      deductedCents: 0,
      status: 'completed',
      network: 'paystack',
      providerRef: 'TRF_admin_paid',
      sentAmountMinor: 3_120_000,
      sentCurrency: 'KES',
      failureReason: null,
      attempts: 1,
      nextAttemptAt: null,
      payoutDate: made.paid.payoutDate.toISOString(),
      paidAt: made.paid.paidAt!.toISOString(),
      stuck: false,
    });
    expect(row(made.svcExhausted.id)).toMatchObject({
      kind: 'service',
      title: WALK,
      payeeName: 'Pendo Provider',
      bookingId: made.svcExhausted.serviceBookingId,
      amountCents: 3825,
      currency: 'EUR',
      status: 'failed',
      network: 'demo',
      attempts: PAYOUT_MAX_ATTEMPTS,
      failureReason: 'No payout method on file',
    });
    expect(row(made.svcScheduled.id)).toMatchObject({
      network: null,
      providerRef: null,
      status: 'scheduled',
    });
    expect(row(made.stuck.id).stuck).toBe(true);
    expect(row(made.sending.id).stuck).toBe(false);
  });

  it('filters by kind, status and network', async () => {
    expect(ids(await list({ kind: 'service' }))).toEqual(
      idsOf('svcScheduled', 'svcExhausted', 'svcCancelled'),
    );
    expect(ids(await list({ kind: 'stay' }))).toEqual(idsOf('paid', 'failed', 'stuck', 'sending'));
    expect(ids(await list({ status: 'failed' }))).toEqual(idsOf('failed', 'svcExhausted'));
    expect(ids(await list({ status: 'failed', kind: 'stay' }))).toEqual(idsOf('failed'));
    expect(ids(await list({ network: 'demo' }))).toEqual(idsOf('stuck', 'svcExhausted'));
    expect(ids(await list({ network: 'stripe' }))).toEqual(idsOf('failed', 'sending'));
    expect(ids(await list({ network: 'paystack' }))).toEqual(idsOf('paid'));
    expect((await list({ network: 'paystack', status: 'failed' })).total).toBe(0);
  });

  it('lists only processing payouts past the release lease as stuck', async () => {
    const stuck = await list({ stuck: true });
    expect(ids(stuck)).toEqual(idsOf('stuck'));
    expect(stuck.items[0]).toMatchObject({ stuck: true, status: 'processing', providerRef: 'SIM-STUCK01' });
    expect(ids(await list({ stuck: true, kind: 'service' }))).toEqual([]);
  });

  it('searches the payee’s email and name, the title, the provider reference and the start of an id', async () => {
    expect(ids(await list({ search: hamisiEmail }))).toEqual(idsOf('paid', 'failed'));
    expect(ids(await list({ search: hamisiEmail.toUpperCase() }))).toEqual(idsOf('paid', 'failed'));
    // Accents and case ignored.
    expect(ids(await list({ search: 'nuru njeri' }))).toEqual(idsOf('stuck', 'sending'));
    expect(ids(await list({ search: 'photo walk', status: 'failed' }))).toEqual(idsOf('svcExhausted'));
    expect(ids(await list({ search: 'trf_admin' }))).toEqual(idsOf('paid'));
    expect(ids(await list({ search: made.sending.bookingId!.slice(0, 8) }))).toEqual(idsOf('sending'));
    expect(ids(await list({ search: made.svcCancelled.serviceBookingId!.slice(0, 13) }))).toEqual(
      idsOf('svcCancelled'),
    );
    expect(ids(await list({ search: made.stuck.id }))).toEqual(idsOf('stuck'));
    // LIKE's wildcards are the characters themselves.
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('refuses bad filters with a clear message', async () => {
    for (const [input, message] of [
      [{ page: 0 }, ADMIN_PAYOUT_TEXTS.badPage],
      [{ kind: 'rent' }, ADMIN_PAYOUT_TEXTS.badKind],
      [{ status: 'paid' }, ADMIN_PAYOUT_TEXTS.badStatus],
      [{ network: 'paypal' }, ADMIN_PAYOUT_TEXTS.badNetwork],
      [{ stuck: 'yes' }, ADMIN_PAYOUT_TEXTS.badStuck],
      [{ search: 'x'.repeat(101) }, 'Search is at most 100 characters'],
    ] as const) {
      const res = await admin.client.query('admin.payouts', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.message).toBe(message);
    }
    for (const [query, message] of [
      ['network=paypal', ADMIN_PAYOUT_TEXTS.badNetwork],
      ['stuck=yes', ADMIN_PAYOUT_TEXTS.badStuck],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${ADMIN_PAYOUTS_EXPORT_PATH}?${query}`,
        headers: { cookie: admin.client.cookie! },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: { message } });
    }
  });
});

describe('GET /api/admin/payouts.csv', () => {
  it('streams one line per payout under the filters, in the list’s order', async () => {
    const res = await csv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payouts-${platformToday()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store, private');
    const [header, ...lines]: string[][] = parse(res.body);
    expect(header).toEqual([
      'Payout ID',
      'Kind',
      'For',
      'Payee',
      'Payee Email',
      'Amount',
      'Currency',
      'Sent',
      'Sent Currency',
      'Status',
      'Network',
      'Provider Ref',
      'Failure Reason',
      'Attempts',
      'Payout Date',
      'Paid At',
    ]);
    expect(lines.map((l) => l[0])).toEqual(ids(await list()));
    const line = (id: string) =>
      Object.fromEntries(header!.map((h, i) => [h, lines.find((l) => l[0] === id)![i]]));
    expect(line(made.paid.id)).toMatchObject({
      Kind: 'stay',
      For: 'Savanna Desk Loft',
      Payee: 'Hamisi Host',
      'Payee Email': hamisiEmail,
      Amount: '240.00',
      Currency: 'USD',
      Sent: '31200.00',
      'Sent Currency': 'KES',
      Status: 'completed',
      Network: 'paystack',
      'Provider Ref': 'TRF_admin_paid',
      'Failure Reason': '',
      Attempts: '1',
    });
    expect(line(made.paid.id)['Payout Date']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(line(made.paid.id)['Paid At']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(line(made.svcExhausted.id)).toMatchObject({
      Kind: 'service',
      For: WALK,
      Payee: 'Pendo Provider',
      Amount: '38.25',
      Currency: 'EUR',
      Sent: '',
      Status: 'failed',
      Network: 'demo',
      'Failure Reason': 'No payout method on file',
      Attempts: String(PAYOUT_MAX_ATTEMPTS),
      'Paid At': '',
    });
  });

  it('applies the filters, and answers just the header when nothing matches', async () => {
    const stays: string[][] = parse((await csv({ kind: 'stay', network: 'stripe' })).body);
    expect(stays.slice(1).map((l) => l[0])).toEqual(idsOf('failed', 'sending'));
    const stuck: string[][] = parse((await csv({ stuck: true })).body);
    expect(stuck.slice(1).map((l) => l[0])).toEqual(idsOf('stuck'));
    const hers: string[][] = parse((await csv({ search: hamisiEmail, status: 'completed' })).body);
    expect(hers.slice(1).map((l) => l[0])).toEqual(idsOf('paid'));
    const none = await csv({ status: 'cancelled', kind: 'stay' });
    expect(none.statusCode).toBe(200);
    expect(parse(none.body)).toHaveLength(1);
  });
});

describe('admin.retryPayout', () => {
  it('refuses a payout that has not failed, and an unknown one', async () => {
    for (const key of ['paid', 'stuck', 'svcScheduled', 'svcCancelled'] as const) {
      const res = await admin.client.mutate('admin.retryPayout', { payoutId: made[key].id });
      expect(res.status, key).toBe(409);
      expect(res.error?.message).toMatch(/^Only a failed payout can be retried; this one is \w+\.$/);
    }
    const unknown = await admin.client.mutate('admin.retryPayout', {
      payoutId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.message).toBe(ADMIN_PAYOUT_TEXTS.notFound);
    expect((await reread(made.paid.id)).status).toBe('completed');
    expect((await reread(made.svcScheduled.id)).nextAttemptAt).toBeNull();
  });

  it('is refused to everyone but an admin, the payee included, and changes nothing', async () => {
    for (const [who, client, status] of [
      ['the payee (a host)', hamisi.client, 403],
      ['another host', nuru.client, 403],
      ['a provider', pendo.client, 403],
      ['a guest', amina.client, 403],
      ['anonymous', anon, 401],
    ] as const) {
      const res = await client.mutate('admin.retryPayout', { payoutId: made.failed.id });
      expect(res.status, who).toBe(status);
    }
    const after = await reread(made.failed.id);
    expect(after.nextAttemptAt).toEqual(made.failed.nextAttemptAt);
    expect(after.updatedAt).toEqual(made.failed.updatedAt);
  });

  it('makes a failed payout due now, audited; the release then pays it', async () => {
    const before = Date.now();
    const res = await admin.client.mutate('admin.retryPayout', { payoutId: made.failed.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const due = await reread(made.failed.id);
    expect(due.status).toBe('failed');
    expect(due.attempts).toBe(2);
    expect(due.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(due.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payout'), eq(auditLog.targetId, made.failed.id)));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      action: 'payout.retry',
      targetLabel: 'Payout of $240.00 to Hamisi Host',
      before: {
        status: 'failed',
        attempts: 2,
        nextAttemptAt: made.failed.nextAttemptAt!.toISOString(),
        failureReason: 'The destination account is closed',
      },
      after: { nextAttemptAt: due.nextAttemptAt!.toISOString(), overLimit: false },
    });

    const counts = await releaseDuePayouts(db(), new SimulatedPayoutProvider(db()), new Date(), {
      ids: [made.failed.id],
    });
    expect(counts).toMatchObject({ claimed: 1, completed: 1, failed: 0 });
    const paid = await reread(made.failed.id);
    expect(paid).toMatchObject({ status: 'completed', attempts: 3, network: 'demo', failureReason: null });
    expect(paid.providerRef).toMatch(/^SIM-/);
    const [listed] = (await list({ search: paid.providerRef! })).items;
    expect(listed).toMatchObject({ id: made.failed.id, status: 'completed', network: 'demo' });
  });

  it('tries once more a payout that had all its attempts, and leaves it failed when that fails too', async () => {
    const res = await admin.client.mutate('admin.retryPayout', { payoutId: made.svcExhausted.id });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const due = await reread(made.svcExhausted.id);
    expect(due.attempts).toBe(PAYOUT_MAX_ATTEMPTS);
    expect(due.nextAttemptAt).not.toBeNull();
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payout'), eq(auditLog.targetId, made.svcExhausted.id)));
    expect(entry?.after).toMatchObject({ overLimit: true });

    // Pendo still has no payout method: the one extra attempt fails, and no timer tries again.
    const counts = await releaseDuePayouts(db(), new SimulatedPayoutProvider(db()), new Date(), {
      ids: [made.svcExhausted.id],
    });
    expect(counts).toMatchObject({ claimed: 1, failed: 1 });
    const after = await reread(made.svcExhausted.id);
    expect(after).toMatchObject({ status: 'failed', attempts: PAYOUT_MAX_ATTEMPTS + 1, nextAttemptAt: null });
  });
});

describe('who may see payouts', () => {
  it('answers admins, refuses hosts, providers and guests (403) and anonymous callers (401)', async () => {
    for (const [who, client, status, code] of [
      ['admin', admin.client, 200, undefined],
      ['host', hamisi.client, 403, 'FORBIDDEN'],
      ['provider', pendo.client, 403, 'FORBIDDEN'],
      ['guest', amina.client, 403, 'FORBIDDEN'],
      ['anonymous', anon, 401, 'UNAUTHORIZED'],
    ] as const) {
      const listed = await client.query('admin.payouts', { page: 1 });
      expect(listed.status, `admin.payouts as ${who}`).toBe(status);
      expect(listed.error?.data.code, who).toBe(code);
      const exported = await csv({}, client);
      expect(exported.statusCode, `CSV as ${who}`).toBe(status);
      if (status !== 200) {
        expect(exported.headers['content-type']).toMatch(/^application\/json/);
        expect(exported.body).not.toContain(made.paid.id);
      }
    }
  });

  it('reads the role on the request: an admin demoted in the database is refused at once', async () => {
    const other = await person(t, 'admin', 'Omar Other');
    expect((await csv({}, other.client)).statusCode).toBe(200);
    await db().update(profiles).set({ role: 'host' }).where(eq(profiles.id, other.id));
    expect((await csv({}, other.client)).statusCode).toBe(403);
    expect((await other.client.query('admin.payouts', {})).status).toBe(403);
    const retry = await other.client.mutate('admin.retryPayout', { payoutId: made.failed.id });
    expect(retry.status).toBe(403);
  });
});

describe('paging', () => {
  it('gives 20 a page and the total; the export is not paged', async () => {
    for (let i = 0; i < 20; i++) {
      await servicePayout({ status: 'scheduled', payoutDate: at(48 + i) });
    }
    const first = await list({ kind: 'service' });
    expect(first.items).toHaveLength(ADMIN_PAYOUTS_PAGE_SIZE);
    expect([first.total, first.page, first.pageCount]).toEqual([23, 1, 2]);
    const second = await list({ kind: 'service', page: 2 });
    expect(ids(second)).toEqual(idsOf('svcScheduled', 'svcExhausted', 'svcCancelled'));
    const dates = [...first.items, ...second.items].map((r) => r.payoutDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(parse((await csv({ kind: 'service' })).body)).toHaveLength(24);
  });
});
