import { describe, expect, it } from 'vitest';
import { messagePreview, sendMessageInput } from './messages';

describe('messages', () => {
  it('previews the first 50 characters of a long message', () => {
    expect(messagePreview('short')).toBe('short');
    const long = 'a'.repeat(49) + 'bcdef';
    expect(messagePreview(long)).toBe(`${'a'.repeat(49)}b…`);
  });

  it('trims, refuses empty text and caps at 5,000 characters', () => {
    const to = '8f0c2f9e-0000-4000-8000-000000000000';
    expect(sendMessageInput.parse({ to, content: '  hi  ' }).content).toBe('hi');
    expect(sendMessageInput.safeParse({ to, content: ' \n ' }).error?.issues[0]?.message).toBe(
      'Message cannot be empty',
    );
    expect(sendMessageInput.safeParse({ to, content: 'x'.repeat(5001) }).success).toBe(false);
    expect(sendMessageInput.safeParse({ to, content: 'x'.repeat(5000) }).success).toBe(true);
  });
});
