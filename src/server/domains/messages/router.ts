import { resumeInput } from '../../../shared/forum';
import {
  bookingContextInput,
  sendMessageInput,
  threadInput,
  typingInput,
  withUserInput,
} from '../../../shared/messages';
import { isTopicEvent } from '../../realtime/event-map';
import { resumableStream } from '../../realtime/stream';
import { typingStream } from '../../realtime/typing';
import { countMessage } from '../../limits/actions';
import { protectedProcedure, router } from '../../trpc/init';
import { assertCanMessage } from './access';
import { notifyNewMessage } from './notify';
import * as messages from './service';

export const messagesRouter = router({
  conversations: protectedProcedure.query(({ ctx }) => messages.conversations(ctx.db, ctx.user.id)),

  thread: protectedProcedure
    .input(threadInput)
    .query(({ ctx, input }) => messages.thread(ctx.db, ctx.user.id, input.withUserId, input.cursor)),

  unreadCount: protectedProcedure.query(async ({ ctx }) => ({
    count: await messages.unreadCount(ctx.db, ctx.user.id),
  })),

  bookingContext: protectedProcedure
    .input(bookingContextInput)
    .query(({ ctx, input }) => messages.bookingContext(ctx.db, ctx.user.id, input.bookingId)),

  send: protectedProcedure.input(sendMessageInput).mutation(async ({ ctx, input }) => {
    await countMessage(ctx.limits, ctx.user.id, ctx.ip);
    const { message, firstUnread } = await messages.send(ctx.db, ctx.user.id, input);
    // One mail per unread streak, not per line; and the mail must not hold up (or fail) the send.
    if (firstUnread)
      notifyNewMessage(ctx, message).catch((err: unknown) =>
        ctx.log.error({ err }, 'message notification failed'),
      );
    return message;
  }),

  markRead: protectedProcedure
    .input(withUserInput)
    .mutation(({ ctx, input }) => messages.markRead(ctx.db, ctx.user.id, input.withUserId)),

  /** Tell the other person I am (or stopped) typing; only to someone I may message. */
  setTyping: protectedProcedure.input(typingInput).mutation(async ({ ctx, input }) => {
    await assertCanMessage(ctx.db, ctx.user.id, input.to);
    await ctx.bus.signal({ kind: 'typing', from: ctx.user.id, to: input.to, typing: input.typing });
    return { ok: true as const };
  }),

  /** My messages (sent from any of my tabs, or to me) and read receipts, resumable after a reconnect. */
  events: protectedProcedure.input(resumeInput).subscription(({ ctx, input, signal }) =>
    resumableStream({
      bus: ctx.bus,
      scope: { topic: 'user', userId: ctx.user.id },
      lastEventId: input?.lastEventId,
      signal,
      map: (event) => (isTopicEvent('user', event.data) ? event.data : null),
    }),
  ),

  /** Typing presence of the people writing to me. */
  typing: protectedProcedure.subscription(({ ctx, signal }) => typingStream(ctx.bus, ctx.user.id, signal)),
});
