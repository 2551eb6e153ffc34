import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutHistory } from '../../src/server/domains/payouts/list';
import { platformToday } from '../../src/shared/dates';
import {
  PAYOUT_EXPORT_COLUMNS,
  PAYOUT_EXPORT_PATH,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
  payoutFiltersQuery,
  type PayoutFilters,
  type PayoutView,
} from '../../src/shared/payouts';
import { createTestApp, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';
import { person, type Person } from '../support/host';
import { createPayout } from '../support/payouts';

let t: TestApp;
let owner: Person;
let other: Person;
let guest: Person;
let theirsBooking = '';

const get = (path: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
const url = (format: 'csv' | 'xlsx', filters: Partial<PayoutFilters> = {}) => {
  const qs = payoutFiltersQuery(filters).toString();
  return `${PAYOUT_EXPORT_PATH}.${format}${qs ? `?${qs}` : ''}`;
};

/** Every row of the list under the filters, in the list's order (what the export must hold). */
async function listed(filters: Partial<PayoutFilters>): Promise<PayoutView[]> {
  const items: PayoutView[] = [];
  for (let page = 1; ; page++) {
    const p = await payoutHistory(t.database.db, owner.id, { filters, page });
    items.push(...p.items);
    if (page >= p.pageCount) return items;
  }
}
const dollars = (cents: number) => (cents / 100).toFixed(2);
const guarded = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'host', 'Olive Owner');
  other = await person(t, 'host', 'Otto Other');
  guest = await person(t, 'guest', 'Grace Guest');
  const db = t.database.db;
  const loft = await createProperty(db, owner.id, { title: 'Sunny Loft, "the" best' });
  const plus = await createProperty(db, owner.id, { title: '+254 Views' });
  const evil = await createUser(db, { fullName: '=HYPERLINK("http://evil.test","x")' });
  const plain = await createUser(db, { fullName: 'Paul Mwangi' });
  for (let i = 0; i < 25; i++) {
    await createPayout(db, {
      hostId: owner.id,
      propertyId: i % 2 ? loft : plus,
      guestId: i % 3 ? plain : evil,
      amountCents: 12_345 + i,
      platformFeeCents: 382 + i,
      // Two payouts share each instant, so the keyset must break ties by id.
      payoutDate: new Date(Date.UTC(2026, 2, 1 + Math.floor(i / 2), 21, 30)),
      status: i % 5 === 0 ? 'failed' : 'completed',
      method: i % 4 === 0 ? null : 'bank_transfer',
    });
  }
  const theirs = await createProperty(db, other.id, { title: 'Their Place' });
  theirsBooking = (
    await createPayout(db, { hostId: other.id, propertyId: theirs, guestId: plain, payoutDate: new Date() })
  ).bookingId;
});
afterAll(() => t.close());

