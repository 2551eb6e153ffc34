import type { InfiniteData } from '@tanstack/react-query';
import type { ForumEvent, ForumPostView, ForumReaction, ReactionCounts } from '../../../shared/forum';

export interface ForumPage {
  items: ForumPostView[];
  nextCursor: string | null;
}
export type ForumData = InfiniteData<ForumPage, string | null>;

const OPTIMISTIC_PREFIX = 'optimistic-';
let optimisticSeq = 0;

export function isOptimistic(post: ForumPostView): boolean {
  return post.id.startsWith(OPTIMISTIC_PREFIX);
}

/** A post shown at once while the server stores it. */
export function optimisticPost(content: string, author: ForumPostView['author']): ForumPostView {
  return {
    id: `${OPTIMISTIC_PREFIX}${++optimisticSeq}`,
    content,
    createdAt: new Date().toISOString(),
    author,
    reactions: {},
    myReactions: [],
  };
}

function mapPosts(data: ForumData, fn: (items: ForumPostView[]) => ForumPostView[]): ForumData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: fn(page.items) })) };
}

function contains(data: ForumData, id: string): boolean {
  return data.pages.some((page) => page.items.some((p) => p.id === id));
}

export function prependPost(data: ForumData, post: ForumPostView): ForumData {
  if (contains(data, post.id)) return data;
  const [first, ...rest] = data.pages;
  if (!first) return { ...data, pages: [{ items: [post], nextCursor: null }], pageParams: [null] };
  return { ...data, pages: [{ ...first, items: [post, ...first.items] }, ...rest] };
}

export function removePost(data: ForumData, id: string): ForumData {
  return mapPosts(data, (items) => items.filter((p) => p.id !== id));
}

/** The server's post replaces the optimistic one (or just drops it, if a live event brought it first). */
export function reconcilePost(data: ForumData, optimisticId: string, saved: ForumPostView): ForumData {
  if (contains(data, saved.id)) return removePost(data, optimisticId);
  return mapPosts(data, (items) => items.map((p) => (p.id === optimisticId ? saved : p)));
}

export function setReactions(
  data: ForumData,
  postId: string,
  reactions: ReactionCounts,
  myReactions?: ForumReaction[],
): ForumData {
  return mapPosts(data, (items) =>
    items.map((p) => (p.id === postId ? { ...p, reactions, myReactions: myReactions ?? p.myReactions } : p)),
  );
}

/** My click, before the server answers: toggle my reaction and its count. */
export function toggleMine(
  post: ForumPostView,
  emoji: ForumReaction,
): Pick<ForumPostView, 'reactions' | 'myReactions'> {
  const had = post.myReactions.includes(emoji);
  const count = Math.max(0, (post.reactions[emoji] ?? 0) + (had ? -1 : 1));
  const reactions = { ...post.reactions };
  if (count === 0) delete reactions[emoji];
  else reactions[emoji] = count;
  const myReactions = had ? post.myReactions.filter((e) => e !== emoji) : [...post.myReactions, emoji];
  return { reactions, myReactions };
}

/** Merges a live event from other people (or my other tabs) into the list. */
export function applyForumEvent(data: ForumData, event: ForumEvent): ForumData {
  switch (event.type) {
    case 'post.created':
      return prependPost(data, event.post);
    case 'post.deleted':
      return removePost(data, event.postId);
    case 'post.reactions':
      return setReactions(data, event.postId, event.reactions);
  }
}
