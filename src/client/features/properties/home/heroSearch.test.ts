import { describe, expect, it } from 'vitest';
import { staySearch, workspaceSearch } from './heroSearch';

describe('hero search', () => {
  it('searches places to stay, with only the stay fields that were filled', () => {
    expect(staySearch({ where: '', dates: [null, null], guests: null })).toEqual({ type: 'stay' });
    expect(
      staySearch({ where: '  Nairobi, Kenya ', dates: ['2031-03-10', '2031-03-14'], guests: '2' }),
    ).toEqual({
      type: 'stay',
      location: 'Nairobi, Kenya',
      checkIn: '2031-03-10',
      checkOut: '2031-03-14',
      guests: 2,
    });
    expect(staySearch({ where: 'Kigali', dates: ['2031-03-10', null], guests: '9' })).toEqual({
      type: 'stay',
      location: 'Kigali',
      checkIn: '2031-03-10',
      guests: 6,
    });
  });

  it('books a workspace day as check-in that day and check-out the next', () => {
    expect(workspaceSearch({ where: '', date: null })).toEqual({ type: 'workspace' });
    expect(workspaceSearch({ where: 'Kampala', date: '2031-12-31' })).toEqual({
      type: 'workspace',
      location: 'Kampala',
      checkIn: '2031-12-31',
      checkOut: '2032-01-01',
    });
    // Across a daylight-saving change in the test's zone (America/Los_Angeles): still the next calendar day.
    expect(workspaceSearch({ where: '', date: '2031-03-09' }).checkOut).toBe('2031-03-10');
  });
});
