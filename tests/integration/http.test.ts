import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { contactMessages } from '../../src/server/db/schema';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { createTestDatabase } from '../support/db';
import { createTestApp, TestClient, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('healthz', () => {
  it('answers 200 with the database reachable and 503 when it is not', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok' });

    const database = await createTestDatabase();
    const app = await buildApp({ database, config: t.config, mailer: new MemoryMailer(), logger: false });
    await database.close();
    const down = await app.inject({ method: 'GET', url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'error', database: 'unreachable' });
    await app.close();
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only our own scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests'); // http in tests
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('pages', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'kazistay-client-'));
    writeFileSync(
      join(clientDir, 'index.html'),
      '<!doctype html><title>KaziStay</title><div id="root"></div>',
    );
    app = await buildApp({
      database: t.database,
      config: t.config,
      mailer: t.mailer,
      clientDir,
      logger: false,
    });
  });
  afterAll(() => app.close());

  it('serves the app for known routes and a 404 status for unknown ones', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect((await app.inject({ method: 'GET', url: '/legal?tab=privacy' })).statusCode).toBe(200);
    const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">'); // the client renders its not-found page
    expect((await app.inject({ method: 'GET', url: '/trpc/nope' })).statusCode).toBe(404);
  });
});

describe('contact form', () => {
  it('stores the message and mails support', async () => {
    const client = new TestClient(t.app);
    const input = {
      name: 'Musa Kato',
      email: 'musa@example.com',
      subject: 'Group booking',
      message: 'We are a team of six looking for a month in Kigali.',
    };
    const res = await client.mutate<{ id: string }>('site.contact', input);
    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(input);
    expect(t.mailer.sent.at(-1)).toMatchObject({
      to: t.config.site.supportEmail,
      subject: '[Contact] Group booking',
    });
  });

  it('refuses invalid input with the form messages and stores nothing', async () => {
    const client = new TestClient(t.app);
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await client.mutate('site.contact', {
      name: '',
      email: 'x',
      subject: 'Hi',
      message: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.error?.data.zodIssues?.map((i) => i.message)).toEqual([
      'Name is required',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
    ]);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('exposes the configured contact details', async () => {
    const custom = await createTestApp({ CONTACT_PHONE: '+250 788 000 111' });
    const res = await new TestClient(custom.app).query<{ phone: string }>('site.info');
    expect(res.data?.phone).toBe('+250 788 000 111');
    await custom.close();
  });
});

describe('errors', () => {
  it('never leak internals', async () => {
    const cfg = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://kazistay.test',
    });
    const app = await buildApp({ database: t.database, config: cfg, mailer: t.mailer, logger: false });
    const res = await new TestClient(app).mutate('auth.signUp', { nonsense: true });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error)).not.toMatch(/stack|node_modules|at .*\.ts/);
    await app.close();
  });
});
