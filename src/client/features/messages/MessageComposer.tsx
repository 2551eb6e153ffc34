import { ActionIcon, Group, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { MESSAGE_MAX, TYPING_REFRESH_MS } from '../../../shared/messages';
import { trpc } from '../../trpc';
import { SendIcon } from '../../ui/icons';

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
  const [text, setText] = useState('');
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
    const content = text.trim();
    if (!content || sending) return;
    announce(false);
    setText('');
    if (!(await onSend(content))) setText(content);
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
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
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
        disabled={text.trim().length === 0 || sending}
        onClick={() => void send()}
      >
        <SendIcon size={18} />
      </ActionIcon>
    </Group>
  );
}
