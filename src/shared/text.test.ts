import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, text } from './text';

describe('text fields', () => {
  const field = text().trim().min(1, 'Required').max(20, 'Too long');

  it('keep ordinary text, emoji, tabs and line breaks', () => {
    expect(field.parse('  Karibu Nairobi 👋 ')).toBe('Karibu Nairobi 👋');
    expect(field.parse('line one\r\nline\ttwo')).toBe('line one\r\nline\ttwo');
  });

  it('refuse NUL, other control characters and lone surrogates with a clear message', () => {
    for (const bad of [
      'a\u0000b',
      '\u0007',
      'esc\u001b[0m',
      'del\u007f',
      'c1\u0085',
      'half \ud83d',
      '\udc4b',
    ]) {
      const result = field.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it("keep the field's own limits and messages", () => {
    expect(field.safeParse('   ').error?.issues[0]?.message).toBe('Required');
    expect(field.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Too long');
  });
});
