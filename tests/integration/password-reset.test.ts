import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens, sessions, users } from '../../src/server/db/schema';
import { AUTH_TEXTS, PASSWORD_RESET_TTL_MINUTES } from '../../src/shared/auth';
import { LIMITS } from '../../src/shared/limits';
import {
  confirmationToken,
  createTestApp,
  signedInClient,
  TEST_ORIGIN,
  TestClient,
  type CallResult,
  type TestApp,
} from '../support/app';
import { listen, openSocket as openSocketAt, socketUser } from '../support/ws';

let t: TestApp;
let url: string;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await t.close();
});
afterEach(() => vi.useRealTimers());

const OLD = 'correct horse battery';
const NEW = 'a brand new passphrase';
const SUBJECT = 'Reset your KaziStay password';

type Me = { user: { id: string } | null };
const whoIs = async (c: TestClient) => (await c.query<Me>('auth.me')).data?.user?.id ?? null;
const signIn = (email: string, password: string) =>
  new TestClient(t.app).mutate('auth.signIn', { email, password });
const request = (email: string, client = new TestClient(t.app)) =>
  client.mutate<{ ok: true }>('auth.requestPasswordReset', { email });
const reset = (token: string, password = NEW, client = new TestClient(t.app)) =>
  client.mutate<{ email: string }>('auth.resetPassword', { token, password });
const resetMails = (email: string) => t.mailer.sent.filter((m) => m.to === email && m.subject === SUBJECT);

/** The token of the newest reset mail to `email`. */
function resetToken(email: string): string {
  const mail = resetMails(email).at(-1);
  const token = mail?.text.match(/\/auth\/reset-password\?token=([a-z0-9]+)/)?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
}

/**
 * Asks for a link for an account's `email` and waits for its mail (the app sends it on the side: the answer
 * does not wait for it); the token the mail carries.
 */
async function requestLink(email: string): Promise<string> {
  const before = resetMails(email).length;
  expect((await request(email)).status).toBe(200);
  await vi.waitFor(() => expect(resetMails(email).length).toBeGreaterThan(before));
  return resetToken(email);
}

const issue = (r: CallResult) => r.error?.data.zodIssues?.[0];

