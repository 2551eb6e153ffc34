/** A buffer read with `for await`: items pushed wake the reader; ending it finishes the loop. */
export class Inbox<T> implements AsyncIterable<T> {
  private readonly buffer: T[] = [];
  private wake: (() => void) | null = null;
  private ended = false;

  constructor(private readonly onEnd: () => void = () => {}) {}

  get size(): number {
    return this.buffer.length;
  }

  push(item: T): void {
    if (this.ended) return;
    this.buffer.push(item);
    this.ring();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.onEnd();
    this.ring();
  }

  private ring(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    try {
      for (;;) {
        if (this.buffer.length > 0) {
          yield this.buffer.shift() as T;
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
