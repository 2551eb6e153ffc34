import { Button, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FORUM_MESSAGES, FORUM_POST_MAX } from '../../../shared/forum';

interface PostComposerProps {
  signedIn: boolean;
  isPosting: boolean;
  onPost: (content: string) => Promise<boolean>;
}

/** The forum's text box: Post is disabled while empty or posting; signed out it explains why it can't post. */
export function PostComposer({ signedIn, isPosting, onPost }: PostComposerProps) {
  const [content, setContent] = useState('');
  const empty = content.trim().length === 0;

  async function submit() {
    if (empty || isPosting) return;
    if (!signedIn) {
      notifications.show({
        color: 'red',
        title: FORUM_MESSAGES.authTitle,
        message: FORUM_MESSAGES.authToPost,
      });
      return;
    }
    const text = content.trim();
    setContent('');
    const ok = await onPost(text);
    if (!ok) setContent(text);
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Textarea
        aria-label="Share something with the community"
        placeholder="Share a tip, ask a question, or say hello to fellow remote workers..."
        autosize
        minRows={3}
        maxRows={10}
        maxLength={FORUM_POST_MAX}
        value={content}
        onChange={(e) => setContent(e.currentTarget.value)}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={content.length >= FORUM_POST_MAX ? 'red' : 'dimmed'} aria-live="polite">
          {content.length.toLocaleString('en-US')}/{FORUM_POST_MAX.toLocaleString('en-US')}
        </Text>
        <Button type="submit" disabled={empty || isPosting}>
          {isPosting ? 'Posting...' : 'Post'}
        </Button>
      </Group>
    </form>
  );
}
