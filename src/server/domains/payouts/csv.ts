import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { PAYOUT_EXPORT_COLUMNS } from '../../../shared/payouts';
import { csvRecord } from './export-format';
import type { PayoutRow } from './view';

/** Records quoted per chunk: big enough to be quick, small enough to keep memory flat. */
const CHUNK = 500;

/**
 * The rows as a CSV stream (header first, even for no rows). csv-stringify quotes each chunk of records; the
 * Readable pulls rows only as fast as the response drains, so memory stays flat however many rows there are.
 */
export function payoutCsv(rows: AsyncIterable<PayoutRow>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([[...PAYOUT_EXPORT_COLUMNS]]);
      let records: string[][] = [];
      for await (const row of rows) {
        records.push(csvRecord(row));
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
