import { describe, expect, it } from 'vitest';
import type { MessageView } from '../../../shared/messages';
import { addMessage, hasUnreadFrom, markMessagesRead, threadMessages, type ThreadData } from './threadCache';

const msg = (id: string, minute: number, from = 'a'): MessageView => ({
  id,
  content: `m${id}`,
  senderId: from,
  receiverId: from === 'a' ? 'b' : 'a',
  bookingId: null,
  createdAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`,
  readAt: null,
  isRead: false,
  sender: { fullName: from, avatarUrl: null },
});

const data: ThreadData = {
  pages: [
    { items: [msg('3', 3), msg('4', 4)], olderCursor: 'c' },
    { items: [msg('1', 1), msg('2', 2)], olderCursor: null },
  ],
  pageParams: [null, 'c'],
};

describe('thread cache', () => {
  it('reads pages back oldest first', () => {
    expect(threadMessages(data).map((m) => m.id)).toEqual(['1', '2', '3', '4']);
  });

  it('adds a live message once, in time order', () => {
    const once = addMessage(data, msg('5', 5));
    const twice = addMessage(once, msg('5', 5));
    expect(threadMessages(twice).map((m) => m.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('marks only the named messages read', () => {
    const read = markMessagesRead(data, ['2', '4'], '2026-11-20T11:00:00.000Z');
    expect(threadMessages(read).map((m) => m.isRead)).toEqual([false, true, false, true]);
    expect(hasUnreadFrom(threadMessages(read), 'a')).toBe(true);
    expect(hasUnreadFrom(threadMessages(markMessagesRead(data, ['1', '2', '3', '4'], 'x')), 'a')).toBe(false);
  });
});
