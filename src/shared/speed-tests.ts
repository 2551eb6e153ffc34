import { z } from 'zod';
import { median, percentile } from './stays';
import { wallTime } from './timezones';

// Speed tests a guest runs at the desk during a stay: the browser moves bytes to and from the app's own server,
// which records what it measured itself (its bytes over its time, its round trips); the listing shows those.

const MB = 1024 * 1024;

/** Parallel streams the browser opens in each direction, and how long each direction runs. */
export const SPEED_TEST_STREAMS = 4;
export const SPEED_TEST_PHASE_MS = 4_000;
export const SPEED_TEST_PINGS = 10;

/** Bounds of the byte endpoints: one request, and one test in all. */
export const DOWNLOAD_REQUEST_MAX_BYTES = 25 * MB;
export const UPLOAD_REQUEST_MAX_BYTES = 8 * MB;
export const TEST_DOWNLOAD_MAX_BYTES = 250 * MB;
export const TEST_UPLOAD_MAX_BYTES = 120 * MB;
/**
 * The least one request moves, unless less is left of the test's total: a request's own overhead (its round
 * trip, the server's checks) is part of its time, so a test of tiny requests would time mostly overhead.
 */
export const SPEED_REQUEST_MIN_BYTES = 64 * 1024;
/**
 * Requests a test may make each way (the server keeps each one's time). The browser makes at most 10
 * downloads (25 MB blocks of a 250 MB total) and, on each of its 4 streams, about one upload per 400 ms for
 * 4 s: some 50 at most. Four times that leaves room for slow starts and retries.
 */
export const SPEED_TEST_MAX_REQUESTS = 200;

/** A test is run (its byte endpoints open) and finished within this long of its start. */
export const SPEED_TEST_MAX_AGE_MS = 2 * 60_000;
/** Tests a booking may start per hour. */
export const SPEED_TESTS_PER_HOUR = 3;

/** What the browser's figures (its claims, shown live and compared, never recorded as measured) may say. */
export const SPEED_MBPS_MIN = 0.1;
export const SPEED_MBPS_MAX = 1000;
export const LATENCY_MS_MIN = 1;
export const LATENCY_MS_MAX = 5000;

/**
 * What the server must have seen in each direction for a test to be a measurement (recorded 'complete'): at
 * least SERVER_MIN_BYTES moved, over a busy time between SPEED_MIN_WINDOW_MS and SPEED_MAX_WINDOW_MS. The
 * busy time is the union of the direction's requests, each from its start to its end on the server: streams
 * side by side count once, and time between requests, when nothing moves, not at all. A shorter busy time is
 * enough once the bytes are far beyond what socket buffers hold (SPEED_SHORT_WINDOW_BYTES: a line that moves
 * that much in under a second is fast). The speed is the bytes over the busy time, counted as at least
 * SPEED_MIN_WINDOW_MS, at most SPEED_MBPS_MAX. Anything less is recorded 'incomplete': no figures, never a
 * failure.
 */
export const SERVER_MIN_BYTES = 32 * 1024;
export const SPEED_MIN_WINDOW_MS = SPEED_TEST_PHASE_MS / 4;
export const SPEED_MAX_WINDOW_MS = 3 * SPEED_TEST_PHASE_MS;
export const SPEED_SHORT_WINDOW_BYTES = 16 * MB;
/**
 * Latency is the server's: each ping names the one before it (a token only its answer carried), so the time
 * from one answer to the next ping cannot be shorter than the round trip. The median of at least
 * SPEED_MIN_PING_SAMPLES such times; a test keeps at most SPEED_MAX_PING_SAMPLES.
 */
export const SPEED_MIN_PING_SAMPLES = 3;
export const SPEED_MAX_PING_SAMPLES = 2 * SPEED_TEST_PINGS;
/**
 * A browser figure further than this factor from the server's (either way; latency also beyond the slack)
 * flags the test: kept for review, not counted on the listing nor towards the workday guarantee.
 */
export const SPEED_CLAIM_TOLERANCE = 2;
export const LATENCY_CLAIM_SLACK_MS = 25;

/** One request's time on the server, in epoch milliseconds: from its start to its end. */
export type BusySpan = [fromMs: number, toMs: number];

