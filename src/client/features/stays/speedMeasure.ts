import {
  DOWNLOAD_REQUEST_MAX_BYTES,
  SPEED_PATH,
  SPEED_REQUEST_MIN_BYTES,
  SPEED_TEST_MAX_REQUESTS,
  SPEED_TEST_PHASE_MS,
  SPEED_TEST_PINGS,
  SPEED_TEST_STREAMS,
  TEST_DOWNLOAD_MAX_BYTES,
  TEST_UPLOAD_MAX_BYTES,
  UPLOAD_REQUEST_MAX_BYTES,
  type PingAnswer,
} from '../../../shared/speed-tests';
import { median } from '../../../shared/stays';

// The browser's half of a speed test, against the app's own byte endpoints (like the known browser tests:
// parallel streams for a few seconds each way, bytes counted as they arrive). The server measures the same
// transfers itself and records its own figures; the browser's are shown live and sent along to compare.

/** What a direction moved: bytes the browser counted and the speed it makes over the time taken. */
export interface Moved {
  bytes: number;
  mbps: number;
}

/** A refusal from a byte endpoint, with the server's words. */
export class SpeedTestError extends Error {}

const LIVE_EVERY_MS = 200;
const UPLOAD_FIRST_BYTES = 256 * 1024;
/** Each upload aims to take this long, so the last one cut off loses little. */
const UPLOAD_AIM_MS = 400;

const url = (testId: string, what: string) => `${SPEED_PATH}/${testId}/${what}`;
const mbpsOf = (bytes: number, ms: number) => (ms > 0 ? (bytes * 8) / (ms * 1000) : 0);

async function refusal(res: Response): Promise<SpeedTestError> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    return new SpeedTestError(body.error?.message ?? `The server answered ${res.status}`);
  } catch {
    return new SpeedTestError(`The server answered ${res.status}`);
  }
}

/**
 * The median of SPEED_TEST_PINGS round trips (one more first, to open the connection), in ms. Each ping names
 * the token of the answer before it, so the server times the same round trips.
 */
export async function measureLatency(testId: string, signal: AbortSignal): Promise<number> {
  const times: number[] = [];
  let after: string | null = null;
  for (let i = 0; i <= SPEED_TEST_PINGS; i++) {
    const began = performance.now();
    const query: string = after ? `?after=${encodeURIComponent(after)}` : '';
    const res = await fetch(`${url(testId, 'ping')}${query}`, { cache: 'no-store', signal });
    if (!res.ok) throw await refusal(res);
    after = ((await res.json()) as PingAnswer).token;
    if (i > 0) times.push(performance.now() - began);
  }
  return Math.max(1, Math.round(median(times) ?? 1));
}

/**
 * Runs `work` on SPEED_TEST_STREAMS streams until the phase's time is up (or they have moved all a test may),
 * calling `tick` for the live figure meanwhile. `work` asks `another()` before each request, so the streams
 * together stay within the requests a test may make each way.
 */
async function phase(
  signal: AbortSignal,
  tick: () => void,
  work: (stop: AbortSignal, another: () => boolean) => Promise<void>,
) {
  let requests = 0;
  const another = () => requests++ < SPEED_TEST_MAX_REQUESTS;
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, SPEED_TEST_PHASE_MS);
  const live = setInterval(tick, LIVE_EVERY_MS);
  try {
    const streams = Array.from({ length: SPEED_TEST_STREAMS }, () =>
      work(stop.signal, another).catch((err: unknown) => {
        // Cut off at the phase's end: expected. Anything else ends the test.
        if (!stop.signal.aborted) throw err;
      }),
    );
    await Promise.all(streams);
  } finally {
    clearTimeout(timer);
    clearInterval(live);
    signal.removeEventListener('abort', abort);
    stop.abort();
  }
  if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
}

/** Download: each stream asks for blocks of random bytes and counts them as they arrive. */
export async function measureDownload(
  testId: string,
  signal: AbortSignal,
  onLive: (mbps: number) => void,
): Promise<Moved> {
  let budget = TEST_DOWNLOAD_MAX_BYTES;
  let bytes = 0;
  const began = performance.now();
  let last = began;
  await phase(
    signal,
    () => onLive(mbpsOf(bytes, performance.now() - began)),
    async (stop, another) => {
      while (!stop.aborted && budget > 0 && another()) {
        const size = Math.min(DOWNLOAD_REQUEST_MAX_BYTES, budget);
        budget -= size;
        const res = await fetch(`${url(testId, 'download')}?bytes=${size}`, {
          cache: 'no-store',
          signal: stop,
        });
        if (!res.ok || !res.body) throw await refusal(res);
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          bytes += value.byteLength;
          last = performance.now();
        }
      }
    },
  );
  return { bytes, mbps: mbpsOf(bytes, last - began) };
}

let uploadData: Blob | null = null;
/** Random bytes to send (they do not compress on the way), made once. */
function randomBlob(): Blob {
  if (!uploadData) {
    const data = new Uint8Array(UPLOAD_REQUEST_MAX_BYTES);
    // getRandomValues fills at most 64 KB a call.
    for (let i = 0; i < data.length; i += 65_536) crypto.getRandomValues(data.subarray(i, i + 65_536));
    uploadData = new Blob([data], { type: 'application/octet-stream' });
  }
  return uploadData;
}

/** One POST of `body`; `onProgress` gets the bytes sent as they go. Resolves when the server has them all. */
function post(
  target: string,
  body: Blob,
  stop: AbortSignal,
  onProgress: (sent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    stop.addEventListener('abort', abort);
    const done = (err?: Error) => {
      stop.removeEventListener('abort', abort);
      if (err) reject(err);
      else resolve();
    };
    xhr.open('POST', target);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return done();
      let message = `The server answered ${xhr.status}`;
      try {
        message = (JSON.parse(xhr.responseText) as { error: { message: string } }).error.message;
      } catch {
        // Not the server's JSON: the status says it.
      }
      done(new SpeedTestError(message));
    };
    xhr.onerror = () => done(new SpeedTestError('The upload failed'));
    xhr.onabort = () => done(new DOMException('Cut off', 'AbortError'));
    xhr.send(body);
  });
}

/**
 * Upload: each stream posts blocks of random bytes, sized to take about UPLOAD_AIM_MS. The live figure counts
 * bytes as they leave; the result only what the server confirmed, so it never claims more than arrived.
 */
export async function measureUpload(
  testId: string,
  signal: AbortSignal,
  onLive: (mbps: number) => void,
): Promise<Moved> {
  const data = randomBlob();
  let budget = TEST_UPLOAD_MAX_BYTES;
  let leaving = 0;
  let confirmed = 0;
  const began = performance.now();
  let lastConfirmed = began;
  await phase(
    signal,
    () => onLive(mbpsOf(leaving, performance.now() - began)),
    async (stop, another) => {
      let size = UPLOAD_FIRST_BYTES;
      while (!stop.aborted && budget >= size && another()) {
        budget -= size;
        const sent = performance.now();
        let progress = 0;
        await post(url(testId, 'upload'), data.slice(0, size), stop, (loaded) => {
          leaving += loaded - progress;
          progress = loaded;
        });
        confirmed += size;
        lastConfirmed = performance.now();
        const took = Math.max(1, lastConfirmed - sent);
        size = Math.round(
          Math.min(
            UPLOAD_REQUEST_MAX_BYTES,
            Math.max(SPEED_REQUEST_MIN_BYTES, (size * UPLOAD_AIM_MS) / took),
          ),
        );
      }
    },
  );
  return { bytes: confirmed, mbps: mbpsOf(confirmed, lastConfirmed - began) };
}
