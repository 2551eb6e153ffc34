import { PassThrough, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setImmediate } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { REPORT_CONTENT_TYPES, REPORT_TYPE_LABELS, type ReportFormat } from '../../../../shared/reports';
import type { Db } from '../../../db/client';
import { adminReports } from '../../../db/schema';
import { tableCsv } from '../../../files/tables/csv';
import { writeTablePdf } from '../../../files/tables/pdf';
import { writeTableXlsx } from '../../../files/tables/xlsx';
import type { FileStorage } from '../../../files/storage';
import { withEvents } from '../../../realtime/events';
import { markFailed, reportById } from './service';
import { periodLabel, reportSource, type ReportSource } from './sources';

/** Where a report's file is kept: private (no public URL), read only by the admins' download route. */
export const reportKey = (id: string, format: ReportFormat) => `private/reports/${id}.${format}`;

/** How many rows a report writes before letting the event loop serve other requests. */
const ROWS_BETWEEN_BREAKS = 250;

/** Writes the source in the format to `out`, counting the rows as they stream. */
async function write<Row>(
  source: ReportSource<Row>,
  format: ReportFormat,
  text: { title: string; subtitle: string; sheet: string },
  out: Writable,
  count: () => void,
): Promise<void> {
  const rows = (async function* () {
    let sinceBreak = 0;
    for await (const row of source.rows) {
      count();
      yield row;
      // A page's rows are in memory, and passing them on takes only microtasks: without a break now and then
      // the writer would hold the event loop for the whole page while other users' requests wait.
      if (++sinceBreak === ROWS_BETWEEN_BREAKS) {
        sinceBreak = 0;
        await setImmediate();
      }
    }
  })();
  if (format === 'csv') {
    await new Promise<void>((resolve, reject) => {
      const csv = tableCsv(source.columns, rows);
      csv.on('error', reject);
      out.on('finish', resolve);
      csv.pipe(out);
    });
  } else if (format === 'xlsx') {
    await writeTableXlsx(source.columns, rows, out, text.sheet);
  } else {
    await writeTablePdf({ ...text, columns: source.columns, rows, totals: () => source.totals(), out });
  }
}

/**
 * One attempt at a report: reads its rows a page at a time, writes the file, stores it privately and marks
 * the report completed (only while it is still processing: a second run of the same report, after a restart,
 * changes nothing once one has finished). A thrown error fails the attempt; the job runner retries it, and the
 * last attempt marks the report failed with the error.
 */
export async function runReport(
  db: Db,
  storage: FileStorage,
  reportId: string,
  lastAttempt: boolean,
): Promise<'completed' | 'skipped' | 'failed'> {
  const report = await reportById(db, reportId);
  if (!report || report.status !== 'processing') return 'skipped';
  try {
    const range = { from: report.fromDay, to: report.toDay };
    const source = reportSource(db, report.type, range);
    const out = new PassThrough();
    const bytes = buffer(out);
    let rows = 0;
    const text = {
      title: report.title,
      subtitle: periodLabel(range),
      sheet: REPORT_TYPE_LABELS[report.type],
    };
    await write(source, report.format, text, out, () => rows++);
    if (!out.writableEnded) out.end();
    const data = await bytes;
    const key = reportKey(report.id, report.format);
    await storage.putPrivate(key, data, REPORT_CONTENT_TYPES[report.format]);
    const done = await withEvents(db, async (tx, emit) => {
      const [row] = await tx
        .update(adminReports)
        .set({ status: 'completed', fileKey: key, sizeBytes: data.length, rows, completedAt: new Date() })
        .where(and(eq(adminReports.id, report.id), eq(adminReports.status, 'processing')))
        .returning({ id: adminReports.id });
      if (row) {
        await emit('admin', {
          type: 'report.updated',
          reportId: report.id,
          status: 'completed',
          title: report.title,
          error: null,
        });
      }
      return Boolean(row);
    });
    return done ? 'completed' : 'skipped';
  } catch (err) {
    if (!lastAttempt) throw err;
    const message = err instanceof Error && err.message ? err.message : 'The report could not be generated.';
    await markFailed(db, report.id, message.slice(0, 500));
    return 'failed';
  }
}
