import { describe, expect, it } from 'vitest';
import { countBar, ratingBar, ratingValue, statRows } from './statBars';

describe('platform statistics card', () => {
  it("shows '+' above 100 properties and 50 users", () => {
    const rows = statRows({
      totalProperties: 101,
      totalUsers: 51,
      avgWorkRating: 4.6,
      avgStayRating: null,
      countries: 6,
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Properties', '100+'],
      ['Users', '50+'],
      ['Avg. work rating', '4.6 / 5'],
      ['Avg. stay rating', '—'],
      ['Countries', '6'],
    ]);
    const exact = statRows({
      totalProperties: 100,
      totalUsers: 50,
      avgWorkRating: null,
      avgStayRating: null,
      countries: 0,
    });
    expect(exact.slice(0, 2).map((r) => r.value)).toEqual(['100', '50']);
  });

  it('fills the count bars to 75% and 90% past the threshold, in proportion below it', () => {
    expect(countBar(250, 100, 75)).toBe(75);
    expect(countBar(100, 100, 75)).toBe(75);
    expect(countBar(50, 100, 75)).toBe(37.5);
    expect(countBar(0, 100, 75)).toBe(0);
    expect(countBar(80, 50, 90)).toBe(90);
    expect(countBar(25, 50, 90)).toBe(45);
  });

  it('scales ratings out of 5', () => {
    expect(ratingBar(4.5)).toBe(90);
    expect(ratingBar(null)).toBe(0);
    expect(ratingValue(4)).toBe('4.0 / 5');
  });
});
