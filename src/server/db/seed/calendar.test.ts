import { describe, expect, it } from 'vitest';
import { addDays, platformToday } from '../../../shared/dates';
import { buildDemoCalendar } from './calendar';

const now = new Date('2031-03-10T12:00:00Z');
const today = platformToday(now);
const listings = ['a1', 'a2', 'a3', 'b1'].map((id) => ({ id, hostId: id.slice(0, 1) }));
const stays = [
  { propertyId: 'a1', checkOut: addDays(today, 4) },
  { propertyId: 'a2', checkOut: addDays(today, -2) },
];

describe('buildDemoCalendar', () => {
  const { events, blocks } = buildDemoCalendar(listings, ['a', 'b', 'nobody'], stays, now);

  it('gives each demo host four events on their own listings from today over the next weeks, one today', () => {
    for (const host of ['a', 'b']) {
      const own = events.filter((e) => e.hostId === host);
      expect(own).toHaveLength(4);
      expect(own.map((e) => e.date)).toContain(today);
      for (const e of own) {
        expect(e.propertyId.startsWith(host)).toBe(true);
        expect(e.date >= today && e.date <= addDays(today, 24)).toBe(true);
        expect(e.title.length).toBeGreaterThanOrEqual(3);
      }
    }
    expect(events.filter((e) => e.hostId === 'nobody')).toEqual([]);
  });

  it('blocks only listings with no stay to come, in the future', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const b of blocks) {
      expect(b.propertyId).not.toBe('a1');
      expect(b.startDate > today).toBe(true);
      expect(b.endDate > b.startDate).toBe(true);
    }
  });

  it('is the same every time', () => {
    expect(buildDemoCalendar(listings, ['a', 'b', 'nobody'], stays, now)).toEqual({ events, blocks });
  });
});
