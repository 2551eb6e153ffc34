import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, messages } from '../../src/server/db/schema';
import type { BookingContextView, MessageView } from '../../src/shared/messages';
import { MESSAGE_MAX, MESSAGE_TEXTS } from '../../src/shared/messages';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { booked, person, sendMessage, storedBetween, type Person } from '../support/messages';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who may send', () => {
  let guest: Person;
  let host: Person;
  let stranger: Person;
  let bookingId: string;

  beforeAll(async () => {
    guest = await person(t, 'guest', 'Grace Guest');
    host = await person(t, 'host', 'Harry Host');
    stranger = await person(t, 'guest', 'Sam Stranger');
    bookingId = await booked(t, guest, host);
  });

  it("lets a guest write to the host of their booking, with or without the booking's id", async () => {
    const withBooking = await sendMessage(guest, host, '  Is the desk by the window?  ', bookingId);
    expect(withBooking).toMatchObject({
      content: 'Is the desk by the window?',
      senderId: guest.id,
      receiverId: host.id,
      bookingId,
      isRead: false,
      readAt: null,
      sender: { fullName: 'Grace Guest' },
    });
    const without = await sendMessage(guest, host, 'And is there a monitor?');
    expect(without.bookingId).toBeNull();
    const back = await sendMessage(host, guest, 'Yes to both.');
    expect(back.receiverId).toBe(guest.id);
    expect((await storedBetween(t, guest, host)).map((m) => m.content)).toEqual(
      expect.arrayContaining(['Is the desk by the window?', 'And is there a monitor?', 'Yes to both.']),
    );
  });

  it('refuses a stranger with a clear message and stores nothing', async () => {
    const res = await stranger.client.mutate('messages.send', { to: host.id, content: 'Hi there' });
    expect(res.status).toBe(403);
    expect(res.error!.message).toBe(MESSAGE_TEXTS.notAllowed);
    const toGuest = await stranger.client.mutate('messages.send', { to: guest.id, content: 'Hello' });
    expect(toGuest.status).toBe(403);
    expect(await storedBetween(t, stranger, host)).toHaveLength(0);
    expect(await storedBetween(t, stranger, guest)).toHaveLength(0);
  });

  it('lets someone reply to a person who wrote to them, even with no booking left', async () => {
    const a = await person(t, 'guest', 'Ada');
    const b = await person(t, 'host', 'Ben');
    const id = await booked(t, a, b);
    await sendMessage(a, b, 'Hello from a booking', id);
    await t.database.db.delete(bookings).where(eq(bookings.id, id));
    const reply = await b.client.mutate<MessageView>('messages.send', { to: a.id, content: 'Hello back' });
    expect(reply.status).toBe(200);
    expect(reply.data!.bookingId).toBeNull();
    // Having been written to by A does not let B start a conversation with someone else.
    const other = await b.client.mutate('messages.send', { to: stranger.id, content: 'Hi' });
    expect(other.status).toBe(403);
    expect((await storedBetween(t, a, b)).map((m) => m.content).sort()).toEqual([
      'Hello back',
      'Hello from a booking',
    ]);
  });

  it('refuses a booking id the two people are not both part of', async () => {
    const otherHost = await person(t, 'host');
    const byStranger = await stranger.client.mutate('messages.send', {
      to: host.id,
      content: 'About that booking',
      bookingId,
    });
    expect(byStranger.status).toBe(403);
    expect(byStranger.error!.message).toBe(MESSAGE_TEXTS.notAllowed);
    // The guest is part of the booking, but the receiver is not its host.
    const wrongHost = await guest.client.mutate('messages.send', {
      to: otherHost.id,
      content: 'About my booking',
      bookingId,
    });
    expect(wrongHost.status).toBe(403);
    const unknown = await guest.client.mutate('messages.send', {
      to: host.id,
      content: 'Unknown booking',
      bookingId: randomUUID(),
    });
    expect(unknown.status).toBe(403);
    expect(await storedBetween(t, stranger, host)).toHaveLength(0);
    expect(await storedBetween(t, guest, otherHost)).toHaveLength(0);
    expect((await storedBetween(t, guest, host)).some((m) => m.content === 'Unknown booking')).toBe(false);
  });

  it('refuses messages to myself, to unknown users and from anonymous visitors', async () => {
    const self = await guest.client.mutate('messages.send', { to: guest.id, content: 'Note to self' });
    expect(self.status).toBe(400);
    expect(self.error!.message).toBe(MESSAGE_TEXTS.self);
    const unknown = await guest.client.mutate('messages.send', { to: randomUUID(), content: 'Anyone?' });
    expect(unknown.status).toBe(404);
    expect(unknown.error!.message).toBe(MESSAGE_TEXTS.userNotFound);
    const anonymous = await new TestClient(t.app).mutate('messages.send', { to: host.id, content: 'Hi' });
    expect(anonymous.status).toBe(401);
    const rows = await t.database.db.select().from(messages).where(eq(messages.senderId, guest.id));
    expect(rows.some((m) => ['Note to self', 'Anyone?'].includes(m.content))).toBe(false);
  });

  it('refuses empty and over-long content; exactly the limit is accepted', async () => {
    const before = (await storedBetween(t, guest, host)).length;
    for (const content of ['', '   \n\t ']) {
      const res = await guest.client.mutate('messages.send', { to: host.id, content });
      expect(res.status).toBe(400);
      expect(res.error!.data.zodIssues![0]!.message).toBe('Message cannot be empty');
    }
    const long = await guest.client.mutate('messages.send', {
      to: host.id,
      content: 'x'.repeat(MESSAGE_MAX + 1),
    });
    expect(long.status).toBe(400);
    expect(long.error!.data.zodIssues![0]!.message).toBe(MESSAGE_TEXTS.tooLong);
    expect(await storedBetween(t, guest, host)).toHaveLength(before);
    const exact = await sendMessage(guest, host, 'y'.repeat(MESSAGE_MAX));
    expect(exact.content).toHaveLength(MESSAGE_MAX);
  });
});

describe('booking context', () => {
  it('shows each side the other, and nothing to a stranger', async () => {
    const guest = await person(t, 'guest', 'Gita Guest');
    const host = await person(t, 'host', 'Hamid Host');
    const stranger = await person(t, 'guest');
    const bookingId = await booked(t, guest, host, 3);

    const forGuest = await guest.client.query<BookingContextView>('messages.bookingContext', { bookingId });
    expect(forGuest.status).toBe(200);
    expect(forGuest.data).toMatchObject({
      bookingId,
      checkIn: '2031-03-01',
      checkOut: '2031-03-05',
      counterpart: { userId: host.id, fullName: 'Hamid Host', role: 'host' },
    });
    const forHost = await host.client.query<BookingContextView>('messages.bookingContext', { bookingId });
    expect(forHost.data!.counterpart).toMatchObject({
      userId: guest.id,
      fullName: 'Gita Guest',
      role: 'guest',
    });
    expect(forHost.data!.propertyTitle).toBe(forGuest.data!.propertyTitle);

    const snoop = await stranger.client.query('messages.bookingContext', { bookingId });
    expect(snoop.status).toBe(404);
    expect(JSON.stringify(snoop.error)).not.toContain('Hamid');
    const missing = await guest.client.query('messages.bookingContext', { bookingId: randomUUID() });
    expect(missing.status).toBe(404);
  });
});
