import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './downloadPayouts';

describe('fileNameFromDisposition', () => {
  it('reads the quoted, the plain and the encoded file name', () => {
    expect(fileNameFromDisposition('attachment; filename="payout-history-2027-03-10.csv"')).toBe(
      'payout-history-2027-03-10.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=payout-history-2027-03-10.xlsx')).toBe(
      'payout-history-2027-03-10.xlsx',
    );
    expect(
      fileNameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''payout%20history.csv`),
    ).toBe('payout history.csv');
  });

  it('gives null without a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