describe('CSV export', () => {
  it('holds the filtered rows with the list’s columns, values and order', async () => {
    for (const filters of [{}, { status: 'completed' as const, search: 'loft' }]) {
      const res = await get(url('csv', filters), owner.client.cookie);
      expect(res.statusCode).toBe(200);
      const records = parse(res.body);
      expect(records[0]).toEqual([...PAYOUT_EXPORT_COLUMNS]);
      const rows = await listed(filters);
      expect(rows.length).toBeGreaterThan(0);
      expect(records.slice(1)).toEqual(
        rows.map((r) => [
          r.bookingId,
          dollars(r.amountCents),
          platformToday(new Date(r.payoutDate)),
          r.payoutMethod ? PAYOUT_METHOD_LABELS[r.payoutMethod] : '',
          PAYOUT_STATUS_LABELS[r.status],
          guarded(r.guestName),
          guarded(r.propertyName),
          r.checkInDate,
          r.checkOutDate,
          dollars(r.platformFeeCents),
        ]),
      );
    }
  });

  it('writes the payout date as the platform day and money as decimal dollars', async () => {
    const records = parse((await get(url('csv'), owner.client.cookie)).body);
    // 21:30 UTC on 2026-03-13 is already the 14th in Nairobi.
    expect(records[1]?.[2]).toBe('2026-03-14');
    expect(records[1]?.[1]).toBe('123.69');
  });

  it('guards cells a spreadsheet would run as formulas', async () => {
    const records = parse((await get(url('csv'), owner.client.cookie)).body);
    const guests = new Set(records.slice(1).map((r) => r[5]));
    const titles = new Set(records.slice(1).map((r) => r[6]));
    expect(guests).toContain(`'=HYPERLINK("http://evil.test","x")`);
    expect(titles).toContain(`'+254 Views`);
    expect(titles).toContain('Sunny Loft, "the" best');
    for (const r of records.slice(1)) for (const cell of r) expect(cell).not.toMatch(/^[=+@]/);
  });

  it('answers an empty set with the header row, and names and types the file', async () => {
    const res = await get(url('csv', { status: 'processing' }), owner.client.cookie);
    expect(res.statusCode).toBe(200);
    expect(parse(res.body)).toEqual([[...PAYOUT_EXPORT_COLUMNS]]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payout-history-${platformToday()}.csv"`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('XLSX export', () => {
  it('holds the filtered rows as typed cells: dates as dates, money as numbers with a currency format', async () => {
    const filters = { method: 'bank_transfer' as const };
    const res = await get(url('xlsx', filters), owner.client.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payout-history-${platformToday()}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Payouts')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...PAYOUT_EXPORT_COLUMNS]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const rows = await listed(filters);
    expect(sheet.rowCount).toBe(rows.length + 1);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    rows.forEach((r, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.values).toEqual([
        undefined,
        r.bookingId,
        r.amountCents / 100,
        day(platformToday(new Date(r.payoutDate))),
        PAYOUT_METHOD_LABELS[r.payoutMethod!],
        PAYOUT_STATUS_LABELS[r.status],
        guarded(r.guestName),
        guarded(r.propertyName),
        day(r.checkInDate),
        day(r.checkOutDate),
        r.platformFeeCents / 100,
      ]);
      expect(row.getCell(2).numFmt).toBe('"$"#,##0.00');
      expect(row.getCell(10).numFmt).toBe('"$"#,##0.00');
      expect(row.getCell(3).value).toBeInstanceOf(Date);
      expect(row.getCell(3).numFmt).toBe('yyyy-mm-dd');
    });
  });

  it('answers an empty set with the header row', async () => {
    const res = await get(url('xlsx', { search: 'nobody at all' }), owner.client.cookie);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Payouts')!.rowCount).toBe(1);
  });
});

describe('export access', () => {
  it('refuses signed-out callers (401) and guests (403)', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      expect((await get(url(format))).statusCode).toBe(401);
      const res = await get(url(format), guest.client.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { message: 'You do not have permission to do that.' } });
    }
  });

  it('refuses bad filters (400) with the message', async () => {
    const res = await get(`${PAYOUT_EXPORT_PATH}.csv?time=custom`, owner.client.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { message: 'Choose a start date' } });
    expect((await get(`${PAYOUT_EXPORT_PATH}.xlsx?status=paid`, owner.client.cookie)).statusCode).toBe(400);
  });

  it('never exports another host’s payouts, even when searched for', async () => {
    const all = parse((await get(url('csv'), owner.client.cookie)).body);
    expect(all.map((r) => r[0])).not.toContain(theirsBooking);
    expect(all).toHaveLength(26);
    const searched = parse((await get(url('csv', { search: theirsBooking }), owner.client.cookie)).body);
    expect(searched).toHaveLength(1);
    const theirs = parse((await get(url('csv'), other.client.cookie)).body);
    expect(theirs.map((r) => r[0])).toEqual(['Booking ID', theirsBooking]);
  });
});
