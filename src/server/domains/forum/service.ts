import { and, eq, sql } from 'drizzle-orm';
import {
  FORUM_MESSAGES,
  FORUM_PAGE_SIZE,
  type ForumEvent,
  type ForumPostView,
  type ForumReaction,
  type ReactionCounts,
} from '../../../shared/forum';
import type { Db } from '../../db/client';
import { keysetLimit, keysetOrder, keysetWhere, pageOf } from '../../db/cursor';
import { forumPosts, forumReactions, profiles } from '../../db/schema';
import { withEvents, type Emit, type Tx } from '../../realtime/events';
import { AppError } from '../../errors';

const reactionCounts = sql<ReactionCounts>`(
  select coalesce(jsonb_object_agg(x.emoji, x.n), '{}'::jsonb)
  from (select r.emoji, count(*)::int as n from ${forumReactions} r
        where r.post_id = ${forumPosts.id} group by r.emoji) x
)`;

function postColumns(viewerId: string | null) {
  return {
    id: forumPosts.id,
    content: forumPosts.content,
    createdAt: forumPosts.createdAt,
    createdAtText: sql<string>`${forumPosts.createdAt}::text`,
    authorId: forumPosts.userId,
    authorName: profiles.fullName,
    authorAvatar: profiles.avatarUrl,
    reactions: reactionCounts,
    mine: viewerId
      ? sql<ForumReaction[]>`coalesce((select array_agg(r.emoji order by r.emoji) from ${forumReactions} r
          where r.post_id = ${forumPosts.id} and r.user_id = ${viewerId}), '{}')`
      : sql<ForumReaction[]>`'{}'::text[]`,
  };
}

type PostRow = {
  id: string;
  content: string;
  createdAt: Date;
  authorId: string;
  authorName: string;
  authorAvatar: string | null;
  reactions: ReactionCounts;
  mine: ForumReaction[];
};

function toView(row: PostRow): ForumPostView {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.authorName, avatarUrl: row.authorAvatar },
    reactions: row.reactions,
    myReactions: row.mine,
  };
}

/** Newest first, keyset-paginated on (created_at, id). */
export async function listPosts(
  db: Db,
  viewerId: string | null,
  cursor: string | null | undefined,
): Promise<{ items: ForumPostView[]; nextCursor: string | null }> {
  const rows = await db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .innerJoin(profiles, eq(profiles.id, forumPosts.userId))
    .where(keysetWhere(forumPosts, cursor))
    .orderBy(...keysetOrder(forumPosts))
    .limit(keysetLimit(FORUM_PAGE_SIZE));
  const page = pageOf(rows, FORUM_PAGE_SIZE, (r) => ({ t: r.createdAtText, id: r.id }));
  return { items: page.items.map(toView), nextCursor: page.next };
}

async function postById(tx: Tx | Db, postId: string, viewerId: string | null): Promise<ForumPostView | null> {
  const [row] = await tx
    .select(postColumns(viewerId))
    .from(forumPosts)
    .innerJoin(profiles, eq(profiles.id, forumPosts.userId))
    .where(eq(forumPosts.id, postId));
  return row ? toView(row) : null;
}

function forumEvent(emit: Emit, event: ForumEvent): Promise<void> {
  return emit('forum', event);
}

export function createPost(db: Db, userId: string, content: string): Promise<ForumPostView> {
  return withEvents(db, async (tx, emit) => {
    const [row] = await tx.insert(forumPosts).values({ userId, content }).returning({ id: forumPosts.id });
    const post = row && (await postById(tx, row.id, userId));
    if (!post) throw new Error('inserted post not found');
    await forumEvent(emit, { type: 'post.created', post: { ...post, myReactions: [] } });
    return post;
  });
}

/** Only the author may delete; someone else's post is refused, not silently kept. */
export function deletePost(db: Db, userId: string, postId: string): Promise<{ id: string }> {
  return withEvents(db, async (tx, emit) => {
    const [post] = await tx
      .select({ userId: forumPosts.userId })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId));
    if (!post) throw new AppError('not_found', FORUM_MESSAGES.notFound);
    if (post.userId !== userId) throw new AppError('forbidden', 'You can only delete your own posts');
    await tx.delete(forumPosts).where(and(eq(forumPosts.id, postId), eq(forumPosts.userId, userId)));
    await forumEvent(emit, { type: 'post.deleted', postId });
    return { id: postId };
  });
}

/**
 * A click adds the viewer's reaction, a second click on the same emoji removes it. Each reaction is a row
 * keyed by (post, user, emoji), so concurrent clicks by different people all count.
 */
export function toggleReaction(
  db: Db,
  userId: string,
  postId: string,
  emoji: ForumReaction,
): Promise<{ postId: string; reactions: ReactionCounts; myReactions: ForumReaction[] }> {
  return withEvents(db, async (tx, emit) => {
    const [exists] = await tx.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, postId));
    if (!exists) throw new AppError('not_found', FORUM_MESSAGES.notFound);
    const added = await tx
      .insert(forumReactions)
      .values({ postId, userId, emoji })
      .onConflictDoNothing()
      .returning({ emoji: forumReactions.emoji });
    if (added.length === 0) {
      await tx
        .delete(forumReactions)
        .where(
          and(
            eq(forumReactions.postId, postId),
            eq(forumReactions.userId, userId),
            eq(forumReactions.emoji, emoji),
          ),
        );
    }
    await tx.update(forumPosts).set({ updatedAt: new Date() }).where(eq(forumPosts.id, postId));
    const post = await postById(tx, postId, userId);
    if (!post) throw new AppError('not_found', FORUM_MESSAGES.notFound);
    await forumEvent(emit, { type: 'post.reactions', postId, reactions: post.reactions });
    return { postId, reactions: post.reactions, myReactions: post.myReactions };
  });
}
