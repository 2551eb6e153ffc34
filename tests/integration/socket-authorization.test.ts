import { eq } from 'drizzle-orm';
import WebSocket, { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateSessionToken } from '../../src/server/auth/sessions';
import {
  hostEvents,
  profiles,
  providerApplications,
  services,
  sessions as sessionsTable,
} from '../../src/server/db/schema';
import { SocketRegistry } from '../../src/server/realtime/sockets';
import { raiseAlert } from '../../src/server/domains/admin/alerts';
import { deliver } from '../../src/server/domains/messages/service';
import type { AdminEvent } from '../../src/shared/admin';
import {
  MAX_BATCH_SIZE,
  MAX_SOCKET_SUBSCRIPTIONS,
  SOCKET_SUBSCRIPTIONS_MESSAGE,
} from '../../src/shared/limits';
import { SOCKET_CLOSE } from '../../src/shared/socket-close';
import type { UserEvent } from '../../src/shared/messages';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';
import { addService, serviceForm } from '../support/services';
import {
  Collector,
  listen,
  openSocket as openSocketAt,
  realtimeClient,
  socketCall,
  type RealtimeClient,
} from '../support/ws';

let t: TestApp;
let url: string;
let boss: Person;
const sockets: WebSocket[] = [];
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  boss = await person(t, 'admin', 'Boss Admin');
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await Promise.all(clients.map((c) => c.close()));
  await t.close();
});

const db = () => t.database.db;
const openSocket = (who: Person) => openSocketAt(url, who.client.cookie!, sockets);
const roleOf = async (id: string) =>
  (await db().select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id)))[0]!.role;

function live(who: Person): RealtimeClient {
  const client = realtimeClient(url, { cookie: who.client.cookie });
  clients.push(client);
  return client;
}

type Streamed<T> = { data: T } | { error: string };

/** Subscribes to a feed over the person's own live connection; collects its events and its errors. */
function follow<T>(
  client: RealtimeClient,
  path: 'admin.events' | 'messages.events',
): Collector<Streamed<T | { type: string }>> {
  const got = new Collector<Streamed<T | { type: string }>>();
  const handlers = {
    onData: (e: { data: unknown }) => got.push({ data: e.data as T }),
    onError: (err: { data?: { code?: string } | null }) => got.push({ error: err.data?.code ?? 'error' }),
  };
  if (path === 'admin.events') client.trpc.admin.events.subscribe(undefined, handlers);
  else client.trpc.messages.events.subscribe(undefined, handlers);
  return got;
}

const ready = (items: Streamed<{ type: string }>[]) =>
  items.some((i) => 'data' in i && i.data.type === 'ready');
const refused = (items: Streamed<unknown>[]) => items.some((i) => 'error' in i && i.error === 'FORBIDDEN');

const alertRaised = (items: Streamed<AdminEvent | { type: string }>[]) =>
  items.filter((i) => 'data' in i && i.data.type === 'alert.raised').length;

async function raiseTestAlert(key: string): Promise<void> {
  await raiseAlert(db(), {
    kind: 'sign_in_burst',
    key,
    description: 'A test alert',
    action: 'Review users',
    path: '/admin/users',
  });
}

const closeCode = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/** An application of `who`'s, approved by an admin over HTTP; returns its id. */
async function applyAndApprove(who: Person, displayName: string): Promise<string> {
  const [application] = await db()
    .insert(providerApplications)
    .values({
      userId: who.id,
      displayName,
      categories: ['photography', 'tours'],
      startingPriceCents: 1000,
      currency: 'USD',
      availability: ['monday', 'tuesday'],
      timeSlots: '09:00-12:00',
    })
    .returning({ id: providerApplications.id });
  const res = await boss.client.mutate('admin.approveApplication', { applicationId: application!.id });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return application!.id;
}

/** A socket call refused for the role: the error's code, or 'closed' when the server ended the socket first. */
function refusal(result: Awaited<ReturnType<typeof socketCall>>): string {
  if (result === 'closed') return 'closed';
  return 'error' in result ? result.error.data.code : 'answered';
}

