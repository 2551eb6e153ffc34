import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerificationTokens, sessions, users } from '../../src/server/db/schema';
import { confirmationToken, createTestApp, TestClient, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'a-long-enough-secret';
const signUp = (client: TestClient, email: string, extra: Record<string, unknown> = {}) =>
  client.mutate('auth.signUp', { fullName: 'Achieng Odhiambo', role: 'guest', email, password, ...extra });

describe('sign up, confirm, sign in, sign out', () => {
  it('walks the whole journey with a real session cookie', async () => {
    const client = new TestClient(t.app);
    const up = await signUp(client, 'Achieng@Example.com');
    expect(up.status).toBe(200);
    expect(up.data).toEqual({ email: 'achieng@example.com' });
    expect(up.setCookie).toBeUndefined();

    // Not confirmed yet: refused with the reason.
    const early = await client.mutate('auth.signIn', { email: 'achieng@example.com', password });
    expect(early.status).toBe(403);
    expect(early.error?.data.domainCode).toBe('EMAIL_NOT_CONFIRMED');
    expect(early.error?.message).toMatch(/confirm your email/i);

    const token = confirmationToken(t.mailer, 'achieng@example.com');
    const confirmed = await client.mutate('auth.confirmEmail', { token });
    expect(confirmed.data).toEqual({ email: 'achieng@example.com' });
    // Single use.
    const again = await client.mutate('auth.confirmEmail', { token });
    expect(again.status).toBe(400);
    expect(again.error?.data.domainCode).toBe('TOKEN_INVALID');

    const signIn = await client.mutate<{ user: { fullName: string; role: string } }>('auth.signIn', {
      email: 'ACHIENG@example.com',
      password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.data?.user).toMatchObject({
      fullName: 'Achieng Odhiambo',
      role: 'guest',
      email: 'achieng@example.com',
    });
    expect(signIn.setCookie).toMatch(/HttpOnly/);
    expect(signIn.setCookie).toMatch(/SameSite=Lax/);
    expect(signIn.setCookie).not.toMatch(/Secure/); // only in production over https

    const me = await client.query<{ user: { email: string } | null }>('auth.me');
    expect(me.data?.user?.email).toBe('achieng@example.com');

    const cookieBefore = client.cookie;
    const out = await client.mutate('auth.signOut');
    expect(out.status).toBe(200);
    expect(client.cookie).toBeUndefined();
    // The session is gone on the server: replaying the old cookie gives a signed-out context.
    const replay = new TestClient(t.app);
    replay.cookie = cookieBefore;
    expect((await replay.query<{ user: unknown }>('auth.me')).data?.user).toBeNull();
  });

  it('refuses a duplicate email whatever its case, and stores nothing more', async () => {
    const client = new TestClient(t.app);
    await signUp(client, 'dup@example.com');
    const dup = await signUp(client, 'DUP@example.com');
    expect(dup.status).toBe(409);
    expect(dup.error?.message).toMatch(/already exists/);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'dup@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('validates input with clear messages and changes nothing', async () => {
    const client = new TestClient(t.app);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const short = await signUp(client, 'short@example.com', { password: 'short' });
    expect(short.status).toBe(400);
    expect(short.error?.data.zodIssues?.[0]?.message).toBe('Password must be at least 8 characters');
    const long = await signUp(client, 'long@example.com', { password: 'x'.repeat(129) });
    expect(long.error?.data.zodIssues?.[0]?.message).toBe('Password must be at most 128 characters');
    const badEmail = await signUp(client, 'not-an-email');
    expect(badEmail.error?.data.zodIssues?.[0]?.message).toBe('Please enter a valid email address');
    const admin = await signUp(client, 'sneaky@example.com', { role: 'admin' });
    expect(admin.status).toBe(400);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });

  it('says the same for a wrong password and an unknown email', async () => {
    const client = new TestClient(t.app, { ip: '198.51.100.1' });
    await signUp(client, 'known@example.com');
    const wrong = await client.mutate('auth.signIn', {
      email: 'known@example.com',
      password: 'wrong-password',
    });
    const unknown = await client.mutate('auth.signIn', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.error?.message).toBe('Invalid email or password.');
    expect(unknown.error?.message).toBe(wrong.error?.message);
    expect(wrong.setCookie).toBeUndefined();
  });

  it('expires confirmation links after 24 hours and resends a fresh one', async () => {
    const client = new TestClient(t.app);
    await signUp(client, 'late@example.com');
    const token = confirmationToken(t.mailer, 'late@example.com');
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 90_000) });
    const expired = await client.mutate('auth.confirmEmail', { token });
    expect(expired.error?.data.domainCode).toBe('TOKEN_EXPIRED');

    const sentBefore = t.mailer.sent.length;
    expect((await client.mutate('auth.resendConfirmation', { email: 'late@example.com' })).status).toBe(200);
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    // Unknown emails get the same answer and no mail.
    expect((await client.mutate('auth.resendConfirmation', { email: 'ghost@example.com' })).data).toEqual({
      ok: true,
    });
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const fresh = confirmationToken(t.mailer, 'late@example.com');
    expect(fresh).not.toBe(token);
    expect((await client.mutate('auth.confirmEmail', { token: fresh })).status).toBe(200);
  });
});

