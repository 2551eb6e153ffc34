import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  columnWidth,
  dayDate,
  guardCell,
  platformClock,
  type CellKind,
  type CellValue,
  type TableColumn,
} from './columns';

export const XLSX_DATE_FORMAT = 'yyyy-mm-dd';
export const XLSX_DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const XLSX_MONEY_FORMAT = '"$"#,##0.00';
export const XLSX_DECIMAL_FORMAT = '0.0';
/** An amount in the currency another column names: two decimals, no symbol. */
export const XLSX_AMOUNT_FORMAT = '#,##0.00';
const FORMATS: Partial<Record<CellKind, string>> = {
  money: XLSX_MONEY_FORMAT,
  amount: XLSX_AMOUNT_FORMAT,
  day: XLSX_DATE_FORMAT,
  date: XLSX_DATE_TIME_FORMAT,
  decimal: XLSX_DECIMAL_FORMAT,
};
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

/** A typed cell: money in dollars (the column's format shows the cents), days and instants as Dates. */
function xlsxCell(kind: CellKind, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  switch (kind) {
    case 'text':
      return guardCell(String(value));
    case 'money':
    case 'amount':
      return Number(value) / 100;
    case 'day':
      return value instanceof Date ? value : dayDate(value.toString());
    case 'date':
      return value instanceof Date ? platformClock(value) : value;
    default:
      return value;
  }
}

/**
 * Writes the rows to `out` as a real .xlsx through exceljs's streaming writer: each row is committed as it is
 * written, so only the zip's buffers stay in memory. Resolves once the workbook is complete.
 */
export async function writeTableXlsx<Row>(
  columns: readonly TableColumn<Row>[],
  rows: AsyncIterable<Row>,
  out: Writable,
  sheetName: string,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  // Formats set once per column: each new cell takes its column's style (no style object per cell).
  sheet.columns = columns.map((c) => {
    const numFmt = FORMATS[c.kind];
    return numFmt ? { width: columnWidth(c), style: { numFmt } } : { width: columnWidth(c) };
  });
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  // One style object per column, shared by its cells: exceljs caches a style's id by object identity, so a
  // shared object is looked up once instead of being serialised and matched for every cell (a third of the time).
  const styles = columns.map((c): Partial<ExcelJS.Style> => {
    const numFmt = FORMATS[c.kind];
    return numFmt ? { numFmt } : {};
  });
  let written = 0;
  for await (const r of rows) {
    const row = sheet.addRow(columns.map((c) => xlsxCell(c.kind, c.value(r))));
    for (let i = 0; i < styles.length; i++) row.getCell(i + 1).style = styles[i]!;
    row.commit();
    // exceljs buffers committed rows without back-pressure until the zip's deflate takes them; yielding to the
    // event loop now and then lets deflate keep up, so the buffered XML stays small.
    if (++written % YIELD_EVERY === 0) await untilDrained(sheet);
  }
  sheet.commit();
  await workbook.commit();
}
