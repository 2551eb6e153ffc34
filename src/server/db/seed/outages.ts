import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { addDays, daysBetween } from '../../../shared/dates';
import { OUTAGE_WINDOW_DAYS } from '../../../shared/outages';
import { listingTimeZone, zonedInstant } from '../../../shared/timezones';
import type { Db } from '../client';
import { bookings, outageReports, properties } from '../schema';
import { createRandom } from './random';

const ANSWERS = [
  'Sorry about that: the grid went down across the estate. The inverter kicked in after a few minutes.',
  'The fibre provider had a fault on the street; they fixed it the same afternoon.',
  'Thanks for telling me. I have asked the utility to check the meter and bought a bigger UPS.',
  'Our generator was being serviced that day; it is back and tested now.',
];
const NOTES = [
  'Lights and Wi-Fi went out during a call.',
  'Router lost its connection; mobile data only.',
  'Power cut in the whole building.',
  '',
];

/**
 * Outages guests reported on finished demo stays of the last 90 days (about one stay in five), most answered
 * by the host, so listing pages show a record beside the declared backup. Its own random stream: the rest of
 * the demo data is unchanged.
 */
export async function seedDemoOutages(db: Db, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const stays = await db
    .select({
      bookingId: bookings.id,
      propertyId: bookings.propertyId,
      userId: bookings.userId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      country: properties.country,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.checkIn, addDays(today, -OUTAGE_WINDOW_DAYS + 5)),
        lt(bookings.checkOut, today),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
  const random = createRandom(19);
  const rows: (typeof outageReports.$inferInsert)[] = [];
  for (const stay of stays) {
    if (!random.chance(0.2)) continue;
    const zone = listingTimeZone(stay.country);
    const day = addDays(
      stay.checkIn,
      random.int(0, Math.max(0, daysBetween(stay.checkIn, stay.checkOut) - 1)),
    );
    const startedAt = zonedInstant(day, random.int(8 * 60, 20 * 60), zone);
    const endedAt = startedAt + random.int(15, 240) * 60_000;
    const answered = random.chance(0.75);
    const note = random.pick(NOTES);
    rows.push({
      bookingId: stay.bookingId,
      propertyId: stay.propertyId,
      userId: stay.userId,
      kind: random.chance(0.55) ? 'power' : 'internet',
      startedAt: new Date(startedAt),
      endedAt: new Date(endedAt),
      note: note || null,
      hostAnswer: answered ? random.pick(ANSWERS) : null,
      hostConfirmed: answered && random.chance(0.7),
      answeredAt: answered ? new Date(endedAt + random.int(10, 180) * 60_000) : null,
      createdAt: new Date(startedAt + 5 * 60_000),
    });
  }
  if (rows.length > 0) await db.insert(outageReports).values(rows);
  return rows.length;
}
