import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_EXPIRES_MS } from '../../../shared/messages';
import { isTypingNow, setTyping } from './typingStore';

describe('typing presence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while refreshed, lapses after silence, and stops at once when told', () => {
    setTyping('amina', true);
    expect(isTypingNow('amina')).toBe(true);
    vi.advanceTimersByTime(TYPING_EXPIRES_MS - 100);
    setTyping('amina', true);
    vi.advanceTimersByTime(TYPING_EXPIRES_MS - 100);
    expect(isTypingNow('amina')).toBe(true);
    vi.advanceTimersByTime(200);
    expect(isTypingNow('amina')).toBe(false);
    setTyping('amina', true);
    setTyping('amina', false);
    expect(isTypingNow('amina')).toBe(false);
  });
});
