// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsProvider } from '../../../../shared/payments';
import type { ServiceBookingView } from '../../../../shared/service-bookings';
import { renderPage } from '../../../test/render';
import { noActions, serviceBookingView } from '../../../test/serviceBookings';

const ID = '00000000-0000-4000-8000-0000000000d1';
const state: { provider: PaymentsProvider; checkoutError: Error | null; checkoutPending: boolean } = {
  provider: 'stripe',
  checkoutError: null,
  checkoutPending: false,
};
const checkout = vi.fn();

vi.mock('../../../trpc', () => ({
  describeError: (e: unknown) => ({ message: e instanceof Error ? e.message : String(e) }),
  trpc: {
    site: {
      info: { useQuery: () => ({ data: { paymentsProvider: state.provider } }) },
      settings: { useQuery: () => ({ data: { kesPerUsd: 130, kesPerEur: 150, kesPerGbp: 175 } }) },
    },
    useUtils: () => ({
      services: { myBookings: { invalidate: vi.fn() }, dashboard: { invalidate: vi.fn() } },
    }),
    services: {
      cancel: { useMutation: () => ({ mutateAsync: vi.fn(), isPending: false }) },
      checkout: {
        useMutation: (options: { onSuccess: (r: { url: string }) => void }) => ({
          isPending: state.checkoutPending,
          error: state.checkoutError,
          mutate: (input: { id: string }) => {
            checkout(input);
            options.onSuccess({ url: 'https://checkout.stripe.test/pay/cs_9' });
          },
        }),
      },
    },
  },
}));

const { ServiceBookingItem } = await import('./ServiceBookingItem');

function booking(over: Partial<ServiceBookingView>): ServiceBookingView {
  return serviceBookingView({ id: ID, ...over });
}

const waitingToPay = booking({
  payBy: '2027-03-02T09:05:00.000Z',
  actions: { ...noActions, cancel: true, pay: true },
});

beforeEach(() => {
  state.provider = 'stripe';
  state.checkoutError = null;
  state.checkoutPending = false;
  checkout.mockClear();
});

describe('ServiceBookingItem', () => {
  it('waiting for the payment: says by when, and Pay now goes to the provider’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user } = await renderPage(<ServiceBookingItem booking={waitingToPay} />);
    expect(
      screen.getByText(
        /^Pay \$45\.00 by .+ EAT to keep it; unpaid, the booking lapses and the slot is freed\.$/,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(checkout).toHaveBeenCalledWith({ id: ID });
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_9');
    vi.unstubAllGlobals();
  });

  it('shows the payment page’s error, and the button busy while it opens', async () => {
    state.checkoutError = new Error('The payment provider could not be reached.');
    state.checkoutPending = true;
    await renderPage(<ServiceBookingItem booking={waitingToPay} />);
    expect(screen.getByRole('alert').textContent).toBe('The payment provider could not be reached.');
    expect(screen.getByRole('button', { name: 'Pay now' }).hasAttribute('data-loading')).toBe(true);
  });

  it('offers no payment when the booking is not waiting for one', async () => {
    await renderPage(<ServiceBookingItem booking={booking({ paymentStatus: 'completed' })} />);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByText(/^Pay /)).toBeNull();
    expect(screen.getByText('$45.00 · paid')).toBeTruthy();
  });

  it('says no money moves only under the demo', async () => {
    const paid = booking({ paymentStatus: 'completed' });
    await renderPage(<ServiceBookingItem booking={paid} />);
    expect(screen.queryByTestId('demo-payment')).toBeNull();
    state.provider = 'demo';
    await renderPage(<ServiceBookingItem booking={paid} />);
    expect(screen.getByTestId('demo-payment').textContent).toBe('Demo payment — no money moves');
  });

  it('lists the refunds sent through the provider, each as it stands, dated in platform time', async () => {
    const refunded = booking({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: 4500,
      refunds: [
        {
          amountCents: 4500,
          currency: 'USD',
          provider: 'stripe',
          state: 'succeeded',
          at: '2027-03-13T21:30:00Z',
        },
        {
          amountCents: 681020,
          currency: 'KES',
          provider: 'paystack',
          state: 'pending',
          at: '2027-03-14T08:00:00Z',
        },
        {
          amountCents: 1000,
          currency: 'EUR',
          provider: 'stripe',
          state: 'failed',
          at: '2027-03-14T08:00:00Z',
        },
      ],
    });
    await renderPage(<ServiceBookingItem booking={refunded} />);
    expect(screen.getByText('$45.00 · refunded $45.00')).toBeTruthy();
    expect(screen.getAllByTestId('refund-line').map((l) => l.textContent)).toEqual([
      '$45.00 refund sent to your card on Mar 14, 2027',
      'KES\u00a06,810.20 refund on its way to your card or M-Pesa (started Mar 14, 2027)',
      '€10.00 refund to your card could not be sent yet: our team has been alerted and will resolve it',
    ]);
  });

  it('shows no refund line when there is none', async () => {
    await renderPage(<ServiceBookingItem booking={booking({ paymentStatus: 'completed' })} />);
    expect(screen.queryByTestId('refund-line')).toBeNull();
  });

  describe('cancelling a paid booking says how the guest is refunded', () => {
    const paid = (over: Partial<ServiceBookingView>) =>
      booking({
        paymentStatus: 'completed',
        amountCents: 4500,
        currency: 'EUR',
        actions: { ...noActions, cancel: true },
        ...over,
      });
    const dialogText = async (b: ServiceBookingView) => {
      const { user } = await renderPage(<ServiceBookingItem booking={b} />);
      await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
      return (await screen.findByRole('dialog')).textContent;
    };

    it('in shillings to the card or M-Pesa when Paystack took it', async () => {
      state.provider = 'paystack';
      const text = await dialogText(
        paid({ paidWith: { provider: 'paystack', amountCents: 681020, currency: 'KES', priceCents: 4500 } }),
      );
      expect(text).toContain(
        'The guest is refunded €45.00 in full, as KES\u00a06,810.20 to their card or M-Pesa.',
      );
      expect(text).not.toContain('The amount charged is refunded');
      expect(screen.queryByTestId('demo-payment')).toBeNull();
    });

    it('in the service’s currency to the card when Stripe took it', async () => {
      const text = await dialogText(
        paid({ paidWith: { provider: 'stripe', amountCents: 4500, currency: 'EUR', priceCents: 4500 } }),
      );
      expect(text).toContain('The guest is refunded €45.00 in full, to their card.');
    });

    it('under the demo: refunded in full, and no money moves', async () => {
      state.provider = 'demo';
      const text = await dialogText(paid({}));
      expect(text).toContain('The amount charged is refunded to the guest in full.');
      expect(text).not.toContain('The guest is refunded');
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByTestId('demo-payment').textContent).toBe('Demo payment — no money moves');
    });

    it('says nothing of a refund when nothing was paid', async () => {
      const text = await dialogText(booking({ actions: { ...noActions, cancel: true } }));
      expect(text).not.toMatch(/refunded/);
    });
  });
});
