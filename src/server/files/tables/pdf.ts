import type { Writable } from 'node:stream';
import { formatCents } from '../../../shared/money';
import { cellText, columnWidth, type CellKind, type CellValue, type TableColumn } from './columns';
import type { PdfFont } from './pdf-font';
import { CONTENT_WIDTH, MARGIN, n, PAGE_HEIGHT, PdfPages } from './pdf-pages';

export interface PdfTable<Row> {
  title: string;
  /** The line under the title, e.g. the period. */
  subtitle: string;
  columns: readonly TableColumn<Row>[];
  rows: AsyncIterable<Row>;
  /**
   * The totals line, one string per column (blank for none); or a function called once the rows are read,
   * for totals summed while the rows stream.
   */
  totals?: readonly string[] | null | (() => readonly string[] | null);
  out: Writable;
}

const TABLE_BOTTOM = MARGIN + 6;
const ROW_HEIGHT = 12;
const HEADER_HEIGHT = 15;
const BASELINE_RISE = 3.5;
const PADDING = 3;
const NUMERIC: ReadonlySet<CellKind> = new Set(['integer', 'decimal', 'money', 'amount']);

/** A cell as printed: money as '$1,234.56' (a reader, not a spreadsheet, reads this). */
function pdfCellText(kind: CellKind, value: CellValue): string {
  return kind === 'money' && typeof value === 'number' ? formatCents(value) : cellText(kind, value);
}

/** Where each column's cells go: edges in proportion to the columns' widths, numbers aligned right. */
function layout<Row>(columns: readonly TableColumn<Row>[]) {
  const share = CONTENT_WIDTH / columns.reduce((sum, c) => sum + columnWidth(c), 0);
  const widths = columns.map((c) => columnWidth(c) * share);
  const lefts: number[] = [];
  widths.reduce((x, w, i) => ((lefts[i] = x), x + w), MARGIN);
  const right = columns.map((c) => NUMERIC.has(c.kind));
  // Left edges as operands once, rather than formatting a number per cell.
  const leftOperands = lefts.map((x) => n(x + PADDING));

  /** One line of cells: a single BT..ET with a positioned string per cell, each cut to its column. */
  return (font: PdfFont, cells: readonly string[], baseline: number): string => {
    const y = n(baseline);
    let ops = `BT /${font.id} ${font.size} Tf`;
    for (let i = 0; i < cells.length && i < widths.length; i++) {
      const text = cells[i];
      if (!text) continue;
      const { literal, width } = font.fit(text, widths[i]! - 2 * PADDING);
      const x = right[i] ? n(lefts[i]! + widths[i]! - PADDING - width) : leftOperands[i];
      ops += ` 1 0 0 1 ${x} ${y} Tm (${literal}) Tj`;
    }
    return `${ops} ET`;
  };
}

/**
 * Writes the rows to `out` as a PDF table on landscape A4 pages: the title and subtitle, a header row repeated
 * on every page, an optional totals line and 'Page N of M' on each page. Cells too wide for their column end
 * in an ellipsis. Resolves once `out` has the whole file.
 */
export async function writeTablePdf<Row>(table: PdfTable<Row>): Promise<void> {
  const { columns } = table;
  const pages = new PdfPages(table.out, table.title);
  const { body, bold } = pages;
  const line = layout(columns);
  const headers = columns.map((c) => c.header);
  let y = 0; // the top of the next row

  const newPage = async () => {
    await pages.newPage();
    y = PAGE_HEIGHT - MARGIN;
    if (pages.page === 1) {
      const title = pages.font('Helvetica-Bold', 16);
      const subtitle = pages.font('Helvetica', 10);
      pages.text(title, MARGIN, y - 14, title.fit(table.title, CONTENT_WIDTH).literal);
      pages.text(subtitle, MARGIN, y - 30, subtitle.fit(table.subtitle, CONTENT_WIDTH).literal, 0.3);
      y -= 42;
    }
    pages.push(`0.92 g ${MARGIN} ${n(y - HEADER_HEIGHT)} ${n(CONTENT_WIDTH)} ${HEADER_HEIGHT} re f 0 g`);
    pages.push(line(bold, headers, y - HEADER_HEIGHT + 4.5));
    y -= HEADER_HEIGHT;
  };
  /** Starts a new page unless `height` more fits on this one. */
  const room = async (height: number) => {
    if (y - height < TABLE_BOTTOM) await newPage();
  };

  await newPage();
  let count = 0;
  for await (const row of table.rows) {
    await room(ROW_HEIGHT);
    pages.push(
      line(
        body,
        columns.map((c) => pdfCellText(c.kind, c.value(row))),
        y - ROW_HEIGHT + BASELINE_RISE,
      ),
    );
    y -= ROW_HEIGHT;
    count++;
  }
  if (count === 0) {
    pages.text(body, MARGIN + PADDING, y - ROW_HEIGHT + BASELINE_RISE, 'No data', 0.4);
    y -= ROW_HEIGHT;
  }
  const totals = typeof table.totals === 'function' ? table.totals() : table.totals;
  if (totals) {
    await room(ROW_HEIGHT + 2);
    pages.push(`0.5 w ${MARGIN} ${n(y - 1)} m ${n(MARGIN + CONTENT_WIDTH)} ${n(y - 1)} l S`);
    pages.push(line(bold, totals, y - ROW_HEIGHT - 2 + BASELINE_RISE));
  }
  await pages.finish();
}