describe('a socket is authorized per call, from the role read for that call', () => {
  it('refuses an admin call on a socket opened while admin, once the role is gone (no signal needed)', async () => {
    const ada = await person(t, 'admin', 'Ada Admin');
    const other = await person(t, 'guest', 'Ada Second');
    const socket = await openSocket(ada);
    expect(refusal(await socketCall(socket, 'query', 'admin.users', {}))).toBe('answered');

    // The role changes behind the app's back: only a per-call read can notice.
    await db().update(profiles).set({ role: 'guest' }).where(eq(profiles.id, ada.id));
    const closed = closeCode(socket);
    const promote = await socketCall(socket, 'mutation', 'admin.setUserRole', {
      userId: other.id,
      role: 'admin',
    });
    expect(refusal(promote)).toBe('FORBIDDEN');
    expect(await roleOf(other.id)).toBe('guest');
    // Answered, then ended: the socket was opened as an admin.
    expect(await closed).toBe(SOCKET_CLOSE.accessChanged);
  });

  it('lets a new role in at once on an open socket', async () => {
    const gil = await person(t, 'guest', 'Gil Guest');
    const socket = await openSocket(gil);
    expect(refusal(await socketCall(socket, 'query', 'host.properties.options'))).toBe('FORBIDDEN');
    await db().update(profiles).set({ role: 'host' }).where(eq(profiles.id, gil.id));
    const closed = closeCode(socket);
    expect(refusal(await socketCall(socket, 'query', 'host.properties.options'))).toBe('answered');
    // A socket known as a guest's does not go on with a host's rights: a new one is opened as the host.
    expect(await closed).toBe(SOCKET_CLOSE.accessChanged);
    const fresh = await openSocket(gil);
    expect(refusal(await socketCall(fresh, 'query', 'host.properties.options'))).toBe('answered');
  });

  it(`runs at most ${MAX_SOCKET_SUBSCRIPTIONS} subscriptions on one socket`, async () => {
    const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN } });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('open', resolve));
    const answers = new Map<number, string>();
    socket.on('message', (data: Buffer) => {
      const msg = JSON.parse(data.toString('utf8')) as {
        id: number;
        result?: { type: string };
        error?: { message: string };
      };
      if (!answers.has(msg.id)) answers.set(msg.id, msg.error ? msg.error.message : (msg.result?.type ?? ''));
    });
    const subscribe = (id: number) => ({ id, method: 'subscription', params: { path: 'forum.events' } });
    const waitFor = async (ids: number[]) => {
      while (!ids.every((id) => answers.has(id))) await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const first = Array.from({ length: MAX_SOCKET_SUBSCRIPTIONS }, (_, i) => i + 1);
    for (let i = 0; i < first.length; i += MAX_BATCH_SIZE) {
      socket.send(JSON.stringify(first.slice(i, i + MAX_BATCH_SIZE).map(subscribe)));
    }
    await waitFor(first);
    expect(first.map((id) => answers.get(id))).toEqual(first.map(() => 'started'));
    socket.send(JSON.stringify(subscribe(100)));
    await waitFor([100]);
    expect(answers.get(100)).toBe(SOCKET_SUBSCRIPTIONS_MESSAGE);
    // A stopped one makes room.
    socket.send(JSON.stringify({ id: 1, method: 'subscription.stop' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.send(JSON.stringify(subscribe(101)));
    await waitFor([101]);
    expect(answers.get(101)).toBe('started');
  });
});

