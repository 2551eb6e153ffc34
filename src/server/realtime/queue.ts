import { inScope, type BusEvent, type EventScope } from './events';
import { Inbox } from './inbox';

/** A subscriber that falls this far behind is dropped; its stream resumes from the log. */
const MAX_BUFFERED = 2000;

/** The buffered events of one subscription: only those in its scope, read with `for await`. */
export class EventQueue implements AsyncIterable<BusEvent> {
  private readonly inbox: Inbox<BusEvent>;
  overflowed = false;

  constructor(
    readonly scope: EventScope,
    onEnd: () => void,
  ) {
    this.inbox = new Inbox(onEnd);
  }

  offer(event: BusEvent): void {
    if (!inScope(this.scope, event)) return;
    if (this.inbox.size >= MAX_BUFFERED) {
      this.overflowed = true;
      this.end();
      return;
    }
    this.inbox.push(event);
  }

  end(): void {
    this.inbox.end();
  }

  [Symbol.asyncIterator](): AsyncIterator<BusEvent> {
    return this.inbox[Symbol.asyncIterator]();
  }
}
