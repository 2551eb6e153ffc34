import { describe, expect, it } from 'vitest';
import { addDays, DATE_MAX, DATE_MIN, isDateInRange, isIsoDate } from './dates';
import { isoDate, isoMonth } from './date-field';

describe('isIsoDate', () => {
  it('knows real days of any four-digit year, the first centuries included', () => {
    for (const day of ['0001-01-01', '0099-12-31', '2028-02-29', '9999-12-31'])
      expect(isIsoDate(day)).toBe(true);
    for (const day of ['2027-02-29', '2026-13-01', '2026-00-10', '26-01-01', '2026-1-01', '+10000-01-01'])
      expect(isIsoDate(day)).toBe(false);
  });
});

describe('the date range', () => {
  it('takes DATE_MIN to DATE_MAX and nothing beyond', () => {
    expect([DATE_MIN, DATE_MAX].map(isDateInRange)).toEqual([true, true]);
    expect(
      [addDays(DATE_MIN, -1), addDays(DATE_MAX, 1), '0001-01-01', '9999-12-31'].map(isDateInRange),
    ).toEqual([false, false, false, false]);
  });

  it('keeps the day after any accepted date a yyyy-MM-dd', () => {
    expect(isIsoDate(addDays(DATE_MAX, 1))).toBe(true);
    expect(isIsoDate(addDays(DATE_MIN, -1))).toBe(true);
  });

  it('gives a far date and a far month their own message, a malformed one the format message', () => {
    const messages = (
      schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } },
      v: string,
    ) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(messages(isoDate(), '9999-12-31')).toEqual(['Pick a date between 1970 and 2199']);
    expect(messages(isoDate(), '0001-01-01')).toEqual(['Pick a date between 1970 and 2199']);
    expect(messages(isoDate(), '2026-02-30')).toEqual(['Dates must be written yyyy-MM-dd']);
    expect(messages(isoDate(), '2026-02-28')).toEqual([]);
    expect(messages(isoMonth(), '9999-12')).toEqual(['Pick a month between 1970 and 2199']);
    expect(messages(isoMonth(), '2026-13')).toEqual(['Months are written yyyy-MM']);
    expect(messages(isoMonth(), '2199-12')).toEqual([]);
  });
});
