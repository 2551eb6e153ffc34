import { XLSX_AMOUNT_FORMAT } from '../../src/server/files/tables/xlsx';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts, serviceBookings } from '../../src/server/db/schema';
import { payoutHistory } from '../../src/server/domains/payouts/list';
import { addDays, platformToday } from '../../src/shared/dates';
import {
  PAYOUT_EXPORT_COLUMNS,
  PAYOUT_EXPORT_PATH,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
  PROVIDER_PAYOUT_EXPORT_COLUMNS,
  payoutFiltersQuery,
  type PayoutFilters,
  type PayoutKind,
  type PayoutListInput,
  type PayoutMethodKind,
  type PayoutPage,
  type PayoutStatus,
  type PayoutView,
  type ProviderPayoutSummary,
} from '../../src/shared/payouts';
import type { ServiceCurrency } from '../../src/shared/services';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createUser } from '../support/factories';
import { person, type Person } from '../support/host';
import { createPayout } from '../support/payouts';
import { addService, provider } from '../support/services';

let t: TestApp;
let pat: Person;
let quinn: Person;
let hana: Person;
let host: Person;
let guest: Person;
let anon: TestClient;
const ids: Record<string, string> = {};
const bookingIds: Record<string, string> = {};
let hanaStay = '';
// The test's clock: 2026-06-15 12:00 in Nairobi.
const now = new Date('2026-06-15T09:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

let days = 0;
interface ServicePayoutFields {
  providerId: string;
  serviceId: string;
  guestId: string;
  currency: ServiceCurrency;
  payoutDate: Date;
  amountCents?: number;
  platformFeeCents?: number;
  status?: PayoutStatus;
  method?: PayoutMethodKind | null;
  failureReason?: string;
  network?: 'demo' | 'stripe' | 'paystack';
  providerRef?: string;
}

/** A completed, paid service booking (a day of its own) and its payout to the provider, straight to the tables. */
async function servicePayout(
  f: ServicePayoutFields,
): Promise<{ id: string; bookingId: string; date: string }> {
  const db = t.database.db;
  const date = addDays('2026-01-01', ++days);
  const amountCents = f.amountCents ?? 3825;
  const [booking] = await db
    .insert(serviceBookings)
    .values({
      serviceId: f.serviceId,
      guestId: f.guestId,
      providerId: f.providerId,
      bookingDate: date,
      timeSlot: '09:00-12:00',
      status: 'completed',
      amountCents: 4500,
      currency: f.currency,
      commissionBasisPoints: 1500,
      paymentStatus: 'completed',
      idempotencyKey: `provider-payouts-${days}`,
    })
    .returning({ id: serviceBookings.id });
  const [row] = await db
    .insert(payouts)
    .values({
      kind: 'service',
      serviceBookingId: booking!.id,
      payeeId: f.providerId,
      currency: f.currency,
      amountCents,
      platformFeeCents: f.platformFeeCents ?? 675,
      method: f.method === undefined ? 'mpesa' : f.method,
      status: f.status ?? 'completed',
      releaseAt: f.payoutDate,
      payoutDate: f.payoutDate,
      failureReason: f.failureReason ?? null,
      network: f.network ?? null,
      providerRef: f.providerRef ?? null,
    })
    .returning({ id: payouts.id });
  return { id: row!.id, bookingId: booking!.id, date };
}

const list = (who: string, input: PayoutListInput) =>
  payoutHistory(t.database.db, who, input, now, 'service');
const idsOf = (page: PayoutPage) => page.items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp();
  pat = await provider(t, 'Pat Photos');
  quinn = await provider(t, 'Quinn Other');
  // A host whose provider application was approved: paid for stays and for services.
  hana = await provider(t, 'Hana Both', { role: 'host' });
  host = await person(t, 'host', 'Harry Host');
  guest = await person(t, 'guest', 'Grace Guest');
  anon = new TestClient(t.app);
  const db = t.database.db;
  const walk = await addService(pat, { title: 'Sunset Photo Walk', currency: 'EUR' });
  const portraits = await addService(pat, { title: 'Studio Portraits', currency: 'USD' });
  const tour = await addService(pat, { title: 'Nairobi Food Tour', currency: 'GBP' });
  const paul = await createUser(db, { fullName: 'Paul Mwangi' });
  const amina = await createUser(db, { fullName: 'Amina Otieno' });
  const make = async (name: string, f: Omit<ServicePayoutFields, 'providerId'>) => {
    const made = await servicePayout({ providerId: pat.id, ...f });
    ids[name] = made.id;
    bookingIds[name] = made.bookingId;
    return made;
  };
  const eur = { serviceId: walk.id, currency: 'EUR' } as const;
  const usd = { serviceId: portraits.id, currency: 'USD' } as const;
  const gbp = { serviceId: tour.id, currency: 'GBP' } as const;
  // Newest first: upcoming, 10, 20, 40, 100, 400 days ago.
  await make('upcoming', { ...eur, guestId: amina, status: 'scheduled', payoutDate: daysAgo(-3) });
  await make('d10', {
    ...usd,
    guestId: paul,
    method: 'paypal',
    payoutDate: daysAgo(10),
    amountCents: 4250,
    platformFeeCents: 750,
    network: 'stripe',
    providerRef: 'tr_1Abc',
  });
  await make('d20', { ...eur, guestId: paul, payoutDate: daysAgo(20), amountCents: 8000 });
  await make('d40', {
    ...gbp,
    guestId: amina,
    status: 'failed',
    failureReason: 'No method',
    method: null,
    payoutDate: daysAgo(40),
    amountCents: 2000,
  });
  await make('d100', {
    ...eur,
    guestId: paul,
    status: 'processing',
    method: 'bank_transfer',
    payoutDate: daysAgo(100),
    amountCents: 1000,
  });
  await make('d400', {
    ...usd,
    guestId: amina,
    status: 'cancelled',
    amountCents: 0,
    payoutDate: daysAgo(400),
  });
  // Another provider's payout, with a title and guest Pat's searches would match.
  const theirs = await addService(quinn, { title: 'Sunset Photo Walk Too', currency: 'EUR' });
  const q = await servicePayout({
    providerId: quinn.id,
    serviceId: theirs.id,
    guestId: paul,
    currency: 'EUR',
    payoutDate: daysAgo(5),
  });
  ids.theirs = q.id;
  bookingIds.theirs = q.bookingId;
  // Hana is paid for a stay and for a service.
  hanaStay = (await createPayout(db, { hostId: hana.id, payoutDate: daysAgo(2) })).id;
  const hanaService = await addService(hana, { title: 'Airport Pickup', currency: 'USD' });
  ids.hanaService = (
    await servicePayout({
      providerId: hana.id,
      serviceId: hanaService.id,
      guestId: amina,
      currency: 'USD',
      payoutDate: daysAgo(3),
    })
  ).id;
});
afterAll(() => t.close());

