import { describe, expect, it } from 'vitest';
import { rewriteBlocks, type HostBlock } from './ranges';

const block = (id: string, start: string, end: string, status: HostBlock['status']): HostBlock => ({
  id,
  start,
  end,
  status,
});

describe('rewriteBlocks', () => {
  it('splits a block of another status around the range', () => {
    const a = block('a', '2027-01-01', '2027-01-10', 'blocked');
    expect(rewriteBlocks([a], '2027-01-04', '2027-01-06', 'available')).toEqual({
      remove: ['a'],
      insert: [
        { start: '2027-01-01', end: '2027-01-04', status: 'blocked' },
        { start: '2027-01-06', end: '2027-01-10', status: 'blocked' },
      ],
    });
    expect(rewriteBlocks([a], '2027-01-04', '2027-01-06', 'unavailable').insert).toContainEqual({
      start: '2027-01-04',
      end: '2027-01-06',
      status: 'unavailable',
    });
  });

  it('trims or deletes blocks the range covers, and leaves merely touching ones of another status', () => {
    const left = block('l', '2026-12-28', '2027-01-02', 'unavailable');
    const inside = block('i', '2027-01-03', '2027-01-04', 'unavailable');
    const touching = block('t', '2027-01-05', '2027-01-07', 'unavailable');
    expect(rewriteBlocks([left, inside, touching], '2027-01-01', '2027-01-05', 'available')).toEqual({
      remove: ['l', 'i'],
      insert: [{ start: '2026-12-28', end: '2027-01-01', status: 'unavailable' }],
    });
  });

  it('merges same-status blocks that overlap or touch the range into one', () => {
    const before = block('b', '2027-01-01', '2027-01-03', 'blocked');
    const after = block('a', '2027-01-05', '2027-01-09', 'blocked');
    expect(rewriteBlocks([before, after], '2027-01-03', '2027-01-06', 'blocked')).toEqual({
      remove: ['b', 'a'],
      insert: [{ start: '2027-01-01', end: '2027-01-09', status: 'blocked' }],
    });
  });
});
