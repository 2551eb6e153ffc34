import { createPostInput, listPostsInput, postIdInput, reactInput, resumeInput } from '../../../shared/forum';
import { isTopicEvent } from '../../realtime/event-map';
import { resumableStream } from '../../realtime/stream';
import { countForumPost } from '../../limits/actions';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import * as forum from './service';

export const forumRouter = router({
  list: publicProcedure
    .input(listPostsInput)
    .query(({ ctx, input }) => forum.listPosts(ctx.db, ctx.user?.id ?? null, input.cursor)),

  create: protectedProcedure.input(createPostInput).mutation(async ({ ctx, input }) => {
    await countForumPost(ctx.limits, ctx.user.id, ctx.ip);
    return forum.createPost(ctx.db, ctx.user.id, input.content);
  }),

  delete: protectedProcedure
    .input(postIdInput)
    .mutation(({ ctx, input }) => forum.deletePost(ctx.db, ctx.user.id, input.postId)),

  react: protectedProcedure
    .input(reactInput)
    .mutation(({ ctx, input }) => forum.toggleReaction(ctx.db, ctx.user.id, input.postId, input.emoji)),

  /** Public: new posts, reaction counts and deletions as they happen, resumable after a reconnect. */
  events: publicProcedure.input(resumeInput).subscription(({ ctx, input, signal }) =>
    resumableStream({
      bus: ctx.bus,
      scope: { topic: 'forum' },
      lastEventId: input?.lastEventId,
      signal,
      map: (event) => (isTopicEvent('forum', event.data) ? event.data : null),
    }),
  ),
});
