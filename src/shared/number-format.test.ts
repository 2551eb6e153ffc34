import { describe, expect, it } from 'vitest';
import { formatInteger } from './number-format';

describe('formatInteger', () => {
  it('groups digits as en-US does, for whole numbers of any size and sign', () => {
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 987_654_321_012, -1, -1000, -1_234_567]) {
      expect(formatInteger(n)).toBe(en.format(n));
    }
  });

  it('rounds a fraction to the nearest whole number first', () => {
    expect(formatInteger(1234.5)).toBe('1,235');
    expect(formatInteger(999.4)).toBe('999');
  });
});
