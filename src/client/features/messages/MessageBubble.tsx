import dayjs from 'dayjs';
import type { MessageView } from '../../../shared/messages';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import classes from './Messages.module.css';

/** One message; mine carry a single tick once sent and a double tick once read. */
export function MessageBubble({ message, mine }: { message: MessageView; mine: boolean }) {
  return (
    <div className={classes.bubbleRow} data-mine={mine || undefined} data-testid="message">
      <div className={classes.bubble}>
        {message.content}
        <div className={classes.meta}>
          <time dateTime={message.createdAt}>{dayjs(message.createdAt).format('h:mm A')}</time>
          {mine &&
            (message.isRead ? (
              <span aria-label="Read" title="Read" data-testid="read-tick">
                <IconChecks size={14} aria-hidden />
              </span>
            ) : (
              <span aria-label="Sent" title="Sent" data-testid="sent-tick">
                <IconCheck size={14} aria-hidden />
              </span>
            ))}
        </div>
      </div>
    </div>
  );
}
