import { addDays, platformToday } from '../../../shared/dates';
import type { EventType } from '../../../shared/calendar';
import type { availabilityBlocks, hostEvents } from '../schema';
import { createRandom } from './random';

interface SeedListing {
  id: string;
  hostId: string;
}

interface SeedStay {
  propertyId: string;
  checkOut: string;
}

const eventIdeas: { title: string; type: EventType; time: string; notes: string | null }[] = [
  {
    title: 'Deep clean after checkout',
    type: 'service',
    time: '10:00',
    notes: 'Linen change and balcony sweep',
  },
  {
    title: 'Router firmware update',
    type: 'maintenance',
    time: '14:00',
    notes: 'Check the backup 4G router too',
  },
  { title: 'Restock coffee and snacks', type: 'reminder', time: '09:00', notes: null },
  { title: 'Meet the new cleaner', type: 'meeting', time: '16:30', notes: 'Walk through the checklist' },
  { title: 'Generator service', type: 'maintenance', time: '11:00', notes: 'Technician has the gate code' },
  {
    title: 'Photo shoot for the listing',
    type: 'service',
    time: '08:30',
    notes: 'Morning light on the desk',
  },
];

/**
 * A living calendar for each demo host: a few events over the next weeks (one today) and two host blocks on
 * listings with no stay to come, so blocks and bookings never share a night. Same seed, same choices.
 */
export function buildDemoCalendar(
  listings: SeedListing[],
  hostIds: string[],
  stays: SeedStay[],
  now = new Date(),
  seed = 1313,
) {
  const random = createRandom(seed);
  const today = platformToday(now);
  const busy = new Set(stays.filter((s) => s.checkOut > today).map((s) => s.propertyId));
  const events: (typeof hostEvents.$inferInsert)[] = [];
  const blocks: (typeof availabilityBlocks.$inferInsert)[] = [];
  for (const hostId of hostIds) {
    const own = listings.filter((l) => l.hostId === hostId);
    if (own.length === 0) continue;
    const ideas = random.sample(eventIdeas, 4);
    const offsets = [0, random.int(2, 6), random.int(8, 13), random.int(15, 24)];
    ideas.forEach((idea, i) => {
      events.push({
        hostId,
        propertyId: random.pick(own).id,
        ...idea,
        date: addDays(today, offsets[i] ?? 0),
      });
    });
    const free = own.filter((l) => !busy.has(l.id));
    const [first, second] = random.sample(free, 2);
    if (first) {
      const start = addDays(today, random.int(5, 9));
      blocks.push({
        propertyId: first.id,
        startDate: start,
        endDate: addDays(start, 3),
        status: 'blocked',
      });
    }
    const later = second ?? first;
    if (later) {
      const start = addDays(today, random.int(16, 20));
      blocks.push({
        propertyId: later.id,
        startDate: start,
        endDate: addDays(start, 2),
        status: 'unavailable',
      });
    }
  }
  return { events, blocks };
}
