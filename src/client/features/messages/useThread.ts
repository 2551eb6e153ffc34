import { useEffect, useRef } from 'react';
import { MESSAGE_TEXTS } from '../../../shared/messages';
import { trpc } from '../../trpc';
import { useErrorToast } from '../../ui/useErrorToast';
import { showError } from '../../ui/toasts';
import { addMessage, hasUnreadFrom, threadMessages } from './threadCache';
import { useDocumentVisible } from './useDocumentVisible';

/**
 * A two-person thread: newest 50 first, older pages on demand; what the other person sent is marked read
 * while the thread is on screen; sending adds the message at once.
 */
export function useThread(otherId: string) {
  const utils = trpc.useUtils();
  const input = { withUserId: otherId };
  const thread = trpc.messages.thread.useInfiniteQuery(input, {
    getNextPageParam: (last) => last.olderCursor,
  });
  const messages = threadMessages(thread.data);
  const visible = useDocumentVisible();

  useErrorToast(thread.error, 'messages-thread', MESSAGE_TEXTS.fetchError);

  const markRead = trpc.messages.markRead.useMutation({
    onSuccess: () => {
      void utils.messages.unreadCount.invalidate();
      void utils.messages.conversations.invalidate();
    },
  });
  const lastMarked = useRef<string | null>(null);
  const newestUnread = hasUnreadFrom(messages, otherId) ? (messages.at(-1)?.id ?? null) : null;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!visible || !newestUnread || lastMarked.current === newestUnread) return;
    lastMarked.current = newestUnread;
    mark({ withUserId: otherId });
  }, [visible, newestUnread, otherId, mark]);

  const send = trpc.messages.send.useMutation();
  /** `bookingId` links the message to the stay the conversation is about, when there is one. */
  async function sendMessage(content: string, bookingId: string | undefined): Promise<boolean> {
    try {
      const message = await send.mutateAsync({ to: otherId, content, bookingId: bookingId ?? null });
      utils.messages.thread.setInfiniteData(input, (d) => (d ? addMessage(d, message) : d));
      void utils.messages.conversations.invalidate();
      return true;
    } catch (err) {
      showError(MESSAGE_TEXTS.sendError, err);
      return false;
    }
  }

  return { thread, messages, sendMessage, sending: send.isPending };
}
