import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMethods } from '../../src/server/db/schema';
import type { PayoutMethodView } from '../../src/shared/payouts';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import { provider } from '../support/services';

let t: TestApp;
let host: Person;
let other: Person;
let guest: Person;

beforeAll(async () => {
  t = await createTestApp();
  [host, other, guest] = await Promise.all([
    person(t, 'host', 'Amina Host'),
    person(t, 'host', 'Otieno Host'),
    person(t, 'guest'),
  ]);
});
afterAll(() => t.close());

const stored = async (userId: string) =>
  t.database.db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId));

describe('payouts.method', () => {
  it('saves, shows masked, replaces and removes the owner’s method', async () => {
    expect((await host.client.query('payouts.method.get')).data).toBeNull();

    const saved = await host.client.mutate<PayoutMethodView>('payouts.method.save', {
      kind: 'bank_transfer',
      accountName: 'Amina W.',
      bankName: 'Equity Bank',
      accountNumber: 'GB82 WEST 1234 5698 7654 32',
      swiftCode: 'equbkenaxxx',
    });
    expect(saved.error).toBeUndefined();
    expect(saved.data).toMatchObject({
      kind: 'bank_transfer',
      label: 'Bank Transfer',
      masked: 'Equity Bank ···· 5432',
    });
    // Stored normalised, without spaces.
    const [row] = await stored(host.id);
    expect(row?.details).toMatchObject({ accountNumber: 'GB82WEST12345698765432', swiftCode: 'EQUBKENAXXX' });

    const got = await host.client.query<PayoutMethodView>('payouts.method.get');
    expect(got.data).toEqual(saved.data);
    expect(got.response.body).not.toContain('12345698765432');

    const mpesa = await host.client.mutate<PayoutMethodView>('payouts.method.save', {
      kind: 'mpesa',
      phone: '+254 712 345 678',
    });
    expect(mpesa.data).toMatchObject({ kind: 'mpesa', masked: '+254 7·· ··· 678' });
    expect(mpesa.response.body).not.toContain('712345678');
    expect((await stored(host.id))[0]?.details).toEqual({ kind: 'mpesa', phone: '+254712345678' });

    const paypal = await host.client.mutate<PayoutMethodView>('payouts.method.save', {
      kind: 'paypal',
      email: 'Amina.W@Gmail.com',
    });
    expect(paypal.data?.masked).toBe('a···@gmail.com');
    const stripe = await host.client.mutate<PayoutMethodView>('payouts.method.save', {
      kind: 'stripe',
      accountId: 'acct_1A2b3C4d5E',
    });
    expect(stripe.data?.masked).toBe('acct_···4d5E');
    expect(stripe.response.body).not.toContain('acct_1A2b3C4d5E');

    expect((await host.client.mutate('payouts.method.remove')).error).toBeUndefined();
    expect((await host.client.query('payouts.method.get')).data).toBeNull();
    expect(await stored(host.id)).toHaveLength(0);
  });

  it('refuses invalid details and changes nothing', async () => {
    await host.client.mutate('payouts.method.save', { kind: 'mpesa', phone: '+254712345678' });
    const before = await stored(host.id);
    const bad = [
      {
        kind: 'bank_transfer',
        accountName: 'A',
        bankName: 'B',
        accountNumber: 'GB82 WEST 1234 5698 7654 33',
      },
      { kind: 'bank_transfer', accountName: 'A', bankName: 'B', accountNumber: '12345' },
      { kind: 'mpesa', phone: '0712345678' },
      { kind: 'mpesa', phone: '+255712345678' },
      { kind: 'paypal', email: 'not-an-email' },
      { kind: 'stripe', accountId: 'acct_x' },
      { kind: 'cash' },
    ];
    for (const input of bad) {
      const res = await host.client.mutate('payouts.method.save', input);
      expect(res.error?.data.code, JSON.stringify(input)).toBe('BAD_REQUEST');
    }
    expect(await stored(host.id)).toEqual(before);
  });

  it('keeps each host to their own method', async () => {
    await host.client.mutate('payouts.method.save', { kind: 'mpesa', phone: '+254712345678' });
    expect((await other.client.query('payouts.method.get')).data).toBeNull();
    await other.client.mutate('payouts.method.save', { kind: 'paypal', email: 'otieno@example.com' });
    await other.client.mutate('payouts.method.remove');
    // The other host's save and remove never touched the first host's method.
    expect((await host.client.query<PayoutMethodView>('payouts.method.get')).data?.kind).toBe('mpesa');
  });

  it('lets a verified provider keep a method of their own, and not one still applying', async () => {
    const paid = await provider(t, 'Grace Photo');
    expect((await paid.client.query('payouts.method.get')).data).toBeNull();
    const saved = await paid.client.mutate<PayoutMethodView>('payouts.method.save', {
      kind: 'mpesa',
      phone: '+254722000111',
    });
    expect(saved.data).toMatchObject({ kind: 'mpesa', masked: '+254 7·· ··· 111' });
    expect((await paid.client.query<PayoutMethodView>('payouts.method.get')).data).toEqual(saved.data);
    expect((await paid.client.mutate('payouts.method.remove')).error).toBeUndefined();
    expect(await stored(paid.id)).toHaveLength(0);

    // Signed up as a provider, not yet approved: not paid, so refused.
    const applying = await person(t, 'provider', 'Pending Provider');
    expect((await applying.client.query('payouts.method.get')).error?.data.code).toBe('FORBIDDEN');
    expect(
      (await applying.client.mutate('payouts.method.save', { kind: 'mpesa', phone: '+254722000112' })).error
        ?.data.code,
    ).toBe('FORBIDDEN');
    expect(await stored(applying.id)).toHaveLength(0);
  });

  it('refuses guests (FORBIDDEN) and anonymous callers (UNAUTHORIZED)', async () => {
    const anon = new TestClient(t.app);
    const input = { kind: 'mpesa', phone: '+254712345678' };
    for (const [who, code] of [
      [guest.client, 'FORBIDDEN'],
      [anon, 'UNAUTHORIZED'],
    ] as const) {
      expect((await who.query('payouts.method.get')).error?.data.code).toBe(code);
      expect((await who.mutate('payouts.method.save', input)).error?.data.code).toBe(code);
      expect((await who.mutate('payouts.method.remove')).error?.data.code).toBe(code);
    }
    expect(await stored(guest.id)).toHaveLength(0);
  });
});
