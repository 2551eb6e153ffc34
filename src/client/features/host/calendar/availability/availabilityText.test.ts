import { describe, expect, it } from 'vitest';
import { blockNightsText, updatedText } from './availabilityText';

describe('availability texts', () => {
  it('shows a block as its first and last night', () => {
    expect(blockNightsText('2027-03-12', '2027-03-15')).toBe('Mar 12, 2027 – Mar 14, 2027 (3 nights)');
    expect(blockNightsText('2027-03-12', '2027-03-13')).toBe('Mar 12, 2027 (1 night)');
  });

  it('says what changed and what imports still close', () => {
    expect(updatedText('2027-03-12', '2027-03-14', 'blocked', 0)).toBe(
      'Mar 12, 2027 – Mar 14, 2027: blocked.',
    );
    expect(updatedText('2027-03-12', '2027-03-12', 'available', 2)).toBe(
      'Mar 12, 2027: available. 2 nights stay closed by an imported calendar.',
    );
  });
});
