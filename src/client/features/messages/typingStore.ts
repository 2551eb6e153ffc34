import { useSyncExternalStore } from 'react';
import { TYPING_EXPIRES_MS } from '../../../shared/message-texts';

/** Who is typing to me right now; an entry lapses when no refresh arrives in time. */
const typing = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setTyping(userId: string, isTyping: boolean): void {
  const previous = typing.get(userId);
  if (previous) clearTimeout(previous);
  if (isTyping) {
    typing.set(
      userId,
      setTimeout(() => {
        typing.delete(userId);
        emit();
      }, TYPING_EXPIRES_MS),
    );
  } else {
    typing.delete(userId);
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isTypingNow(userId: string | undefined): boolean {
  return userId ? typing.has(userId) : false;
}

export function useIsTyping(userId: string | undefined): boolean {
  return useSyncExternalStore(subscribe, () => isTypingNow(userId));
}