describe('a role taken away ends what the old role could do on open sockets', () => {
  it('admin → guest: no admin mutation or query on the old socket, and the admin feed stops', async () => {
    const ada = await person(t, 'admin', 'Ada Demoted');
    const second = await person(t, 'guest', 'Ada Other Account');
    const socket = await openSocket(ada);
    const feed = follow<AdminEvent>(live(ada), 'admin.events');
    const bossFeed = follow<AdminEvent>(live(boss), 'admin.events');
    await feed.until(ready);
    await bossFeed.until(ready);
    await raiseTestAlert('before-demotion');
    await feed.until((items) => alertRaised(items) === 1);

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect((await boss.client.mutate('admin.setUserRole', { userId: ada.id, role: 'guest' })).status).toBe(
      200,
    );

    const promote = await socketCall(socket, 'mutation', 'admin.setUserRole', {
      userId: second.id,
      role: 'admin',
    });
    expect(['FORBIDDEN', 'closed']).toContain(refusal(promote));
    expect(await roleOf(second.id)).toBe('guest');
    // The socket opened as an admin is ended; a new one has only what a guest may do.
    expect(await closed).toBe(SOCKET_CLOSE.accessChanged);
    const fresh = await openSocket(ada);
    expect(refusal(await socketCall(fresh, 'query', 'admin.users', {}))).toBe('FORBIDDEN');
    expect(
      refusal(await socketCall(fresh, 'mutation', 'admin.setUserRole', { userId: second.id, role: 'admin' })),
    ).toBe('FORBIDDEN');

    // The admin feed is refused when the client resubscribes, and nothing more reaches it.
    await feed.until(refused);
    await raiseTestAlert('after-demotion');
    await bossFeed.until((items) => alertRaised(items) === 2);
    expect(alertRaised(feed.items)).toBe(1);
  });

  it('host → guest: no listings, payout method or calendar events on the old socket; messages keep coming', async () => {
    const hana = await person(t, 'host', 'Hana Host');
    const friend = await person(t, 'guest', 'Friendly Guest');
    const listing = await createProperty(db(), hana.id, { title: 'Hana Loft' });
    const socket = await openSocket(hana);
    const inbox = follow<UserEvent>(live(hana), 'messages.events');
    await inbox.until(ready);
    expect(refusal(await socketCall(socket, 'query', 'host.properties.options'))).toBe('answered');

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    expect((await boss.client.mutate('admin.setUserRole', { userId: hana.id, role: 'guest' })).status).toBe(
      200,
    );

    const calls = [
      await socketCall(socket, 'query', 'host.properties.options'),
      await socketCall(socket, 'query', 'payouts.method.get'),
      await socketCall(socket, 'mutation', 'host.calendar.events.create', {
        title: 'Deep clean',
        date: '2031-03-10',
        time: '09:00',
        type: 'maintenance',
        notes: '',
        propertyId: listing,
      }),
    ];
    for (const call of calls) expect(['FORBIDDEN', 'closed']).toContain(refusal(call));
    expect(await db().select().from(hostEvents).where(eq(hostEvents.hostId, hana.id))).toEqual([]);
    expect(await closed).toBe(SOCKET_CLOSE.accessChanged);

    // What a guest may see goes on: the inbox feed resumes on the new socket.
    await deliver(db(), friend.id, { to: hana.id, content: 'Still there?' });
    await inbox.until((items) => items.some((i) => 'data' in i && i.data.type === 'message.created'));
    expect(refused(inbox.items)).toBe(false);
  });

  it('provider revoked: no provider mutation or query on the old socket; messages keep coming', async () => {
    const pia = await person(t, 'guest', 'Pia Provider');
    const friend = await person(t, 'guest', 'Provider Friend');
    const applicationId = await applyAndApprove(pia, 'Pia Portraits');
    await addService(pia);
    const socket = await openSocket(pia);
    const inbox = follow<UserEvent>(live(pia), 'messages.events');
    await inbox.until(ready);
    expect(refusal(await socketCall(socket, 'query', 'services.mine'))).toBe('answered');

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const revoke = await boss.client.mutate('admin.revokeProvider', {
      applicationId,
      reason: 'Verification documents expired.',
    });
    expect(revoke.status, JSON.stringify(revoke.error)).toBe(200);

    const calls = [
      await socketCall(socket, 'query', 'services.mine'),
      await socketCall(socket, 'mutation', 'services.create', serviceForm({ title: 'Sneaky session' })),
    ];
    for (const call of calls) expect(['FORBIDDEN', 'closed']).toContain(refusal(call));
    const titles = await db()
      .select({ title: services.title })
      .from(services)
      .where(eq(services.providerId, pia.id));
    expect(titles.map((s) => s.title)).not.toContain('Sneaky session');
    expect(await closed).toBe(SOCKET_CLOSE.accessChanged);
    const fresh = await openSocket(pia);
    expect(refusal(await socketCall(fresh, 'query', 'services.mine'))).toBe('FORBIDDEN');

    await deliver(db(), friend.id, { to: pia.id, content: 'Hello again' });
    await inbox.until((items) => items.some((i) => 'data' in i && i.data.type === 'message.created'));
  });

  it("a provider approval re-authorizes the applicant's sockets, so provider calls work at once", async () => {
    const ari = await person(t, 'guest', 'Ari Applicant');
    const socket = await openSocket(ari);
    expect(refusal(await socketCall(socket, 'query', 'services.mine'))).toBe('FORBIDDEN');
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await applyAndApprove(ari, 'Ari Tours');
    expect(await closed).toBe(SOCKET_CLOSE.accessChanged);
    const fresh = await openSocket(ari);
    expect(refusal(await socketCall(fresh, 'query', 'services.mine'))).toBe('answered');
  });
});

