/**
 * tsx tests/bench/report-writers.ts — the table writers (src/server/files/tables) at report scale: BENCH_ROWS
 * (default 100,000) booking-like rows, made in memory (no database: this measures the writers alone), written
 * as CSV, XLSX and PDF into a sink that counts bytes and keeps nothing. Prints per format the time, the output
 * size, the page count (PDF) and the process's peak RSS / heap increase over its level before the write,
 * sampled every 50 ms. A report must finish in under 10 s with its query; the writers get about 6 s of that.
 * Prints PASS/FAIL; never fails the process. BENCH_FORMATS=csv,xlsx,pdf picks formats; BENCH_PDF_OUT=path keeps
 * the PDF to look at.
 */
import { createWriteStream } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { TableColumn } from '../../src/server/files/tables/columns';
import { tableCsv } from '../../src/server/files/tables/csv';
import { writeTablePdf } from '../../src/server/files/tables/pdf';
import { writeTableXlsx } from '../../src/server/files/tables/xlsx';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv,xlsx,pdf').split(',');
const TARGET_MS = 6000;

interface Row {
  id: string;
  property: string;
  guest: string;
  checkIn: string;
  checkOut: string;
  status: string;
  nights: number;
  totalCents: number;
  createdAt: Date;
}

const columns: TableColumn<Row>[] = [
  { header: 'Booking ID', kind: 'text', width: 38, value: (r) => r.id },
  { header: 'Property', kind: 'text', width: 30, value: (r) => r.property },
  { header: 'Guest', kind: 'text', width: 22, value: (r) => r.guest },
  { header: 'Check-in', kind: 'day', value: (r) => r.checkIn },
  { header: 'Check-out', kind: 'day', value: (r) => r.checkOut },
  { header: 'Status', kind: 'text', width: 12, value: (r) => r.status },
  { header: 'Nights', kind: 'integer', width: 8, value: (r) => r.nights },
  { header: 'Total', kind: 'money', value: (r) => r.totalCents },
  { header: 'Created', kind: 'date', value: (r) => r.createdAt },
];

const PLACES = ['Sunny Loft', 'Cedar Cabin by the lake with a long name', 'Ocean Studio', 'Garden Flat'];
const NAMES = ['Amina Mwangi', 'Paul Otieno', 'Grace Kamau', 'Wanjiru Njeri-Achieng'];

async function* rows(): AsyncGenerator<Row> {
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < ROWS; i++) {
    // A turn of the event loop per page, as a reader of 2,000-row database pages gives.
    if (i % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const day = new Date(base + (i % 365) * 86_400_000).toISOString().slice(0, 10);
    yield {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      property: `${PLACES[i % 4]} ${i % 200}`,
      guest: NAMES[i % 4]!,
      checkIn: day,
      checkOut: day,
      status: i % 7 ? 'confirmed' : 'cancelled',
      nights: 1 + (i % 9),
      totalCents: 10_000 + (i % 40_000) * 3,
      createdAt: new Date(base + i * 60_000),
    };
  }
}

/** A sink that counts what it is given and keeps nothing. */
function counter(): Writable & { bytes: number } {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      sink.bytes += chunk.length;
      done();
    },
  }) as Writable & { bytes: number };
  sink.bytes = 0;
  return sink;
}

async function measure(format: string, write: (out: Writable) => Promise<void>) {
  if (!FORMATS.includes(format)) return;
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const sink = counter();
  const t0 = performance.now();
  await write(sink);
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const mb = (x: number) => (x / 1024 / 1024).toFixed(1);
  console.log(
    `${format.padEnd(5)} ${ROWS} rows: ${(ms / 1000).toFixed(2)} s, ${mb(sink.bytes)} MB, ` +
      `peak RSS +${mb(peakRss - before.rss)} MB, heap +${mb(peakHeap - before.heapUsed)} MB ` +
      `${ms < TARGET_MS ? 'PASS' : 'FAIL'} (< ${TARGET_MS / 1000} s)`,
  );
}

await measure('csv', (out) => pipeline(tableCsv(columns, rows()), out));
await measure('xlsx', async (out) => {
  // As the job will: the workbook into a PassThrough piped to the destination.
  const pass = new PassThrough();
  const done = pipeline(pass, out);
  await writeTableXlsx(columns, rows(), pass, 'Bookings');
  await done;
});
await measure('pdf', async (out) => {
  const keep = process.env.BENCH_PDF_OUT;
  const target = keep ? createWriteStream(keep) : out;
  let total = 0;
  await writeTablePdf({
    title: 'Bookings report',
    subtitle: 'Period: 2026-01-01 to 2026-12-31 (East Africa Time)',
    columns,
    rows: (async function* () {
      for await (const r of rows()) {
        total += r.totalCents;
        yield r;
      }
    })(),
    totals: () => ['Total', '', '', '', '', '', '', `$${(total / 100).toFixed(2)}`, ''],
    out: target,
  });
});
