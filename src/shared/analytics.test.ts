import { describe, expect, it } from 'vitest';
import { formatMonth, formatRate, lastMonths, nextMonthStart } from './analytics';

describe('analytics months', () => {
  it('gives the 12 months ending with today’s, across a year boundary', () => {
    expect(lastMonths('2027-02-28')).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('finds the next month’s first day, December and February included', () => {
    expect(nextMonthStart('2026-12')).toBe('2027-01-01');
    expect(nextMonthStart('2028-02')).toBe('2028-03-01');
    expect(nextMonthStart('2027-01')).toBe('2027-02-01');
  });

  it('formats months and rates', () => {
    expect(formatMonth('2027-03')).toBe('Mar 2027');
    expect(formatRate(0.8234)).toBe('82.3%');
    expect(formatRate(0)).toBe('0%');
  });
});
