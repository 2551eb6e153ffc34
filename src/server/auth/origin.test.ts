import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './origin';

describe('isSameOrigin', () => {
  it('accepts only the exact configured origin when PUBLIC_URL is fixed', () => {
    const ok = (origin: string) =>
      isSameOrigin({ origin, host: 'stay.example' }, 'https://stay.example', true);
    expect(ok('https://stay.example')).toBe(true);
    for (const origin of ['https://evil@stay.example', 'HTTPS://STAY.EXAMPLE', 'https://stay.example:443'])
      expect([origin, ok(origin)]).toEqual([origin, false]);
  });

  it("otherwise accepts the request's own host, spelled exactly", () => {
    const ok = (origin: string) =>
      isSameOrigin({ origin, host: '127.0.0.1:4400' }, 'http://localhost:4400', false);
    expect(ok('http://127.0.0.1:4400')).toBe(true);
    expect(ok('http://localhost:4400')).toBe(true);
    for (const origin of [
      'http://evil@127.0.0.1:4400',
      'HTTP://LOCALHOST:4400',
      'http://localhost:04400',
      'http://127.0.0.1:04400',
      'http://127.0.0.1:4400/',
    ])
      expect([origin, ok(origin)]).toEqual([origin, false]);
  });
});
