import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, isRealTimestamp } from './cursor';

const id = '3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f';

describe('page cursors', () => {
  it('accept the timestamps Postgres writes', () => {
    for (const t of [
      '2026-01-01 10:00:00.123456+00',
      '2026-01-01T10:00:00Z',
      '2024-02-29 23:59:59+03',
      '2026-06-30 00:00:00-14:00',
      '0001-01-01 00:00:00+05:30',
      '9999-12-31 23:59:59.999999',
    ]) {
      expect(isRealTimestamp(t), t).toBe(true);
      expect(decodeCursor(encodeCursor({ t, id }))).toEqual({ t, id });
    }
  });

  it('refuse well-formed but impossible instants with the usual 400', () => {
    for (const t of [
      '2026-99-99 99:99:99',
      '0000-01-01 00:00:00+00',
      '2026-01-01 10:00:00+99',
      '2026-01-01 10:00:00+14:01',
      '2026-01-01 10:00:00+05:60',
      '2026-02-29 10:00:00+00',
      '2026-02-30 10:00:00+00',
      '2026-04-31 10:00:00+00',
      '2026-00-10 10:00:00+00',
      '2026-01-00 10:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-01-01 10:60:00+00',
      '2026-01-01 10:00:60+00',
    ]) {
      expect(isRealTimestamp(t), t).toBe(false);
      expect(() => decodeCursor(encodeCursor({ t, id })), t).toThrow('Invalid page cursor');
    }
  });
});
