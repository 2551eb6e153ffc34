import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/client/entry-server';
import { buildApp } from '../../src/server/app';
import type { RenderPage } from '../../src/server/http/ssr';
import { SSR_STATE_ID } from '../../src/shared/boot-html';
import { createTestApp, signedInClient, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';

// Issue 17: the server draws the first screen of /, /marketplace and /property/{id} with the app's own
// renderer (src/client/entry-server.tsx), from the visitor's own session, and falls back to the browser's
// drawing when it cannot.

/** index.html as the build writes it: stylesheets as preloads, the entry as a preload run by boot.js. */
function builtIndexHtml(): string {
  return readFileSync('index.html', 'utf8')
    .replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/index-a.js" data-app-entry>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/react-b.js">\n' +
        '<link rel="preload" as="style" crossorigin href="/assets/index-c.css" data-app-style>\n</head>',
    )
    .replace(/<script type="module"[^>]*><\/script>/, '<script defer src="/boot.js"></script>');
}

let t: TestApp;
const clientDir = mkdtempSync(join(tmpdir(), 'kazistay-drawn-'));
async function appWith(render: RenderPage) {
  return buildApp({
    database: t.database,
    config: t.config,
    mailer: t.mailer,
    clientDir,
    renderPage: render,
    logger: false,
  });
}
let app: Awaited<ReturnType<typeof buildApp>>;
let propertyId: string;
const title = 'Drawn on the server: Kilimani loft';

beforeAll(async () => {
  t = await createTestApp();
  writeFileSync(join(clientDir, 'index.html'), builtIndexHtml());
  const host = await createUser(t.database.db, { role: 'host' });
  propertyId = await createProperty(t.database.db, host, { title, images: ['/demo/properties/a.webp'] });
  app = await appWith(renderPage);
});
afterAll(async () => {
  await app.close();
  await t.close();
});

function stateOf(html: string): { queries: { queryHash: string; state: { data: unknown } }[] } {
  const json = new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as { queries: { queryHash: string; state: { data: unknown } }[] };
}

describe('server-drawn pages', () => {
  it('carry the first screen and the data it was drawn from; stylesheets apply, scripts wait', async () => {
    const res = await app.inject({ method: 'GET', url: '/marketplace' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const html = res.body;
    expect(html).toContain('<div id="root" data-ssr>');
    expect(html).not.toContain('class="boot-header"');
    expect(html).toContain(title); // the listing's card
    const search = stateOf(html).queries.find((q) => q.queryHash.includes('"properties","search"'));
    const pages = (search?.state.data as { pages: { items: { title: string }[] }[] }).pages;
    expect(pages[0]!.items.map((i) => i.title)).toContain(title);
    // The stylesheet is applied at once; the scripts are named but not fetched until boot.js starts them.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(html).toContain('<link crossorigin href="/assets/index-a.js" data-app-entry>');
    expect(html).toContain('<link crossorigin href="/assets/react-b.js" data-app-module>');
    expect(html).not.toContain('modulepreload');
  });

  it('draw a property page with its details; a missing one is a 404 drawn by the browser', async () => {
    const res = await app.inject({ method: 'GET', url: `/property/${propertyId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    const missing = await app.inject({
      method: 'GET',
      url: '/property/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-ssr');
  });

  it('are drawn with the visitor’s own session, and nobody else’s', async () => {
    const guest = await signedInClient(t, { email: 'drawn-guest@example.com', fullName: 'Wanjiru Drawn' });
    const mine = await app.inject({ method: 'GET', url: '/', headers: { cookie: guest.cookie! } });
    const me = stateOf(mine.body).queries.find((q) => q.queryHash === '[["auth","me"],{"type":"query"}]');
    expect(me?.state.data).toMatchObject({ user: { email: 'drawn-guest@example.com' } });
    expect(mine.body).toContain('<div id="root" data-ssr>');
    expect(mine.body).toContain('aria-label="My Account"'); // the lazily loaded account menu, in place
    expect(mine.body).not.toMatch(/<template|<script>/);

    const anonymous = await app.inject({ method: 'GET', url: '/' });
    expect(anonymous.body).not.toContain('drawn-guest@example.com');
    const nobody = stateOf(anonymous.body).queries.find((q) => q.queryHash.includes('"auth","me"'));
    expect(nobody?.state.data).toMatchObject({ user: null });
    expect(anonymous.body).toContain('Sign In');
  });

  it('keep the data from ending the script early', async () => {
    const evil = 'Loft </script><script>alert(1)</script>';
    const host = await createUser(t.database.db, { role: 'host' });
    const id = await createProperty(t.database.db, host, {
      title: evil,
      images: ['/demo/properties/a.webp'],
    });
    const html = (await app.inject({ method: 'GET', url: `/property/${id}` })).body;
    expect(html).not.toContain('<script>alert(1)');
    const state = stateOf(html);
    expect(JSON.stringify(state)).toContain(evil);
  });

  it('leave other pages to the browser', async () => {
    const faq = await app.inject({ method: 'GET', url: '/faq' });
    expect(faq.statusCode).toBe(200);
    expect(faq.body).not.toContain('data-ssr');
    expect(faq.body).toContain('class="boot-header"');
  });

  it('fall back to the browser’s drawing when the renderer fails', async () => {
    const broken = await appWith(() => Promise.reject(new Error('renderer broke')));
    try {
      const res = await broken.inject({ method: 'GET', url: '/marketplace' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-ssr');
      expect(res.body).toContain('class="boot-header"');
      expect(res.body).toContain('data-app-style');
    } finally {
      await broken.close();
    }
  });
});

describe('a page without a renderer', () => {
  it('is the app’s HTML for the browser to draw', async () => {
    const plain = await buildApp({
      database: t.database,
      config: t.config,
      mailer: t.mailer,
      clientDir,
      logger: false,
    });
    try {
      const res = await plain.inject({ method: 'GET', url: '/' });
      expect(res.body).not.toContain('data-ssr');
    } finally {
      await plain.close();
    }
  });
});
