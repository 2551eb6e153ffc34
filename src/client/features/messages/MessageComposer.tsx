import { ActionIcon, Group, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { MESSAGE_MAX, MESSAGE_TEXTS, messageFormSchema, TYPING_REFRESH_MS } from '../../../shared/messages';
import { formatInteger } from '../../../shared/number-format';

/** The counter shows from this length on (90 % of the limit). */
const COUNTER_FROM = Math.floor(MESSAGE_MAX * 0.9);
import { trpc } from '../../trpc';
import { IconSend } from '@tabler/icons-react';

interface MessageComposerProps {
  to: string;
  sending: boolean;
  onSend: (content: string) => Promise<boolean>;
}

/**
 * Enter sends, Shift+Enter adds a line; empty text cannot be sent. While the text is non-empty the other
 * person sees me typing (refreshed every couple of seconds of typing); sending or clearing stops it.
 */
export function MessageComposer({ to, sending, onSend }: MessageComposerProps) {
  const form = useForm({
    initialValues: { content: '' },
    validate: schemaResolver(messageFormSchema, { sync: true }),
    transformValues: (values) => messageFormSchema.parse(values),
  });
  // Empty (or blank) text cannot be sent; nothing is said about it, the send button is simply off.
  const sendable = form.isValid();
  // Counted as it will be sent (trimmed). Longer text is kept, not cut: the message says why it cannot go.
  const length = form.values.content.trim().length;
  const tooLong = length > MESSAGE_MAX;
  const typingSentAt = useRef(0);
  const setTyping = trpc.messages.setTyping.useMutation();
  const { mutate } = setTyping;

  function announce(typing: boolean) {
    if (typing) {
      if (Date.now() - typingSentAt.current < TYPING_REFRESH_MS) return;
      typingSentAt.current = Date.now();
    } else {
      if (typingSentAt.current === 0) return;
      typingSentAt.current = 0;
    }
    mutate({ to, typing });
  }

  // Leaving the conversation ends "typing" there.
  useEffect(
    () => () => {
      if (typingSentAt.current !== 0) mutate({ to, typing: false });
      typingSentAt.current = 0;
    },
    [to, mutate],
  );

  async function send() {
    if (!sendable || sending) return;
    const { content } = form.getTransformedValues();
    announce(false);
    form.setFieldValue('content', '');
    if (!(await onSend(content))) form.setFieldValue('content', content);
  }

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" p="sm">
      <Textarea
        style={{ flex: 1 }}
        aria-label="Message"
        placeholder="Type a message..."
        autosize
        minRows={1}
        maxRows={6}
        {...form.getInputProps('content')}
        description={
          length >= COUNTER_FROM ? `${formatInteger(length)} / ${formatInteger(MESSAGE_MAX)}` : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={tooLong ? MESSAGE_TEXTS.tooLong : undefined}
        onChange={(e) => {
          const value = e.currentTarget.value;
          form.setFieldValue('content', value);
          announce(value.trim().length > 0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <ActionIcon
        size="input-sm"
        aria-label="Send message"
        disabled={!sendable || sending}
        onClick={() => void send()}
      >
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
