import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/dates';
import { DEFAULT_FEES } from '../../../shared/fees';
import { GUARANTEE_MIN_MEDIAN_KBPS, GUARANTEE_MIN_TESTS } from '../../../shared/guarantee';
import { quoteStay } from '../../../shared/booking';
import { listingPrice } from '../../../shared/pricing';
import { listingTimeZone, zonedInstant } from '../../../shared/timezones';
import { syncBookingPayout } from '../../domains/payouts/ledger';
import { refreshVerifiedSpeed } from '../../domains/stays/speed-tests';
import type { Db } from '../client';
import { bookings, profiles, properties, speedTests } from '../schema';

/** The demo guest who is staying somewhere right now, and the host they stay with. */
export const DEMO_STAYING_GUEST = 'marcus.bell@kazistay.com';
export const DEMO_STAY_HOST = 'host.dar@kazistay.com';

/**
 * The workday guarantee in the demo marketplace: every other listing that meets its conditions opts in, and
 * Marcus Bell is in the middle of a stay at one of the Dar es Salaam host's listings (checked in two days ago,
 * with three speed tests of his own), so the stay tools, the guarantee and the host's answers can be tried.
 */
export async function seedDemoStayNow(db: Db, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const people = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.email, [DEMO_STAYING_GUEST, DEMO_STAY_HOST]));
  const guestId = people.find((p) => p.email === DEMO_STAYING_GUEST)?.id;
  const hostId = people.find((p) => p.email === DEMO_STAY_HOST)?.id;
  if (!guestId || !hostId) return;

  const checkIn = addDays(today, -2);
  const checkOut = addDays(today, 3);
  const listings = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.hostId, hostId),
        eq(properties.propertyType, 'work_and_stay'),
        sql`not exists (select 1 from ${bookings} b where b.property_id = ${properties.id}
          and b.status <> 'cancelled' and b.check_in < ${checkOut} and b.check_out > ${checkIn})`,
      ),
    )
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const listing = listings.find((l) => listingPrice(l) !== null);
  if (listing) {
    const quote = quoteStay(listing, checkIn, checkOut, DEFAULT_FEES);
    const bookingId = randomUUID();
    const bookedAt = new Date(now.getTime() - 10 * 24 * 3600_000);
    await db.insert(bookings).values({
      id: bookingId,
      userId: guestId,
      propertyId: listing.id,
      checkIn,
      checkOut,
      guests: 1,
      totalCents: quote!.totalCents,
      status: 'confirmed',
      paymentStatus: 'completed',
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    await syncBookingPayout(db, bookingId, now);
    // His own tests at the desk: the morning after arriving, that evening, and yesterday afternoon.
    const zone = listingTimeZone(listing.country);
    const tests = [
      { day: addDays(checkIn, 1), minutes: 9 * 60 + 10, down: 23_400, up: 8_100, ping: 31 },
      { day: addDays(checkIn, 1), minutes: 19 * 60 + 40, down: 14_800, up: 5_200, ping: 58 },
      { day: addDays(checkIn, 1), minutes: 14 * 60 + 5, down: 21_900, up: 7_700, ping: 34 },
    ];
    await db.insert(speedTests).values(
      tests.map((t): typeof speedTests.$inferInsert => {
        const at = zonedInstant(t.day, t.minutes, zone);
        return {
          bookingId,
          propertyId: listing.id,
          userId: guestId,
          startedAt: new Date(at),
          status: 'complete' as const,
          reservedDownloadBytes: (t.down * 1000 * 4) / 8,
          serverDownloadBytes: (t.down * 1000 * 4) / 8,
          serverDownloadSpans: [[at + 1_000, at + 5_000]],
          downloadRequests: 1,
          reservedUploadBytes: (t.up * 1000 * 4) / 8,
          serverUploadBytes: (t.up * 1000 * 4) / 8,
          serverUploadSpans: [[at + 6_000, at + 10_000]],
          uploadRequests: 1,
          downloadKbps: t.down,
          uploadKbps: t.up,
          pingSamples: Array.from({ length: 5 }, () => t.ping),
          latencyMs: t.ping,
          localMinutes: t.minutes,
          recordedAt: new Date(at + 11_000),
        };
      }),
    );
    await refreshVerifiedSpeed(db, listing.id);
    if (listing.backupPower === 'none') {
      await db
        .update(properties)
        .set({ backupPower: 'inverter', backupHours: 10, backupKeepsWifi: true, backupKeepsDesk: true })
        .where(eq(properties.id, listing.id));
    }
    await db.update(properties).set({ workdayGuarantee: true }).where(eq(properties.id, listing.id));
  }

  // Every other listing that qualifies offers the guarantee too.
  const qualifying = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        ne(properties.backupPower, 'none'),
        gt(properties.verifiedTests, GUARANTEE_MIN_TESTS - 1),
        gt(properties.verifiedDownloadKbps, GUARANTEE_MIN_MEDIAN_KBPS - 1),
        lt(properties.createdAt, now),
      ),
    )
    .orderBy(asc(properties.createdAt), asc(properties.id));
  const chosen = qualifying.filter((_, i) => i % 2 === 0).map((q) => q.id);
  if (chosen.length > 0) {
    await db.update(properties).set({ workdayGuarantee: true }).where(inArray(properties.id, chosen));
  }
}
