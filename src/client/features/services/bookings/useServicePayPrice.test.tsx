// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsProvider } from '../../../../shared/payments';

const state: { provider: PaymentsProvider } = { provider: 'paystack' };
const RATES = { kesPerUsd: 130, kesPerEur: 151.3377, kesPerGbp: 175 };

vi.mock('../../../trpc', () => ({
  trpc: {
    site: {
      info: { useQuery: () => ({ data: { paymentsProvider: state.provider } }) },
      settings: { useQuery: () => ({ data: RATES }) },
    },
  },
}));

const { useServicePayPrice } = await import('./useServicePayPrice');

beforeEach(() => {
  state.provider = 'paystack';
});

describe('useServicePayPrice', () => {
  it('under Paystack, adds the shillings at the admin’s rate for the service’s currency', () => {
    // €45.00 at 151.3377 KES/EUR = KES 6,810.1965, rounded half up to the cent.
    const euro = renderHook(() => useServicePayPrice({ amountCents: 4500, currency: 'EUR' }));
    expect(euro.result.current).toBe('€45.00 (KES\u00a06,810.20)');
    const pound = renderHook(() => useServicePayPrice({ amountCents: 4000, currency: 'GBP' }));
    expect(pound.result.current).toBe('£40.00 (KES\u00a07,000.00)');
  });

  it('under Stripe and the demo, is the price as it is charged', () => {
    state.provider = 'stripe';
    expect(renderHook(() => useServicePayPrice({ amountCents: 4500, currency: 'EUR' })).result.current).toBe(
      '€45.00',
    );
    state.provider = 'demo';
    expect(renderHook(() => useServicePayPrice({ amountCents: 3500, currency: 'USD' })).result.current).toBe(
      '$35.00',
    );
  });
});
