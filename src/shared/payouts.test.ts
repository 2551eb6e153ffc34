import { describe, expect, it } from 'vitest';
import { payoutFiltersInput, payoutFiltersQuery, payoutMethodInput, payoutReleaseAt } from './payouts';
import { CONTROL_CHARACTERS_MESSAGE } from './text';

describe('payout filters', () => {
  it('refuses control characters in the search (Postgres cannot compare NUL) with a clear message', () => {
    const result = payoutFiltersInput.safeParse({ search: 'amina\u0000' });
    expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('needs a start for a custom range and an end not before it', () => {
    expect(payoutFiltersInput.safeParse({ time: 'custom' }).error?.issues[0]?.message).toBe(
      'Choose a start date',
    );
    const swapped = payoutFiltersInput.safeParse({ time: 'custom', from: '2026-05-02', to: '2026-05-01' });
    expect(swapped.error?.issues[0]?.path).toEqual(['to']);
  });

  it('puts only what differs from the defaults in the URL, and the range only when custom', () => {
    expect(payoutFiltersQuery({ search: '', time: 'all', method: 'all', status: 'all' }).toString()).toBe('');
    expect(payoutFiltersQuery({ time: 'last30', from: '2026-01-01', status: 'failed' }).toString()).toBe(
      'time=last30&status=failed',
    );
    expect(payoutFiltersQuery({ time: 'custom', from: '2026-01-01', to: '2026-01-31' }).toString()).toBe(
      'time=custom&from=2026-01-01&to=2026-01-31',
    );
  });
});

describe('payout methods', () => {
  const bank = { kind: 'bank_transfer', accountName: 'Amina M', bankName: 'Equity Bank' } as const;

  it('takes an IBAN only when its check digits hold, or a 6–20 digit account number', () => {
    expect(
      payoutMethodInput.safeParse({ ...bank, accountNumber: 'GB82 WEST 1234 5698 7654 32' }).success,
    ).toBe(true);
    expect(
      payoutMethodInput.safeParse({ ...bank, accountNumber: 'GB82 WEST 1234 5698 7654 33' }).success,
    ).toBe(false);
    expect(payoutMethodInput.parse({ ...bank, accountNumber: '0123 4567 89' })).toMatchObject({
      accountNumber: '0123456789',
    });
    expect(payoutMethodInput.safeParse({ ...bank, accountNumber: '12345' }).success).toBe(false);
  });

  it('takes Kenyan M-Pesa numbers in +2547/+2541 form only', () => {
    expect(payoutMethodInput.parse({ kind: 'mpesa', phone: '+254 712 345 678' })).toEqual({
      kind: 'mpesa',
      phone: '+254712345678',
    });
    for (const phone of ['0712345678', '+255712345678', '+25471234567', '+254812345678']) {
      expect(payoutMethodInput.safeParse({ kind: 'mpesa', phone }).success, phone).toBe(false);
    }
  });
});

describe('payoutReleaseAt', () => {
  it('is the delay after the check-in day begins in East Africa Time', () => {
    expect(payoutReleaseAt('2026-03-10', 24).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(payoutReleaseAt('2026-03-10', 0).toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(payoutReleaseAt('2026-03-10', 72).toISOString()).toBe('2026-03-12T21:00:00.000Z');
  });
});
