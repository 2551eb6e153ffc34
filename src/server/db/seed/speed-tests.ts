import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '../../../shared/dates';
import { SPEED_TEST_PHASE_MS } from '../../../shared/speed-tests';
import { listingTimeZone, zonedInstant } from '../../../shared/timezones';
import { countedSpeedTest } from '../../domains/stays/speed-tests';
import type { Db } from '../client';
import { bookings, properties, speedTests } from '../schema';
import { createRandom } from './random';

/** Demo tests reach back this far. */
const DAYS_BACK = 180;

/**
 * Speed tests guests ran on finished demo stays of the last half year (about one stay in three, one to three
 * tests each): somewhat under what the host declares, slower in the evening, so listing pages and cards show
 * 'Verified by guests'. Its own random stream: the rest of the demo data is unchanged.
 */
export async function seedDemoSpeedTests(db: Db, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const stays = await db
    .select({
      bookingId: bookings.id,
      propertyId: bookings.propertyId,
      userId: bookings.userId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      country: properties.country,
      declared: properties.internetSpeed,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.checkIn, addDays(today, -DAYS_BACK)),
        lt(bookings.checkOut, today),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
  const random = createRandom(1919);
  const rows: (typeof speedTests.$inferInsert)[] = [];
  for (const stay of stays) {
    if (!random.chance(0.35)) continue;
    const zone = listingTimeZone(stay.country);
    const declared = stay.declared ?? 50;
    for (let n = random.int(1, 3); n > 0; n--) {
      const nights = Math.max(0, daysBetween(stay.checkIn, stay.checkOut) - 1);
      const day = addDays(stay.checkIn, random.int(0, nights));
      const minutes = random.int(7 * 60, 23 * 60);
      const at = zonedInstant(day, minutes, zone);
      const evening = minutes >= 18 * 60 ? 0.7 : 1;
      const downloadKbps = Math.max(500, Math.round(declared * 1000 * random.decimal(0.35, 0.95) * evening));
      const uploadKbps = Math.max(300, Math.round(downloadKbps * random.decimal(0.2, 0.6)));
      const seconds = SPEED_TEST_PHASE_MS / 1000;
      const latencyMs = random.int(12, evening < 1 ? 140 : 70);
      const downloadBytes = Math.round((downloadKbps * 1000 * seconds) / 8);
      const uploadBytes = Math.round((uploadKbps * 1000 * seconds) / 8);
      // What the server would have seen: the figures are its bytes over four busy seconds each way.
      rows.push({
        bookingId: stay.bookingId,
        propertyId: stay.propertyId,
        userId: stay.userId,
        startedAt: new Date(at),
        status: 'complete',
        reservedDownloadBytes: downloadBytes,
        serverDownloadBytes: downloadBytes,
        serverDownloadSpans: [[at + 1_000, at + 1_000 + SPEED_TEST_PHASE_MS]],
        downloadRequests: 1,
        reservedUploadBytes: uploadBytes,
        serverUploadBytes: uploadBytes,
        serverUploadSpans: [[at + 2_000 + SPEED_TEST_PHASE_MS, at + 2_000 + 2 * SPEED_TEST_PHASE_MS]],
        uploadRequests: 1,
        downloadKbps,
        uploadKbps,
        pingSamples: Array.from({ length: 5 }, () => latencyMs),
        latencyMs,
        localMinutes: minutes,
        recordedAt: new Date(at + 15_000),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(speedTests).values(rows.slice(i, i + 500));
  // Every listing's verified median and count, in one statement.
  await db.execute(sql`
    update ${properties} set verified_download_kbps = s.median, verified_tests = s.n
    from (
      select property_id, round(percentile_cont(0.5) within group (order by download_kbps))::int as median,
        count(*)::int as n
      from ${speedTests} where ${countedSpeedTest} group by property_id
    ) s
    where ${properties.id} = s.property_id`);
  return rows.length;
}
