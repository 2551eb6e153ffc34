import type { TypingSignal } from '../../shared/messages';
import type { EventBus } from './bus';

/**
 * Typing signals addressed to `userId`, as they arrive. Presence is momentary, so it is not logged or
 * replayed; the client lets an indicator lapse when no refresh comes.
 */
export async function* typingStream(
  bus: EventBus,
  userId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<TypingSignal> {
  const pending: TypingSignal[] = [];
  let wake: (() => void) | null = null;
  const ring = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const off = bus.onSignal((s) => {
    if (s.kind !== 'typing' || s.to !== userId) return;
    pending.push({ from: s.from, typing: s.typing });
    ring();
  });
  signal?.addEventListener('abort', ring, { once: true });
  try {
    while (!signal?.aborted) {
      const next = pending.shift();
      if (next) yield next;
      else await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    off();
  }
}
