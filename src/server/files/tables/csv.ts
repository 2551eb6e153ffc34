import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { cellText, type TableColumn } from './columns';

/** Records quoted per chunk: big enough to be quick, small enough to keep memory flat. */
const CHUNK = 500;

/**
 * The rows as a CSV stream (header first, even for no rows). csv-stringify quotes each chunk of records; the
 * Readable pulls rows only as fast as the reader drains, so memory stays flat however many rows there are.
 */
export function tableCsv<Row>(columns: readonly TableColumn<Row>[], rows: AsyncIterable<Row>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([columns.map((c) => c.header)]);
      let records: string[][] = [];
      for await (const row of rows) {
        records.push(columns.map((c) => cellText(c.kind, c.value(row))));
        if (records.length === CHUNK) {
          yield stringify(records);
          records = [];
        }
      }
      if (records.length) yield stringify(records);
    })(),
    { objectMode: false },
  );
}
