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
import { createProperty, createUser } from '../support/factories';

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
      '<!doctype html><html><head><title>KaziStay</title>\n<meta\n  name="description"\n  content="Default"\n/>\n</head><body><div id="root"></div></body></html>',
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

  it('puts a property’s title, description, Open Graph tags and JSON-LD into the served HTML', async () => {
    const db = t.database.db;
    const host = await createUser(db, { role: 'host' });
    const long = 'Bright flat in Kilimani with a standing desk. '.repeat(6);
    const id = await createProperty(db, host, {
      title: 'Kilimani "loft" </script><b>',
      description: long,
      images: ['/demo/properties/a.webp'],
    });
    const res = await app.inject({ method: 'GET', url: `/property/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Kilimani &quot;loft&quot; &lt;/script&gt;&lt;b&gt; — KaziStay</title>');
    expect(html).toContain(
      `<meta name="description" content="${long.replace(/\s+/g, ' ').trim().slice(0, 150)}" />`,
    );
    expect(html).not.toContain('content="Default"');
    expect(html).toContain(
      '<meta property="og:image" content="http://kazistay.test/demo/properties/a.webp" />',
    );
    const ld = /<script type="application\/ld\+json" id="ld-accommodation">(.*?)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    expect(JSON.parse(ld![1]!)).toMatchObject({
      '@type': 'Accommodation',
      name: 'Kilimani "loft" </script><b>',
      offers: { price: 100, priceCurrency: 'USD' },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1); // the title cannot close the JSON-LD element
  });

  it('answers unknown or malformed property addresses with 404 and static pages with their own title', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/property/00000000-0000-0000-0000-000000000000' })).statusCode,
    ).toBe(404);
    // A URL that is not even valid UTF-8 gets Fastify's 400, never a 500.
    expect((await app.inject({ method: 'GET', url: '/property/%E0%A4%A' })).statusCode).toBe(400);
    const faq = await app.inject({ method: 'GET', url: '/faq' });
    expect(faq.body).toContain('<title>FAQ — KaziStay</title>');
    expect((await app.inject({ method: 'GET', url: '/marketplace?type=stay' })).body).toContain(
      '<title>Find places — KaziStay</title>',
    );
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
