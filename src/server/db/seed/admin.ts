import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, platformToday } from '../../../shared/dates';
import { DEFAULT_PAYMENT_HOLD_MINUTES } from '../../config';
import { raiseAlert } from '../../domains/admin/alerts';
import { setUserActive } from '../../domains/admin/users';
import { createPendingBooking, settlePayment } from '../../domains/bookings/service';
import { openDispute } from '../../domains/disputes/service';
import { reportListing } from '../../domains/properties/report';
import { payoutFailedAlert } from '../../domains/payouts/alert';
import { DEMO_HOST_EMAIL } from './payouts';
import type { Db } from '../client';
import { bookings, payouts, profiles, properties, users } from '../schema';
import { createRandom } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Members who joined over the last two months: the admin's users list, sign-ups chart and recent bookings. */
const MEMBERS = [
  'Achieng Otieno',
  'Tomás Herrera',
  'Sara Haile',
  'Jonas Becker',
  'Priya Raman',
  'Kwame Mensah',
  'Léa Martin',
  'Baraka Mwita',
  'Hannah Okafor',
  'Yusuf Abdi',
  'Mia Johansson',
  'Kofi Boateng',
  'Nia Wambui',
  'Diego Alvarez',
  'Aisha Nakitende',
  'Ruth Tesfaye',
  'Samuel Kibet',
  'Emma Novak',
  'Joseph Mugisha',
  'Chloé Dubois',
  'Omar Farah',
  'Grace Uwase',
  'Liam Walsh',
  'Fatuma Said',
];
/** The account the demo admin deactivated (an audit entry and an Inactive row to show). */
const SPAM_ACCOUNT = { fullName: 'QuickCash Promo', email: 'quickcash.promo@example.com' };

/** The accounts this step adds: the members and the spam account. */
export const DEMO_MEMBER_COUNT = MEMBERS.length + 1;

interface AdminSeedResult {
  members: number;
  bookings: number;
}

/**
 * The admin's living marketplace, after the rest of the seed (and through the app's own services): members
 * who joined over the last 60 days, a few today, most of whom have signed in; bookings made by them over the
 * last 30 days for stays ahead (booked and paid the real way, so payouts and revenue follow); a spam account
 * the demo admin deactivated (audited); and the alert the demo host's failed payout raises.
 */
