import {
  LATENCY_CLAIM_SLACK_MS,
  LATENCY_MS_MIN,
  SERVER_MIN_BYTES,
  SPEED_CLAIM_TOLERANCE,
  SPEED_MAX_WINDOW_MS,
  SPEED_MBPS_MAX,
  SPEED_MIN_PING_SAMPLES,
  SPEED_MIN_WINDOW_MS,
  SPEED_SHORT_WINDOW_BYTES,
  type BusySpan,
  type FinishSpeedTestInput,
} from '../../../shared/speed-tests';
import { median } from '../../../shared/stays';
import type { speedTests } from '../../db/schema';

// What a speed test records: the server's own observation, judged by the rules of shared/speed-tests.ts. The
// browser's figures are claims, compared with it and never recorded as measured.

type Row = typeof speedTests.$inferSelect;

/** What the server saw in one direction: the bytes moved and the time of each request. */
export interface Seen {
  bytes: number;
  spans: readonly BusySpan[];
}

/** The time covered by at least one of the spans, in ms: overlapping spans count once, gaps not at all. */
export function busyMs(spans: readonly BusySpan[]): number {
  const sorted = spans.filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

/** The direction's speed in kbps, or null when what the server saw is no measurement of the line. */
export function measuredKbps({ bytes, spans }: Seen): number | null {
  if (spans.length === 0 || bytes < SERVER_MIN_BYTES) return null;
  const ms = busyMs(spans);
  if (ms > SPEED_MAX_WINDOW_MS) return null;
  if (ms < SPEED_MIN_WINDOW_MS && bytes < SPEED_SHORT_WINDOW_BYTES) return null;
  return Math.min(SPEED_MBPS_MAX * 1000, Math.round((bytes * 8) / Math.max(ms, SPEED_MIN_WINDOW_MS)));
}

/** The median of the pings' round trips, or null with too few of them. */
export function measuredLatency(samples: readonly number[]): number | null {
  if (samples.length < SPEED_MIN_PING_SAMPLES) return null;
  return Math.max(LATENCY_MS_MIN, Math.round(median(samples) ?? 0));
}

/** A claim beyond SPEED_CLAIM_TOLERANCE of the server's figure, either way (and beyond the slack). */
export function disagrees(claimed: number | null, measured: number | null, slack = 0): boolean {
  if (claimed === null || measured === null) return false;
  return (
    claimed > measured * SPEED_CLAIM_TOLERANCE + slack || claimed < measured / SPEED_CLAIM_TOLERANCE - slack
  );
}

export interface Judged {
  status: 'complete' | 'incomplete';
  downloadKbps: number | null;
  uploadKbps: number | null;
  latencyMs: number | null;
  claimedDownloadKbps: number | null;
  claimedUploadKbps: number | null;
  claimedLatencyMs: number | null;
  flagged: boolean;
}

const kbps = (mbps: number | undefined) => (mbps === undefined ? null : Math.round(mbps * 1000));

/**
 * A test's figures from what the server saw: complete when both directions are measurements (then latency
 * too, if enough pings came in turn), incomplete otherwise with no figures at all. The browser's claims are
 * kept; on a complete test, one that disagrees with the server's flags it.
 */
export function judgeSpeedTest(test: Row, claims: Omit<FinishSpeedTestInput, 'testId'>): Judged {
  const claimed = {
    claimedDownloadKbps: kbps(claims.downloadMbps),
    claimedUploadKbps: kbps(claims.uploadMbps),
    claimedLatencyMs: claims.latencyMs === undefined ? null : Math.round(claims.latencyMs),
  };
  const down = measuredKbps({ bytes: test.serverDownloadBytes, spans: test.serverDownloadSpans });
  const up = measuredKbps({ bytes: test.serverUploadBytes, spans: test.serverUploadSpans });
  if (down === null || up === null) {
    return {
      status: 'incomplete',
      downloadKbps: null,
      uploadKbps: null,
      latencyMs: null,
      flagged: false,
      ...claimed,
    };
  }
  const latencyMs = measuredLatency(test.pingSamples);
  const flagged =
    disagrees(claimed.claimedDownloadKbps, down) ||
    disagrees(claimed.claimedUploadKbps, up) ||
    disagrees(claimed.claimedLatencyMs, latencyMs, LATENCY_CLAIM_SLACK_MS);
  return { status: 'complete', downloadKbps: down, uploadKbps: up, latencyMs, flagged, ...claimed };
}
