import { Avatar, Badge, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import dayjs from 'dayjs';
import type { ConversationView } from '../../../shared/messages';
import classes from './Messages.module.css';

/** A listed conversation; one opened from a booking has no message yet, hence no date. */
export interface ConversationRow extends Omit<ConversationView, 'lastMessageDate'> {
  lastMessageDate: string | null;
}

interface ConversationListProps {
  conversations: ConversationRow[];
  selectedId: string | undefined;
  onSelect: (userId: string) => void;
}

function when(iso: string): string {
  const d = dayjs(iso);
  return d.isSame(dayjs(), 'day') ? d.format('h:mm A') : d.format('MMM D');
}

/** One row per person: avatar, name, last message, its date and my unread count. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  if (conversations.length === 0) {
    return (
      <Text c="dimmed" ta="center" p="lg" size="sm">
        No conversations yet. Message a host from one of your bookings to start one.
      </Text>
    );
  }
  return (
    <ScrollArea h="100%" type="auto">
      <Stack gap={0} component="ul" className={classes.list} aria-label="Conversations">
        {conversations.map((c) => (
          <li key={c.userId}>
            <UnstyledButton
              className={classes.conversation}
              data-active={c.userId === selectedId || undefined}
              aria-current={c.userId === selectedId ? 'true' : undefined}
              onClick={() => onSelect(c.userId)}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Avatar src={c.avatarUrl} alt={c.fullName} name={c.fullName} color="initials" radius="xl" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm" truncate="end">
                      {c.fullName}
                    </Text>
                    {c.lastMessageDate && (
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {when(c.lastMessageDate)}
                      </Text>
                    )}
                  </Group>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" c="dimmed" truncate="end">
                      {c.lastMessageMine ? `You: ${c.lastMessage}` : c.lastMessage}
                    </Text>
                    {c.unreadCount > 0 && (
                      // Sized to its digits (a circle clipped '22'), and never squeezed by the text beside it.
                      <Badge
                        size="sm"
                        radius="xl"
                        miw={20}
                        px={6}
                        style={{ flexShrink: 0, overflow: 'visible' }}
                        aria-label={`${c.unreadCount} unread`}
                      >
                        {c.unreadCount > 99 ? '99+' : c.unreadCount}
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </ScrollArea>
  );
}
