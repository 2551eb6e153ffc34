import { describe, expect, it } from 'vitest';
import {
  SERVER_MIN_BYTES,
  SPEED_MAX_WINDOW_MS,
  SPEED_MIN_WINDOW_MS,
  SPEED_SHORT_WINDOW_BYTES,
} from '../../../shared/speed-tests';
import type { speedTests } from '../../db/schema';
import { disagrees, judgeSpeedTest, measuredKbps, measuredLatency } from './speed-measure';

const MB = 1024 * 1024;
const at = Date.parse('2026-03-02T09:00:00Z');
/** `bytes` moved over `ms` from `at`. */
const seen = (bytes: number, ms: number) => ({ bytes, from: new Date(at), to: new Date(at + ms) });

describe('the server’s speed in one direction', () => {
  it('is its bytes over its window, in kbps', () => {
    // 5 MB over 4 s: 10.5 Mbps.
    expect(measuredKbps(seen(5 * MB, 4000))).toBe(10_486);
    expect(measuredKbps(seen(SERVER_MIN_BYTES, SPEED_MAX_WINDOW_MS))).toBe(22);
  });

  it('is no measurement with too few bytes, no window, or a window far longer than a test runs', () => {
    expect(measuredKbps(seen(SERVER_MIN_BYTES - 1, 4000))).toBeNull();
    expect(measuredKbps({ bytes: 5 * MB, from: null, to: null })).toBeNull();
    expect(measuredKbps(seen(5 * MB, SPEED_MAX_WINDOW_MS + 1))).toBeNull();
  });

  it('needs a window of SPEED_MIN_WINDOW_MS unless the bytes are beyond what buffers hold', () => {
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
      serverDownloadFrom: new Date(at),
      serverDownloadTo: new Date(at + 4000),
      serverUploadBytes: 2 * MB,
      serverUploadFrom: new Date(at + 5000),
      serverUploadTo: new Date(at + 9000),
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
