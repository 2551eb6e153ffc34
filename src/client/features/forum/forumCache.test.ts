import { describe, expect, it } from 'vitest';
import type { ForumPostView } from '../../../shared/forum';
import { applyForumEvent, optimisticPost, reconcilePost, toggleMine, type ForumData } from './forumCache';

const author = { id: 'u1', name: 'Amina', avatarUrl: null };
const post = (id: string, extra: Partial<ForumPostView> = {}): ForumPostView => ({
  id,
  content: `post ${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  author,
  reactions: {},
  myReactions: [],
  ...extra,
});
const data = (...ids: string[]): ForumData => ({
  pages: [{ items: ids.map((id) => post(id)), nextCursor: null }],
  pageParams: [null],
});
const ids = (d: ForumData) => d.pages.flatMap((p) => p.items.map((i) => i.id));

describe('forum cache', () => {
  it('adds a live post on top once, however often the event arrives', () => {
    const once = applyForumEvent(data('a'), { type: 'post.created', post: post('b') });
    const twice = applyForumEvent(once, { type: 'post.created', post: post('b') });
    expect(ids(twice)).toEqual(['b', 'a']);
  });

  it('replaces the optimistic post with the saved one, or drops it when the event came first', () => {
    const temp = optimisticPost('hello', author);
    const withTemp: ForumData = { ...data('a'), pages: [{ items: [temp, post('a')], nextCursor: null }] };
    expect(ids(reconcilePost(withTemp, temp.id, post('s')))).toEqual(['s', 'a']);
    const eventFirst = applyForumEvent(withTemp, { type: 'post.created', post: post('s') });
    expect(ids(reconcilePost(eventFirst, temp.id, post('s')))).toEqual(['s', 'a']);
  });

  it('removes deleted posts and merges reaction counts, keeping my own reactions', () => {
    const start: ForumData = {
      pages: [
        { items: [post('a', { myReactions: ['🔥'], reactions: { '🔥': 1 } }), post('b')], nextCursor: null },
      ],
      pageParams: [null],
    };
    const counted = applyForumEvent(start, { type: 'post.reactions', postId: 'a', reactions: { '🔥': 3 } });
    expect(counted.pages[0]!.items[0]).toMatchObject({ reactions: { '🔥': 3 }, myReactions: ['🔥'] });
    expect(ids(applyForumEvent(counted, { type: 'post.deleted', postId: 'b' }))).toEqual(['a']);
  });

  it('toggles my reaction and its count', () => {
    const on = toggleMine(post('a', { reactions: { '👍': 2 } }), '👍');
    expect(on).toEqual({ reactions: { '👍': 3 }, myReactions: ['👍'] });
    const off = toggleMine(post('a', { reactions: { '👍': 1 }, myReactions: ['👍'] }), '👍');
    expect(off).toEqual({ reactions: {}, myReactions: [] });
  });
});