export async function seedDemoAdmin(db: Db, passwordHash: string, now: Date): Promise<AdminSeedResult> {
  const random = createRandom(15);
  const members = MEMBERS.map((fullName, i) => {
    // Three joined today (East Africa Time), the rest over the last 60 days.
    const daysAgo = i < 3 ? 0 : random.int(1, 60);
    const createdAt = new Date(
      now.getTime() - daysAgo * DAY_MS - random.int(1, 6) * 3_600_000 * (daysAgo ? 1 : 0),
    );
    const email = `${fullName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z ]/g, '')
      .replace(/ /g, '.')}@example.com`;
    const signedIn = random.chance(0.8)
      ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 20) * 3_600_000))
      : null;
    return { id: randomUUID(), fullName, email, createdAt, lastSignInAt: signedIn };
  });
  const spam = {
    id: randomUUID(),
    ...SPAM_ACCOUNT,
    createdAt: new Date(now.getTime() - 4 * DAY_MS),
    lastSignInAt: new Date(now.getTime() - 4 * DAY_MS),
  };
  const everyone = [...members, spam];
  await db.insert(users).values(
    everyone.map((m) => ({
      id: m.id,
      email: m.email,
      passwordHash,
      emailVerifiedAt: m.createdAt,
      lastSignInAt: m.lastSignInAt,
      createdAt: m.createdAt,
    })),
  );
  await db.insert(profiles).values(
    everyone.map((m) => ({
      id: m.id,
      fullName: m.fullName,
      email: m.email,
      role: 'guest' as const,
      createdAt: m.createdAt,
      updatedAt: m.createdAt,
    })),
  );

  const made = await recentBookings(db, members, now, random);

  const [admin] = await db
    .select({ id: profiles.id, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .limit(1);
  if (admin) {
    // No session exists for the account, so there are no sockets to close.
    await setUserActive({ db, bus: { signal: async () => {} } }, admin, spam.id, false);
  }

  const [failed] = await db
    .select({
      id: payouts.id,
      payeeId: payouts.payeeId,
      kind: payouts.kind,
      bookingId: payouts.bookingId,
      serviceBookingId: payouts.serviceBookingId,
      currency: payouts.currency,
      amountCents: payouts.amountCents,
      deductedCents: payouts.deductedCents,
      attempts: payouts.attempts,
      transferKey: payouts.transferKey,
      sentAt: payouts.sentAt,
      reason: payouts.failureReason,
    })
    .from(payouts)
    .where(and(eq(payouts.status, 'failed'), sql`${payouts.method} is not null`))
    .limit(1);
  if (failed?.reason) {
    await raiseAlert(db, await payoutFailedAlert(db, failed, failed.reason));
  }
  await reportsAndDisputes(db, members);
  return { members: members.length, bookings: made };
}

/**
 * Stays ahead booked by the members on listings with nothing booked in the next two months, each made through
 * the booking service (price, terms and payout as for any guest), then dated back to when it was made.
 */
async function recentBookings(
  db: Db,
  members: { id: string; createdAt: Date }[],
  now: Date,
  random: ReturnType<typeof createRandom>,
): Promise<number> {
  const today = platformToday(now);
  const horizon = addDays(today, 60);
  const free = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      // Not the demo host's listings: their ledger is the payouts page's fixed demo (23 payouts, one of each state).
      sql`${properties.archivedAt} is null and ${properties.nightlyRateCents} is not null and ${properties.hostId} not in (
        select id from ${profiles} where email = ${DEMO_HOST_EMAIL}
      ) and not exists (
        select 1 from ${bookings} b where b.property_id = ${properties.id} and b.check_out > ${today}::date
          and b.check_in < ${horizon}::date
      ) and not exists (
        select 1 from availability_blocks k where k.property_id = ${properties.id}
          and daterange(k.start_date, k.end_date) && daterange(${today}::date, ${horizon}::date)
      )`,
    )
    .orderBy(properties.createdAt)
    .limit(30);
  let count = 0;
  for (const [i, listing] of free.entries()) {
    const member = members[i % members.length];
    if (!member) continue;
    const checkIn = addDays(today, random.int(5, 45));
    const checkOut = addDays(checkIn, random.int(2, 6));
    const { id } = await createPendingBooking(
      db,
      member.id,
      {
        propertyId: listing.id,
        checkIn,
        checkOut,
        guests: random.int(1, 2),
        idempotencyKey: `demo-${listing.id}`,
      },
      { holdMinutes: DEFAULT_PAYMENT_HOLD_MINUTES },
    );
    await settlePayment(db, id, 0);
    // Made some time in the last 30 days, after the member joined.
    const earliest = Math.max(member.createdAt.getTime(), now.getTime() - 29 * DAY_MS);
    const createdAt = new Date(earliest + random.int(0, 1000) * ((now.getTime() - earliest) / 1000));
    await db.update(bookings).set({ createdAt, updatedAt: createdAt }).where(eq(bookings.id, id));
    count++;
  }
  return count;
}

/**
 * A listing reported by a member and a problem a demo guest reported on a past stay, both through the app's
 * own services (so they raise their alerts): the Listings and Disputes tabs have something to act on.
 */
async function reportsAndDisputes(db: Db, members: { id: string }[]): Promise<void> {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(sql`${properties.archivedAt} is null`)
    .orderBy(properties.createdAt)
    .limit(1);
  const reporter = members[3];
  if (listing && reporter) {
    await reportListing(db, reporter.id, {
      propertyId: listing.id,
      reason: 'inaccurate',
      details: 'The photos show a standing desk, but the room only has a small dining table.',
    });
  }
  const [stay] = await db
    .select({ id: bookings.id, guestId: bookings.userId })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .where(
      and(
        eq(profiles.email, 'marcus.bell@kazistay.com'),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.checkOut} < ${platformToday()}::date`,
      ),
    )
    .orderBy(sql`${bookings.checkOut} desc`)
    .limit(1);
  if (stay) {
    await openDispute({ db, storage: { keyOf: () => null } }, stay.guestId, {
      bookingId: stay.id,
      category: 'internet_outage',
      description:
        'The fibre was down from Tuesday morning to Wednesday evening; the host lent a mobile hotspot, but calls kept dropping.',
      photos: [],
    });
  }
}
