import { ActionIcon, Avatar, Card, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import type { BookingContextView } from '../../../shared/messages';
import { trpc } from '../../trpc';
import { IconChevronLeft } from '@tabler/icons-react';
import { BookingContextCard } from './BookingContextCard';
import { MessageBubble } from './MessageBubble';
import { MessageComposer } from './MessageComposer';
import classes from './Messages.module.css';
import { useIsTyping } from './typingStore';
import { useThread } from './useThread';
import { LoadFailed } from '../../ui/LoadFailed';

export interface ChatPartner {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
}

interface ChatPaneProps {
  me: string;
  other: ChatPartner;
  booking: BookingContextView | undefined;
  /** Phones show one pane at a time: back to the list. */
  onBack: (() => void) | undefined;
}

export function ChatPane({ me, other, booking: opened, onBack }: ChatPaneProps) {
  const { thread, messages, sendMessage, sending } = useThread(other.userId);
  // Opened from ?booking, that stay; otherwise the one the latest booking-linked message is about.
  const contextId =
    opened?.bookingId ?? messages.findLast((m) => m.bookingId !== null)?.bookingId ?? undefined;
  const context = trpc.messages.bookingContext.useQuery(
    { bookingId: contextId ?? '' },
    { enabled: !opened && contextId !== undefined, retry: false, staleTime: 60_000 },
  );
  const booking = opened ?? context.data;
  const typing = useIsTyping(other.userId);
  const viewport = useRef<HTMLDivElement>(null);
  const fromBottom = useRef<number | null>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;

  // New messages at the bottom scroll into view; older ones loaded above keep what was on screen in place.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    if (fromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else {
      el.scrollTop = el.scrollHeight;
    }
  }, [firstId, lastId]);

  function loadOlder(y: number) {
    const el = viewport.current;
    if (y > 40 || !el || !thread.hasNextPage || thread.isFetchingNextPage) return;
    fromBottom.current = el.scrollHeight - el.scrollTop;
    void thread.fetchNextPage();
  }

  return (
    <Card withBorder radius="md" padding={0} className={classes.pane}>
      <Group gap="sm" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {onBack && (
          <ActionIcon variant="subtle" aria-label="Back to conversations" onClick={onBack}>
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
        )}
        <Avatar
          src={other.avatarUrl}
          alt={other.fullName}
          name={other.fullName}
          color="initials"
          radius="xl"
        />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate="end">
            {other.fullName}
          </Text>
          <Text size="xs" c="dimmed" h={18} aria-live="polite">
            {typing ? `${other.fullName} is typing...` : ''}
          </Text>
        </div>
      </Group>
      {booking && <BookingContextCard booking={booking} />}
      <ScrollArea
        style={{ flex: 1 }}
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => loadOlder(y)}
        type="auto"
      >
        <Stack gap={6} p="md" aria-label={`Messages with ${other.fullName}`}>
          {thread.isFetchingNextPage && (
            <Center>
              <Loader size="sm" />
            </Center>
          )}
          {thread.isPending ? (
            <Center mih={200}>
              <Loader />
            </Center>
          ) : thread.isError ? (
            <LoadFailed title="Error fetching messages" query={thread} />
          ) : messages.length === 0 ? (
            <Text c="dimmed" ta="center" size="sm" py="xl">
              No messages yet. Say hello!
            </Text>
          ) : (
            messages.map((m) => <MessageBubble key={m.id} message={m} mine={m.senderId === me} />)
          )}
        </Stack>
      </ScrollArea>
      <div style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <MessageComposer
          key={other.userId}
          to={other.userId}
          sending={sending}
          onSend={(content) => sendMessage(content, contextId)}
        />
      </div>
    </Card>
  );
}
