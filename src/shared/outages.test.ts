import { describe, expect, it } from 'vitest';
import { claimText, outageFormInput, outageLine, outageSummaryText, summarizeOutages } from './outages';
import { median, percentile } from './stays';

const minutes = (m: number) => m * 60_000;

describe('outage summary', () => {
  it('counts by kind and takes the median length of the ones that are over', () => {
    const summary = summarizeOutages([
      { kind: 'power', startedAt: 0, endedAt: minutes(30), hostConfirmed: true },
      { kind: 'internet', startedAt: 0, endedAt: minutes(150), hostConfirmed: false },
      { kind: 'power', startedAt: 0, endedAt: null, hostConfirmed: false },
    ]);
    expect(summary).toEqual({ count: 3, power: 2, internet: 1, ongoing: 1, medianMinutes: 90, confirmed: 1 });
    expect(outageSummaryText(summary)).toBe(
      '3 outages reported in the last 90 days · median 1 h 30 min · 1 going on now',
    );
    expect(outageSummaryText(summarizeOutages([]))).toBe('No outages reported in the last 90 days');
  });
});

describe('median and percentile', () => {
  it('median of odd and even counts, none is null', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it('nearest-rank percentile: the worst 10 % of speeds and of latencies', () => {
    const speeds = [50, 10, 40, 20, 30, 60, 70, 80, 90, 100];
    expect(percentile(speeds, 0.1)).toBe(10);
    expect(percentile(speeds, 0.9)).toBe(90);
    expect(percentile([7], 0.1)).toBe(7);
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('the report form', () => {
  const base = { kind: 'power', startDate: '2026-11-20', startTime: '10:00', note: '' } as const;
  it('an ongoing outage needs no end; a finished one needs an end after its start', () => {
    expect(outageFormInput.safeParse({ ...base, ongoing: true, endDate: null, endTime: null }).success).toBe(
      true,
    );
    const missing = outageFormInput.safeParse({ ...base, ongoing: false, endDate: null, endTime: null });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      'Pick the day it ended',
      'Enter the time it ended',
    ]);
    const before = outageFormInput.safeParse({
      ...base,
      ongoing: false,
      endDate: '2026-11-20',
      endTime: '09:59',
    });
    expect(before.error?.issues[0]?.message).toBe('The end must be after the start');
    const nextDay = outageFormInput.safeParse({
      ...base,
      ongoing: false,
      endDate: '2026-11-21',
      endTime: '01:00',
    });
    expect(nextDay.success).toBe(true);
  });
});

describe('outage lines in the listing’s clock', () => {
  const zone = 'Africa/Kigali';
  it('same-day, overnight and ongoing', () => {
    const base = { kind: 'internet', timeZone: zone } as const;
    expect(outageLine({ ...base, startedAt: '2026-11-20T08:00:00Z', endedAt: '2026-11-20T09:30:00Z' })).toBe(
      'Internet outage · Nov 20, 2026, 10:00 – 11:30 (1 h 30 min)',
    );
    expect(outageLine({ ...base, startedAt: '2026-11-20T21:00:00Z', endedAt: '2026-11-20T22:15:00Z' })).toBe(
      'Internet outage · Nov 20, 2026, 23:00 – Nov 21, 2026, 00:15 (1 h 15 min)',
    );
    expect(outageLine({ ...base, kind: 'power', startedAt: '2026-11-20T08:00:00Z', endedAt: null })).toBe(
      'Power outage · since Nov 20, 2026, 10:00, going on',
    );
  });
});

describe('the guarantee’s decision on a day', () => {
  it('a credit says what was refunded; a disputed day where it went', () => {
    expect(claimText({ day: '2026-11-24', status: 'credited', amountCents: 8000 })).toBe(
      'Workday guarantee: $80 refunded for Nov 24, 2026',
    );
    expect(claimText({ day: '2026-11-24', status: 'disputed', amountCents: 0 })).toBe(
      'Workday guarantee: Nov 24, 2026 went to KaziStay’s team as a reported problem',
    );
  });
});
