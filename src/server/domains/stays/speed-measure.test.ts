import { describe, expect, it } from 'vitest';
import {
  SERVER_MIN_BYTES,
  SPEED_MAX_WINDOW_MS,
  SPEED_MIN_WINDOW_MS,
  SPEED_SHORT_WINDOW_BYTES,
} from '../../../shared/speed-tests';
import type { speedTests } from '../../db/schema';
import { busyMs, disagrees, judgeSpeedTest, measuredKbps, measuredLatency } from './speed-measure';

const MB = 1024 * 1024;
const at = Date.parse('2026-03-02T09:00:00Z');
/** `bytes` moved in one request busy for `ms` from `at`. */
const seen = (bytes: number, ms: number) => ({ bytes, spans: [[at, at + ms] as [number, number]] });

describe('a direction’s busy time', () => {
  it('is the time covered by at least one request: side by side once, gaps not at all', () => {
    expect(busyMs([])).toBe(0);
    expect(busyMs([[at, at + 1000]])).toBe(1000);
    // Four streams side by side, staggered a little.
    expect(
      busyMs([
        [at, at + 4000],
        [at + 10, at + 4010],
        [at + 20, at + 3990],
        [at + 5, at + 4020],
      ]),
    ).toBe(4020);
    // Two requests with idle time between them, in any order.
    expect(
      busyMs([
        [at + 1100, at + 1101],
        [at, at + 2],
      ]),
    ).toBe(3);
    // Chained, nested and overlapping.
    expect(
      busyMs([
        [at, at + 100],
        [at + 100, at + 200],
        [at + 50, at + 60],
        [at + 150, at + 300],
        [at + 1000, at + 1000],
      ]),
    ).toBe(300);
  });
});

describe('the server’s speed in one direction', () => {
  it('is its bytes over its busy time, in kbps', () => {
    // 5 MB over 4 s: 10.5 Mbps.
    expect(measuredKbps(seen(5 * MB, 4000))).toBe(10_486);
    expect(measuredKbps(seen(SERVER_MIN_BYTES, SPEED_MAX_WINDOW_MS))).toBe(22);
  });

  it('is no measurement with too few bytes, no requests, or busy far longer than a test runs', () => {
    expect(measuredKbps(seen(SERVER_MIN_BYTES - 1, 4000))).toBeNull();
    expect(measuredKbps({ bytes: 5 * MB, spans: [] })).toBeNull();
    expect(measuredKbps(seen(5 * MB, SPEED_MAX_WINDOW_MS + 1))).toBeNull();
  });

  it('does not count idle time between requests: a small request, a pause, another is no measurement', () => {
    const spans: [number, number][] = [
      [at, at + 2],
      [at + 1100, at + 1103],
    ];
    expect(measuredKbps({ bytes: 40_001, spans })).toBeNull();
    // Busy side by side for 4 s in all, with a pause between: 5 MB over those 4 s.
    const streams: [number, number][] = [
      [at, at + 2000],
      [at + 100, at + 2000],
      [at + 9000, at + 11_000],
    ];
    expect(measuredKbps({ bytes: 5 * MB, spans: streams })).toBe(10_486);
  });

  it('needs SPEED_MIN_WINDOW_MS of busy time unless the bytes are beyond what buffers hold', () => {
    expect(measuredKbps(seen(SPEED_SHORT_WINDOW_BYTES - 1, SPEED_MIN_WINDOW_MS - 1))).toBeNull();
    // 16 MB in 0.2 s counts as over a second: 134 Mbps, not 671.
    expect(measuredKbps(seen(SPEED_SHORT_WINDOW_BYTES, 200))).toBe(134_218);
  });

  it('is at most SPEED_MBPS_MAX', () => {
    expect(measuredKbps(seen(250 * MB, 1500))).toBe(1_000_000);
  });
});

describe('the server’s latency', () => {
  it('is the median of the round trips, with enough of them', () => {
    expect(measuredLatency([30, 31])).toBeNull();
    expect(measuredLatency([40, 30, 31, 300, 29])).toBe(31);
    expect(measuredLatency([0, 0, 1])).toBe(1);
  });
});

describe('a claim against the server’s figure', () => {
  it('disagrees beyond the tolerance either way, and beyond the slack', () => {
    expect(disagrees(20_000, 10_000)).toBe(false);
    expect(disagrees(20_001, 10_000)).toBe(true);
    expect(disagrees(5_000, 10_000)).toBe(false);
    expect(disagrees(4_999, 10_000)).toBe(true);
    expect(disagrees(30, 4, 25)).toBe(false);
    expect(disagrees(34, 4, 25)).toBe(true);
    expect(disagrees(null, 10_000)).toBe(false);
    expect(disagrees(100, null)).toBe(false);
  });
});

describe('a test’s record', () => {
  const row = (fields: Partial<typeof speedTests.$inferSelect>) =>
    ({
      serverDownloadBytes: 5 * MB,
      serverDownloadSpans: [[at, at + 4000]],
      serverUploadBytes: 2 * MB,
      serverUploadSpans: [
        [at + 5000, at + 7000],
        [at + 6000, at + 9000],
      ],
      pingSamples: [30, 32, 31],
      ...fields,
    }) as typeof speedTests.$inferSelect;

  it('is the server’s figures; the browser’s are claims, flagged when they disagree', () => {
    expect(judgeSpeedTest(row({}), { downloadMbps: 10, uploadMbps: 4, latencyMs: 35 })).toEqual({
      status: 'complete',
      downloadKbps: 10_486,
      uploadKbps: 4_194,
      latencyMs: 31,
      claimedDownloadKbps: 10_000,
      claimedUploadKbps: 4_000,
      claimedLatencyMs: 35,
      flagged: false,
    });
    expect(judgeSpeedTest(row({}), { downloadMbps: 0.1 })).toMatchObject({
      downloadKbps: 10_486,
      flagged: true,
    });
    expect(judgeSpeedTest(row({}), { latencyMs: 5000 })).toMatchObject({ latencyMs: 31, flagged: true });
    expect(judgeSpeedTest(row({ pingSamples: [] }), { latencyMs: 5000 })).toMatchObject({
      status: 'complete',
      latencyMs: null,
      flagged: false,
    });
  });

  it('is incomplete, without figures, when either direction is no measurement', () => {
    expect(judgeSpeedTest(row({ serverUploadBytes: 1000 }), { downloadMbps: 0.1, uploadMbps: 0.1 })).toEqual({
      status: 'incomplete',
      downloadKbps: null,
      uploadKbps: null,
      latencyMs: null,
      claimedDownloadKbps: 100,
      claimedUploadKbps: 100,
      claimedLatencyMs: null,
      flagged: false,
    });
  });
});