describe('password reset', () => {
  it('mails a single-use link; the new password ends every session and the old one stops working', async () => {
    const email = 'forgetful@example.com';
    const laptop = await signedInClient(t, { email });
    const myId = (await whoIs(laptop))!;
    const phone = new TestClient(t.app);
    expect((await phone.mutate('auth.signIn', { email, password: OLD })).status).toBe(200);
    const bystander = await signedInClient(t, { email: 'bystander@example.com' });
    const [laptopSocket, bystanderSocket] = await Promise.all(
      [laptop, bystander].map((c) => openSocketAt(url, c.cookie!, sockets)),
    );
    expect(await socketUser(laptopSocket!)).toBe(myId);
    const laptopClosed = new Promise<number>((resolve) => laptopSocket!.once('close', resolve));

    const asked = await request('Forgetful@Example.com ');
    expect(asked.status).toBe(200);
    expect(asked.data).toEqual({ ok: true });
    await vi.waitFor(() => expect(resetMails(email)).not.toEqual([]));
    const [mail, ...more] = resetMails(email);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain(`${TEST_ORIGIN}/auth/reset-password?token=`);
    expect(mail?.text).toContain(`expires in ${PASSWORD_RESET_TTL_MINUTES} minutes`);
    // Only the token's hash is stored.
    const token = resetToken(email);
    const stored = await t.database.db.select().from(passwordResetTokens);
    expect(stored.some((row) => row.id === token)).toBe(false);
    expect(stored.filter((row) => row.userId === myId)).toHaveLength(1);

    // Reset from a browser signed in to the account: its cookie goes too.
    const done = await reset(token, NEW, phone);
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ email });
    expect(phone.cookie).toBeUndefined();

    // Every session of the account is over, sockets included; other people stay signed in.
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, myId))).toHaveLength(0);
    expect(await laptopClosed).toBe(4001);
    expect(await whoIs(bystander)).not.toBeNull();
    expect(await socketUser(bystanderSocket!)).not.toBeNull();
    // The person signs in with the new password; the old one is refused.
    expect((await signIn(email, OLD)).status).toBe(401);
    expect((await signIn(email, NEW)).status).toBe(200);

    // The link works once.
    const again = await reset(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.error?.data.domainCode).toBe('TOKEN_INVALID');
    expect(again.error?.message).toBe(AUTH_TEXTS.resetLinkInvalid);
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('refuses a link after an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = 'slow-reader@example.com';
    await signedInClient(t, { email });
    const token = await requestLink(email);
    vi.setSystemTime(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000);
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(late.error?.data.domainCode).toBe('TOKEN_EXPIRED');
    expect(late.error?.message).toBe(AUTH_TEXTS.resetLinkExpired);
    expect((await signIn(email, OLD)).status).toBe(200);
    // A new link works.
    expect((await reset(await requestLink(email))).status).toBe(200);
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const sent = t.mailer.sent.length;
    const unknown = await request('nobody-here@example.com');
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual({ ok: true });
    await signedInClient(t, { email: 'somebody@example.com' });
    const accountMails = t.mailer.sent.length;
    const known = await request('somebody@example.com');
    expect(known.data).toEqual(unknown.data);
    await vi.waitFor(() => expect(resetMails('somebody@example.com')).toHaveLength(1));
    // The sign-up's confirmation, and the link asked for afterwards: nothing for the email without account.
    expect(t.mailer.sent.slice(sent, accountMails).map((m) => m.to)).toEqual(['somebody@example.com']);
    expect(t.mailer.sent.slice(accountMails).map((m) => m.to)).toEqual(['somebody@example.com']);
  });

  it('ends every other link of the account when one is used', async () => {
    const email = 'two-links@example.com';
    await signedInClient(t, { email });
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(second).not.toBe(first);
    // Opened in a browser signed in to someone else's account: that session is not touched.
    const someoneElse = await signedInClient(t, { email: 'someone-else@example.com' });
    expect((await reset(second, NEW, someoneElse)).status).toBe(200);
    expect(await whoIs(someoneElse)).not.toBeNull();
    expect((await reset(first, 'another new password')).error?.data.domainCode).toBe('TOKEN_INVALID');
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('lets one of two parallel uses of a link through', async () => {
    const email = 'double-click@example.com';
    await signedInClient(t, { email });
    const token = await requestLink(email);
    const results = await Promise.all([
      reset(token, 'first new password'),
      reset(token, 'second new password'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? 'first new password' : 'second new password';
    const loser = winner === 'first new password' ? 'second new password' : 'first new password';
    expect((await signIn(email, winner)).status).toBe(200);
    expect((await signIn(email, loser)).status).toBe(401);
  });

  it('confirms an unconfirmed address: the link proves the mailbox', async () => {
    const email = 'never-confirmed@example.com';
    const client = new TestClient(t.app);
    await client.mutate('auth.signUp', { fullName: 'Wanjiku M', role: 'guest', email, password: OLD });
    expect(confirmationToken(t.mailer, email)).toBeTruthy();
    expect((await signIn(email, OLD)).error?.data.domainCode).toBe('EMAIL_NOT_CONFIRMED');
    expect((await reset(await requestLink(email))).status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('limits requests per email (any case, account or not) and per address', async () => {
    const email = 'asked-often@example.com';
    await signedInClient(t, { email });
    const perEmail = LIMITS.passwordResetEmail.points;
    for (let i = 0; i < perEmail; i++) {
      expect((await request(i % 2 ? email.toUpperCase() : email)).status).toBe(200);
    }
    const refused = await request(email);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes\.$/,
    );
    await vi.waitFor(() => expect(resetMails(email)).toHaveLength(perEmail));

    const ghost = 'ghost-asked-often@example.com';
    for (let i = 0; i < perEmail; i++) expect((await request(ghost)).status).toBe(200);
    expect((await request(ghost)).status).toBe(429);

    const ip = '198.51.100.150';
    const results = await Promise.all(
      Array.from({ length: LIMITS.passwordResetAddress.points + 3 }, (_, i) =>
        request(`spray-${i}@example.com`, new TestClient(t.app, { ip })),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMITS.passwordResetAddress.points);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it('tells what is wrong with bad input', async () => {
    const badEmail = await request('not-an-email');
    expect(badEmail.status).toBe(400);
    expect(issue(badEmail)).toEqual({ path: ['email'], message: 'Please enter a valid email address' });
    expect(issue(await request('   '))?.message).toBe('Email is required');

    const email = 'bad-input@example.com';
    await signedInClient(t, { email });
    const token = await requestLink(email);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(issue(short)).toEqual({ path: ['password'], message: 'Password must be at least 8 characters' });
    const long = await reset(token, 'x'.repeat(129));
    expect(issue(long)?.message).toBe('Password must be at most 128 characters');
    const madeUp = await reset('abcdefghijklmnopqrstuvwxyz234567');
    expect(madeUp.status).toBe(400);
    expect(madeUp.error?.message).toBe(AUTH_TEXTS.resetLinkInvalid);
    expect(issue(await reset('abc'))).toEqual({ path: ['token'], message: 'This link is incomplete' });
    // Nothing was changed by the refused attempts; the link still works.
    expect((await signIn(email, OLD)).status).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });
});