export const speedTestStatuses = ['running', 'complete', 'incomplete'] as const;
export type SpeedTestStatus = (typeof speedTestStatuses)[number];

export const SPEED_PATH = '/api/speed-test';

/** Why a test is flagged: the guest's result and the admin's dispute say it in the same words. */
const FLAGGED_REASON = 'the browser’s figures differ from what the server measured';

export const SPEED_TEXTS = {
  notFound: 'Speed test not found',
  over: 'This speed test is over. Start a new one.',
  tooMany: `You can run ${SPEED_TESTS_PER_HOUR} speed tests an hour. Try again later.`,
  downloadRange: `Download must be between ${SPEED_MBPS_MIN} and ${SPEED_MBPS_MAX} Mbps`,
  uploadRange: `Upload must be between ${SPEED_MBPS_MIN} and ${SPEED_MBPS_MAX} Mbps`,
  latencyRange: `Latency must be between ${LATENCY_MS_MIN} and ${LATENCY_MS_MAX} ms`,
  incomplete:
    'Too little data reached the server to measure your connection, so this test is kept as incomplete and does not count. Run it again.',
  flagged: `This result is kept for review and does not count on the listing: ${FLAGGED_REASON}.`,
  flaggedReason: FLAGGED_REASON,
  pingOutOfTurn: 'Send one ping at a time.',
  testFull: 'This speed test has moved all the data it may.',
  requestsUsed: `This speed test has made all the ${SPEED_TEST_MAX_REQUESTS} requests it may each way.`,
  tooLarge: `One upload can be at most ${UPLOAD_REQUEST_MAX_BYTES / MB} MB`,
  tooSmall: `One upload must be at least ${SPEED_REQUEST_MIN_BYTES / 1024} KB`,
  lengthRequired: 'Send the upload with its length',
  downloadSize: `Ask for between ${SPEED_REQUEST_MIN_BYTES / 1024} KB and ${DOWNLOAD_REQUEST_MAX_BYTES / MB} MB`,
  uploadType: 'Send the upload as application/octet-stream',
  signIn: 'You need to be signed in to do that.',
  none: 'No guest has measured the internet here yet.',
} as const;

export const startSpeedTestInput = z.object({ bookingId: z.uuid('Booking not found') });
export const speedTestIdInput = z.object({ testId: z.uuid(SPEED_TEXTS.notFound) });

const mbps = (message: string) =>
  z.number(message).min(SPEED_MBPS_MIN, message).max(SPEED_MBPS_MAX, message).optional();

/** The browser's own figures are optional claims: the server records what it measured itself. */
export const finishSpeedTestInput = z.object({
  testId: z.uuid(SPEED_TEXTS.notFound),
  downloadMbps: mbps(SPEED_TEXTS.downloadRange),
  uploadMbps: mbps(SPEED_TEXTS.uploadRange),
  latencyMs: z
    .number(SPEED_TEXTS.latencyRange)
    .min(LATENCY_MS_MIN, SPEED_TEXTS.latencyRange)
    .max(LATENCY_MS_MAX, SPEED_TEXTS.latencyRange)
    .optional(),
});
export type FinishSpeedTestInput = z.infer<typeof finishSpeedTestInput>;

/** The query of the ping endpoint: the token the previous ping's answer carried (none on the first). */
export const pingQuery = z.object({ after: z.uuid().optional().catch(undefined) });

/** The ping endpoint's answer: the token the next ping names. */
export interface PingAnswer {
  token: string;
}

/**
 * The query of the download endpoint: how many bytes to send (the most one request may have by default). The
 * least, SPEED_REQUEST_MIN_BYTES unless less is left, is checked against the test's total as it is reserved.
 */
export const downloadQuery = z.object({
  bytes: z.coerce.number().int().min(1).max(DOWNLOAD_REQUEST_MAX_BYTES).default(DOWNLOAD_REQUEST_MAX_BYTES),
});

export interface SpeedTestStarted {
  testId: string;
  /** Tests left this hour after this one. */
  remaining: number;
}

export interface SpeedTestResult {
  id: string;
  status: Exclude<SpeedTestStatus, 'running'>;
  /** The server's figures: null on an incomplete test (latency also when too few pings came in turn). */
  downloadMbps: number | null;
  uploadMbps: number | null;
  latencyMs: number | null;
  /** The browser's figures disagreed with the server's beyond SPEED_CLAIM_TOLERANCE. */
  flagged: boolean;
  /** ISO instant. */
  recordedAt: string;
  /** The listing's clock when it ran: 'HH:mm'. */
  localTime: string;
}

