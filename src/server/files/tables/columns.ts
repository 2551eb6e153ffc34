/**
 * A table any writer (CSV, XLSX, PDF) can lay out: a header, a kind that says how the value is written, and a
 * function reading the value off a row. Exports and reports describe their columns once with this.
 */
export type CellKind = 'text' | 'integer' | 'decimal' | 'money' | 'amount' | 'date' | 'day';

export type CellValue = string | number | Date | null;

export interface TableColumn<Row> {
  header: string;
  /**
   * text: a string (guarded against formulas); integer: a whole number; decimal: a number shown to one place
   * (ratings, percentages); money: integer US cents; amount: integer cents of a currency another column names
   * (shown with two decimals and no symbol); date: an instant (a Date), shown in platform time;
   * day: a calendar day, 'yyyy-MM-dd'.
   */
  kind: CellKind;
  /** Width in characters (spreadsheets), and the column's share of the page (PDF). */
  width?: number;
  value: (row: Row) => CellValue;
}

/** A width that fits each kind's usual values when the column names none. */
export const DEFAULT_WIDTHS: Record<CellKind, number> = {
  text: 24,
  integer: 10,
  decimal: 10,
  money: 14,
  amount: 12,
  date: 17,
  day: 12,
};

export const columnWidth = <Row>(column: TableColumn<Row>): number =>
  column.width ?? DEFAULT_WIDTHS[column.kind];

/** Cents as decimal dollars, '123.45' (no thousands separator, so spreadsheets read a number). */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab / CR) as a formula (CSV injection, OWASP); a leading
 * quote makes it text. Names and titles are user-written, so every text cell goes through this.
 */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** East Africa Time is UTC+3 all year (no daylight saving): shifting by it gives the platform's wall clock. */
const PLATFORM_OFFSET_MS = 3 * 60 * 60 * 1000;

/** An instant as the platform's wall clock in a Date's UTC fields: what a spreadsheet (which has no zones) shows. */
export function platformClock(instant: Date): Date {
  return new Date(instant.getTime() + PLATFORM_OFFSET_MS);
}

/** An instant as 'yyyy-MM-dd HH:mm' in platform time (toISOString: no Intl formatter per cell, which is slow). */
export function platformDateTime(instant: Date): string {
  return platformClock(instant).toISOString().slice(0, 16).replace('T', ' ');
}

/** A calendar day as the Date a spreadsheet shows as that day (Excel dates carry no zone: UTC midnight). */
export function dayDate(day: string): Date {
  // Date.UTC on the parts: parsing the ISO string per cell cost more than the rest of the cell.
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));
}

/** A cell as text, for CSV and PDF: money in dollars, instants in platform time, empty for null. */
export function cellText(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  switch (kind) {
    case 'money':
    case 'amount':
      return dollars(Number(value));
    case 'decimal':
      return Number(value).toFixed(1);
    case 'date':
      return value instanceof Date ? platformDateTime(value) : String(value);
    case 'text':
      return guardCell(String(value));
    default:
      return String(value);
  }
}
