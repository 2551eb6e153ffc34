import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions } from '../../src/server/db/schema';
import { LIMITS, MAX_BATCH_SIZE } from '../../src/shared/limits';
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

  it('caps an account across addresses, but not from the address its owner signs in from', async () => {
    const email = 'targeted@example.com';
    const home = new TestClient(t.app, { ip: '203.0.113.70' });
    await owner(email);
    expect((await home.mutate('auth.signIn', { email, password })).status).toBe(200);
    const addresses = Math.ceil(LIMITS.signInAccount.points / PAIR) + 2;
    const results = await Promise.all(
      Array.from({ length: addresses * PAIR }, (_, i) =>
        signIn(`10.9.${Math.floor(i / PAIR)}.1`, email, `spread-guess-${i}`),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 401)).toBe(LIMITS.signInAccount.points);
    // A new address is refused even with the password, for the rest of the day...
    const elsewhere = await signIn('10.9.250.1', email, password);
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.error?.message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
    // ...but the owner, where they signed in before, is not locked out.
    const sessionsBefore = (await t.database.db.select().from(sessions)).length;
    expect((await home.mutate('auth.signIn', { email, password })).status).toBe(200);
    expect((await t.database.db.select().from(sessions)).length).toBe(sessionsBefore);
  });
});