describe('after signals were lost (the listening connection dropped)', () => {
  it('a recheck of every socket ends those whose session or rights changed, and only those', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const registry = new SocketRegistry();
    const port = (server.address() as { port: number }).port;
    const connect = async (who: Person) => {
      const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
      const client = new WebSocket(`ws://127.0.0.1:${port}`);
      sockets.push(client);
      const serverSide = await accepted;
      const token = decodeURIComponent(who.client.cookie!.split('=')[1]!);
      const session = await validateSessionToken(db(), token);
      registry.add({
        socket: serverSide,
        sessionId: session!.id,
        userId: who.id,
        role: session!.user.role,
        isProvider: session!.user.isProvider,
      });
      return {
        client,
        closed: new Promise<number>((resolve) => client.once('close', (code) => resolve(code))),
      };
    };
    try {
      const demoted = await person(t, 'host', 'Quiet Demotion');
      const signedOut = await person(t, 'guest', 'Quiet Sign-out');
      const unchanged = await person(t, 'guest', 'Nothing Changed');
      const closes = [await connect(demoted), await connect(signedOut), await connect(unchanged)];
      expect(registry.size).toBe(3);
      // Changed with no signal at all, as if it had been lost.
      await db().update(profiles).set({ role: 'guest' }).where(eq(profiles.id, demoted.id));
      await db().delete(sessionsTable).where(eq(sessionsTable.userId, signedOut.id));
      await registry.recheck(db());
      expect(await closes[0]!.closed).toBe(SOCKET_CLOSE.accessChanged);
      expect(await closes[1]!.closed).toBe(SOCKET_CLOSE.sessionEnded);
      expect(closes[2]!.client.readyState).toBe(WebSocket.OPEN);
    } finally {
      server.close();
    }
  });
});

describe('socket frames', () => {
  it(`carry at most ${MAX_BATCH_SIZE} calls, as an HTTP batch does`, async () => {
    const gus = await person(t, 'guest', 'Gus Batch');
    const socket = await openSocket(gus);
    const frame = (n: number, first: number) =>
      JSON.stringify(
        Array.from({ length: n }, (_, i) => ({
          id: first + i,
          method: 'query',
          params: { path: 'auth.me' },
        })),
      );
    const answers = (first: number, n: number) =>
      new Promise<{ id: number | null; error?: { message: string } }[]>((resolve) => {
        const got: { id: number | null; error?: { message: string } }[] = [];
        const onMessage = (data: Buffer) => {
          const msg = JSON.parse(data.toString('utf8')) as { id: number | null; error?: { message: string } };
          if (msg.id === null || (msg.id >= first && msg.id < first + n)) got.push(msg);
          if (got.length === n || msg.id === null) {
            socket.off('message', onMessage);
            // Anything else the server might still send for this frame arrives before this timer.
            setTimeout(() => resolve(got), 100);
          }
        };
        socket.on('message', onMessage);
      });

    const allowed = answers(1000, MAX_BATCH_SIZE);
    socket.send(frame(MAX_BATCH_SIZE, 1000));
    const ok = await allowed;
    expect(ok).toHaveLength(MAX_BATCH_SIZE);
    expect(ok.every((m) => !m.error)).toBe(true);

    let extra = 0;
    const counter = (data: Buffer) => {
      const msg = JSON.parse(data.toString('utf8')) as { id: number | null };
      if (msg.id !== null && msg.id >= 2000) extra++;
    };
    socket.on('message', counter);
    const refusedFrame = answers(2000, MAX_BATCH_SIZE + 1);
    socket.send(frame(MAX_BATCH_SIZE + 1, 2000));
    const [answer] = await refusedFrame;
    expect(answer?.id).toBeNull();
    expect(answer?.error?.message).toBe(`Too many calls in one message: at most ${MAX_BATCH_SIZE}.`);
    // The socket stays usable, and none of the refused frame's calls ran.
    expect(refusal(await socketCall(socket, 'query', 'auth.me'))).toBe('answered');
    expect(extra).toBe(0);
  });
});
