import { describe, expect, it } from 'vitest';
import { freeSlots, moveItem, removeAt } from './photoList';

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
