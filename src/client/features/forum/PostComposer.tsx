import { Button, Group, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createPostInput, FORUM_MESSAGES, FORUM_POST_MAX } from '../../../shared/forum';
import classes from './PostComposer.module.css';
import { formatInteger } from '../../../shared/number-format';

interface PostComposerProps {
  signedIn: boolean;
  isPosting: boolean;
  onPost: (content: string) => Promise<boolean>;
}

/** The forum's text box: Post is disabled while empty or posting; signed out it explains why it can't post. */
export function PostComposer({ signedIn, isPosting, onPost }: PostComposerProps) {
  const form = useForm({
    initialValues: { content: '' },
    validate: schemaResolver(createPostInput, { sync: true }),
    // Posted as forum.create will read it (trimmed).
    transformValues: (values) => createPostInput.parse(values),
  });
  const posted = form.values.content.trim();
  // Empty (or blank) text cannot be posted: the button stays off.
  const postable = form.isValid();

  async function submit({ content: text }: { content: string }) {
    if (isPosting) return;
    if (!signedIn) {
      notifications.show({
        color: 'red',
        title: FORUM_MESSAGES.authTitle,
        message: FORUM_MESSAGES.authToPost,
      });
      return;
    }
    form.setFieldValue('content', '');
    const ok = await onPost(text);
    if (!ok) form.setFieldValue('content', text);
  }

  return (
    <form onSubmit={form.onSubmit(submit)}>
      <Textarea
        aria-label="Share something with the community"
        placeholder="Share a tip, ask a question, or say hello to fellow remote workers..."
        classNames={{ input: classes.input }}
        rows={3}
        maxLength={FORUM_POST_MAX}
        {...form.getInputProps('content')}
      />
      <Group justify="space-between" mt="xs">
        {/* Counted as it will be posted: the spaces and lines around the text are trimmed. */}
        <Text size="xs" c={posted.length >= FORUM_POST_MAX ? 'red' : 'dimmed'} aria-live="polite">
          {formatInteger(posted.length)}/{formatInteger(FORUM_POST_MAX)}
        </Text>
        <Button type="submit" disabled={!postable || isPosting}>
          {isPosting ? 'Posting...' : 'Post'}
        </Button>
      </Group>
    </form>
  );
}