/** A complete, unflagged test, as the statistics read it. */
export interface RecordedSpeed {
  downloadKbps: number;
  uploadKbps: number;
  /** Null when the server had too few pings in turn. */
  latencyMs: number | null;
  /** Listing-local minutes after midnight. */
  localMinutes: number;
  /** Epoch milliseconds. */
  recordedAt: number;
}

export const timesOfDay = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  morning: 'Morning (6–12)',
  afternoon: 'Afternoon (12–18)',
  evening: 'Evening (18–24)',
  night: 'Night (0–6)',
};

export function timeOfDay(localMinutes: number): TimeOfDay {
  const hour = Math.floor((((localMinutes % 1440) + 1440) % 1440) / 60);
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export interface SpeedFigures {
  count: number;
  /** Medians; null without tests. Speeds in Mbps (one decimal), latency in ms. */
  downloadMbps: number | null;
  uploadMbps: number | null;
  latencyMs: number | null;
  /** The worst 10 %: the 10th percentile of speeds, the 90th of latency. */
  worstDownloadMbps: number | null;
  worstUploadMbps: number | null;
  worstLatencyMs: number | null;
}

export interface SpeedStats extends SpeedFigures {
  /** The listing-local date of the latest test (yyyy-MM-dd), null without tests. */
  latestDate: string | null;
  byTimeOfDay: Record<TimeOfDay, SpeedFigures>;
}

const toMbps = (kbps: number | null) => (kbps === null ? null : kbpsToMbps(kbps));
const whole = (ms: number | null) => (ms === null ? null : Math.round(ms));

function figures(tests: readonly RecordedSpeed[]): SpeedFigures {
  const down = tests.map((t) => t.downloadKbps);
  const up = tests.map((t) => t.uploadKbps);
  const ping = tests.flatMap((t) => (t.latencyMs === null ? [] : [t.latencyMs]));
  return {
    count: tests.length,
    downloadMbps: toMbps(median(down)),
    uploadMbps: toMbps(median(up)),
    latencyMs: whole(median(ping)),
    worstDownloadMbps: toMbps(percentile(down, 0.1)),
    worstUploadMbps: toMbps(percentile(up, 0.1)),
    worstLatencyMs: whole(percentile(ping, 0.9)),
  };
}

/** The 'Verified by guests' figures of a listing's tests, overall and by its local time of day. */
export function speedStats(tests: readonly RecordedSpeed[], zone: string): SpeedStats {
  const latest = tests.reduce<number | null>(
    (max, t) => (max === null || t.recordedAt > max ? t.recordedAt : max),
    null,
  );
  const byTimeOfDay = Object.fromEntries(
    timesOfDay.map((slot) => [slot, figures(tests.filter((t) => timeOfDay(t.localMinutes) === slot))]),
  ) as Record<TimeOfDay, SpeedFigures>;
  return {
    ...figures(tests),
    latestDate: latest === null ? null : wallTime(zone, latest).date,
    byTimeOfDay,
  };
}

/** '41 Mbps', '4.5 Mbps' (one decimal under 10), '—' for none. */
export function formatMbps(mbps: number | null): string {
  if (mbps === null) return '—';
  return mbps < 10 ? `${Math.round(mbps * 10) / 10} Mbps` : `${Math.round(mbps)} Mbps`;
}

/** 'Host says 100 Mbps · guests measured 41 Mbps', or the host's word alone before any test. */
export function declaredVersusMeasured(declaredMbps: number, measuredMbps: number | null): string {
  const host = `Host says ${formatMbps(declaredMbps)}`;
  return measuredMbps === null ? host : `${host} · guests measured ${formatMbps(measuredMbps)}`;
}

/** A card's line: '41 Mbps verified'. */
export function verifiedCardText(mbps: number): string {
  return `${formatMbps(mbps)} verified`;
}

/** Kilobits per second as Mbps with one decimal (cards and search). */
export function kbpsToMbps(kbps: number): number {
  return Math.round(kbps / 100) / 10;
}
