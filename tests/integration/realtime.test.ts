import { randomUUID } from 'node:crypto';
import { asc, eq, lte } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents } from '../../src/server/db/schema';
import { withEvents } from '../../src/server/realtime/events';
import type { StreamMarker } from '../../src/server/realtime/stream';
import type { ForumEvent, ForumPostView } from '../../src/shared/forum';
import type { TypingSignal, UserEvent } from '../../src/shared/messages';
import {
  createSecondInstance,
  createTestApp,
  signedInClient,
  TEST_ORIGIN,
  TestClient,
  type TestApp,
} from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { Collector, listen, realtimeClient, type RealtimeClient } from '../support/ws';

type Tracked<T> = { id: string | undefined; data: T | StreamMarker };

let t: TestApp;
let second: TestApp;
let url: string;
let secondUrl: string;
let alice: TestClient;
const clients: RealtimeClient[] = [];
const raw: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondInstance(t);
  url = await listen(t);
  secondUrl = await listen(second);
  alice = await signedInClient(t, { email: 'alice@example.com', fullName: 'Alice' });
});
afterAll(async () => {
  for (const socket of raw) socket.terminate();
  await Promise.all(clients.map((c) => c.close()));
  await second.close();
  await t.close();
});

function connect(address: string, cookie?: string): RealtimeClient {
  const client = realtimeClient(address, { cookie });
  clients.push(client);
  return client;
}

async function forumEvents(address: string, lastEventId?: string): Promise<Collector<Tracked<ForumEvent>>> {
  const got = new Collector<Tracked<ForumEvent>>();
  connect(address).trpc.forum.events.subscribe(lastEventId ? { lastEventId } : undefined, {
    onData: (e) => got.push({ id: e.id, data: e.data }),
  });
  if (!lastEventId) await got.until((items) => items.some((e) => e.data.type === 'ready'));
  return got;
}

async function post(client: TestClient, content: string): Promise<ForumPostView> {
  const res = await client.mutate<ForumPostView>('forum.create', { content });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
}

const createdIds = (items: Tracked<ForumEvent>[]) =>
  items.flatMap((e) => (e.data.type === 'post.created' && 'post' in e.data ? [e.data.post.id] : []));

async function userId(client: TestClient): Promise<string> {
  return (await client.query<{ user: { id: string } }>('auth.me')).data!.user.id;
}

/** Opens a raw socket like a browser would; resolves 'open' or the HTTP status the upgrade was refused with. */
function openRaw(headers: Record<string, string>): Promise<{ socket: WebSocket; outcome: 'open' | number }> {
  const socket = new WebSocket(url, { headers });
  raw.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, outcome: 'open' }));
    socket.once('unexpected-response', (_req, res) => resolve({ socket, outcome: res.statusCode ?? 0 }));
    socket.once('error', reject);
  });
}

let nextId = 1;
/** Asks auth.me over the socket: proves the connection's context is ready and says who it is signed in as. */
function whoAmI(socket: WebSocket): Promise<string | null> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    // Text frames arrive as one Buffer (the socket uses the default binaryType).
    const onMessage = (data: Buffer) => {
      const text = data.toString('utf8');
      const msg = JSON.parse(text) as {
        id: number;
        result?: { data: { user: { id: string } | null } };
      };
      if (msg.id !== id) return;
      socket.off('message', onMessage);
      if (msg.result) resolve(msg.result.data.user?.id ?? null);
      else reject(new Error(text));
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ id, method: 'query', params: { path: 'auth.me' } }));
  });
}

describe('several app instances on one database', () => {
  it("deliver each other's forum events, whichever instance the socket is on", async () => {
    const onFirst = await forumEvents(url);
    const onSecond = await forumEvents(secondUrl);
    // The session lives in the database, so the cookie works on either instance.
    const viaSecond = new TestClient(second.app);
    viaSecond.cookie = alice.cookie;
    const p1 = await post(viaSecond, 'Posted through instance two');
    const p2 = await post(alice, 'Posted through instance one');
    for (const got of [onFirst, onSecond]) {
      await got.until((items) => createdIds(items).includes(p2.id));
      expect(createdIds(got.items)).toEqual([p1.id, p2.id]);
    }
  });

  it('carry private messages, typing and sign-outs across instances', async () => {
    const host = await signedInClient(t, { email: 'host@example.com', role: 'host' });
    const hostId = await userId(host);
    const aliceId = await userId(alice);
    await createBooking(t.database.db, {
      userId: aliceId,
      propertyId: await createProperty(t.database.db, hostId),
      checkIn: '2031-01-01',
      checkOut: '2031-01-03',
    });
    const hostSocket = connect(url, host.cookie);
    const inbox = new Collector<Tracked<UserEvent>>();
    const typing = new Collector<TypingSignal>();
    hostSocket.trpc.messages.events.subscribe(undefined, {
      onData: (e) => inbox.push({ id: e.id, data: e.data }),
    });
    const typingStarted = new Promise<void>((resolve) => {
      hostSocket.trpc.messages.typing.subscribe(undefined, {
        onStarted: () => resolve(),
        onData: typing.push,
      });
    });
    await inbox.until((items) => items.some((e) => e.data.type === 'ready'));

    const viaSecond = new TestClient(second.app);
    viaSecond.cookie = alice.cookie;
    const sent = await viaSecond.mutate<{ id: string }>('messages.send', {
      to: hostId,
      content: 'Across instances',
    });
    expect(sent.status).toBe(200);
    const got = await inbox.until((items) => items.some((e) => e.data.type === 'message.created'));
    expect(got.find((e) => e.data.type === 'message.created')!.data).toMatchObject({
      message: { id: sent.data!.id, content: 'Across instances', senderId: aliceId },
    });
    await typingStarted;
    await viaSecond.mutate('messages.setTyping', { to: hostId, typing: true });
    await typing.until((items) => items.length > 0);
    expect(typing.items[0]).toEqual({ from: aliceId, typing: true });

    // A sign-out handled by instance two closes the session's socket held by instance one.
    const { socket } = await openRaw({ origin: TEST_ORIGIN, cookie: host.cookie! });
    expect(await whoAmI(socket)).toBe(hostId);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const hostViaSecond = new TestClient(second.app);
    hostViaSecond.cookie = host.cookie;
    expect((await hostViaSecond.mutate('auth.signOut')).status).toBe(200);
    expect(await closed).toBe(4001);
  });
});

