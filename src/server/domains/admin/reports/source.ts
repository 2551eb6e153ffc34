import type { TableColumn } from '../../../files/tables/columns';
import { formatInteger } from '../../../../shared/number-format';

/**
 * One report's table: its columns, its rows (read from the database a page at a time as they are iterated)
 * and its totals line, summed while the rows stream: call totals() once the rows have been read.
 */
export interface ReportSource<Row> {
  columns: TableColumn<Row>[];
  rows: AsyncIterable<Row>;
  totals(): string[] | null;
}

/** The rows, unchanged, calling `count` on each as it passes (totals without a second pass). */
export async function* counted<Row>(
  rows: AsyncIterable<Row>,
  count: (row: Row) => void,
): AsyncGenerator<Row> {
  for await (const row of rows) {
    count(row);
    yield row;
  }
}

/** '1 user', '2,500 users'. */
export function countLabel(count: number, noun: string): string {
  return `${formatInteger(count)} ${noun}${count === 1 ? '' : 's'}`;
}

/** A totals line: the first cell, then the given cells at their column indexes, blank elsewhere. */
export function totalsLine(width: number, cells: Record<number, string>): string[] {
  return Array.from({ length: width }, (_, i) => cells[i] ?? '');
}
