import { describe, expect, it } from 'vitest';
import {
  declaredVersusMeasured,
  finishSpeedTestInput,
  formatMbps,
  speedStats,
  SPEED_TEXTS,
  timeOfDay,
  type RecordedSpeed,
} from './speed-tests';

const ZONE = 'Africa/Nairobi';
const at = (iso: string) => Date.parse(iso);
/** A test at the listing's hh:00 with the given Mbps down and up and ms of latency. */
const test = (
  hour: number,
  down: number,
  up: number,
  ms: number,
  when = '2026-03-02T09:00:00Z',
): RecordedSpeed => ({
  downloadKbps: down * 1000,
  uploadKbps: up * 1000,
  latencyMs: ms,
  localMinutes: hour * 60,
  recordedAt: at(when),
});

describe('speed test statistics', () => {
  it('gives medians and the worst 10 % (10th percentile of speeds, 90th of latency)', () => {
    // Ten tests: 10, 20, ... 100 Mbps down; latencies 10 ... 100 ms.
    const tests = Array.from({ length: 10 }, (_, i) => test(9, (i + 1) * 10, (i + 1) * 2, (i + 1) * 10));
    const stats = speedStats(tests, ZONE);
    expect(stats).toMatchObject({
      count: 10,
      downloadMbps: 55,
      uploadMbps: 11,
      latencyMs: 55,
      worstDownloadMbps: 10,
      worstUploadMbps: 2,
      worstLatencyMs: 90,
    });
  });

  it('rounds speeds to a tenth of a megabit and takes the middle of an odd count', () => {
    const stats = speedStats(
      [
        { ...test(9, 0, 0, 31), downloadKbps: 4_449, uploadKbps: 1_234 },
        { ...test(9, 0, 0, 12), downloadKbps: 41_260, uploadKbps: 9_950 },
        { ...test(9, 0, 0, 250), downloadKbps: 87_000, uploadKbps: 20_000 },
      ],
      ZONE,
    );
    expect([stats.downloadMbps, stats.uploadMbps, stats.latencyMs]).toEqual([41.3, 10, 31]);
    expect([stats.worstDownloadMbps, stats.worstUploadMbps, stats.worstLatencyMs]).toEqual([4.4, 1.2, 250]);
  });

  it('splits by the listing’s time of day and dates the latest test in its zone', () => {
    const stats = speedStats(
      [
        test(7, 50, 10, 20, '2026-03-01T04:00:00Z'),
        test(11, 30, 10, 20),
        test(13, 20, 5, 40),
        test(23, 10, 2, 80, '2026-03-03T21:30:00Z'),
      ],
      ZONE,
    );
    expect(stats.byTimeOfDay.morning).toMatchObject({ count: 2, downloadMbps: 40 });
    expect(stats.byTimeOfDay.afternoon).toMatchObject({ count: 1, downloadMbps: 20, latencyMs: 40 });
    expect(stats.byTimeOfDay.evening).toMatchObject({ count: 1, downloadMbps: 10, worstLatencyMs: 80 });
    expect(stats.byTimeOfDay.night).toEqual({
      count: 0,
      downloadMbps: null,
      uploadMbps: null,
      latencyMs: null,
      worstDownloadMbps: null,
      worstUploadMbps: null,
      worstLatencyMs: null,
    });
    // 21:30 UTC is 00:30 the next day in Nairobi.
    expect(stats.latestDate).toBe('2026-03-04');
  });

  it('leaves tests without a latency out of the latency figures only', () => {
    const stats = speedStats([test(9, 10, 2, 40), { ...test(9, 30, 6, 0), latencyMs: null }], ZONE);
    expect([stats.count, stats.downloadMbps, stats.latencyMs, stats.worstLatencyMs]).toEqual([2, 20, 40, 40]);
  });

  it('says nothing without tests', () => {
    expect(speedStats([], ZONE)).toMatchObject({ count: 0, downloadMbps: null, latestDate: null });
  });

  it('puts the hours in their slots', () => {
    expect([0, 359, 360, 719, 720, 1079, 1080, 1439].map(timeOfDay)).toEqual([
      'night',
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

describe('speed texts', () => {
  it('sets the host’s word beside what guests measured', () => {
    expect(declaredVersusMeasured(100, 41)).toBe('Host says 100 Mbps · guests measured 41 Mbps');
    expect(declaredVersusMeasured(100, 4.46)).toBe('Host says 100 Mbps · guests measured 4.5 Mbps');
    expect(declaredVersusMeasured(20, null)).toBe('Host says 20 Mbps');
    expect(formatMbps(null)).toBe('—');
  });

  it('takes the browser’s figures as optional claims, refusing them out of range', () => {
    const testId = '6f1c2a8e-0000-4000-8000-000000000001';
    expect(finishSpeedTestInput.safeParse({ testId }).success).toBe(true);
    const base = { testId, downloadMbps: 40, uploadMbps: 10, latencyMs: 30 };
    const message = (fields: object) =>
      finishSpeedTestInput.safeParse({ ...base, ...fields }).error?.issues[0]?.message;
    expect(message({})).toBeUndefined();
    expect(message({ downloadMbps: 0.05 })).toBe(SPEED_TEXTS.downloadRange);
    expect(message({ uploadMbps: 1001 })).toBe(SPEED_TEXTS.uploadRange);
    expect(message({ latencyMs: 0.5 })).toBe(SPEED_TEXTS.latencyRange);
    expect(message({ latencyMs: 6000 })).toBe(SPEED_TEXTS.latencyRange);
  });
});
