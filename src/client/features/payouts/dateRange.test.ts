import { describe, expect, it } from 'vitest';
import { orderedRange, pickRangeDay, rangeText } from './dateRange';

describe('pickRangeDay', () => {
  it('sets the start first, then the end', () => {
    const first = pickRangeDay([null, null], '2027-03-05');
    expect(first).toEqual(['2027-03-05', null]);
    expect(pickRangeDay(first, '2027-03-09')).toEqual(['2027-03-05', '2027-03-09']);
  });

  it('swaps an end earlier than the start', () => {
    expect(pickRangeDay(['2027-03-05', null], '2027-03-01')).toEqual(['2027-03-01', '2027-03-05']);
  });

  it('starts over after a full range', () => {
    expect(pickRangeDay(['2027-03-01', '2027-03-05'], '2027-04-01')).toEqual(['2027-04-01', null]);
  });
});

describe('orderedRange and rangeText', () => {
  it('orders a reversed range', () => {
    expect(orderedRange(['2027-03-05', '2027-03-01'])).toEqual(['2027-03-01', '2027-03-05']);
    expect(orderedRange(['2027-03-05', null])).toEqual(['2027-03-05', null]);
  });

  it('describes the range', () => {
    expect(rangeText(undefined, undefined, 'Pick dates')).toBe('Pick dates');
    expect(rangeText('2027-03-01', undefined, '')).toBe('From Mar 1, 2027');
    expect(rangeText('2027-03-01', '2027-03-10', '')).toBe('Mar 1 – Mar 10, 2027');
    expect(rangeText('2026-12-30', '2027-01-02', '')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });
});