describe('a provider’s payout history', () => {
  it('lists all of the provider’s service payouts, newest first, with the service, guest and booking date', async () => {
    const page = await list(pat.id, {});
    expect(page.total).toBe(6);
    expect(idsOf(page)).toEqual([ids.upcoming, ids.d10, ids.d20, ids.d40, ids.d100, ids.d400]);
    expect(idsOf(page)).not.toContain(ids.theirs);
    const d10 = page.items.find((i) => i.id === ids.d10)!;
    expect(d10).toMatchObject({
      bookingId: bookingIds.d10,
      propertyName: 'Studio Portraits',
      guestName: 'Paul Mwangi',
      currency: 'USD',
      amountCents: 4250,
      platformFeeCents: 750,
      payoutMethod: 'paypal',
      status: 'completed',
      network: 'stripe',
      providerRef: 'tr_1Abc',
    });
    expect(d10.checkInDate).toMatch(/^2026-01-\d\d$/);
    expect(d10.checkOutDate).toBe(d10.checkInDate);
    expect(page.items.find((i) => i.id === ids.d40)).toMatchObject({
      currency: 'GBP',
      status: 'failed',
      failureReason: 'No method',
      payoutMethod: null,
    });
  });

  it('filters by time, method and status as the host’s list does', async () => {
    expect(idsOf(await list(pat.id, { filters: { time: 'last30' } }))).toEqual([
      ids.upcoming,
      ids.d10,
      ids.d20,
    ]);
    expect((await list(pat.id, { filters: { time: 'last365' } })).total).toBe(5);
    const range = {
      time: 'custom',
      from: platformToday(daysAgo(40)),
      to: platformToday(daysAgo(20)),
    } as const;
    expect(idsOf(await list(pat.id, { filters: range }))).toEqual([ids.d20, ids.d40]);
    expect(idsOf(await list(pat.id, { filters: { method: 'paypal' } }))).toEqual([ids.d10]);
    expect(idsOf(await list(pat.id, { filters: { status: 'processing' } }))).toEqual([ids.d100]);
    expect(idsOf(await list(pat.id, { filters: { status: 'failed', method: 'mpesa' } }))).toEqual([]);
  });

  it('searches the service’s title, the guest’s name and the service booking id', async () => {
    expect(idsOf(await list(pat.id, { filters: { search: ' sunset PHOTO ' } }))).toEqual([
      ids.upcoming,
      ids.d20,
      ids.d100,
    ]);
    expect(idsOf(await list(pat.id, { filters: { search: 'paul mwa' } }))).toEqual([
      ids.d10,
      ids.d20,
      ids.d100,
    ]);
    const prefix = bookingIds.d40!.slice(0, 8).toUpperCase();
    expect(idsOf(await list(pat.id, { filters: { search: prefix } }))).toEqual([ids.d40]);
    expect(idsOf(await list(pat.id, { filters: { search: bookingIds.d40! } }))).toEqual([ids.d40]);
    expect((await list(pat.id, { filters: { search: '%' } })).total).toBe(0);
    // Never another provider's, even searched for by its booking id.
    expect((await list(pat.id, { filters: { search: bookingIds.theirs! } })).total).toBe(0);
    expect(idsOf(await list(quinn.id, { filters: { search: 'sunset' } }))).toEqual([ids.theirs]);
  });
});

