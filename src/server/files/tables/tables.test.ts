import { PassThrough, Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText, type TableColumn } from './columns';
import { tableCsv } from './csv';
import { writeTablePdf } from './pdf';
import { pdfText } from '../../../../tests/support/pdf';
import {
  writeTableXlsx,
  XLSX_AMOUNT_FORMAT,
  XLSX_DATE_FORMAT,
  XLSX_DATE_TIME_FORMAT,
  XLSX_MONEY_FORMAT,
} from './xlsx';

interface Stay {
  guest: string | null;
  nights: number;
  rating: number | null;
  totalCents: number;
  checkIn: string;
  bookedAt: Date;
}

const columns: TableColumn<Stay>[] = [
  { header: 'Guest', kind: 'text', value: (r) => r.guest },
  { header: 'Nights', kind: 'integer', value: (r) => r.nights },
  { header: 'Rating', kind: 'decimal', value: (r) => r.rating },
  { header: 'Total', kind: 'money', value: (r) => r.totalCents },
  { header: 'Check-in', kind: 'day', value: (r) => r.checkIn },
  { header: 'Booked', kind: 'date', value: (r) => r.bookedAt },
];

const stays: Stay[] = [
  {
    guest: 'Amina, "the" guest',
    nights: 3,
    rating: 4.5,
    totalCents: 123_456,
    checkIn: '2026-03-01',
    // 21:30 UTC is 00:30 the next day in Nairobi.
    bookedAt: new Date('2026-02-10T21:30:00Z'),
  },
  {
    guest: '=HYPERLINK("http://evil.test","x")',
    nights: 1,
    rating: null,
    totalCents: 5,
    checkIn: '2026-03-05',
    bookedAt: new Date('2026-02-11T08:00:00Z'),
  },
  { guest: null, nights: 2, rating: 3, totalCents: -250, checkIn: '2026-03-07', bookedAt: new Date(0) },
];

/** The rows as an async stream, as a database page reader would give them. */
function rows<T>(list: T[]): AsyncIterable<T> {
  return Readable.from(list);
}

async function xlsxOf(list: Stay[]): Promise<ExcelJS.Worksheet> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([buffer(out), writeTableXlsx(columns, rows(list), out, 'Stays')]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.getWorksheet('Stays')!;
}

/** Each page's text, its items joined by spaces. */
async function pdfPages(write: (out: Writable) => Promise<void>): Promise<string[]> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([buffer(out), write(out)]);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(bytes);
}

describe('tableCsv', () => {
  it('writes the header and one record a row: money in dollars, instants in platform time', async () => {
    const records = parse(await buffer(tableCsv(columns, rows(stays))));
    expect(records).toEqual([
      ['Guest', 'Nights', 'Rating', 'Total', 'Check-in', 'Booked'],
      ['Amina, "the" guest', '3', '4.5', '1234.56', '2026-03-01', '2026-02-11 00:30'],
      [`'=HYPERLINK("http://evil.test","x")`, '1', '', '0.05', '2026-03-05', '2026-02-11 11:00'],
      ['', '2', '3.0', '-2.50', '2026-03-07', '1970-01-01 03:00'],
    ]);
  });

  it('writes only the header for no rows', async () => {
    expect(parse(await buffer(tableCsv(columns, rows([]))))).toEqual([
      ['Guest', 'Nights', 'Rating', 'Total', 'Check-in', 'Booked'],
    ]);
  });

  it('streams many rows in chunks', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => ({ ...stays[0]!, nights: i }));
    const records = parse(await buffer(tableCsv(columns, rows(many))));
    expect(records).toHaveLength(1235);
    expect(records[1234]?.[1]).toBe('1233');
  });
});

