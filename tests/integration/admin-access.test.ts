import type { TRPCClientErrorLike } from '@trpc/client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlerts, auditLog, profiles } from '../../src/server/db/schema';
import { raiseAlert } from '../../src/server/domains/admin/alerts';
import { appRouter, type AppRouter } from '../../src/server/trpc/router';
import { createTestApp, TestClient, type CallResult, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import { Collector, listen, realtimeClient, type RealtimeClient } from '../support/ws';

let t: TestApp;
let url: string;
let admin: Person;
let guest: Person;
let host: Person;
let provider: Person;
let target: Person;
let anon: TestClient;
let alertId: string;
const realtime: RealtimeClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  [admin, guest, host, provider, target] = await Promise.all([
    person(t, 'admin', 'Ada Admin'),
    person(t, 'guest', 'Gina Guest'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'provider', 'Pendo Provider'),
    person(t, 'guest', 'Tom Target'),
  ]);
  anon = new TestClient(t.app);
  await raiseAlert(t.database.db, {
    kind: 'mail_failed',
    key: 'access-test',
    description: 'A test alert',
    action: 'Investigate',
    path: '/admin',
  });
  const [alert] = await t.database.db.select({ id: adminAlerts.id }).from(adminAlerts);
  alertId = alert!.id;
});
afterAll(async () => {
  await Promise.all(realtime.map((c) => c.close()));
  await t.close();
});

type Kind = 'query' | 'mutation';

/** Every admin query and mutation with an input that succeeds for an admin (and changes nothing). */
const calls = (): [string, Kind, unknown][] => [
  ['admin.overview', 'query', undefined],
  ['admin.users', 'query', {}],
  ['admin.setUserActive', 'mutation', { userId: target.id, active: true }],
  ['admin.setUserRole', 'mutation', { userId: target.id, role: 'guest' }],
  ['admin.alerts', 'query', { includeResolved: true }],
  ['admin.setAlertStatus', 'mutation', { alertId, status: 'in_progress' }],
  ['admin.audit', 'query', {}],
];

const call = (client: TestClient, path: string, kind: Kind, input: unknown): Promise<CallResult> =>
  kind === 'query' ? client.query(path, input) : client.mutate(path, input);

/** Every procedure under admin, as the app router has it (new ones are covered by the refusals too). */
function adminProcedures(): [string, string][] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  return Object.entries(procedures)
    .filter(([path]) => path.startsWith('admin.'))
    .map(([path, p]) => [path, p._def.type]);
}

