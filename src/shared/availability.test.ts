import { describe, expect, it } from 'vitest';
import { mergeRanges } from './availability';

describe('mergeRanges', () => {
  it('sorts and merges ranges that overlap or touch, keeping gaps', () => {
    expect(
      mergeRanges([
        { checkIn: '2027-01-10', checkOut: '2027-01-12' },
        { checkIn: '2027-01-01', checkOut: '2027-01-05' },
        { checkIn: '2027-01-05', checkOut: '2027-01-06' },
        { checkIn: '2027-01-02', checkOut: '2027-01-03' },
      ]),
    ).toEqual([
      { checkIn: '2027-01-01', checkOut: '2027-01-06' },
      { checkIn: '2027-01-10', checkOut: '2027-01-12' },
    ]);
    expect(mergeRanges([])).toEqual([]);
  });
});
