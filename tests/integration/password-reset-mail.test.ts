import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/server/db/client';
import { passwordResetTokens, users } from '../../src/server/db/schema';
import { mailResetLink } from '../../src/server/domains/auth/password-reset';
import type { MemoryMailer } from '../../src/server/mail/mailer';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';

const SUBJECT = 'Reset your KaziStay password';

/** Holds every mail at the mail server until `release`: a slow (or hung) SMTP server. */
function holdMail(mailer: MemoryMailer) {
  const deliver = mailer.send.bind(mailer);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  mailer.send = async (message) => {
    await released;
    await deliver(message);
  };
  return {
    release: () => {
      mailer.send = deliver;
      release();
    },
  };
}

const resetMails = (t: TestApp, email: string) =>
  t.mailer.sent.filter((m) => m.to === email && m.subject === SUBJECT);
const request = (t: TestApp, email: string) =>
  new TestClient(t.app).mutate<{ ok: true }>('auth.requestPasswordReset', { email });

/** One app running jobs, as by default; one that runs none (JOBS=off, another instance does them). */
const apps: Record<'on' | 'off', TestApp> = {} as Record<'on' | 'off', TestApp>;
beforeAll(async () => {
  apps.on = await createTestApp({ JOBS: 'on' });
  apps.off = await createTestApp({ JOBS: 'off' });
});
afterAll(() => Promise.all(Object.values(apps).map((t) => t.close())));

describe.each([
  ['a background job', 'on'],
  ['a send the answer does not wait for (JOBS=off)', 'off'],
] as const)('a password reset link mailed through %s', (_how, jobs) => {
  it('is answered before the mail server has taken the mail; the mail follows', async () => {
    const t = apps[jobs];
    const email = `slow-mail-${jobs}@example.com`;
    await signedInClient(t, { email });
    const mail = holdMail(t.mailer);
    try {
      // Were the answer waiting for the mail, it would never come while the mail server holds it.
      const answered = await request(t, email);
      expect([answered.status, answered.data]).toEqual([200, { ok: true }]);
      expect(resetMails(t, email)).toEqual([]);
    } finally {
      mail.release();
    }
    await vi.waitFor(() => expect(resetMails(t, email)).toHaveLength(1), { timeout: 15_000 });
    expect(resetMails(t, email)[0]?.text).toMatch(/\/auth\/reset-password\?token=[a-z0-9]+/);
  });
});

describe('the mail-password-reset job', () => {
  const t = () => apps.on;
  const jobsFor = async (email: string) =>
    rowsOf<{ state: string }>(
      await t().database.db.execute(
        sql`select state from pgboss.job where name = 'mail-password-reset' and data->>'email' = ${email}`,
      ),
    ).map((j) => j.state);

  it('is queued for any email, account or not; only an account gets a mail', async () => {
    await signedInClient(t(), { email: 'has-account@example.com' });
    const sentBefore = t().mailer.sent.length;
    const [known, unknown] = await Promise.all([
      request(t(), 'has-account@example.com'),
      request(t(), 'no-account@example.com'),
    ]);
    expect(known.data).toEqual(unknown.data);
    await vi.waitFor(
      async () => {
        expect(await jobsFor('has-account@example.com')).toEqual(['completed']);
        expect(await jobsFor('no-account@example.com')).toEqual(['completed']);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(
      t()
        .mailer.sent.slice(sentBefore)
        .map((m) => [m.to, m.subject]),
    ).toEqual([['has-account@example.com', SUBJECT]]);
  });

  it('throws when the mail cannot be sent (the job tries again), and leaves no link behind', async () => {
    const email = 'smtp-down@example.com';
    await signedInClient(t(), { email });
    const [user] = await t().database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const linksOf = () =>
      t()
        .database.db.select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user!.id));
    const down = {
      kind: 'smtp' as const,
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')),
    };
    const deps = { db: t().database.db, mailer: down, publicUrl: t().config.publicUrl };
    await expect(mailResetLink(deps, email)).rejects.toThrow(/ECONNREFUSED/);
    expect(await linksOf()).toEqual([]);
    // With the mail server back, the retry mails a working link.
    expect(await mailResetLink({ ...deps, mailer: t().mailer }, email)).toBe(true);
    expect(resetMails(t(), email)).toHaveLength(1);
    expect(await linksOf()).toHaveLength(1);
  });
});
