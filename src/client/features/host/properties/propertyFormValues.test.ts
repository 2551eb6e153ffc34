import { describe, expect, it } from 'vitest';
import { emptyPropertyForm } from '../../../../shared/host';
import { splitRules, toFormValues, toInput } from './propertyFormValues';

describe('form values', () => {
  it('turns non-numeric rates into 0 and empty counts into null', () => {
    const values = {
      ...toFormValues(emptyPropertyForm),
      hourlyRateCents: '',
      nightlyRateCents: 'x',
      beds: '',
    };
    const input = toInput(values);
    expect(input.hourlyRateCents).toBe(0);
    expect(input.nightlyRateCents).toBe(0);
    expect(input.beds).toBeNull();
  });

  it('drops the nightly rate and stay details of a Workspace Only listing', () => {
    const values = {
      ...toFormValues(emptyPropertyForm),
      propertyType: 'work_only' as const,
      nightlyRateCents: 4000,
      stayAmenities: ['Washer' as const],
      bedrooms: 2,
      kitchen: true,
    };
    expect(toInput(values)).toMatchObject({
      nightlyRateCents: null,
      stayAmenities: [],
      bedrooms: null,
      kitchen: false,
    });
  });

  it('reads one house rule per line, skipping blank lines', () => {
    expect(splitRules(' No smoking \n\nQuiet after 22:00\n')).toEqual(['No smoking', 'Quiet after 22:00']);
    expect(toFormValues({ ...emptyPropertyForm, houseRules: ['A', 'B'] }).houseRules).toBe('A\nB');
  });
});
