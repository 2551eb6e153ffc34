import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { MESSAGE_TEXTS, messagePreview } from '../../../shared/message-texts';
import type { UserEvent } from '../../../shared/messages';
import { useAuth } from '../../layout/useAuth';
import { onSessionChanged } from '../../realtime';
import { trpc } from '../../trpc';
import { useRetryOnError } from '../../useRetryOnError';
import { addMessage, markMessagesRead } from './threadCache';
import { setTyping } from './typingStore';

/**
 * One live feed per signed-in tab, on every page: new messages and read receipts update the open thread,
 * the conversation list and the header's unread count; typing presence feeds the indicator; a service booking
 * that changes is read again wherever it shows.
 */
export function MessagesRealtime() {
  const { user } = useAuth();
  if (!user) return null;
  return <LiveMessages key={user.id} userId={user.id} />;
}

function LiveMessages({ userId }: { userId: string }) {
  const utils = trpc.useUtils();
  // The server ended the socket for a change of session or rights: headers and guards read who I am again.
  useEffect(() => onSessionChanged(() => void utils.auth.me.invalidate()), [utils]);

  function apply(event: UserEvent) {
    if (event.type === 'service_booking.updated') {
      // A service booking of mine changed (either side): the pages showing it read it again.
      void utils.services.myBookings.invalidate();
      void utils.services.dashboard.invalidate();
      return;
    }
    if (event.type === 'message.created') {
      const m = event.message;
      const other = m.senderId === userId ? m.receiverId : m.senderId;
      utils.messages.thread.setInfiniteData({ withUserId: other }, (d) => (d ? addMessage(d, m) : d));
      if (m.senderId !== userId) {
        setTyping(m.senderId, false);
        if (document.visibilityState === 'hidden') {
          notifications.show({ title: MESSAGE_TEXTS.newMessage, message: messagePreview(m.content) });
        }
      }
    } else {
      const other = event.readerId === userId ? event.senderId : event.readerId;
      utils.messages.thread.setInfiniteData({ withUserId: other }, (d) =>
        d ? markMessagesRead(d, event.messageIds, event.readAt) : d,
      );
    }
    void utils.messages.conversations.invalidate();
    void utils.messages.unreadCount.invalidate();
  }

  const events = trpc.messages.events.useSubscription(undefined, {
    onData: ({ data }) => {
      if (data.type === 'ready' || data.type === 'resync') void utils.messages.invalidate();
      else apply(data);
    },
  });
  useRetryOnError(events);

  const typing = trpc.messages.typing.useSubscription(undefined, {
    onData: (signal) => setTyping(signal.from, signal.typing),
  });
  useRetryOnError(typing);
  return null;
}
