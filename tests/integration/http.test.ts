import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { contactMessages, rateLimits } from '../../src/server/db/schema';
import { LIMITS } from '../../src/shared/limits';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { createTestDatabase } from '../support/db';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';
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

describe('tRPC answers', () => {
  it('go out whole, with a Content-Length, their status and headers, single or batched', async () => {
    const one = await t.app.inject({ method: 'GET', url: '/trpc/properties.stats' });
    expect(one.statusCode).toBe(200);
    expect(one.headers['transfer-encoding']).toBeUndefined();
    expect(Number(one.headers['content-length'])).toBe(one.rawPayload.length);
    expect(one.headers['content-type']).toContain('application/json');
    expect(one.json<{ result: { data: unknown } }>().result.data).toBeTypeOf('object');

    // A batch with one refused call answers 207 with each call's own result.
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: { q: 5 } }));
    const batch = await t.app.inject({
      method: 'GET',
      url: `/trpc/services.search,services.search?batch=1&input=${input}`,
    });
    expect(batch.statusCode).toBe(207);
    expect(Number(batch.headers['content-length'])).toBe(batch.rawPayload.length);
    const [ok, refused] =
      batch.json<[{ result: { data: { items: unknown[] } } }, { error: { data: { code: string } } }]>();
    expect(ok.result.data.items).toEqual([]);
    expect(refused.error.data.code).toBe('BAD_REQUEST');
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

  it('takes a cross-site POST only on a configured provider’s webhook, which a demo server has not', async () => {
    // The webhook path is the one state-changing path spared the Origin check (its signature proves it); a
    // demo server has no provider, so there is nothing there.
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
    for (const url of [
      '/api/payments/stripe/webhook/x',
      '/api/payments/other/webhook',
      '/trpc/auth.signOut',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, payload: '{}' });
      expect(res.statusCode, url).toBe(403);
    }
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
      // The factory's listing is in Nairobi, Kenya: city before the comma, country after it.
      address: { addressLocality: 'Nairobi', addressCountry: 'Kenya' },
      offers: { price: 100, priceCurrency: 'USD' },
    });
    expect(html).toContain(`<link rel="canonical" href="http://kazistay.test/property/${id}" />`);
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

  const contactFrom = (email: string) => ({
    name: 'Asha Njeri',
    email,
    subject: 'Question',
    message: 'Do your stays in Nairobi have standing desks?',
  });
  const storedFrom = async (email: string) =>
    (await t.database.db.select().from(contactMessages)).filter((m) => m.email === email).length;

  it('limits one email address, from any network address, until the window passes', async () => {
    const email = 'busy@example.com';
    for (let i = 0; i < LIMITS.contactEmail.points; i++) {
      const res = await new TestClient(t.app, { ip: `192.0.2.${i + 1}` }).mutate(
        'site.contact',
        contactFrom(email),
      );
      expect(res.status).toBe(200);
    }
    const mailsBefore = t.mailer.sent.length;
    const refused = await new TestClient(t.app, { ip: '192.0.2.100' }).mutate(
      'site.contact',
      contactFrom(email.toUpperCase()),
    );
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('Too many messages. Please try again in 60 minutes.');
    expect(await storedFrom(email)).toBe(LIMITS.contactEmail.points);
    expect(await storedFrom(email.toUpperCase())).toBe(0);
    expect(t.mailer.sent.length).toBe(mailsBefore);

    // Another sender on the same network address is not affected.
    const other = await new TestClient(t.app, { ip: '192.0.2.100' }).mutate(
      'site.contact',
      contactFrom('calm@example.com'),
    );
    expect(other.status).toBe(200);

    // The counts live in the database: once the window has passed, the address may write again.
    await t.database.db.update(rateLimits).set({ expire: Date.now() - 1 });
    const later = await new TestClient(t.app, { ip: '192.0.2.100' }).mutate(
      'site.contact',
      contactFrom(email),
    );
    expect(later.status).toBe(200);
  });

  it('limits one network address writing as many senders', async () => {
    const client = new TestClient(t.app, { ip: '198.51.100.23' });
    for (let i = 0; i < LIMITS.contactAddress.points; i++) {
      expect((await client.mutate('site.contact', contactFrom(`sender${i}@example.com`))).status).toBe(200);
    }
    const refused = await client.mutate('site.contact', contactFrom('one-more@example.com'));
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/);
    expect(await storedFrom('one-more@example.com')).toBe(0);
    const elsewhere = await new TestClient(t.app, { ip: '198.51.100.24' }).mutate(
      'site.contact',
      contactFrom('one-more@example.com'),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('holds the limit when many messages arrive at once', async () => {
    const email = 'burst@example.com';
    const results = await Promise.all(
      Array.from({ length: 3 * LIMITS.contactEmail.points }, (_, i) =>
        new TestClient(t.app, { ip: `203.0.113.${100 + i}` }).mutate('site.contact', contactFrom(email)),
      ),
    );
    const accepted = results.filter((r) => r.status === 200).length;
    // Exactly the limit: none slips past it, and none under it is refused because of the others.
    expect(accepted).toBe(LIMITS.contactEmail.points);
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(await storedFrom(email)).toBe(accepted);
  });

  it('exposes the configured contact details', async () => {
    const custom = await createTestApp({ CONTACT_PHONE: '+250 788 000 111' });
    const res = await new TestClient(custom.app).query<{ phone: string; paymentsProvider: string }>(
      'site.info',
    );
    expect(res.data?.phone).toBe('+250 788 000 111');
    // The screens read from it whether to say that no money moves.
    expect(res.data?.paymentsProvider).toBe('demo');
    await custom.close();
  });
});

