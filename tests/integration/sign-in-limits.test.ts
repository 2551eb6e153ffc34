import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { LIMITS, MAX_BATCH_SIZE, SIGN_IN_SLOWDOWN } from '../../src/shared/limits';
import { signedInClient, TEST_ORIGIN, TestClient, type CallResult, type TestApp } from '../support/app';
import { createTestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'the owner’s own secret';
const PAIR = LIMITS.signInPair.points;
const tooManyText = /^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/;

async function owner(email: string): Promise<TestClient> {
  return signedInClient(t, { email, password });
}

const signIn = (ip: string, email: string, pass: string): Promise<CallResult> =>
  new TestClient(t.app, { ip }).mutate('auth.signIn', { email, password: pass });

/** One tRPC HTTP batch of sign-ins from `ip`, as a script would send it; the status of each call. */
async function batch(ip: string, inputs: { email: string; password: string }[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/trpc/${inputs.map(() => 'auth.signIn').join(',')}?batch=1`,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))),
  });
  const body = JSON.parse(res.body) as unknown;
  const statuses = Array.isArray(body)
    ? body.map((r: { error?: { data: { httpStatus: number } } }) => r.error?.data.httpStatus ?? 200)
    : [];
  return { status: res.statusCode, statuses };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in limits', () => {
  it('counts a parallel burst of guesses before checking them: no more than the limit get through', async () => {
    const email = 'burst@example.com';
    await owner(email);
    const results = await Promise.all([
      ...Array.from({ length: 29 }, (_, i) => signIn('192.0.2.10', email, `wrong-guess-${i}`)),
      signIn('192.0.2.10', email, password),
    ]);
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 401)).toBe(PAIR);
    expect(count(statuses, 429)).toBe(30 - PAIR);
    expect(statuses.at(-1)).toBe(429);
    const refused = results.find((r) => r.status === 429);
    expect(refused?.error?.data.domainCode).toBe('TOO_MANY_ATTEMPTS');
    expect(refused?.error?.message).toMatch(tooManyText);
  });

  it('holds the limit inside one batch, and refuses a batch over the size limit outright', async () => {
    const email = 'batch@example.com';
    await owner(email);
    const wrong = Array.from({ length: MAX_BATCH_SIZE - 1 }, (_, i) => ({ email, password: `bad-${i}` }));
    const full = await batch('192.0.2.20', [...wrong, { email, password }]);
    expect(full.status).toBe(207);
    expect(count(full.statuses, 401)).toBe(PAIR);
    expect(count(full.statuses, 429)).toBe(MAX_BATCH_SIZE - PAIR);
    expect(full.statuses.at(-1)).toBe(429);

    const before = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, '%192.0.2.21%'));
    for (const size of [MAX_BATCH_SIZE + 1, 200]) {
      const big = await batch('192.0.2.21', [
        ...Array.from({ length: size - 1 }, (_, i) => ({ email, password: `bad-${i}` })),
        { email, password },
      ]);
      expect(big.status).toBe(400);
    }
    // Nothing of the refused batches ran: no count taken, no session made.
    expect(await t.database.db.select().from(rateLimits).where(like(rateLimits.key, '%192.0.2.21%'))).toEqual(
      before,
    );
  });

  it('lets the owner in from their address while an attacker is throttled on theirs', async () => {
    const email = 'owner@example.com';
    const session = await owner(email);
    for (let i = 0; i < PAIR; i++)
      expect((await signIn('198.51.100.5', email, `guess-${i}`)).status).toBe(401);
    const attacker = await signIn('198.51.100.5', email, password);
    expect(attacker.status).toBe(429);
    expect(attacker.error?.message).toMatch(tooManyText);

    // The session signed in before the attack keeps working.
    const me = await session.query<{ user: { email: string } | null }>('auth.me');
    expect(me.data?.user?.email).toBe(email);
    expect((await session.query('account.profile')).status).toBe(200);
    // And the owner signs in again from another address.
    const fresh = await signIn('203.0.113.50', email, password);
    expect(fresh.status).toBe(200);
    expect(fresh.setCookie).toMatch(/kazistay_session=/);
  });

  it('starts an account-and-address count afresh after a successful sign-in', async () => {
    const email = 'typo@example.com';
    await owner(email);
    const ip = '203.0.113.60';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < PAIR - 1; i++) expect((await signIn(ip, email, 'fat-fingers')).status).toBe(401);
      expect((await signIn(ip, email, password)).status).toBe(200);
    }
  });

  it('slows one address trying many accounts, not the others', async () => {
    const ip = '198.51.100.77';
    const results = await Promise.all(
      Array.from({ length: LIMITS.signInAddress.points + 5 }, (_, i) =>
        signIn(ip, `spray${i}@example.com`, 'whatever-pass'),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 401)).toBe(LIMITS.signInAddress.points);
    expect(count(statuses, 429)).toBe(5);
    expect((await signIn('198.51.100.78', 'spray0@example.com', 'x-pass-word')).status).toBe(401);
  });
});

describe('the account-wide slowdown (never a lock-out)', () => {
  const { freeFailures, firstDelaySeconds, maxDelaySeconds, alertEverySeconds } = SIGN_IN_SLOWDOWN;
  const alertSubject = 'Failed sign-in attempts on your KaziStay account';
  const waitText = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;

  /** The app's clock (and the counters') is the test's: time passes when the test says so. */
  const stopTheClock = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);
  afterEach(() => vi.useRealTimers());

  const retryAfter = (r: CallResult) =>
    (r.error?.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
  let strangers = 0;
  /** An address no one has signed in from. */
  const stranger = () => {
    strangers++;
    return `10.${100 + (strangers >> 16)}.${(strangers >> 8) & 255}.${strangers & 255}`;
  };
  const alertsTo = (email: string) =>
    t.mailer.sent.filter((m) => m.to === email && m.subject === alertSubject);

  it('105 guesses from 21 addresses leave the right password waiting seconds from a new address, not a day', async () => {
    stopTheClock();
    const email = 'besieged@example.com';
    const home = new TestClient(t.app, { ip: '203.0.113.80' });
    await owner(email);
    expect((await home.mutate('auth.signIn', { email, password })).status).toBe(200);

    const guesses = await Promise.all(
      Array.from({ length: 21 * PAIR }, (_, i) =>
        signIn(`10.8.${Math.floor(i / PAIR)}.1`, email, `spread-guess-${i}`),
      ),
    );
    // The owner, with the right password, from an address never used before: a short wait, at most the cap.
    const traveller = new TestClient(t.app, { ip: '10.8.250.1' });
    const first = await traveller.mutate('auth.signIn', { email, password });
    expect(first.status).toBe(429);
    expect(retryAfter(first)).toBeLessThanOrEqual(maxDelaySeconds);
    expect(first.error?.message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');

    // The free failures and the one that starts the slowing were checked; the others waited, told how long.
    const statuses = guesses.map((r) => r.status);
    expect(count(statuses, 401)).toBe(freeFailures + 1);
    expect(count(statuses, 429)).toBe(21 * PAIR - freeFailures - 1);
    const waiting = guesses.find((r) => r.status === 429);
    expect(waiting?.error?.data.domainCode).toBe('TOO_MANY_ATTEMPTS');
    expect(retryAfter(waiting!)).toBe(firstDelaySeconds);

    // Where they signed in before, at once.
    expect((await home.mutate('auth.signIn', { email, password })).status).toBe(200);
    later(retryAfter(first)!);
    const after = await traveller.mutate('auth.signIn', { email, password });
    expect(after.status).toBe(200);
    expect(after.setCookie).toMatch(/kazistay_session=/);
  });

  it('makes each failure from unknown addresses wait longer, doubling up to a cap of minutes, never more', async () => {
    stopTheClock();
    const email = 'persistent@example.com';
    const home = new TestClient(t.app, { ip: '203.0.113.81' });
    await owner(email);
    expect((await home.mutate('auth.signIn', { email, password })).status).toBe(200);
    for (let i = 0; i < freeFailures; i++) {
      expect((await signIn(stranger(), email, `free-guess-${i}`)).status).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      expect((await signIn(stranger(), email, `slowed-guess-${i}`)).status).toBe(401);
      const early = await signIn(stranger(), email, `too-early-${i}`);
      expect(early.status).toBe(429);
      expect(early.error?.message).toMatch(waitText);
      const wait = retryAfter(early)!;
      waits.push(wait);
      // Waiting attempts do not make the wait longer, the right password included.
      later(wait - 1);
      const stillEarly = await new TestClient(t.app, { ip: stranger() }).mutate('auth.signIn', {
        email,
        password,
      });
      expect(stillEarly.status).toBe(429);
      expect(retryAfter(stillEarly)).toBe(1);
      // The owner's own address is never slowed.
      expect((await home.mutate('auth.signIn', { email, password })).status).toBe(200);
      later(1);
    }
    const doubling = waits.map((_, i) => Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** i));
    expect(waits).toEqual(doubling);
    expect(waits.slice(0, 2)).toEqual([firstDelaySeconds, 2 * firstDelaySeconds]);
    expect(Math.max(...waits)).toBe(maxDelaySeconds);
    expect(waits.slice(-3)).toEqual([maxDelaySeconds, maxDelaySeconds, maxDelaySeconds]);

    // However long it goes on, the owner from a new address waits the cap at most, then is in.
    expect((await signIn(stranger(), email, 'one-more-guess')).status).toBe(401);
    const traveller = new TestClient(t.app, { ip: stranger() });
    const refused = await traveller.mutate('auth.signIn', { email, password });
    expect(refused.status).toBe(429);
    expect(retryAfter(refused)).toBe(maxDelaySeconds);
    later(maxDelaySeconds);
    expect((await traveller.mutate('auth.signIn', { email, password })).status).toBe(200);
  });

  it('mails the owner once when the slowing starts, with a link that resets the password', async () => {
    stopTheClock();
    const email = 'alerted@example.com';
    const session = await owner(email);
    for (let i = 0; i < freeFailures; i++) {
      expect((await signIn(stranger(), email, `free-guess-${i}`)).status).toBe(401);
    }
    expect(alertsTo(email)).toHaveLength(0);
    // The failure that starts the slowing, and more after each wait: one mail.
    for (let i = 0; i < 4; i++) {
      const guess = await signIn(stranger(), email, `slowed-guess-${i}`);
      expect(guess.status).toBe(401);
      const early = await signIn(stranger(), email, 'too-early');
      expect(early.status).toBe(429);
      later(retryAfter(early)!);
    }
    // Sent on the side: the sign-in that started the slowing did not wait for it.
    await vi.waitFor(() => expect(alertsTo(email)).not.toEqual([]));
    const [alert, ...others] = alertsTo(email);
    expect(others).toHaveLength(0);
    expect(alert?.text).toMatch(/Your account is not locked/);
    expect(alert?.text).toContain(`${TEST_ORIGIN}/auth/reset-password\n`);
    const token = alert?.text.match(/\/auth\/reset-password\?token=([a-z0-9]+)/)?.[1];
    expect(token).toBeTruthy();

    // The link works: a new password, every session ended, the failures forgotten.
    const traveller = new TestClient(t.app, { ip: stranger() });
    const newPassword = 'a brand new secret';
    const reset = await traveller.mutate('auth.resetPassword', { token, password: newPassword });
    expect(reset.status).toBe(200);
    expect((await session.query<{ user: unknown }>('auth.me')).data?.user).toBeNull();
    expect((await signIn(stranger(), email, password)).status).toBe(401);
    expect((await signIn(stranger(), email, newPassword)).status).toBe(200);

    // The attack goes on (the old password tried above was its first failure). The address the owner reset
    // from counts as theirs: it is not slowed.
    for (let i = 1; i <= freeFailures; i++) {
      expect((await signIn(stranger(), email, `same-day-${i}`)).status).toBe(401);
    }
    expect((await signIn(stranger(), email, newPassword)).status).toBe(429);
    expect((await traveller.mutate('auth.signIn', { email, password: newPassword })).status).toBe(200);
    // The owner is told again a day later, not before.
    expect(alertsTo(email)).toHaveLength(1);
    later(alertEverySeconds);
    expect((await signIn(stranger(), email, 'a day later')).status).toBe(401);
    await vi.waitFor(() => expect(alertsTo(email)).toHaveLength(2));
  });

  it('answers the failed sign-in that starts the slowing without waiting for the alert mail', async () => {
    stopTheClock();
    const email = 'alerted-slowly@example.com';
    await owner(email);
    for (let i = 0; i < freeFailures; i++) {
      expect((await signIn(stranger(), email, `free-guess-${i}`)).status).toBe(401);
    }
    // The mail server holds every mail until released: a sign-in waiting for the alert would hang.
    const deliver = t.mailer.send.bind(t.mailer);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    t.mailer.send = async (message) => {
      await released;
      await deliver(message);
    };
    try {
      const guess = await signIn(stranger(), email, 'the guess that starts the slowing');
      expect(guess.status).toBe(401);
      expect(alertsTo(email)).toEqual([]);
    } finally {
      t.mailer.send = deliver;
      release();
    }
    await vi.waitFor(() => expect(alertsTo(email)).toHaveLength(1));
  });

  it('answers guesses at an email without an account exactly the same, and mails no one', async () => {
    stopTheClock();
    const run = async (email: string) => {
      const statuses: (number | undefined)[] = [];
      for (let i = 0; i < freeFailures + 3; i++) {
        const guess = await signIn(stranger(), email, `guess-${i}`);
        statuses.push(guess.status, retryAfter(guess));
      }
      return statuses;
    };
    await owner('real-target@example.com');
    const sentForOwner = t.mailer.sent.length;
    const real = await run('real-target@example.com');
    const ghost = await run('no-account-here@example.com');
    expect(ghost).toEqual(real);
    await vi.waitFor(() =>
      expect(t.mailer.sent.slice(sentForOwner).map((m) => m.to)).toEqual(['real-target@example.com']),
    );
  });
});