describe('payouts.providerList and payouts.providerSummary over tRPC', () => {
  let busy: Person;
  beforeAll(async () => {
    busy = await provider(t, 'Busy Provider');
    const service = await addService(busy, { title: 'Daily Cleaning', currency: 'GBP' });
    const someone = await createUser(t.database.db, { fullName: 'Some Guest' });
    for (let i = 0; i < 23; i++) {
      await servicePayout({
        providerId: busy.id,
        serviceId: service.id,
        guestId: someone,
        currency: 'GBP',
        payoutDate: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
  });

  it('pages 10 at a time with the right total and page count; past the end is empty', async () => {
    const first = (await busy.client.query<PayoutPage>('payouts.providerList', {})).data!;
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 3 });
    expect(first.items).toHaveLength(10);
    const second = (await busy.client.query<PayoutPage>('payouts.providerList', { page: 2 })).data!;
    expect(second.items[0]!.payoutDate).toBe(new Date(Date.UTC(2026, 0, 13)).toISOString());
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(20);
    expect(
      (await busy.client.query<PayoutPage>('payouts.providerList', { page: 3 })).data!.items,
    ).toHaveLength(3);
    const past = (await busy.client.query<PayoutPage>('payouts.providerList', { page: 9 })).data!;
    expect(past).toMatchObject({ items: [], total: 23, page: 9, pageCount: 3 });
    const filtered = await pat.client.query<PayoutPage>('payouts.providerList', {
      filters: { search: 'portraits', status: 'completed' },
    });
    expect(idsOf(filtered.data!)).toEqual([ids.d10]);
  });

  it('summarises each currency apart, whatever the filters', async () => {
    const summary = (await pat.client.query<ProviderPayoutSummary>('payouts.providerSummary')).data!;
    expect(summary.currencies).toEqual([
      {
        currency: 'EUR',
        // upcoming (scheduled) + d20 (completed) + d100 (processing).
        totalEarningsCents: 3825 + 8000 + 1000,
        pendingAmountCents: 3825 + 1000,
        lastPayoutAmountCents: 8000,
        lastPayoutDate: daysAgo(20).toISOString(),
        completedPayouts: 1,
      },
      {
        currency: 'GBP',
        // A failed payout is still owed.
        totalEarningsCents: 2000,
        pendingAmountCents: 2000,
        lastPayoutAmountCents: null,
        lastPayoutDate: null,
        completedPayouts: 0,
      },
      {
        currency: 'USD',
        // The cancelled one counts for nothing.
        totalEarningsCents: 4250,
        pendingAmountCents: 0,
        lastPayoutAmountCents: 4250,
        lastPayoutDate: daysAgo(10).toISOString(),
        completedPayouts: 1,
      },
    ]);
    const fresh = await provider(t, 'Fresh Provider');
    expect((await fresh.client.query<ProviderPayoutSummary>('payouts.providerSummary')).data).toEqual({
      currencies: [],
    });
  });

  it('keeps stays and services apart for someone paid for both', async () => {
    const stays = (await hana.client.query<PayoutPage>('payouts.list', {})).data!;
    expect(idsOf(stays)).toEqual([hanaStay]);
    const services = (await hana.client.query<PayoutPage>('payouts.providerList', {})).data!;
    expect(idsOf(services)).toEqual([ids.hanaService]);
    expect(services.items[0]).toMatchObject({ propertyName: 'Airport Pickup', guestName: 'Amina Otieno' });
    const summary = (await hana.client.query<ProviderPayoutSummary>('payouts.providerSummary')).data!;
    expect(summary.currencies).toMatchObject([{ currency: 'USD', totalEarningsCents: 3825 }]);
    // Another provider's list holds neither.
    const others = idsOf((await pat.client.query<PayoutPage>('payouts.providerList', {})).data!);
    expect(others).not.toContain(hanaStay);
    expect(others).not.toContain(ids.hanaService);
  });

  it('refuses anyone but a verified provider', async () => {
    for (const who of [guest, host]) {
      expect((await who.client.query('payouts.providerList', {})).error?.data.code).toBe('FORBIDDEN');
      expect((await who.client.query('payouts.providerSummary')).error?.data.code).toBe('FORBIDDEN');
    }
    expect((await anon.query('payouts.providerList', {})).error?.data.code).toBe('UNAUTHORIZED');
    expect((await anon.query('payouts.providerSummary')).status).toBe(401);
    // A provider who is not a host has no stay payouts to see.
    expect((await pat.client.query('payouts.list', {})).error?.data.code).toBe('FORBIDDEN');
  });

  it('refuses bad filters (BAD_REQUEST) with the message', async () => {
    const bad = await pat.client.query('payouts.providerList', { filters: { time: 'custom' } });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
    expect(bad.error?.message).toBe('Choose a start date');
  });
});

describe('a provider’s exports', () => {
  const get = (path: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  const url = (
    format: 'csv' | 'xlsx',
    filters: Partial<PayoutFilters> = {},
    kind: PayoutKind = 'service',
  ) => {
    const qs = payoutFiltersQuery(filters, kind).toString();
    return `${PAYOUT_EXPORT_PATH}.${format}${qs ? `?${qs}` : ''}`;
  };
  /** Every row of the provider's list under the filters, in the list's order (what the export must hold). */
  async function listed(who: Person, filters: Partial<PayoutFilters>): Promise<PayoutView[]> {
    const items: PayoutView[] = [];
    for (let page = 1; ; page++) {
      const p = await payoutHistory(t.database.db, who.id, { filters, page }, new Date(), 'service');
      items.push(...p.items);
      if (page >= p.pageCount) return items;
    }
  }
  const amount = (cents: number) => (cents / 100).toFixed(2);

  it('writes the provider’s columns: service, guest, date, amount in its currency, reference', async () => {
    for (const filters of [{}, { search: 'sunset', status: 'completed' as const }]) {
      const res = await get(url('csv', filters), pat.client.cookie);
      expect(res.statusCode).toBe(200);
      const records = parse(res.body);
      expect(records[0]).toEqual([...PROVIDER_PAYOUT_EXPORT_COLUMNS]);
      const rows = await listed(pat, filters);
      expect(rows.length).toBeGreaterThan(0);
      expect(records.slice(1)).toEqual(
        rows.map((r) => [
          r.bookingId,
          r.propertyName,
          r.guestName,
          r.checkInDate,
          amount(r.amountCents),
          r.currency,
          amount(r.platformFeeCents),
          platformToday(new Date(r.payoutDate)),
          r.payoutMethod ? PAYOUT_METHOD_LABELS[r.payoutMethod] : '',
          PAYOUT_STATUS_LABELS[r.status],
          r.providerRef ?? '',
        ]),
      );
    }
    const records = parse((await get(url('csv', { method: 'paypal' }), pat.client.cookie)).body);
    expect(records[1]).toEqual([
      bookingIds.d10,
      'Studio Portraits',
      'Paul Mwangi',
      expect.stringMatching(/^2026-01-\d\d$/),
      '42.50',
      'USD',
      '7.50',
      platformToday(daysAgo(10)),
      'PayPal',
      'Completed',
      'tr_1Abc',
    ]);
    expectDownload(await get(url('csv'), pat.client.cookie), 'csv');
  });

  it('writes the Excel file with typed cells, and no dollar sign on euros or pounds', async () => {
    const res = await get(url('xlsx'), pat.client.cookie);
    expect(res.statusCode).toBe(200);
    expectDownload(res, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payouts')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...PROVIDER_PAYOUT_EXPORT_COLUMNS]);
    const rows = await listed(pat, {});
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['EUR', 'GBP', 'USD']));
    expect(sheet.rowCount).toBe(rows.length + 1);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    rows.forEach((r, i) => {
      const row = sheet.getRow(i + 2);
      // The Reference cell is checked apart: a row keeps no trailing empty cell.
      expect((row.values as unknown[]).slice(0, 11)).toEqual([
        undefined,
        r.bookingId,
        r.propertyName,
        r.guestName,
        day(r.checkInDate),
        r.amountCents / 100,
        r.currency,
        r.platformFeeCents / 100,
        day(platformToday(new Date(r.payoutDate))),
        // An empty text cell reads back as no value.
        r.payoutMethod ? PAYOUT_METHOD_LABELS[r.payoutMethod] : undefined,
        PAYOUT_STATUS_LABELS[r.status],
      ]);
      expect(row.getCell(11).text).toBe(r.providerRef ?? '');
      // In the row's currency: two decimals, no '$'.
      expect(row.getCell(5).numFmt).toBe(XLSX_AMOUNT_FORMAT);
      expect(row.getCell(7).numFmt).toBe(XLSX_AMOUNT_FORMAT);
    });
  });

  it('answers an empty set with the header row', async () => {
    const res = await get(url('csv', { search: 'nobody at all' }), pat.client.cookie);
    expect(parse(res.body)).toEqual([[...PROVIDER_PAYOUT_EXPORT_COLUMNS]]);
  });

  it('exports only the caller’s own service payouts', async () => {
    const all = parse((await get(url('csv'), pat.client.cookie)).body);
    expect(all).toHaveLength(7);
    expect(all.map((r) => r[0])).not.toContain(bookingIds.theirs);
    const searched = parse((await get(url('csv', { search: bookingIds.theirs }), pat.client.cookie)).body);
    expect(searched).toHaveLength(1);
    const theirs = parse((await get(url('csv'), quinn.client.cookie)).body);
    expect(theirs.map((r) => r[0])).toEqual(['Booking ID', bookingIds.theirs]);
    // Someone paid for both gets their stays without a kind (the host's columns), their services with it.
    const stays = parse((await get(url('csv', {}, 'stay'), hana.client.cookie)).body);
    expect(stays[0]).toEqual([...PAYOUT_EXPORT_COLUMNS]);
    expect(stays).toHaveLength(2);
    const services = parse((await get(url('csv'), hana.client.cookie)).body);
    expect(services.map((r) => r[1])).toEqual(['Service', 'Airport Pickup']);
  });

  it('refuses signed-out callers (401), non-providers (403) and an unknown kind (400)', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      expect((await get(url(format))).statusCode).toBe(401);
      for (const who of [guest, host]) {
        const res = await get(url(format), who.client.cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          error: { message: 'Only verified providers can do that. Apply from Become a Provider.' },
        });
      }
      // A provider who is not a host has no stay export.
      expect((await get(url(format, {}, 'stay'), pat.client.cookie)).statusCode).toBe(403);
    }
    const unknown = await get(`${PAYOUT_EXPORT_PATH}.csv?kind=tour`, pat.client.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { message: 'Unknown payout kind' } });
    expect((await get(`${PAYOUT_EXPORT_PATH}.csv?kind=tour`)).statusCode).toBe(401);
    const noStart = await get(`${PAYOUT_EXPORT_PATH}.csv?kind=service&time=custom`, pat.client.cookie);
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json()).toEqual({ error: { message: 'Choose a start date' } });
  });
});

/** The download's type, file name (payout-history-{date}, as for hosts) and caching headers. */
function expectDownload(
  res: { headers: Record<string, string | string[] | number | undefined> },
  format: 'csv' | 'xlsx',
): void {
  const types = {
    csv: 'text/csv; charset=utf-8',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
  expect(res.headers['content-type']).toBe(types[format]);
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="payout-history-${platformToday()}.${format}"`,
  );
  expect(String(res.headers['cache-control'])).toContain('no-store');
}
