import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAlerts, auditLog, icalFeeds, users } from '../../src/server/db/schema';
import { raiseAlert, type RaisedAlert } from '../../src/server/domains/admin/alerts';
import { signInBurst } from '../../src/server/domains/auth/rate-limit';
import { ICAL_ALERT_FAILURES } from '../../src/server/domains/host/ical/alert';
import { savePayoutMethod } from '../../src/server/domains/payouts/methods/service';
import { TransferRefused, type PayoutNetwork } from '../../src/server/domains/payouts/network';
import { releaseDuePayouts } from '../../src/server/domains/payouts/release';
import { alertingMailer } from '../../src/server/mail/alerting';
import type { Mailer } from '../../src/server/mail/mailer';
import type { AdminEvent } from '../../src/shared/admin';
import type { AlertView } from '../../src/shared/alerts';
import type { IcalFeedView } from '../../src/shared/ical';
import { LIMITS } from '../../src/shared/limits';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';
import { FeedServer, icsOf } from '../support/ical-server';
import { createPayout } from '../support/payouts';
import { Collector, listen, realtimeClient, type RealtimeClient } from '../support/ws';
import type { StreamMarker } from '../../src/server/realtime/stream';

let t: TestApp;
let url: string;
let ada: Person;
let bo: Person;
const feeds = new FeedServer();
const realtime: RealtimeClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ ICAL_ALLOW_LOOPBACK: 'true' });
  url = await listen(t);
  await feeds.start();
  [ada, bo] = await Promise.all([person(t, 'admin', 'Ada Admin'), person(t, 'admin', 'Bo Admin')]);
});
afterAll(async () => {
  await Promise.all(realtime.map((c) => c.close()));
  await feeds.stop();
  await t.close();
});

const db = () => t.database.db;
let keys = 0;
const alert = (fields: Partial<RaisedAlert> = {}): RaisedAlert => ({
  kind: 'mail_failed',
  key: `test-alert-${++keys}`,
  description: 'Something needs an admin',
  action: 'Investigate',
  path: '/admin',
  ...fields,
});
const listAlerts = async (includeResolved = false, who = ada) => {
  const res = await who.client.query<AlertView[]>('admin.alerts', { includeResolved });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
};
const alertsWithKey = (key: string) =>
  db().select().from(adminAlerts).where(eq(adminAlerts.key, key)).orderBy(asc(adminAlerts.createdAt));
const setStatus = (alertId: string, status: 'in_progress' | 'resolved', who = ada) =>
  who.client.mutate<{ ok: true }>('admin.setAlertStatus', { alertId, status });
const auditOf = (alertId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'alert'), eq(auditLog.targetId, alertId)))
    .orderBy(asc(auditLog.id));

