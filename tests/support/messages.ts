import { or, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages } from '../../src/server/db/schema';
import type { MessageView } from '../../src/shared/messages';
import { signedInClient, type TestApp, type TestClient } from './app';
import { createBooking, createProperty } from './factories';

/** A signed-in user and their id. */
export type Person = { client: TestClient; id: string };

let seq = 0;

export async function person(
  t: TestApp,
  role: 'guest' | 'host' = 'guest',
  fullName = 'Test Person',
): Promise<Person> {
  const client = await signedInClient(t, { email: `person${++seq}@example.com`, role, fullName });
  const me = await client.query<{ user: { id: string } }>('auth.me');
  return { client, id: me.data!.user.id };
}

/** A booking of `guest` at a new listing of `host` (in the given month of 2031): the two may write. */
export async function booked(t: TestApp, guest: Person, host: Person, month = 1): Promise<string> {
  const propertyId = await createProperty(t.database.db, host.id, { title: `Desk with a view ${++seq}` });
  const mm = String(month).padStart(2, '0');
  return createBooking(t.database.db, {
    userId: guest.id,
    propertyId,
    checkIn: `2031-${mm}-01`,
    checkOut: `2031-${mm}-05`,
  });
}

/** Sends a message that must be accepted. */
export async function sendMessage(
  from: Person,
  to: Person,
  content: string,
  bookingId?: string,
): Promise<MessageView> {
  const res = await from.client.mutate<MessageView>('messages.send', { to: to.id, content, bookingId });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
}

/** The stored messages between two people, either way. */
export function storedBetween(t: TestApp, a: Person, b: Person) {
  return t.database.db
    .select()
    .from(messages)
    .where(
      or(
        sql`${messages.senderId} = ${a.id} and ${messages.receiverId} = ${b.id}`,
        sql`${messages.senderId} = ${b.id} and ${messages.receiverId} = ${a.id}`,
      ),
    );
}
