import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';

/** What the app logged, one parsed line each. */
const lines: Record<string, unknown>[] = [];
let t: TestApp;

const SECRET = 'Zanzibar-rooftop-secret-42';
const search = (text: string) =>
  t.app.inject({
    method: 'GET',
    url: `/trpc/properties.search?input=${encodeURIComponent(JSON.stringify({ text }))}`,
  });

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

describe('logs', () => {
  it('write one info line per request, with its id, path and status, and nothing for /healthz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(lines).toEqual([]);

    const res = await search(SECRET);
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        reqId: id,
        method: 'GET',
        path: '/trpc/properties.search',
        status: 200,
      }),
    ]);
    // The query string (what was searched for) is not logged.
    expect(JSON.stringify(lines)).not.toContain('Zanzibar');
  });

  it('log a failing query with the request id and without what the user typed', async () => {
    // A real failure on the request's own path: the table the search reads is briefly gone.
    await t.database.db.execute(sql`alter table properties rename to properties_away`);
    try {
      const res = await search(SECRET);
      expect(res.statusCode).toBe(500);
      const failure = lines.find((l) => l.level === 50);
      expect(failure).toMatchObject({ msg: 'tRPC procedure failed', reqId: res.headers['x-request-id'] });
      const logged = JSON.stringify(failure);
      expect(logged).toContain('Failed query');
      expect(logged).toContain('[redacted]');
      expect(JSON.stringify(lines)).not.toContain('Zanzibar');
    } finally {
      await t.database.db.execute(sql`alter table properties_away rename to properties`);
    }
  });
});