/** A second app on the test database as production runs it (no job runner: the test app has none either). */
function productionApp(env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'production',
    MAIL: 'log',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    ...env,
  });
  return buildApp({ database: t.database, config, mailer: t.mailer, logger: false });
}

describe('Host header', () => {
  it('in production answers only the configured host names, and health checks from any', async () => {
    const app = await productionApp({
      PUBLIC_URL: 'https://stay.example',
      ALLOWED_HOSTS: 'app.internal:3000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kazistay-host-')),
    });
    try {
      const get = (host: string, url = '/trpc/auth.me') =>
        app.inject({ method: 'GET', url, headers: { host } });
      for (const host of [
        'evil.example',
        'stay.example.evil.example',
        'stay.example:8443',
        'localhost:3000',
      ]) {
        const res = await get(host);
        expect([host, res.statusCode]).toEqual([host, 421]);
        expect(res.body).not.toContain('"user"');
      }
      const post = await new TestClient(app, { origin: 'https://stay.example', host: 'evil.example' }).mutate(
        'auth.signOut',
      );
      expect(post.status).toBe(421);
      expect((await get('stay.example')).statusCode).toBe(200);
      expect((await get('Stay.Example')).statusCode).toBe(200); // host names ignore case
      expect((await get('app.internal:3000')).statusCode).toBe(200);
      expect((await get('evil.example', '/healthz')).statusCode).toBe(200);
      expect((await get('10.0.0.5:3000', '/healthz?probe=1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is not checked outside production', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('never leak internals', async () => {
    const app = await productionApp({ PUBLIC_URL: 'http://kazistay.test' });
    const res = await new TestClient(app, { host: 'kazistay.test' }).mutate('auth.signUp', {
      nonsense: true,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error)).not.toMatch(/stack|node_modules|at .*\.ts/);
    await app.close();
  });

  it('say which fields were refused and why, without the schema behind them', async () => {
    const client = await signedInClient(t, { email: 'issues@example.com' });
    const res = await client.mutate('account.updateProfile', {
      fullName: 'Ann',
      username: 'bad name!',
      bio: '',
    });
    expect(res.status).toBe(400);
    const message = 'Usernames may only contain letters, digits, dots, underscores and hyphens';
    expect(res.error?.data.zodIssues).toEqual([{ path: ['username'], message }]);
    expect(res.error?.message).toBe(message);
    expect(JSON.stringify(res.error)).not.toMatch(/A-Za-z0-9|"(pattern|format|origin|inclusive)"/);
  });
});
