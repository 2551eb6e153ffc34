import type { TypingSignal } from '../../shared/messages';
import type { EventBus } from './bus';
import { Inbox } from './inbox';

/**
 * Typing signals addressed to `userId`, as they arrive. Presence is momentary, so it is not logged or
 * replayed; the client lets an indicator lapse when no refresh comes.
 */
export async function* typingStream(
  bus: EventBus,
  userId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<TypingSignal> {
  const inbox = new Inbox<TypingSignal>();
  const off = bus.onSignal((s) => {
    if (s.kind === 'typing' && s.to === userId) inbox.push({ from: s.from, typing: s.typing });
  });
  signal?.addEventListener('abort', () => inbox.end(), { once: true });
  if (signal?.aborted) inbox.end();
  try {
    yield* inbox;
  } finally {
    off();
  }
}
