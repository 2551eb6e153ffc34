import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationView, MessageView } from '../../src/shared/messages';
import { THREAD_PAGE_SIZE } from '../../src/shared/messages';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { booked, person, sendMessage, storedBetween } from '../support/messages';

type Thread = { items: MessageView[]; olderCursor: string | null };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('reading threads and conversations', () => {
  it("never shows a thread to someone who is not in it; conversations list only the caller's", async () => {
    const a = await person(t, 'guest', 'Alma');
    const b = await person(t, 'host', 'Bruno');
    const c = await person(t, 'guest', 'Cleo');
    await booked(t, a, b);
    await booked(t, c, b, 2);
    await sendMessage(a, b, 'Private: my door code is 1234');
    await sendMessage(b, a, 'Thanks, noted');
    await sendMessage(a, b, 'See you Friday');
    await sendMessage(c, b, 'Hello Bruno, Cleo here');

    const snoop = await c.client.query<Thread>('messages.thread', { withUserId: a.id });
    expect(snoop.status).toBe(200);
    expect(snoop.data!.items).toEqual([]);
    const own = await c.client.query<Thread>('messages.thread', { withUserId: b.id });
    expect(own.data!.items.map((m) => m.content)).toEqual(['Hello Bruno, Cleo here']);

    const ab = await a.client.query<Thread>('messages.thread', { withUserId: b.id });
    expect(ab.data!.items.map((m) => m.content)).toEqual([
      'Private: my door code is 1234',
      'Thanks, noted',
      'See you Friday',
    ]);

    const ofA = await a.client.query<ConversationView[]>('messages.conversations');
    expect(ofA.data).toMatchObject([
      {
        userId: b.id,
        fullName: 'Bruno',
        lastMessage: 'See you Friday',
        lastMessageMine: true,
        unreadCount: 1,
      },
    ]);
    const ofB = await b.client.query<ConversationView[]>('messages.conversations');
    expect(ofB.data).toMatchObject([
      {
        userId: c.id,
        fullName: 'Cleo',
        lastMessage: 'Hello Bruno, Cleo here',
        lastMessageMine: false,
        unreadCount: 1,
      },
      {
        userId: a.id,
        fullName: 'Alma',
        lastMessage: 'See you Friday',
        lastMessageMine: false,
        unreadCount: 2,
      },
    ]);
    expect(ofB.data).toHaveLength(2);
    const ofC = await c.client.query<ConversationView[]>('messages.conversations');
    expect(ofC.data!.map((x) => x.userId)).toEqual([b.id]);
    expect((await new TestClient(t.app).query('messages.conversations')).status).toBe(401);
  });

  it('marks read only what that person sent me', async () => {
    const a = await person(t, 'guest');
    const b = await person(t, 'host');
    const d = await person(t, 'guest');
    await booked(t, a, b);
    await booked(t, d, b, 2);
    await sendMessage(a, b, 'a1');
    await sendMessage(a, b, 'a2');
    await sendMessage(b, a, 'b1');
    await sendMessage(b, a, 'b2');
    await sendMessage(b, a, 'b3');
    await sendMessage(d, b, 'd1');
    expect((await b.client.query<{ count: number }>('messages.unreadCount')).data).toEqual({ count: 3 });

    const res = await b.client.mutate<{ count: number }>('messages.markRead', { withUserId: a.id });
    expect(res.data).toEqual({ count: 2 });

    const thread = await b.client.query<Thread>('messages.thread', { withUserId: a.id });
    const read = Object.fromEntries(thread.data!.items.map((m) => [m.content, m.isRead]));
    expect(read).toEqual({ a1: true, a2: true, b1: false, b2: false, b3: false });
    for (const m of thread.data!.items.filter((x) => x.senderId === a.id)) {
      expect(Date.parse(m.readAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect((await b.client.query<{ count: number }>('messages.unreadCount')).data).toEqual({ count: 1 });
    const convs = await b.client.query<ConversationView[]>('messages.conversations');
    expect(Object.fromEntries(convs.data!.map((c) => [c.userId, c.unreadCount]))).toEqual({
      [a.id]: 0,
      [d.id]: 1,
    });
    // A's own inbox is untouched by B reading.
    expect((await a.client.query<{ count: number }>('messages.unreadCount')).data).toEqual({ count: 3 });
    const again = await b.client.mutate<{ count: number }>('messages.markRead', { withUserId: a.id });
    expect(again.data).toEqual({ count: 0 });
  });

  it('pages a long thread newest-first by page, oldest-first within it, with no gaps or repeats', async () => {
    const a = await person(t, 'guest');
    const b = await person(t, 'host');
    // 120 messages, three per timestamp (ties broken by id), with microseconds that a JS Date would lose.
    await t.database.db.execute(sql`
      insert into messages (sender_id, receiver_id, content, created_at)
      select case when i % 2 = 0 then ${a.id}::uuid else ${b.id}::uuid end,
             case when i % 2 = 0 then ${b.id}::uuid else ${a.id}::uuid end,
             'm' || i,
             timestamptz '2030-01-01 10:00:00.000123+00' + (i / 3) * interval '1.000001 second'
      from generate_series(1, 120) as i`);
    const expected = (await storedBetween(t, a, b))
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (x.id < y.id ? -1 : 1))
      .map((m) => m.id);
    expect(expected).toHaveLength(120);

    const first = await a.client.query<Thread>('messages.thread', { withUserId: b.id });
    expect(first.data!.items.map((m) => m.id)).toEqual(expected.slice(-THREAD_PAGE_SIZE));
    expect(first.data!.items.at(-1)!.content).toBe('m120');
    let all = first.data!.items.map((m) => m.id);
    let cursor = first.data!.olderCursor;
    let pages = 1;
    while (cursor) {
      const res: { data?: Thread } = await a.client.query<Thread>('messages.thread', {
        withUserId: b.id,
        cursor,
      });
      all = [...res.data!.items.map((m) => m.id), ...all];
      cursor = res.data!.olderCursor;
      pages++;
    }
    expect(pages).toBe(3);
    expect(all).toEqual(expected);
    // The other side sees the same thread.
    const fromB = await b.client.query<Thread>('messages.thread', { withUserId: a.id });
    expect(fromB.data!.items.map((m) => m.id)).toEqual(expected.slice(-THREAD_PAGE_SIZE));

    const forged = await a.client.query('messages.thread', { withUserId: b.id, cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.status).toBe(400);
  });
});
