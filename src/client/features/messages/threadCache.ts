import type { InfiniteData } from '@tanstack/react-query';
import type { MessageView } from '../../../shared/messages';

export interface ThreadPage {
  items: MessageView[];
  olderCursor: string | null;
}
/** Pages newest first; within a page, messages oldest first (as the server sends them). */
export type ThreadData = InfiniteData<ThreadPage, string | null>;

/** The whole loaded thread, oldest first. */
export function threadMessages(data: { pages: ThreadPage[] } | undefined): MessageView[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.items);
}

/** Adds a message to the newest page (or replaces it, if this id is already shown). */
export function addMessage(data: ThreadData, message: MessageView): ThreadData {
  const known = data.pages.some((page) => page.items.some((m) => m.id === message.id));
  if (known) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((m) => (m.id === message.id ? message : m)),
      })),
    };
  }
  const [newest, ...older] = data.pages;
  if (!newest) return { ...data, pages: [{ items: [message], olderCursor: null }], pageParams: [null] };
  const items = [...newest.items, message].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  return { ...data, pages: [{ ...newest, items }, ...older] };
}

/** Read receipts: the double tick for these messages. */
export function markMessagesRead(data: ThreadData, ids: readonly string[], readAt: string): ThreadData {
  const set = new Set(ids);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((m) => (set.has(m.id) ? { ...m, isRead: true, readAt } : m)),
    })),
  };
}

/** Does the thread show messages from `otherId` that I have not read yet? */
export function hasUnreadFrom(messages: readonly MessageView[], otherId: string): boolean {
  return messages.some((m) => m.senderId === otherId && !m.isRead);
}
