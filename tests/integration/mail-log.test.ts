import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { TEST_ORIGIN, TestClient } from '../support/app';
import { createTestDatabase } from '../support/db';

/*
 * Without a mail server, mail goes to the log. In production (MAIL=log) a line says who a mail is for and what
 * it is about, never what it says: confirmation and reset links carry tokens, contact messages are private.
 */

const opened: { app: FastifyInstance; database: Database }[] = [];
afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
});

/** An app with the mailer its configuration chooses (not the tests' memory mailer), and its log lines. */
async function appWithLog(env: Record<string, string>) {
  const database = await createTestDatabase();
  const config = loadConfig({
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'info',
    JOBS: 'off',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kazistay-mail-')),
    ...env,
  });
  const lines: string[] = [];
  const app = await buildApp({ database, config, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
  opened.push({ app, database });
  // In production only PUBLIC_URL's host is answered.
  const client = () => new TestClient(app, { host: new URL(TEST_ORIGIN).host });
  return { lines, client };
}

const signUp = (client: TestClient, email: string) =>
  client.mutate('auth.signUp', {
    fullName: 'Mail Tester',
    role: 'guest',
    email,
    password: 'correct horse battery',
  });

/** The log lines about mail: what each says, as parsed JSON. */
const mailLines = (lines: string[]) =>
  lines
    .map((l) => JSON.parse(l) as { mail?: unknown; msg: string })
    .filter((l) => l.mail !== undefined)
    .map((l) => ({ mail: l.mail, msg: l.msg }));

describe('mail without a mail server', () => {
  it(
    'in production with MAIL=log logs recipient and subject only: no token, link or message body',
    { timeout: 90_000 },
    async () => {
      const { lines, client } = await appWithLog({ NODE_ENV: 'production', MAIL: 'log' });
      const secret = 'Please call me about the Zanzibar-rooftop-7731 booking';

      expect((await signUp(client(), 'Prod.Mail@example.com')).status).toBe(200);
      expect(
        (await client().mutate('auth.requestPasswordReset', { email: 'prod.mail@example.com' })).status,
      ).toBe(200);
      // The reset mail goes out on the side (the answer does not wait for it): logged before the next one.
      await vi.waitFor(() => expect(mailLines(lines)).toHaveLength(2));
      const contact = await client().mutate('site.contact', {
        name: 'Mail Tester',
        email: 'prod.mail@example.com',
        subject: 'A question',
        message: secret,
      });
      expect(contact.status).toBe(200);

      expect(mailLines(lines)).toEqual([
        {
          mail: { to: 'prod.mail@example.com', subject: 'Confirm your KaziStay account' },
          msg: 'Email (not sent, MAIL=log) to prod.mail@example.com: Confirm your KaziStay account',
        },
        {
          mail: { to: 'prod.mail@example.com', subject: 'Reset your KaziStay password' },
          msg: 'Email (not sent, MAIL=log) to prod.mail@example.com: Reset your KaziStay password',
        },
        {
          mail: { to: 'support@kazistay.com', subject: '[Contact] A question' },
          msg: 'Email (not sent, MAIL=log) to support@kazistay.com: [Contact] A question',
        },
      ]);
      const all = lines.join('\n');
      expect(all).not.toMatch(/token|\/auth\/confirm|\/auth\/reset|Zanzibar/i);
    },
  );

  it('in development writes the whole mail, so a developer can open the confirmation link', async () => {
    const { lines, client } = await appWithLog({ NODE_ENV: 'development' });
    expect((await signUp(client(), 'dev.mail@example.com')).status).toBe(200);
    const [line] = mailLines(lines);
    expect(line?.msg).toMatch(
      new RegExp(
        `^Email \\(not sent, no SMTP_URL\\) to dev\\.mail@example\\.com: Confirm your KaziStay account\\n[^]*${TEST_ORIGIN}/auth/confirm\\?token=[a-z0-9]+`,
      ),
    );
  });
});
