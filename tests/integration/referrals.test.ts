import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, referralCodes, referrals, users } from '../../src/server/db/schema';
import { newReferralCode, referralCodeFor } from '../../src/server/domains/account/referral';
import { ACCOUNT_TEXTS } from '../../src/shared/account';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createUser } from '../support/factories';
import { person, type Person } from '../support/messages';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CODE = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;
type Summary = { code: string; friendsJoined: number };

const summaryOf = async (p: Person) => {
  const res = await p.client.query<Summary>('account.referral');
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
};
const codeRows = (userId: string) =>
  t.database.db.select().from(referralCodes).where(eq(referralCodes.userId, userId));

let signUps = 0;
/** Signs a new visitor up through a referral link; returns the sign-up status and the new account's id. */
async function signUpWith(ref: string | undefined) {
  const email = `friend${++signUps}@example.com`;
  const res = await new TestClient(t.app).mutate('auth.signUp', {
    fullName: 'Friend',
    role: 'guest',
    email,
    password: 'correct horse battery',
    ...(ref === undefined ? {} : { ref }),
  });
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { status: res.status, error: res.error, id: user?.id };
}

describe('referral code', () => {
  it('is made on the first visit in the readable format and stays the same', async () => {
    const p = await person(t);
    expect(await codeRows(p.id)).toHaveLength(0);
    const first = await summaryOf(p);
    expect(first.code).toMatch(CODE);
    expect(first.friendsJoined).toBe(0);
    expect(await summaryOf(p)).toEqual(first);
    expect(await summaryOf(p)).toEqual(first);
    expect((await codeRows(p.id)).map((r) => r.code)).toEqual([first.code]);
  });

  it('is one code when many first visits arrive at once', async () => {
    const p = await person(t);
    const all = await Promise.all(
      Array.from({ length: 10 }, () => p.client.query<Summary>('account.referral')),
    );
    expect(all.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const codes = new Set(all.map((r) => r.data!.code));
    expect(codes.size).toBe(1);
    expect((await codeRows(p.id)).map((r) => r.code)).toEqual([...codes]);
  });

  it('differs between users', async () => {
    const people = await Promise.all([person(t), person(t), person(t)]);
    const codes = await Promise.all(people.map(async (p) => (await summaryOf(p)).code));
    expect(new Set(codes).size).toBe(3);
  });

  it("retries with a new code when the generated one is already someone else's", async () => {
    const a = await person(t);
    const taken = (await summaryOf(a)).code;
    const b = await createUser(t.database.db);
    const fresh = newReferralCode();
    const offered: string[] = [];
    const generator = () => {
      const code = offered.length === 0 ? taken : fresh;
      offered.push(code);
      return code;
    };
    expect(await referralCodeFor(t.database.db, b, generator)).toBe(fresh);
    expect(offered).toEqual([taken, fresh]);
    expect((await codeRows(b)).map((r) => r.code)).toEqual([fresh]);
    // A keeps the code it had.
    expect((await codeRows(a.id)).map((r) => r.code)).toEqual([taken]);
  });

  it('gives up with a clear error rather than loop forever when every code collides', async () => {
    const a = await person(t);
    const taken = (await summaryOf(a)).code;
    const b = await createUser(t.database.db);
    let calls = 0;
    const stuck = () => {
      calls++;
      return taken;
    };
    await expect(referralCodeFor(t.database.db, b, stuck)).rejects.toThrow(ACCOUNT_TEXTS.referralError);
    expect(calls).toBeGreaterThan(1);
    expect(calls).toBeLessThan(20);
    expect(await codeRows(b)).toHaveLength(0);
  });
});

describe('signing up through a referral link', () => {
  let referrer: Person;
  let code: string;

  beforeAll(async () => {
    referrer = await person(t, 'host', 'Referring Host');
    code = (await summaryOf(referrer)).code;
  });

  const referredBy = async (userId: string) =>
    (await t.database.db.select().from(referrals).where(eq(referrals.referredId, userId)))[0]?.referrerId;

  it("records who referred the new account and counts it in the referrer's friends", async () => {
    const joined = await signUpWith(code);
    expect(joined.status, JSON.stringify(joined.error)).toBe(200);
    expect(await referredBy(joined.id!)).toBe(referrer.id);
    expect(await summaryOf(referrer)).toEqual({ code, friendsJoined: 1 });

    // The link typed by hand in lower case, with spaces around, works as well.
    const typed = await signUpWith(`  ${code.toLowerCase()} `);
    expect(typed.status).toBe(200);
    expect(await referredBy(typed.id!)).toBe(referrer.id);
    expect((await summaryOf(referrer)).friendsJoined).toBe(2);
  });

  it('signs up normally with an unknown or malformed code and records nothing', async () => {
    const before = (await summaryOf(referrer)).friendsJoined;
    let unknown = 'ZZZZZ-ZZZZZ';
    while (unknown === code) unknown = newReferralCode();
    for (const ref of [unknown, 'hello', '', 'ABCDE-12345', `${code}X`, "' or 1=1 --", undefined]) {
      const res = await signUpWith(ref);
      expect(res.status, `${String(ref)}: ${JSON.stringify(res.error)}`).toBe(200);
      expect(res.id).toBeDefined();
      expect(await referredBy(res.id!)).toBeUndefined();
      const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, res.id!));
      expect(profile).toBeDefined();
    }
    expect((await summaryOf(referrer)).friendsJoined).toBe(before);
  });

  it("does not count other people's referrals", async () => {
    const other = await person(t);
    expect((await summaryOf(other)).friendsJoined).toBe(0);
  });
});
