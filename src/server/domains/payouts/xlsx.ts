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
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const header = sheet.addRow([...PAYOUT_EXPORT_COLUMNS]);
  header.font = { bold: true };
  header.commit();
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
    for (const c of MONEY_COLUMNS) row.getCell(c).numFmt = XLSX_MONEY_FORMAT;
    for (const c of DATE_COLUMNS) row.getCell(c).numFmt = XLSX_DATE_FORMAT;
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