describe('writeTableXlsx', () => {
  it('writes typed cells: numbers, money with a currency format, days and instants as dates', async () => {
    const sheet = await xlsxOf(stays);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Guest',
      'Nights',
      'Rating',
      'Total',
      'Check-in',
      'Booked',
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.values).toEqual([
      undefined,
      'Amina, "the" guest',
      3,
      4.5,
      1234.56,
      new Date('2026-03-01T00:00:00Z'),
      // Spreadsheets have no zones: the platform's wall clock.
      new Date('2026-02-11T00:30:00Z'),
    ]);
    expect(first.getCell(4).numFmt).toBe(XLSX_MONEY_FORMAT);
    expect(first.getCell(5).numFmt).toBe(XLSX_DATE_FORMAT);
    expect(first.getCell(6).numFmt).toBe(XLSX_DATE_TIME_FORMAT);
    expect(sheet.getRow(3).getCell(1).value).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
    expect(sheet.getRow(4).getCell(1).value).toBeNull();
    expect(sheet.getRow(4).getCell(4).value).toBe(-2.5);
  });

  it('writes an amount in another column’s currency as a number with two decimals and no symbol', async () => {
    const priced: TableColumn<{ cents: number; currency: string }>[] = [
      { header: 'Amount', kind: 'amount', value: (r) => r.cents },
      { header: 'Currency', kind: 'text', value: (r) => r.currency },
    ];
    const out = new PassThrough();
    const [bytes] = await Promise.all([
      buffer(out),
      writeTableXlsx(priced, rows([{ cents: 4_530, currency: 'EUR' }]), out, 'Amounts'),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const cell = book.worksheets[0]!.getRow(2).getCell(1);
    expect(cell.value).toBe(45.3);
    expect(cell.numFmt).toBe(XLSX_AMOUNT_FORMAT);
    expect(cellText('amount', 4_530)).toBe('45.30');
  });

  it('writes only the header for no rows', async () => {
    expect((await xlsxOf([])).rowCount).toBe(1);
  });
});

describe('writeTablePdf', () => {
  const write = (list: Stay[], totals?: () => string[] | null) => (out: Writable) =>
    writeTablePdf({
      title: 'Stays report',
      subtitle: 'Period: 2026-03-01 to 2026-03-31',
      columns,
      rows: rows(list),
      totals,
      out,
    });

  it('prints the title, the period, the header, cells, totals and page numbers', async () => {
    let sum = 0;
    const counted = (async function* () {
      for await (const s of rows(stays)) {
        sum += s.totalCents;
        yield s;
      }
    })();
    const pages = await pdfPages((out) =>
      writeTablePdf({
        title: 'Stays report',
        subtitle: 'Period: 2026-03-01 to 2026-03-31',
        columns,
        rows: counted,
        // Called once the rows are read: the sum is complete.
        totals: () => ['Total', '', '', `$${sum / 100}`, '', ''],
        out,
      }),
    );
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain('Stays report');
    expect(text).toContain('Period: 2026-03-01 to 2026-03-31');
    expect(text).toContain('Guest Nights Rating Total Check-in Booked');
    expect(text).toContain('Amina, "the" guest 3 4.5 $1,234.56 2026-03-01 2026-02-11 00:30');
    expect(text).toContain(`'=HYPERLINK("http://evil.test","x")`);
    expect(text).toContain('-$2.50');
    expect(text).toContain('Total $1232.11');
    expect(text).toMatch(/Page 1 of ?1/);
  });

  it('repeats the header on every page, numbers the pages and cuts long cells', async () => {
    const long = `Wanjiru ${'Njeri-Achieng '.repeat(10)}(the longest name)`;
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...stays[0]!,
      guest: i === 0 ? long : `Guest ${i}`,
      nights: i,
    }));
    const pages = await pdfPages(write(many));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((text, i) => {
      expect(text).toContain('Guest Nights Rating Total Check-in Booked');
      expect(text).toMatch(new RegExp(`Page ${i + 1} of ?${pages.length}`));
    });
    expect(pages[0]).toContain('Wanjiru Njeri');
    expect(pages[0]).toContain('…');
    expect(pages[0]).not.toContain('(the longest name)');
    expect(pages.join(' ')).toContain('Guest 119');
  });

  it('prints the header and a note for no rows, and no totals line when there are none', async () => {
    const [text, ...rest] = await pdfPages(write([], () => null));
    expect(rest).toHaveLength(0);
    expect(text).toContain('Stays report');
    expect(text).toContain('Guest Nights Rating Total Check-in Booked');
    expect(text).toContain('No data');
    expect(text).toMatch(/Page 1 of ?1/);
  });

  it('prints characters outside the font’s encoding as ?, and escapes parentheses', async () => {
    const odd = [{ ...stays[0]!, guest: 'Zoë (née) “Ngũgĩ” 東京 \\' }];
    const [text] = await pdfPages(write(odd));
    expect(text).toContain('Zoë (née) “Ng?g?” ?? \\');
  });
});
