import { inScope, type BusEvent, type EventScope } from './events';

/** A subscriber that falls this far behind is dropped; its client reconnects and resumes from the log. */
const MAX_BUFFERED = 2000;

/** The buffered events of one subscription, read with `for await`. */
export class EventQueue implements AsyncIterable<BusEvent> {
  private readonly buffer: BusEvent[] = [];
  private wake: (() => void) | null = null;
  private ended = false;
  overflowed = false;

  constructor(
    readonly scope: EventScope,
    private readonly onEnd: () => void,
  ) {}

  offer(event: BusEvent): void {
    if (this.ended || !inScope(this.scope, event)) return;
    if (this.buffer.length >= MAX_BUFFERED) {
      this.overflowed = true;
      this.end();
      return;
    }
    this.buffer.push(event);
    this.notify();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<BusEvent> {
    try {
      for (;;) {
        const next = this.buffer.shift();
        if (next) {
          yield next;
          continue;
        }
        if (this.ended) return;
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
    } finally {
      this.end();
    }
  }
}
