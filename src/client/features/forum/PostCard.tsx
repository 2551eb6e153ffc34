import { ActionIcon, Avatar, Button, Card, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { LocalTime } from '../../ui/LocalTime';
import type { ForumPostView, ForumReaction } from '../../../shared/forum';
import { IconTrash } from '@tabler/icons-react';
import { isOptimistic } from './forumCache';
import { ReactionBar } from './ReactionBar';

interface PostCardProps {
  post: ForumPostView;
  isAuthor: boolean;
  onReact: (emoji: ForumReaction) => void;
  onDelete: () => void;
}

export function PostCard({ post, isAuthor, onReact, onDelete }: PostCardProps) {
  const pending = isOptimistic(post);
  // Deleting cannot be undone, so it is asked first.
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" style={{ opacity: pending ? 0.6 : 1 }} aria-busy={pending}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={post.author.avatarUrl}
              alt={post.author.name}
              name={post.author.name}
              color="initials"
              radius="xl"
            />
            <div>
              <Text fw={600} size="sm">
                {post.author.name}
              </Text>
              <Text size="xs" c="dimmed">
                <LocalTime iso={post.createdAt} format="MMM D, YYYY [at] h:mm A" />
              </Text>
            </div>
          </Group>
          {isAuthor && !pending && (
            <Tooltip label="Delete post">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label="Delete post"
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.content}
        </Text>
        <ReactionBar post={post} disabled={pending} onReact={onReact} />
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete this post?" centered>
        <Stack gap="md">
          <Text size="sm">
            It will be removed from the forum for everyone, with its reactions. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep post
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirming(false);
                onDelete();
              }}
            >
              Delete post
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
