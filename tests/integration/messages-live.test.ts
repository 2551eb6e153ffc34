import type { TRPCClientErrorLike } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamMarker } from '../../src/server/realtime/stream';
import type { AppRouter } from '../../src/server/trpc/router';
import type { TypingSignal, UserEvent } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../support/app';
import { booked, person, sendMessage, type Person } from '../support/messages';
import { Collector, listen, realtimeClient, type RealtimeClient } from '../support/ws';

type Item = UserEvent | StreamMarker;

let t: TestApp;
let url: string;
let a: Person;
let b: Person;
let c: Person;
let host: Person;
const sockets: RealtimeClient[] = [];

function connect(who: Person | null): RealtimeClient {
  const client = realtimeClient(url, { cookie: who?.client.cookie });
  sockets.push(client);
  return client;
}

/** Subscribes `who` to messages.events and waits for the stream to be live. */
async function events(who: Person): Promise<Collector<{ id: string | undefined; data: Item }>> {
  const collector = new Collector<{ id: string | undefined; data: Item }>();
  connect(who).trpc.messages.events.subscribe(undefined, {
    onData: (e) => collector.push({ id: e.id, data: e.data }),
  });
  await collector.until((items) => items.some((e) => e.data.type === 'ready'));
  return collector;
}

/** Subscribes `who` to messages.typing; resolves once the server has started the stream. */
async function typingOf(who: Person): Promise<Collector<TypingSignal>> {
  const got = new Collector<TypingSignal>();
  await new Promise<void>((resolve) => {
    connect(who).trpc.messages.typing.subscribe(undefined, { onStarted: () => resolve(), onData: got.push });
  });
  return got;
}

async function setTyping(from: Person, to: Person, typing: boolean): Promise<number> {
  return (await from.client.mutate('messages.setTyping', { to: to.id, typing })).status;
}

const created = (items: { data: Item }[]) =>
  items.flatMap((e) => (e.data.type === 'message.created' ? [e.data.message] : []));

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  [a, b, c, host] = [await person(t), await person(t, 'host'), await person(t), await person(t, 'host')];
  await booked(t, a, b);
  await booked(t, c, host);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('live messages', () => {
  it('delivers messages and read receipts to the two people only', async () => {
    const ofA = await events(a);
    const ofB = await events(b);
    const ofC = await events(c);

    const m = await sendMessage(a, b, 'Live hello from A');
    const got = await ofB.until((items) => created(items).some((x) => x.id === m.id));
    expect(created(got).find((x) => x.id === m.id)).toMatchObject({
      content: 'Live hello from A',
      senderId: a.id,
      receiverId: b.id,
      isRead: false,
    });

    await b.client.mutate('messages.markRead', { withUserId: a.id });
    const receipts = await ofA.until((items) => items.some((e) => e.data.type === 'messages.read'));
    expect(receipts.find((e) => e.data.type === 'messages.read')!.data).toMatchObject({
      type: 'messages.read',
      readerId: b.id,
      senderId: a.id,
      messageIds: [m.id],
    });

    // A control event for C, published last: once it arrives, anything meant for C before it has arrived too.
    const control = await sendMessage(c, host, 'Control message from C');
    const ofCItems = await ofC.until((items) => created(items).some((x) => x.id === control.id));
    expect(ofCItems.map((e) => e.data.type)).toEqual(['ready', 'message.created']);
    expect(JSON.stringify(ofCItems)).not.toContain(a.id);
  });

  it('shows typing to the person addressed only, and refuses typing to a stranger', async () => {
    const typingOfB = await typingOf(b);
    const typingOfC = await typingOf(c);

    expect(await setTyping(a, b, true)).toBe(200);
    await typingOfB.until((items) => items.length > 0);
    expect(typingOfB.items).toEqual([{ from: a.id, typing: true }]);
    // A control signal to C, sent last: once it arrives, anything meant for C before it has arrived too.
    expect(await setTyping(host, c, true)).toBe(200);
    await typingOfC.until((items) => items.length > 0);
    expect(typingOfC.items).toEqual([{ from: host.id, typing: true }]);

    expect(await setTyping(b, c, true)).toBe(403);
    expect(await setTyping(a, b, false)).toBe(200);
    await typingOfB.until((items) => items.length === 2);
    expect(typingOfB.items[1]).toEqual({ from: a.id, typing: false });
    await setTyping(host, c, false);
    await typingOfC.until((items) => items.length === 2);
    expect(typingOfC.items).toEqual([
      { from: host.id, typing: true },
      { from: host.id, typing: false },
    ]);
  });

  it('refuses anonymous subscriptions', async () => {
    const anonymous = connect(null);
    const errors = new Collector<TRPCClientErrorLike<AppRouter>>();
    const data = new Collector<unknown>();
    anonymous.trpc.messages.events.subscribe(undefined, { onData: data.push, onError: errors.push });
    anonymous.trpc.messages.typing.subscribe(undefined, { onData: data.push, onError: errors.push });
    const got = await errors.until((items) => items.length === 2);
    expect(got.map((e) => e.data?.code)).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED']);
    expect(data.items).toEqual([]);
  });
});

describe('resuming', () => {
  it('delivers what was sent while disconnected, once each and in order', async () => {
    const rt = connect(b);
    const got = new Collector<{ id: string | undefined; data: Item }>();
    rt.trpc.messages.events.subscribe(undefined, { onData: (e) => got.push({ id: e.id, data: e.data }) });
    await got.until((items) => items.some((e) => e.data.type === 'ready'));
    const before = await sendMessage(a, b, 'before the drop');
    await got.until((items) => created(items).some((m) => m.id === before.id));

    rt.drop();
    const during = [
      await sendMessage(a, b, 'while away 1'),
      await sendMessage(b, a, 'while away 2 (from another tab)'),
    ];
    await got.until((items) => created(items).some((m) => m.id === during[1]!.id), 8000);
    const after = await sendMessage(a, b, 'after the reconnect');
    const items = await got.until((all) => created(all).some((m) => m.id === after.id));

    expect(created(items).map((m) => m.id)).toEqual([before.id, during[0]!.id, during[1]!.id, after.id]);
    const ids = items.filter((e) => e.data.type === 'message.created').map((e) => Number(e.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
  });
});
