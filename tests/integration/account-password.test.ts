import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../../src/server/db/schema';
import { ACCOUNT_TEXTS } from '../../src/shared/account';
import { AUTH_TEXTS } from '../../src/shared/auth';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';
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

const OLD = 'correct horse battery';
const NEW = 'a brand new passphrase';

type Me = { user: { id: string; email: string } | null };
const whoIs = async (c: TestClient) => (await c.query<Me>('auth.me')).data!.user?.id ?? null;

async function signIn(email: string, password: string) {
  const client = new TestClient(t.app);
  const res = await client.mutate('auth.signIn', { email, password });
  return { client, status: res.status };
}

const openSocket = (cookie: string) => openSocketAt(url, cookie, sockets);

describe('changing the password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const email = 'wrong-current@example.com';
    const me = await signedInClient(t, { email });
    const other = (await signIn(email, OLD)).client;
    const res = await me.mutate('account.changePassword', {
      currentPassword: 'not my password',
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(res.status).toBe(400);
    expect(res.error!.message).toBe(ACCOUNT_TEXTS.wrongPassword);
    // Nobody was signed out and the old password still works; the new one does not.
    expect(await whoIs(me)).not.toBeNull();
    expect(await whoIs(other)).not.toBeNull();
    expect((await signIn(email, NEW)).status).toBe(401);
    expect((await signIn(email, OLD)).status).toBe(200);
  });

  it('refuses a confirmation that does not match, or a weak new password', async () => {
    const email = 'mismatch@example.com';
    const me = await signedInClient(t, { email });
    const mismatch = await me.mutate('account.changePassword', {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: `${NEW}!`,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.error!.data.zodIssues).toEqual([
      { path: ['confirmPassword'], message: AUTH_TEXTS.passwordsMustMatch },
    ]);
    const short = await me.mutate('account.changePassword', {
      currentPassword: OLD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.error!.data.zodIssues?.[0]?.message).toBe('Password must be at least 8 characters');
    expect((await signIn(email, NEW)).status).toBe(401);
    expect((await signIn(email, OLD)).status).toBe(200);
  });

  it("keeps this session, ends the user's other sessions and their sockets, leaves other users alone", async () => {
    const email = 'changer@example.com';
    const me = await signedInClient(t, { email });
    const myId = (await whoIs(me))!;
    const laptop = (await signIn(email, OLD)).client;
    const phone = (await signIn(email, OLD)).client;
    const stranger = await signedInClient(t, { email: 'stranger@example.com' });
    const strangerId = await whoIs(stranger);

    const [mySocket, laptopSocket, strangerSocket] = await Promise.all(
      [me, laptop, stranger].map((c) => openSocket(c.cookie!)),
    );
    expect(await socketUser(laptopSocket!)).toBe(myId);
    expect(await socketUser(mySocket!)).toBe(myId);
    const laptopClosed = new Promise<number>((resolve) => laptopSocket!.once('close', resolve));
    const wrongCloses: string[] = [];
    mySocket!.once('close', () => wrongCloses.push('mine'));
    strangerSocket!.once('close', () => wrongCloses.push('stranger'));

    const res = await me.mutate<{ otherSessionsEnded: number }>('account.changePassword', {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toEqual({ otherSessionsEnded: 2 });

    // This session goes on; the others are signed out.
    expect(await whoIs(me)).toBe(myId);
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(stranger)).toBe(strangerId);
    expect(await laptopClosed).toBe(4001);
    expect(await socketUser(mySocket!)).toBe(myId);
    expect(await socketUser(strangerSocket!)).toBe(strangerId);
    expect(wrongCloses).toEqual([]);

    // The new password signs in, the old one no longer does.
    const fresh = await signIn(email, NEW);
    expect(fresh.status).toBe(200);
    expect(await whoIs(fresh.client)).toBe(myId);
    expect((await signIn(email, OLD)).status).toBe(401);
  });

  it('cancels every password reset link of the account, so a mailed link cannot undo the change', async () => {
    const email = 'reset-then-change@example.com';
    const me = await signedInClient(t, { email });
    const myId = (await whoIs(me))!;
    const bystander = await signedInClient(t, { email: 'keeps-a-link@example.com' });
    const linkOf = async (address: string) => {
      const asked = await new TestClient(t.app).mutate('auth.requestPasswordReset', { email: address });
      expect(asked.status).toBe(200);
      // The link is mailed on the side (a background job, or a send the answer does not wait for).
      return vi.waitFor(() => {
        const mail = t.mailer.sent.filter((m) => m.to === address && /Reset your/.test(m.subject)).at(-1);
        const token = mail?.text.match(/\/auth\/reset-password\?token=([a-z0-9]+)/)?.[1];
        if (!token) throw new Error(`no reset mail for ${address} yet`);
        return token;
      });
    };
    const mine = await linkOf(email);
    const theirs = await linkOf('keeps-a-link@example.com');

    const changed = await me.mutate('account.changePassword', {
      currentPassword: OLD,
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    const rows = await t.database.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, myId));
    expect(rows).toEqual([]);

    const late = await new TestClient(t.app).mutate('auth.resetPassword', {
      token: mine,
      password: 'what the thief wanted',
    });
    expect([late.status, late.error?.message]).toEqual([400, AUTH_TEXTS.resetLinkInvalid]);
    expect((await signIn(email, NEW)).status).toBe(200);
    expect(await whoIs(me)).toBe(myId);
    // Someone else's link is not touched.
    const other = await new TestClient(t.app).mutate('auth.resetPassword', { token: theirs, password: NEW });
    expect(other.status).toBe(200);
    expect(await whoIs(bystander)).toBeNull();
  });
});
