import dayjs from 'dayjs';
import type { MessageView } from '../../../shared/messages';
import { CheckIcon, DoubleCheckIcon } from '../../ui/icons';
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
                <DoubleCheckIcon size={14} />
              </span>
            ) : (
              <span aria-label="Sent" title="Sent" data-testid="sent-tick">
                <CheckIcon size={14} />
              </span>
            ))}
        </div>
      </div>
    </div>
  );
}