const snapshot = async () => ({
  target: (await t.database.db.select().from(profiles).where(eq(profiles.id, target.id)))[0],
  alerts: await t.database.db.select().from(adminAlerts),
  audit: (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n,
});

/** Subscribes to admin.events; resolves 'ready' once the stream opened, or the error code it was refused with. */
async function subscribeEvents(cookie: string | undefined): Promise<string> {
  const client = realtimeClient(url, { cookie });
  realtime.push(client);
  const data = new Collector<unknown>();
  const errors = new Collector<TRPCClientErrorLike<AppRouter>>();
  const subscription = client.trpc.admin.events.subscribe(undefined, {
    onData: (e) => data.push(e.data),
    onError: errors.push,
  });
  const outcome = await Promise.race([
    data.until((items) => items.length > 0).then(() => 'ready'),
    errors.until((items) => items.length > 0).then((items) => items[0]?.data?.code ?? 'unknown'),
  ]);
  subscription.unsubscribe();
  if (outcome === 'ready') expect(data.items[0]).toEqual({ type: 'ready' });
  else expect(data.items).toEqual([]);
  return outcome;
}

describe('who may use the admin console', () => {
  it('covers every admin procedure in this matrix', () => {
    const listed = calls().map(([path]) => path);
    const actual = adminProcedures().map(([path]) => path);
    for (const path of listed) expect(actual, path).toContain(path);
    expect(adminProcedures()).toContainEqual(['admin.events', 'subscription']);
  });

  it('refuses guests, hosts and providers (403) and anonymous callers (401), changing nothing', async () => {
    const before = await snapshot();
    const known = new Map(calls().map(([path, kind, input]) => [path, { kind, input }]));
    for (const [path, type] of adminProcedures()) {
      if (type === 'subscription') continue;
      const kind = type as Kind;
      // A procedure added since this test was written is still refused before its input is read.
      const input = known.get(path)?.input ?? {};
      for (const [who, client, status, code] of [
        ['guest', guest.client, 403, 'FORBIDDEN'],
        ['host', host.client, 403, 'FORBIDDEN'],
        ['provider', provider.client, 403, 'FORBIDDEN'],
        ['anonymous', anon, 401, 'UNAUTHORIZED'],
      ] as const) {
        const res = await call(client, path, kind, input);
        expect(res.status, `${path} as ${who}`).toBe(status);
        expect(res.error?.data.code, `${path} as ${who}`).toBe(code);
        expect(res.data, `${path} as ${who}`).toBeUndefined();
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers an admin on every procedure', async () => {
    for (const [path, kind, input] of calls()) {
      const res = await call(admin.client, path, kind, input);
      expect(res.status, `${path}: ${JSON.stringify(res.error)}`).toBe(200);
    }
    const [alert] = await t.database.db.select().from(adminAlerts).where(eq(adminAlerts.id, alertId));
    expect(alert).toMatchObject({ status: 'in_progress', startedBy: admin.id });
  });

  it('opens admin.events to admins only', async () => {
    expect(await subscribeEvents(admin.client.cookie)).toBe('ready');
    expect(await subscribeEvents(guest.client.cookie)).toBe('FORBIDDEN');
    expect(await subscribeEvents(host.client.cookie)).toBe('FORBIDDEN');
    expect(await subscribeEvents(provider.client.cookie)).toBe('FORBIDDEN');
    expect(await subscribeEvents(undefined)).toBe('UNAUTHORIZED');
  });
});

describe('the role is read on every call', () => {
  it('lets a promoted user in on the next call and shuts a demoted admin out at once', async () => {
    const rising = await person(t, 'guest', 'Rita Rising');
    expect((await rising.client.query('admin.overview')).status).toBe(403);
    const promoted = await admin.client.mutate('admin.setUserRole', { userId: rising.id, role: 'admin' });
    expect(promoted.status, JSON.stringify(promoted.error)).toBe(200);
    // The same session, no new sign-in.
    expect((await rising.client.query('admin.overview')).status).toBe(200);
    expect((await rising.client.query('admin.users', {})).status).toBe(200);
    expect(await subscribeEvents(rising.client.cookie)).toBe('ready');

    const demoted = await admin.client.mutate('admin.setUserRole', { userId: rising.id, role: 'host' });
    expect(demoted.status, JSON.stringify(demoted.error)).toBe(200);
    const refused = await rising.client.query('admin.overview');
    expect(refused.status).toBe(403);
    expect(refused.error?.data.code).toBe('FORBIDDEN');
    expect(
      (await rising.client.mutate('admin.setUserRole', { userId: target.id, role: 'admin' })).status,
    ).toBe(403);
    expect(await subscribeEvents(rising.client.cookie)).toBe('FORBIDDEN');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(row?.role).toBe('guest');
  });

  it('shuts out an admin demoted straight in the database, without a new sign-in', async () => {
    const other = await person(t, 'admin', 'Omar Other');
    expect((await other.client.query('admin.audit', {})).status).toBe(200);
    await t.database.db.update(profiles).set({ role: 'guest' }).where(eq(profiles.id, other.id));
    expect((await other.client.query('admin.audit', {})).status).toBe(403);
  });
});

describe('bad input', () => {
  it('is refused with 400 and changes nothing', async () => {
    const before = await snapshot();
    const bad: [string, Kind, unknown][] = [
      ['admin.setUserActive', 'mutation', { userId: 'not-a-uuid', active: false }],
      ['admin.setUserActive', 'mutation', { userId: target.id, active: 'no' }],
      ['admin.setUserActive', 'mutation', { userId: target.id }],
      ['admin.setUserRole', 'mutation', { userId: 'not-a-uuid', role: 'host' }],
      ['admin.setUserRole', 'mutation', { userId: target.id, role: 'superuser' }],
      ['admin.setUserRole', 'mutation', { userId: target.id }],
      ['admin.users', 'query', { page: 0 }],
      ['admin.users', 'query', { page: -1 }],
      ['admin.users', 'query', { page: 1.5 }],
      ['admin.users', 'query', { role: 'superuser' }],
      ['admin.users', 'query', { status: 'banned' }],
      ['admin.users', 'query', { search: 'x'.repeat(101) }],
      ['admin.setAlertStatus', 'mutation', { alertId: 'not-a-uuid', status: 'resolved' }],
      ['admin.setAlertStatus', 'mutation', { alertId, status: 'pending' }],
      ['admin.setAlertStatus', 'mutation', { alertId, status: 'done' }],
      ['admin.audit', 'query', { cursor: 0 }],
      ['admin.audit', 'query', { cursor: 'abc' }],
      ['admin.alerts', 'query', { includeResolved: 'yes' }],
    ];
    for (const [path, kind, input] of bad) {
      const res = await call(admin.client, path, kind, input);
      expect(res.status, `${path} ${JSON.stringify(input)}`).toBe(400);
      expect(res.error?.data.code).toBe('BAD_REQUEST');
    }
    const invalidId = await admin.client.mutate('admin.setUserActive', { userId: 'nope', active: false });
    expect(invalidId.error?.message).toBe('Invalid user id');
    const invalidAlert = await admin.client.mutate('admin.setAlertStatus', {
      alertId: 'nope',
      status: 'resolved',
    });
    expect(invalidAlert.error?.message).toBe('Invalid alert id');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for a well-formed id that names nothing, changing nothing', async () => {
    const before = await snapshot();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await admin.client.mutate('admin.setUserActive', { userId: missing, active: false }),
      await admin.client.mutate('admin.setUserRole', { userId: missing, role: 'host' }),
      await admin.client.mutate('admin.setAlertStatus', { alertId: missing, status: 'resolved' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.error?.data.code).toBe('NOT_FOUND');
    }
    expect(await snapshot()).toEqual(before);
  });
});
