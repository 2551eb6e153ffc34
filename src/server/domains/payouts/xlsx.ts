import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PAYOUT_EXPORT_COLUMNS } from '../../../shared/payouts';
import { guardCell, methodLabel, payoutDay, statusLabel } from './export-format';
import type { PayoutRow } from './view';

export const XLSX_DATE_FORMAT = 'yyyy-mm-dd';
export const XLSX_MONEY_FORMAT = '"$"#,##0.00';
const WIDTHS = [38, 12, 12, 15, 12, 24, 36, 12, 12, 12];
const MONEY_COLUMNS = [2, 10];
const DATE_COLUMNS = [3, 8, 9];
const YIELD_EVERY = 200;
const MAX_BUFFERED = 1024 * 1024;

/** The zip entry streams exceljs writes the sheet into (StreamBuf.pipes, archiver's readable-stream 2 PassThrough: not part of either typed API). */
type Pipe = { writableLength?: number; _writableState?: { length?: number } };
function sheetPipes(sheet: ExcelJS.Worksheet): Pipe[] {
  const stream = (sheet as unknown as { stream?: { pipes?: Pipe[] } }).stream;
  return stream?.pipes ?? [];
}

/** Waits (a turn of the event loop at a time) while more than MAX_BUFFERED bytes of sheet XML wait for the zip's deflate. */
async function untilDrained(sheet: ExcelJS.Worksheet): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    const buffered = sheetPipes(sheet).reduce(
      (n, p) => n + (p.writableLength ?? p._writableState?.length ?? 0),
      0,
    );
    if (buffered <= MAX_BUFFERED) return;
    // Deflate runs on the thread pool: a few turns are usually enough, then wait a millisecond at a time.
    await new Promise((resolve) => (i < 50 ? setImmediate(resolve) : setTimeout(resolve, 1)));
  }
}

/** A calendar day as the Date a spreadsheet shows as that day (Excel dates carry no zone: UTC midnight). */
function dayCell(day: string | null): Date | null {
  return day ? new Date(`${day}T00:00:00Z`) : null;
}

/**
 * Writes the rows to `out` as a real .xlsx through exceljs's streaming writer: each row is committed as it is
 * written, so only the zip's buffers stay in memory. Dates are Date cells, money numbers in dollars with a
 * currency format, text cells guarded against formula injection.
 */
export async function writePayoutXlsx(rows: AsyncIterable<PayoutRow>, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Payouts');
  // Formats set once per column: each new cell takes its column's style (no style object per cell).
  sheet.columns = WIDTHS.map((width, i) => {
    const numFmt = MONEY_COLUMNS.includes(i + 1)
      ? XLSX_MONEY_FORMAT
      : DATE_COLUMNS.includes(i + 1)
        ? XLSX_DATE_FORMAT
        : undefined;
    return numFmt ? { width, style: { numFmt } } : { width };
  });
  const header = sheet.addRow([...PAYOUT_EXPORT_COLUMNS]);
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for await (const r of rows) {
    const row = sheet.addRow([
      r.bookingId,
      r.amountCents / 100,
      dayCell(payoutDay(r)),
      methodLabel(r),
      statusLabel(r),
      guardCell(r.guestName ?? ''),
      guardCell(r.propertyName ?? ''),
      dayCell(r.checkIn),
      dayCell(r.checkOut),
      r.platformFeeCents / 100,
    ]);
    row.commit();
    // exceljs buffers committed rows without back-pressure until the zip's deflate takes them; yielding to the
    // event loop now and then lets deflate keep up, so the buffered XML stays small.
    if (++written % YIELD_EVERY === 0) await untilDrained(sheet);
  }
  sheet.commit();
  await workbook.commit();
}
