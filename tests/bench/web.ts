/**
 * npm run bench:web — how fast the first pages load on a phone.
 * Builds the app, starts it on a fresh embedded database with the demo data, and runs Lighthouse (the npm
 * package, its mobile preset: simulated slow 4G and a slowed CPU) in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium) on /, /marketplace and a property page, BENCH_RUNS (3) times each. Prints the medians of
 * the four category scores and of FCP, LCP, TBT and CLS, the bytes each page transferred, and the first
 * download's JS (the entry chunk and its static imports) and CSS, raw, gzip and brotli.
 * Targets (issue 17): Performance ≥ 95 and Accessibility 100 on all three; LCP ≤ 2.5 s; CLS ≤ 0.1;
 * TBT ≤ 200 ms; initial JS ≤ 150 kB brotli.
 * BENCH_PAGES picks some of the pages by name ("/,/marketplace"); BENCH_LHR_DIR keeps each run's full report.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3977);
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
const LHR_DIR = process.env.BENCH_LHR_DIR;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function waitUp(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** The first download's JS (the entry and what it imports statically, as index.html lists) and CSS. */
function firstDownload() {
  const dir = 'dist/client';
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)];
  const sizes = (ext: string) =>
    files
      .filter((m) => m[2] === ext)
      .map((m) => readFileSync(join(dir, m[1]!)))
      .reduce(
        (sum, body) => ({
          files: sum.files + 1,
          raw: sum.raw + body.length,
          gzip: sum.gzip + gzipSync(body, { level: 9 }).length,
          brotli: sum.brotli + brotliCompressSync(body).length,
        }),
        { files: 0, raw: 0, gzip: 0, brotli: 0 },
      );
  return { js: sizes('js'), css: sizes('css') };
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

/** Runs that Lighthouse itself could not record (a runtime error such as NO_NAVSTART) are run again. */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<Run> {
  let result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  for (let attempt = 1; attempt < ATTEMPTS && result?.lhr.runtimeError; attempt++) {
    console.warn(`Lighthouse could not record ${url} (${result.lhr.runtimeError.code}); running it again`);
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}`);
  if (LHR_DIR) {
    mkdirSync(LHR_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
    writeFileSync(join(LHR_DIR, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
const dataDir = mkdtempSync(join(tmpdir(), 'kazistay-bench-web-'));
const server = spawn('node', ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  await waitUp(`${BASE}/healthz`);
  const found = (await (await fetch(`${BASE}/trpc/properties.search?input=%7B%7D`)).json()) as {
    result: { data: { items: { id: string }[] } };
  };
  const pages = {
    '/': '/',
    '/marketplace': '/marketplace',
    '/property/{id}': `/property/${found.result.data.items[0]!.id}`,
  };
  // One visit first, so the server's own first-request work is not in the figures.
  for (const path of Object.values(pages)) await fetch(`${BASE}${path}`);

  const rows: Record<string, Record<string, string | number>> = {};
  for (const [name, path] of Object.entries(pages)) {
    if (ONLY && !ONLY.includes(name)) continue;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${path}`, chrome.port));
    const m = (key: keyof Run) => median(runs.map((r) => r[key]));
    rows[name] = {
      Performance: m('performance'),
      Accessibility: m('accessibility'),
      'Best Practices': m('bestPractices'),
      SEO: m('seo'),
      FCP: `${(m('fcp') / 1000).toFixed(1)} s`,
      LCP: `${(m('lcp') / 1000).toFixed(1)} s`,
      TBT: `${Math.round(m('tbt'))} ms`,
      CLS: m('cls').toFixed(3),
      transferred: kb(m('bytes')),
    };
  }
  console.log(`\nLighthouse ${RUNS} runs each, mobile preset, medians:`);
  console.table(rows);
  const first = firstDownload();
  console.log('First download (entry JS and its static imports; CSS):');
  console.table({
    JS: {
      files: first.js.files,
      raw: kb(first.js.raw),
      gzip: kb(first.js.gzip),
      brotli: kb(first.js.brotli),
    },
    CSS: {
      files: first.css.files,
      raw: kb(first.css.raw),
      gzip: kb(first.css.gzip),
      brotli: kb(first.css.brotli),
    },
  });
  const worst = Object.values(rows);
  const performance = Math.min(...worst.map((r) => Number(r.Performance)));
  const accessibility = Math.min(...worst.map((r) => Number(r.Accessibility)));
  console.log(
    `Performance ${performance} (target ≥ 95), Accessibility ${accessibility} (target 100), initial JS ${kb(first.js.brotli)} brotli (target ≤ 150 kB)`,
  );
} finally {
  chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
