import { describe, expect, it } from 'vitest';
import { freeSlots, moveItem, removeAt } from './photoList';
import { splitRules, toFormValues, toInput } from './propertyFormValues';
import { emptyPropertyForm } from '../../../../shared/host';

describe('photo list', () => {
  const photos = ['a', 'b', 'c'];

  it('moves a photo earlier or later; moving one to the front makes it the cover', () => {
    expect(moveItem(photos, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(photos, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(photos, 1, 0)[0]).toBe('b');
  });

  it('keeps the list as it is for moves past either end', () => {
    expect(moveItem(photos, 0, -1)).toEqual(photos);
    expect(moveItem(photos, 2, 3)).toEqual(photos);
    expect(moveItem(photos, 5, 0)).toEqual(photos);
  });

  it('removes one photo; removing the cover makes the next one the cover', () => {
    expect(removeAt(photos, 0)).toEqual(['b', 'c']);
    expect(removeAt(photos, 1)).toEqual(['a', 'c']);
    expect(photos).toEqual(['a', 'b', 'c']);
  });

  it('counts uploads still running against the maximum', () => {
    expect(freeSlots(10, 3, 2)).toBe(5);
    expect(freeSlots(10, 9, 2)).toBe(0);
  });
});

describe('form values', () => {
  it('turns non-numeric rates into 0 and empty counts into null', () => {
    const values = { ...toFormValues(emptyPropertyForm), hourlyRate: '', nightlyRate: 'x', beds: '' };
    const input = toInput(values);
    expect(input.hourlyRate).toBe(0);
    expect(input.nightlyRate).toBe(0);
    expect(input.beds).toBeNull();
  });

  it('drops the nightly rate and stay details of a Workspace Only listing', () => {
    const values = {
      ...toFormValues(emptyPropertyForm),
      propertyType: 'work_only' as const,
      nightlyRate: 40,
      stayAmenities: ['Washer' as const],
      bedrooms: 2,
      kitchen: true,
    };
    expect(toInput(values)).toMatchObject({
      nightlyRate: null,
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
