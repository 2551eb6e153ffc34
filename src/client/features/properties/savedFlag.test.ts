import { describe, expect, it } from 'vitest';
import { withSavedFlag } from './savedFlag';

const card = (id: string, saved = false) => ({ id, title: `Place ${id}`, saved });

describe('withSavedFlag', () => {
  it('flips the property in a list and keeps the others as they were', () => {
    const list = [card('a'), card('b')];
    const next = withSavedFlag(list, 'b', true) as typeof list;
    expect(next.map((p) => p.saved)).toEqual([false, true]);
    expect(next[0]).toBe(list[0]);
    expect(list[1]!.saved).toBe(false);
  });

  it('reaches cards inside infinite pages and saved rows', () => {
    const infinite = {
      pages: [{ items: [card('a')], nextCursor: 'x' }, { items: [card('b')] }],
      pageParams: [null],
    };
    const next = withSavedFlag(infinite, 'b', true) as typeof infinite;
    expect(next.pages[1]!.items[0]!.saved).toBe(true);
    expect(next.pages[0]).toBe(infinite.pages[0]);

    const rows = [{ id: 'row-1', createdAt: '2025-01-01', property: card('a', true) }];
    const unsaved = withSavedFlag(rows, 'a', false) as typeof rows;
    expect(unsaved[0]!.property.saved).toBe(false);
    expect(unsaved[0]!.id).toBe('row-1');
  });

  it('returns the same data when the property is absent or already in that state', () => {
    const list = [card('a', true)];
    expect(withSavedFlag(list, 'z', true)).toBe(list);
    expect(withSavedFlag(list, 'a', true)).toBe(list);
    expect(withSavedFlag(undefined, 'a', true)).toBeUndefined();
    const stats = { totalProperties: 3 };
    expect(withSavedFlag(stats, 'a', true)).toBe(stats);
  });
});