describe('an alert’s lifecycle', () => {
  it('counts repeats while open, moves forward only, records who and when, and starts afresh once resolved', async () => {
    const raised = alert({ description: 'First description' });
    await raiseAlert(db(), raised);
    await raiseAlert(db(), { ...raised, description: 'Latest description' });
    const [open] = await alertsWithKey(raised.key);
    expect(await alertsWithKey(raised.key)).toHaveLength(1);
    let view = (await listAlerts()).find((a) => a.id === open!.id);
    expect(view).toMatchObject({
      kind: 'mail_failed',
      status: 'pending',
      occurrences: 2,
      description: 'Latest description',
      action: 'Investigate',
      path: '/admin',
      startedAt: null,
      startedByName: null,
      resolvedAt: null,
      resolvedByName: null,
    });

    const started = await setStatus(open!.id, 'in_progress', ada);
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    view = (await listAlerts()).find((a) => a.id === open!.id);
    expect(view).toMatchObject({ status: 'in_progress', startedByName: 'Ada Admin', resolvedAt: null });
    expect(view!.startedAt).not.toBeNull();
    // Still open: a repeat counts on it.
    await raiseAlert(db(), raised);
    expect((await alertsWithKey(raised.key))[0]).toMatchObject({ status: 'in_progress', occurrences: 3 });

    expect((await setStatus(open!.id, 'resolved', bo)).status).toBe(200);
    expect((await listAlerts()).find((a) => a.id === open!.id)).toBeUndefined();
    view = (await listAlerts(true)).find((a) => a.id === open!.id);
    expect(view).toMatchObject({
      status: 'resolved',
      startedByName: 'Ada Admin',
      resolvedByName: 'Bo Admin',
      occurrences: 3,
    });
    expect(new Date(view!.resolvedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(view!.startedAt!).getTime(),
    );
    const [stored] = await alertsWithKey(raised.key);
    expect(stored).toMatchObject({ startedBy: ada.id, resolvedBy: bo.id });

    // Backwards, or the same status again: a no-op that records nothing.
    const entries = await auditOf(open!.id);
    expect(entries.map((e) => [e.actorName, e.before, e.after])).toEqual([
      ['Ada Admin', { status: 'pending' }, { status: 'in_progress' }],
      ['Bo Admin', { status: 'in_progress' }, { status: 'resolved' }],
    ]);
    expect((await setStatus(open!.id, 'in_progress', ada)).status).toBe(200);
    expect((await setStatus(open!.id, 'resolved', ada)).status).toBe(200);
    expect((await alertsWithKey(raised.key))[0]).toEqual(stored);
    expect(await auditOf(open!.id)).toEqual(entries);

    // Raised again after it was resolved: a new alert; the resolved one stays as it was.
    await raiseAlert(db(), { ...raised, description: 'It is back' });
    const both = await alertsWithKey(raised.key);
    expect(both).toHaveLength(2);
    expect(both[0]).toEqual(stored);
    expect(both[1]).toMatchObject({ status: 'pending', occurrences: 1, description: 'It is back' });
    expect((await listAlerts()).map((a) => a.id)).toContain(both[1]!.id);
  });

  it('can be resolved straight from pending', async () => {
    const raised = alert();
    await raiseAlert(db(), raised);
    const [open] = await alertsWithKey(raised.key);
    expect((await setStatus(open!.id, 'resolved', bo)).status).toBe(200);
    const view = (await listAlerts(true)).find((a) => a.id === open!.id);
    expect(view).toMatchObject({ status: 'resolved', resolvedByName: 'Bo Admin' });
    expect(view!.resolvedAt).not.toBeNull();
    expect(view!.startedAt).not.toBeNull();
    expect((await auditOf(open!.id)).map((e) => e.after)).toEqual([{ status: 'resolved' }]);
  });

  it('lists open alerts first, newest first', async () => {
    const older = alert({ key: 'order-older' });
    const newer = alert({ key: 'order-newer' });
    await raiseAlert(db(), older);
    await raiseAlert(db(), newer);
    const list = await listAlerts(true);
    const statuses = list.map((a) => a.status);
    const firstResolved = statuses.indexOf('resolved');
    expect(statuses.slice(firstResolved).every((s) => s === 'resolved')).toBe(true);
    const ids = list.map((a) => a.id);
    const [o] = await alertsWithKey('order-older');
    const [n] = await alertsWithKey('order-newer');
    expect(ids.indexOf(n!.id)).toBeLessThan(ids.indexOf(o!.id));
  });
});

describe('admin.events', () => {
  it('delivers raised and updated alerts live', async () => {
    const client = realtimeClient(url, { cookie: ada.client.cookie });
    realtime.push(client);
    const got = new Collector<AdminEvent | StreamMarker>();
    client.trpc.admin.events.subscribe(undefined, { onData: (e) => got.push(e.data) });
    await got.until((items) => items.some((e) => e.type === 'ready'));

    const raised = alert();
    await raiseAlert(db(), raised);
    const [row] = await alertsWithKey(raised.key);
    await got.until((items) => items.some((e) => e.type === 'alert.raised' && e.alertId === row!.id));

    expect((await setStatus(row!.id, 'in_progress')).status).toBe(200);
    await got.until((items) => items.some((e) => e.type === 'alert.updated' && e.alertId === row!.id));
    // A repeat is an 'alert.raised' of the same alert.
    await raiseAlert(db(), raised);
    await got.until(
      (items) => items.filter((e) => e.type === 'alert.raised' && e.alertId === row!.id).length === 2,
    );
    expect(got.items.filter((e) => e.type !== 'ready')).toEqual([
      { type: 'alert.raised', alertId: row!.id },
      { type: 'alert.updated', alertId: row!.id },
      { type: 'alert.raised', alertId: row!.id },
    ]);
  });
});

describe('what raises alerts', () => {
  it('a payout the provider refuses: one alert per host, counting repeats; none for a missing method', async () => {
    const host = await person(t, 'host', 'Payout Pauline');
    await savePayoutMethod(db(), host.id, { kind: 'mpesa', phone: '+254712345678' });
    const due = new Date(Date.now() - 60 * 60_000);
    await createPayout(db(), { hostId: host.id, status: 'scheduled', payoutDate: due, amountCents: 12_345 });
    await createPayout(db(), { hostId: host.id, status: 'scheduled', payoutDate: due, amountCents: 500 });
    const methodless = await person(t, 'host', 'No Method Nuru');
    await createPayout(db(), { hostId: methodless.id, status: 'scheduled', payoutDate: due });

    const refusing: PayoutNetwork = {
      name: 'demo',
      sendTransfer: () => Promise.reject(new TransferRefused('Recipient account closed')),
      readTransfer: () => Promise.resolve(null),
    };
    const counts = await releaseDuePayouts(db(), refusing, new Date());
    expect(counts).toMatchObject({ claimed: 3, failed: 3, noMethod: 1 });

    const [email] = await db().select({ email: users.email }).from(users).where(eq(users.id, host.id));
    const alerts = await alertsWithKey(`payout_failed:${host.id}`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      kind: 'payout_failed',
      status: 'pending',
      occurrences: 2,
      action: 'View payouts',
      path: `/admin/payouts?search=${encodeURIComponent(email!.email)}`,
    });
    expect(alerts[0]!.description).toContain('Payout Pauline');
    expect(alerts[0]!.description).toContain('Recipient account closed');
    expect(await alertsWithKey(`payout_failed:${methodless.id}`)).toEqual([]);
    expect((await listAlerts()).map((a) => a.id)).toContain(alerts[0]!.id);
  });

  it('an iCal feed failing three times in a row, counting further failures', async () => {
    const host = await person(t, 'host', 'Calendar Carla');
    const propertyId = await createProperty(db(), host.id, { title: 'Harbour view loft' });
    const path = '/alerting-feed.ics';
    feeds.calendar(path, icsOf([{ uid: 'a@airbnb', start: '2027-06-01', end: '2027-06-03' }]));
    const added = await host.client.mutate<IcalFeedView>('host.ical.addFeed', {
      propertyId,
      url: feeds.url(path),
    });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const feedId = added.data!.id;
    const key = `ical_failing:${feedId}`;
    feeds.on(path, (_req, res) => {
      res.statusCode = 500;
      res.end('upstream is down');
    });
    const syncNow = async () => {
      const res = await host.client.mutate<IcalFeedView>('host.ical.syncNow', { feedId });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      expect(res.data!.lastError).not.toBeNull();
    };

    for (let i = 1; i < ICAL_ALERT_FAILURES; i++) await syncNow();
    expect(await alertsWithKey(key)).toEqual([]);
    await syncNow();
    let [raised] = await alertsWithKey(key);
    expect(raised).toMatchObject({
      kind: 'ical_failing',
      occurrences: 1,
      action: 'View listing',
      path: `/property/${propertyId}`,
    });
    expect(raised!.description).toContain('Harbour view loft');
    expect(raised!.description).toContain(`failed ${ICAL_ALERT_FAILURES} times in a row`);
    expect(raised!.description).toContain('500');
    await syncNow();
    [raised] = await alertsWithKey(key);
    expect(raised).toMatchObject({ occurrences: 2 });

    // A success starts the count again: a single failure after it adds nothing.
    feeds.calendar(path, icsOf([]));
    const ok = await host.client.mutate<IcalFeedView>('host.ical.syncNow', { feedId });
    expect(ok.data!.lastError).toBeNull();
    const [feed] = await db().select().from(icalFeeds).where(eq(icalFeeds.id, feedId));
    expect(feed?.failures).toBe(0);
    feeds.on(path, (_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    await syncNow();
    expect(await alertsWithKey(key)).toEqual([raised]);
  });

  it('mail that cannot be sent: the app’s mailer raises one alert counting failures, and the error goes on', async () => {
    const original = t.mailer.send.bind(t.mailer);
    t.mailer.send = () => Promise.reject(new Error('SMTP connection refused'));
    try {
      const signUp = await new TestClient(t.app).mutate('auth.signUp', {
        fullName: 'Mail Less',
        role: 'guest',
        email: 'mail-less@example.com',
        password: 'correct horse battery',
      });
      expect(signUp.status).toBeGreaterThanOrEqual(500);
    } finally {
      t.mailer.send = original;
    }
    const [raised] = await alertsWithKey('mail_failed');
    expect(raised).toMatchObject({ kind: 'mail_failed', status: 'pending', occurrences: 1 });
    expect(raised!.description).toContain('SMTP connection refused');
    expect(raised!.description).not.toContain('mail-less@example.com');

    // alertingMailer itself, around any mailer: the failure is counted on the open alert and rethrown.
    const failing: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('mailbox unavailable')) };
    const mailer = alertingMailer(failing, db());
    await expect(
      mailer.send({ to: 'someone@example.com', subject: 'Your booking', text: 'Hello' }),
    ).rejects.toThrow('mailbox unavailable');
    const [counted] = await alertsWithKey('mail_failed');
    expect(counted).toMatchObject({ id: raised!.id, occurrences: 2 });
    expect(counted!.description).toContain('Your booking');
    expect(counted!.description).toContain('mailbox unavailable');

    // Mail that goes out raises nothing.
    const working = alertingMailer(t.mailer, db());
    await working.send({ to: 'ok@example.com', subject: 'Fine', text: 'Fine' });
    expect((await alertsWithKey('mail_failed'))[0]?.occurrences).toBe(2);
  });

  it('sign-ins refused for too many attempts, at most once a minute per instance', async () => {
    const victim = await person(t, 'guest', 'Targeted Tess');
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, victim.id));
    const attacker = new TestClient(t.app, { ip: '198.51.100.7' });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.signInPair.points; i++) {
      const res = await attacker.mutate('auth.signIn', { email: row!.email, password: `guess-${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, LIMITS.signInPair.points).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const [raised] = await alertsWithKey('sign_in_burst');
    expect(raised).toMatchObject({
      kind: 'sign_in_burst',
      status: 'pending',
      occurrences: 1,
      path: '/admin/users',
    });
    expect((await listAlerts()).map((a) => a.id)).toContain(raised!.id);

    // The throttle, on explicit clocks (well after the refusal above): once a minute at most.
    const later = Date.now() + 10 * 60_000;
    await signInBurst(db(), later);
    await signInBurst(db(), later + 1_000);
    await signInBurst(db(), later + 59_000);
    expect((await alertsWithKey('sign_in_burst'))[0]?.occurrences).toBe(2);
    await signInBurst(db(), later + 61_000);
    expect((await alertsWithKey('sign_in_burst'))[0]?.occurrences).toBe(3);
  });
});
