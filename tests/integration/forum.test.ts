import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, forumReactions } from '../../src/server/db/schema';
import type { ForumEvent, ForumPostView, ReactionCounts } from '../../src/shared/forum';
import { FORUM_POST_MAX } from '../../src/shared/forum';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';
import { Collector, listen, realtimeClient } from '../support/ws';

let t: TestApp;
let url: string;
let alice: TestClient;
let bob: TestClient;

type Page = { items: ForumPostView[]; nextCursor: string | null };
type Toggle = { reactions: ReactionCounts; myReactions: string[] };

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  alice = await signedInClient(t, { email: 'alice@example.com', fullName: 'Alice Author' });
  bob = await signedInClient(t, { email: 'bob@example.com', fullName: 'Bob Reader' });
});
afterAll(() => t.close());

const post = async (client: TestClient, content: string) => {
  const res = await client.mutate<ForumPostView>('forum.create', { content });
  expect(res.status).toBe(200);
  return res.data!;
};

describe('forum posts', () => {
  it('lists posts newest first with the author, to anyone', async () => {
    const first = await post(alice, 'First post from Nairobi');
    const second = await post(bob, '  Second post, trimmed  ');
    expect(second.content).toBe('Second post, trimmed');
    const res = await new TestClient(t.app).query<Page>('forum.list', {});
    expect(res.status).toBe(200);
    const ids = res.data!.items.map((p) => p.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(res.data!.items.find((p) => p.id === first.id)!.author.name).toBe('Alice Author');
  });

  it('refuses empty, over-long and anonymous posts, storing nothing', async () => {
    const before = (await t.database.db.select().from(forumPosts)).length;
    const empty = await alice.mutate('forum.create', { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.error!.data.zodIssues![0]!.message).toBe('Post cannot be empty');
    const long = await alice.mutate('forum.create', { content: 'x'.repeat(FORUM_POST_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.error!.data.zodIssues![0]!.message).toBe('Posts can be at most 2000 characters');
    const anonymous = await new TestClient(t.app).mutate('forum.create', { content: 'hello' });
    expect(anonymous.status).toBe(401);
    expect((await t.database.db.select().from(forumPosts)).length).toBe(before);
    const exact = await alice.mutate('forum.create', { content: 'y'.repeat(FORUM_POST_MAX) });
    expect(exact.status).toBe(200);
  });

  it("lets only the author delete a post; someone else's delete changes nothing", async () => {
    const mine = await post(alice, 'Delete me later');
    const other = await bob.mutate('forum.delete', { postId: mine.id });
    expect(other.status).toBe(403);
    const anonymous = await new TestClient(t.app).mutate('forum.delete', { postId: mine.id });
    expect(anonymous.status).toBe(401);
    const list = await bob.query<Page>('forum.list', {});
    expect(list.data!.items.some((p) => p.id === mine.id)).toBe(true);
    const own = await alice.mutate('forum.delete', { postId: mine.id });
    expect(own.status).toBe(200);
    const gone = await alice.mutate('forum.delete', { postId: mine.id });
    expect(gone.status).toBe(404);
  });

  it('pages with a keyset cursor without gaps or repeats', async () => {
    for (let i = 0; i < 25; i++) await post(bob, `Paging post ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { data?: Page } = await bob.query<Page>('forum.list', { cursor });
      seen.push(...res.data!.items.map((p) => p.id));
      cursor = res.data!.nextCursor;
    } while (cursor);
    const all = await t.database.db.select({ id: forumPosts.id }).from(forumPosts);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(all.length);
    const forged = await bob.query('forum.list', { cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.status).toBe(400);
  });
});

describe('reactions', () => {
  it('toggles: a second click on the same emoji removes my reaction', async () => {
    const p = await post(alice, 'React to me');
    const on = await bob.mutate<Toggle>('forum.react', { postId: p.id, emoji: '🔥' });
    expect(on.data).toMatchObject({ reactions: { '🔥': 1 }, myReactions: ['🔥'] });
    const off = await bob.mutate<Toggle>('forum.react', { postId: p.id, emoji: '🔥' });
    expect(off.data).toMatchObject({ reactions: {}, myReactions: [] });
    const bad = await bob.mutate('forum.react', { postId: p.id, emoji: '💩' });
    expect(bad.status).toBe(400);
    const anonymous = await new TestClient(t.app).mutate('forum.react', { postId: p.id, emoji: '🔥' });
    expect(anonymous.status).toBe(401);
  });

  it('counts every user when many click at once', async () => {
    const p = await post(alice, 'Everyone clap');
    const clickers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedInClient(t, { email: `clapper${i}@example.com` })),
    );
    const results = await Promise.all(
      clickers.map((c) => c.mutate<Toggle>('forum.react', { postId: p.id, emoji: '👏' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await t.database.db.select().from(forumReactions);
    expect(rows.filter((r) => r.postId === p.id && r.emoji === '👏')).toHaveLength(8);
    const list = await alice.query<Page>('forum.list', {});
    expect(list.data!.items.find((x) => x.id === p.id)!.reactions['👏']).toBe(8);
  });
});

describe('live forum events', () => {
  it('delivers posts, reaction counts and deletions to a signed-out visitor', async () => {
    const visitor = realtimeClient(url);
    const events = new Collector<ForumEvent | { type: string }>();
    const sub = visitor.trpc.forum.events.subscribe(undefined, { onData: (e) => events.push(e.data) });
    await events.until((items) => items.some((e) => e.type === 'ready'));
    const p = await post(alice, 'Live hello');
    await bob.mutate('forum.react', { postId: p.id, emoji: '🎉' });
    await alice.mutate('forum.delete', { postId: p.id });
    const got = await events.until((items) => items.some((e) => e.type === 'post.deleted'));
    const live = got.filter((e) => e.type !== 'ready');
    expect(live[0]).toMatchObject({ type: 'post.created', post: { id: p.id, content: 'Live hello' } });
    expect(live.slice(1)).toEqual([
      { type: 'post.reactions', postId: p.id, reactions: { '🎉': 1 } },
      { type: 'post.deleted', postId: p.id },
    ]);
    sub.unsubscribe();
    await visitor.close();
  });

  it('resumes after a dropped connection without losing or repeating events', async () => {
    const visitor = realtimeClient(url);
    const events = new Collector<{ id: string | undefined; data: ForumEvent | { type: string } }>();
    const sub = visitor.trpc.forum.events.subscribe(undefined, {
      onData: (e) => events.push({ id: e.id, data: e.data }),
    });
    await events.until((items) => items.length === 1);
    const before = await post(bob, 'Before the drop');
    await events.until((items) => items.length === 2);

    visitor.drop();
    // Published while the client is away: it must get these on reconnect, once each.
    const during = [await post(bob, 'During 1'), await post(alice, 'During 2')];
    const after = await (async () => {
      await events.until((items) => items.length >= 4, 8000);
      return post(bob, 'After reconnect');
    })();
    const got = await events.until((items) =>
      items.some((e) => e.data.type === 'post.created' && 'post' in e.data && e.data.post.id === after.id),
    );
    const createdIds = got.flatMap((e) =>
      e.data.type === 'post.created' && 'post' in e.data ? [e.data.post.id] : [],
    );
    expect(createdIds).toEqual([before.id, during[0]!.id, during[1]!.id, after.id]);
    const ids = got.map((e) => Number(e.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    sub.unsubscribe();
    await visitor.close();
  });
});