describe('WebSocket upgrade', () => {
  it("accepts the app's own origin and refuses any other or none", async () => {
    expect((await openRaw({ origin: TEST_ORIGIN })).outcome).toBe('open');
    expect((await openRaw({ origin: 'https://evil.example' })).outcome).toBe(403);
    expect((await openRaw({ origin: 'null' })).outcome).toBe(403);
    // Only the exact origin a browser sends counts, not what merely normalises to it.
    for (const origin of [
      `http://evil@${new URL(TEST_ORIGIN).host}`,
      TEST_ORIGIN.toUpperCase(),
      `${TEST_ORIGIN}:80`,
    ])
      expect([origin, (await openRaw({ origin })).outcome]).toEqual([origin, 403]);
    expect((await openRaw({})).outcome).toBe(403);
    // A cross-site page cannot ride on the visitor's cookie either.
    expect((await openRaw({ origin: 'https://evil.example', cookie: alice.cookie! })).outcome).toBe(403);
  });

  it("closes that session's sockets on sign-out and leaves other sessions open", async () => {
    const bob = await signedInClient(t, { email: 'bob@example.com' });
    const bobId = await userId(bob);
    const bobElsewhere = new TestClient(t.app);
    expect(
      (
        await bobElsewhere.mutate('auth.signIn', {
          email: 'bob@example.com',
          password: 'correct horse battery',
        })
      ).status,
    ).toBe(200);
    const carol = await signedInClient(t, { email: 'carol@example.com' });

    const [mine, myOtherDevice, someoneElse] = await Promise.all(
      [bob, bobElsewhere, carol].map(
        async (c) => (await openRaw({ origin: TEST_ORIGIN, cookie: c.cookie! })).socket,
      ),
    );
    expect(await Promise.all([mine!, myOtherDevice!, someoneElse!].map(whoAmI))).toEqual([
      bobId,
      bobId,
      await userId(carol),
    ]);
    const closes: [string, number][] = [];
    const closed = new Promise<number>((resolve) => mine!.once('close', (code) => resolve(code)));
    myOtherDevice!.once('close', (code) => closes.push(['other device', code]));
    someoneElse!.once('close', (code) => closes.push(['someone else', code]));

    const cookie = bob.cookie!;
    expect((await bob.mutate('auth.signOut')).status).toBe(200);
    expect(await closed).toBe(4001);
    expect(await whoAmI(myOtherDevice!)).toBe(bobId);
    expect(await whoAmI(someoneElse!)).not.toBeNull();
    expect(closes).toEqual([]);
    // Reconnecting with the ended session's cookie gives a signed-out connection.
    const { socket: again } = await openRaw({ origin: TEST_ORIGIN, cookie });
    expect(await whoAmI(again)).toBeNull();
  });
});

describe('the event log', () => {
  it('replays what a client missed, and says resync when the log no longer has it', async () => {
    const posts = [await post(alice, 'Log 1'), await post(alice, 'Log 2'), await post(alice, 'Log 3')];
    const rows = await t.database.db
      .select({ id: realtimeEvents.id, type: realtimeEvents.type })
      .from(realtimeEvents)
      .where(eq(realtimeEvents.topic, 'forum'))
      .orderBy(asc(realtimeEvents.id));
    const ids = rows.slice(-3).map((r) => String(r.id));

    const replay = await forumEvents(url, ids[0]);
    await replay.until((items) => items.length >= 2);
    expect(replay.items.map((e) => e.id)).toEqual([ids[1], ids[2]]);
    expect(createdIds(replay.items)).toEqual([posts[1]!.id, posts[2]!.id]);

    // Pruning removes old rows: a client holding one of those ids cannot be replayed to exactly.
    await t.database.db.delete(realtimeEvents).where(lte(realtimeEvents.id, Number(ids[1])));
    const stale = await forumEvents(url, ids[0]);
    await stale.until((items) => items.length >= 1);
    expect(stale.items[0]!.data).toEqual({ type: 'resync' });
    const live = await post(alice, 'After the resync');
    await stale.until((items) => createdIds(items).includes(live.id));
    expect(stale.items.map((e) => e.data.type)).toEqual(['resync', 'post.created']);
  });

  it('never delivers the events of a rolled-back transaction', async () => {
    const got = await forumEvents(url);
    const phantom = randomUUID();
    await expect(
      withEvents(t.database.db, async (_tx, emit) => {
        await emit('forum', { type: 'post.deleted', postId: phantom });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const real = await post(alice, 'A committed post');
    await got.until((items) => createdIds(items).includes(real.id));
    expect(got.items.map((e) => e.data.type)).toEqual(['ready', 'post.created']);
    const logged = await t.database.db.select({ data: realtimeEvents.data }).from(realtimeEvents);
    expect(JSON.stringify(logged)).not.toContain(phantom);
  });
});
