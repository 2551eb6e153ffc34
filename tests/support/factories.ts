import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client';
import { bookings, profiles, properties, reviews, users } from '../../src/server/db/schema';
import type { Role } from '../../src/shared/roles';

type NewProperty = typeof properties.$inferInsert;

let seq = 0;

/** A confirmed account with a profile, written straight to the database. */
export async function createUser(
  db: Db,
  fields: { role?: Role; fullName?: string; email?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const email = fields.email ?? `user${++seq}-${id.slice(0, 6)}@example.com`;
  await db.insert(users).values({ id, email, passwordHash: 'x', emailVerifiedAt: new Date() });
  await db
    .insert(profiles)
    .values({ id, email, fullName: fields.fullName ?? 'Test Person', role: fields.role ?? 'guest' });
  return id;
}

export async function createProperty(
  db: Db,
  hostId: string,
  fields: Partial<NewProperty> = {},
): Promise<string> {
  const [row] = await db
    .insert(properties)
    .values({
      hostId,
      title: `Listing ${++seq}`,
      city: 'Nairobi',
      country: 'Kenya',
      propertyType: 'work_and_stay',
      nightlyRateCents: 10_000,
      workspaceScore: 8,
      stayScore: 8,
      internetSpeed: 50,
      ...fields,
    })
    .returning({ id: properties.id });
  return row!.id;
}

export async function createBooking(
  db: Db,
  fields: {
    userId: string;
    propertyId: string;
    checkIn: string;
    checkOut: string;
    status?: 'pending' | 'confirmed' | 'cancelled';
  },
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({ totalCents: 10_000, status: 'confirmed', paymentStatus: 'completed', ...fields })
    .returning({ id: bookings.id });
  return row!.id;
}

export async function createReview(
  db: Db,
  fields: {
    propertyId: string;
    userId: string | null;
    rating: number;
    workRating?: number;
    stayRating?: number;
    comment?: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  const [row] = await db.insert(reviews).values(fields).returning({ id: reviews.id });
  return row!.id;
}
