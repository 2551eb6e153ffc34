import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import {
  availabilityBlocks,
  bookings,
  hostEvents,
  forumPosts,
  forumReactions,
  messages,
  profiles,
  properties,
  reviews,
  users,
} from '../schema';
import { buildDemoCalendar } from './calendar';
import { buildDemoCommunity } from './community';
import { DEMO_PASSWORD, buildDemoProperties, demoAccounts, usernameFor } from './data';
import { seedDemoAdmin } from './admin';
import { seedDemoPayouts } from './payouts';
import { seedDemoProviders } from './providers';
import { seedDemoServices } from './services';
import { seedDemoOutages } from './outages';
import { seedDemoStayNow } from './stays-now';
import { seedDemoSpeedTests } from './speed-tests';
import { buildDemoReviews } from './reviews';

export { DEMO_PASSWORD, demoAccounts } from './data';
export { DEMO_MEMBER_COUNT } from './admin';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 25;
/** Any constant: serialises concurrent seeders (several app instances booting at once against one Postgres). */
const SEED_LOCK = 727_274_001;

export interface SeedResult {
  seeded: boolean;
  users: number;
  properties: number;
  reviews: number;
}

async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with the demo accounts and listings. Does nothing when any user exists, so it is
 * safe to call at every boot.
 */
export async function seedDemoData(
  db: Db,
  options: { log?: (msg: string) => void } = {},
): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const none: SeedResult = { seeded: false, users: 0, properties: 0, reviews: 0 };
  if (await hasUsers(db)) {
    log('Demo data: the database already has users; nothing seeded.');
    return none;
  }

  // Everything slow or non-database happens before the transaction (PGlite runs one statement at a time).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const listings = buildDemoProperties();
  const oldestListing = Math.max(...listings.map((l) => l.listedDaysAgo));
  const accounts = demoAccounts.map((account, i) => {
    // Accounts predate every listing, spaced an hour apart in the order they are declared.
    const createdAt = new Date(now - (oldestListing + 7) * DAY_MS + i * 3_600_000);
    return { ...account, id: randomUUID(), email: account.email.toLowerCase(), createdAt };
  });
  const idByEmail = new Map(accounts.map((a) => [a.email, a.id]));
  const rows = listings.map(({ hostEmail, listedDaysAgo, ...listing }) => {
    const hostId = idByEmail.get(hostEmail.toLowerCase());
    if (!hostId) throw new Error(`demo listing "${listing.title}" has an unknown host ${hostEmail}`);
    const createdAt = new Date(now - listedDaysAgo * DAY_MS);
    return { ...listing, id: randomUUID(), hostId, createdAt, updatedAt: createdAt };
  });
  const guestIds = accounts.filter((a) => a.role === 'guest').map((a) => a.id);
  const history = buildDemoReviews(
    rows.map((r) => ({
      id: r.id,
      propertyType: r.propertyType ?? 'work_and_stay',
      nightlyRateCents: r.nightlyRateCents ?? null,
      hourlyRateCents: r.hourlyRateCents ?? null,
    })),
    guestIds,
    new Date(now),
  );

  const guestId = guestIds[0];
  const today = new Date(now).toISOString().slice(0, 10);
  const upcoming = history.bookings.find((b) => b.userId === guestId && b.checkIn > today);
  const tripHost = rows.find((r) => r.id === upcoming?.propertyId)?.hostId;
  const community = buildDemoCommunity(
    accounts.map((a) => a.id),
    upcoming?.id && guestId && tripHost ? { bookingId: upcoming.id, guestId, hostId: tripHost } : undefined,
    now,
  );

  const calendar = buildDemoCalendar(
    rows,
    accounts.filter((a) => a.role === 'host').map((a) => a.id),
    history.bookings,
    new Date(now),
  );

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return false;
    await tx.insert(users).values(
      accounts.map((a) => ({
        id: a.id,
        email: a.email,
        passwordHash,
        emailVerifiedAt: a.createdAt,
        createdAt: a.createdAt,
      })),
    );
    await tx.insert(profiles).values(
      accounts.map((a) => ({
        id: a.id,
        fullName: a.fullName,
        username: usernameFor(a.fullName),
        bio: a.bio,
        email: a.email,
        avatarUrl: a.avatarUrl,
        role: a.role,
        createdAt: a.createdAt,
        updatedAt: a.createdAt,
      })),
    );
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(properties).values(rows.slice(i, i + BATCH));
    }
    for (let i = 0; i < history.bookings.length; i += BATCH) {
      await tx.insert(bookings).values(history.bookings.slice(i, i + BATCH));
    }
    for (let i = 0; i < history.reviews.length; i += BATCH) {
      await tx.insert(reviews).values(history.reviews.slice(i, i + BATCH));
    }
    if (community.posts.length > 0) await tx.insert(forumPosts).values(community.posts);
    if (community.reactions.length > 0) await tx.insert(forumReactions).values(community.reactions);
    if (community.messages.length > 0) await tx.insert(messages).values(community.messages);
    if (calendar.events.length > 0) await tx.insert(hostEvents).values(calendar.events);
    if (calendar.blocks.length > 0) await tx.insert(availabilityBlocks).values(calendar.blocks);
    return true;
  });

  if (!seeded) {
    log('Demo data: another process seeded first; nothing seeded.');
    return none;
  }
  // After the transaction: the ledger's own functions, a statement at a time (PGlite).
  await seedDemoPayouts(db, new Date(now));
  const admin = await seedDemoAdmin(db, passwordHash, new Date(now));
  await seedDemoProviders(db, new Date(now));
  await seedDemoServices(db, new Date(now));
  await seedDemoOutages(db, new Date(now));
  await seedDemoSpeedTests(db, new Date(now));
  await seedDemoStayNow(db, new Date(now));
  const result: SeedResult = {
    seeded: true,
    users: accounts.length + admin.members + 1,
    properties: rows.length,
    reviews: history.reviews.length,
  };
  log(
    `Demo data: ${result.users} accounts, ${result.properties} listings and ${result.reviews} reviews seeded (password: ${DEMO_PASSWORD}).`,
  );
  return result;
}
