import { Badge } from '@mantine/core';
import { trpc } from '../trpc';
import { useAuth } from './useAuth';

/** How many messages wait unread; kept current by the live message feed. */
export function useUnreadMessages(): number {
  const { user } = useAuth();
  const unread = trpc.messages.unreadCount.useQuery(undefined, { enabled: user !== null, staleTime: 60_000 });
  return user ? (unread.data?.count ?? 0) : 0;
}

/** The unread total beside the Messages entry of the menus. */
export function UnreadMessagesBadge() {
  const count = useUnreadMessages();
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      circle={count < 10}
      aria-label={`${count} unread messages`}
      data-testid="unread-total"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