describe('sessions', () => {
  async function confirmedUser(email: string): Promise<TestClient> {
    const client = new TestClient(t.app);
    await signUp(client, email);
    await client.mutate('auth.confirmEmail', { token: confirmationToken(t.mailer, email) });
    await client.mutate('auth.signIn', { email, password });
    return client;
  }

  it('refuses an expired session and removes it', async () => {
    const client = await confirmedUser('expiry@example.com');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'expiry@example.com'));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    expect((await client.query<{ user: unknown }>('auth.me')).data?.user).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0);
  });

  it('extends a session used in the second half of its life and re-sends the cookie', async () => {
    const client = await confirmedUser('sliding@example.com');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'sliding@example.com'));
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user!.id));
    const me = await client.query<{ user: { email: string } }>('auth.me');
    expect(me.data?.user.email).toBe('sliding@example.com');
    expect(me.setCookie).toMatch(/kazistay_session=/);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('ignores forged and malformed cookies', async () => {
    const client = await confirmedUser('forged@example.com');
    const [id] = client.cookie!.split('=')[1]!.split('.');
    for (const value of [`${id}.forgedsecret`, 'garbage', `${id}`, `${id}.a.b`, '.'.repeat(5000)]) {
      const forged = new TestClient(t.app);
      forged.cookie = `kazistay_session=${value}`;
      const me = await forged.query<{ user: unknown }>('auth.me');
      expect(me.status).toBe(200);
      expect(me.data?.user).toBeNull();
    }
  });

  it('starts a new session on every sign-in', async () => {
    const client = await confirmedUser('fresh@example.com');
    const first = client.cookie;
    await client.mutate('auth.signIn', { email: 'fresh@example.com', password });
    expect(client.cookie).not.toBe(first);
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fresh@example.com'));
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1);
  });
});

describe('CSRF and request limits', () => {
  it('refuses mutations from another origin or with no origin, and changes nothing', async () => {
    for (const origin of ['http://evil.example', null, 'null']) {
      const client = new TestClient(t.app, { origin });
      const res = await signUp(client, `csrf-${String(origin).length}@example.com`);
      expect(res.status).toBe(403);
      expect(res.response.body).toMatch(/Cross-origin request refused/);
    }
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.email} like 'csrf-%'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses origins that only normalise to the app’s own', async () => {
    const lookalikes = [
      'http://evil@kazistay.test',
      'HTTP://KAZISTAY.TEST',
      'http://kazistay.test:80',
      'http://kazistay.test:080',
      'http://kazistay.test/',
    ];
    for (const [i, origin] of lookalikes.entries()) {
      const res = await signUp(new TestClient(t.app, { origin }), `csrf-lookalike-${i}@example.com`);
      expect([origin, res.status]).toEqual([origin, 403]);
    }
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`${users.email} like 'csrf-lookalike-%'`);
    expect(rows).toHaveLength(0);
  });

  it('still answers queries without an Origin (reads change nothing)', async () => {
    const res = await new TestClient(t.app, { origin: null }).query('auth.me');
    expect(res.status).toBe(200);
  });

  it('refuses bodies over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/site.contact',
      headers: { origin: 'http://kazistay.test', 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});
