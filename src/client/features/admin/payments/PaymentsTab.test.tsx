// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminPaymentRow,
  AdminPaymentsPage,
  PaymentsReconciliation,
} from '../../../../shared/payments-admin';
import { renderPage } from '../../../test/render';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const P3 = '33333333-3333-4333-8333-333333333333';
const B1 = 'bbbbbbbb-1111-4111-8111-111111111111';
const S1 = 'cccccccc-1111-4111-8111-111111111111';

interface MockState {
  provider: string;
  page: AdminPaymentsPage | undefined;
  reconciliation: PaymentsReconciliation | undefined;
  inputs: unknown[];
}
const state = vi.hoisted((): MockState => ({
  provider: 'stripe',
  page: undefined,
  reconciliation: undefined,
  inputs: [],
}));

vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  trpc: {
    site: { info: { useQuery: () => ({ data: { paymentsProvider: state.provider } }) } },
    admin: {
      payments: {
        useQuery: (input: unknown) => {
          state.inputs.push(input);
          return { data: state.page, isPending: false, isFetching: false, refetch: vi.fn(), error: null };
        },
      },
      paymentsReconciliation: {
        useQuery: () => ({
          data: state.reconciliation,
          isPending: false,
          isFetching: false,
          refetch: vi.fn(),
          error: null,
        }),
      },
    },
  },
}));

const { PaymentsTab } = await import('./PaymentsTab');

function row(over: Partial<AdminPaymentRow>): AdminPaymentRow {
  return {
    id: P1,
    provider: 'stripe',
    providerRef: 'cs_test_a1',
    chargeRef: 'pi_test_a1',
    kind: 'stay',
    bookingId: B1,
    guestName: 'Amina Wanjiru',
    guestEmail: 'amina@example.com',
    title: 'Savanna Desk Loft',
    amountCents: 24_000,
    currency: 'USD',
    priceCents: 24_000,
    priceCurrency: 'USD',
    rate: null,
    state: 'paid',
    createdAt: '2027-03-01T09:00:00.000Z',
    settledAt: '2027-03-01T09:05:00.000Z',
    refunds: [],
    ...over,
  };
}

const settled: PaymentsReconciliation = {
  paidWithoutBooking: { total: 0, items: [] },
  confirmedWithoutPayment: { total: 0, items: [] },
  stuckRefunds: { total: 0, items: [] },
};

const page = (items: AdminPaymentRow[], total = items.length, at = 1): AdminPaymentsPage => ({
  items,
  total,
  page: at,
  pageCount: Math.max(1, Math.ceil(total / 25)),
});

beforeEach(() => {
  state.provider = 'stripe';
  state.inputs.length = 0;
  state.reconciliation = settled;
  state.page = page([
    row({}),
    row({
      id: P2,
      provider: 'paystack',
      providerRef: 'ps_ref_kes',
      chargeRef: null,
      guestName: 'Brian Otieno',
      title: 'Lakeside Studio',
      amountCents: 1_300_000,
      currency: 'KES',
      priceCents: 10_000,
      rate: 130,
      state: 'expired',
      refunds: [
        {
          id: 'r1',
          reason: 'cancellation',
          amountCents: 650_000,
          state: 'failed',
          providerRef: 're_test_failed',
          failureReason: 'expired_or_canceled_card',
          createdAt: '2027-03-02T09:00:00.000Z',
          settledAt: '2027-03-02T09:01:00.000Z',
        },
      ],
    }),
    row({
      id: P3,
      provider: 'paystack',
      providerRef: 'ps_ref_service',
      chargeRef: null,
      kind: 'service',
      bookingId: S1,
      title: 'Maasai Market Photo Walk',
      amountCents: 675_000,
      currency: 'KES',
      priceCents: 4_500,
      priceCurrency: 'EUR',
      rate: 150,
    }),
  ]);
});

describe('PaymentsTab', () => {
  it('shows each payment: guest, what it is for, provider and reference, amount, price and rate, state and refunds', async () => {
    await renderPage(<PaymentsTab />);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('columnheader', { name: 'For' })).toBeTruthy();
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Amina Wanjiru')).toBeTruthy();
    expect(within(first!).getByText('Savanna Desk Loft')).toBeTruthy();
    expect(within(first!).getByText('Stripe')).toBeTruthy();
    expect(within(first!).getByText('cs_test_a1')).toBeTruthy();
    expect(within(first!).getByText('$240.00')).toBeTruthy();
    expect(within(first!).getByText('Paid')).toBeTruthy();
    expect(within(first!).getByText('None')).toBeTruthy();

    expect(within(second!).getByText('Paystack')).toBeTruthy();
    expect(within(second!).getByText('ps_ref_kes')).toBeTruthy();
    expect(within(second!).getByText('KES 13,000.00')).toBeTruthy();
    expect(within(second!).getByText('$100.00 at 130 KES/USD')).toBeTruthy();
    expect(within(second!).getByText('Expired')).toBeTruthy();
    expect(within(second!).getByText('KES 6,500.00')).toBeTruthy();
    expect(within(second!).getByText('Failed')).toBeTruthy();
    expect(within(second!).getByText('expired_or_canceled_card')).toBeTruthy();
    expect(within(second!).getByText(/re_test_failed/)).toBeTruthy();

    // A service's payment: its title marked as a service's, its price in the service's own currency.
    expect(within(third!).getByText('Service: Maasai Market Photo Walk')).toBeTruthy();
    expect(within(third!).getByText('KES 6,750.00')).toBeTruthy();
    expect(within(third!).getByText('€45.00 at 150 KES/EUR')).toBeTruthy();

    expect(screen.getByText('3 payments')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/payments.csv',
    );
    expect(screen.queryByTestId('demo-payment')).toBeNull();
    expect(state.inputs.at(-1)).toEqual({ page: 1 });
  });

  it('says everything is settled when no list has anything', async () => {
    await renderPage(<PaymentsTab />);
    expect(screen.getByText('Everything is settled')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Stuck refunds' })).toBeNull();
  });

  it('lists what does not add up, each list with its count, items and why', async () => {
    state.reconciliation = {
      paidWithoutBooking: {
        total: 1,
        items: [
          {
            paymentId: P1,
            kind: 'stay',
            bookingId: B1,
            guestName: 'Brian Otieno',
            guestEmail: 'brian@example.com',
            title: 'Lakeside Studio',
            provider: 'stripe',
            providerRef: 'cs_test_late',
            chargeRef: 'pi_test_late',
            amountCents: 9_000,
            currency: 'USD',
            bookingStatus: 'pending',
            paidAt: '2027-03-01T10:00:00.000Z',
            why: 'Paid at Stripe after the booking’s hold ran out (the dates were given up): refund it.',
          },
        ],
      },
      confirmedWithoutPayment: {
        total: 2,
        items: [
          {
            kind: 'service',
            bookingId: S1,
            guestName: 'Amina Wanjiru',
            guestEmail: 'amina@example.com',
            title: 'Maasai Market Photo Walk',
            bookingDate: '2027-03-12',
            timeSlot: '09:00-12:00',
            priceCents: 4_500,
            priceCurrency: 'EUR',
            payments: [
              {
                id: P3,
                provider: 'paystack',
                providerRef: 'ps_ref_service',
                state: 'awaiting',
                amountCents: 675_000,
                currency: 'KES',
              },
            ],
            why: 'Marked paid, but its Paystack payment is awaiting, not paid: check it at the provider.',
          },
          {
            kind: 'stay',
            bookingId: B1,
            guestName: 'Brian Otieno',
            guestEmail: 'brian@example.com',
            title: 'Lakeside Studio',
            checkIn: '2027-04-01',
            checkOut: '2027-04-03',
            priceCents: 16_000,
            priceCurrency: 'USD',
            payments: [],
            why: 'Confirmed, but none of its payments is paid.',
          },
        ],
      },
      stuckRefunds: {
        total: 60,
        items: [
          {
            refundId: 'r1',
            paymentId: P2,
            kind: 'stay',
            bookingId: B1,
            guestName: 'Amina Wanjiru',
            guestEmail: 'amina@example.com',
            title: 'Savanna Desk Loft',
            provider: 'paystack',
            chargeRef: 'ps_charge',
            providerRef: 're_stuck',
            reason: 'cancellation',
            amountCents: 650_000,
            currency: 'KES',
            state: 'failed',
            failureReason: 'expired_or_canceled_card',
            createdAt: '2027-03-02T09:00:00.000Z',
            why: 'Paystack refused the refund: expired_or_canceled_card. Refund the guest another way.',
          },
        ],
      },
    } satisfies PaymentsReconciliation;
    await renderPage(<PaymentsTab />);
    expect(screen.queryByText('Everything is settled')).toBeNull();

    const paid = screen.getByRole('region', { name: 'Paid without a confirmed booking' });
    expect(within(paid).getByText('1')).toBeTruthy();
    expect(within(paid).getByText(/Brian Otieno \(brian@example\.com\) · Lakeside Studio/)).toBeTruthy();
    expect(within(paid).getByText('$90.00')).toBeTruthy();
    expect(within(paid).getByText(/cs_test_late/)).toBeTruthy();
    expect(within(paid).getByText(/hold ran out/)).toBeTruthy();

    const confirmed = screen.getByRole('region', { name: 'Confirmed without a payment' });
    expect(within(confirmed).getByText('2')).toBeTruthy();
    const [service, stay] = within(confirmed).getAllByRole('listitem');
    expect(
      within(service!).getByText('Amina Wanjiru (amina@example.com) · Service: Maasai Market Photo Walk'),
    ).toBeTruthy();
    expect(within(service!).getByText('Mar 12, 2027, 09:00-12:00')).toBeTruthy();
    expect(within(service!).getByText('€45.00')).toBeTruthy();
    expect(
      within(service!).getByText(`service booking ${S1} · Paystack ps_ref_service awaiting`),
    ).toBeTruthy();
    expect(within(service!).getByText(/^Marked paid, but its Paystack payment is awaiting/)).toBeTruthy();
    expect(within(stay!).getByText('Brian Otieno (brian@example.com) · Lakeside Studio')).toBeTruthy();
    expect(within(stay!).getByText('Apr 1, 2027 – Apr 3, 2027')).toBeTruthy();
    expect(within(stay!).getByText('$160.00')).toBeTruthy();
    expect(within(stay!).getByText(`booking ${B1}`)).toBeTruthy();

    const stuck = screen.getByRole('region', { name: 'Stuck refunds' });
    expect(within(stuck).getByText('60')).toBeTruthy();
    expect(within(stuck).getByText('KES 6,500.00')).toBeTruthy();
    expect(within(stuck).getByText(/re_stuck/)).toBeTruthy();
    expect(within(stuck).getByText(/Refund the guest another way/)).toBeTruthy();
    expect(within(stuck).getByText('Showing the newest 1 of 60.')).toBeTruthy();
  });

  it('asks for the chosen state from page 1, and exports with the same filters', async () => {
    state.page = page([row({})], 30);
    const { user } = await renderPage(<PaymentsTab />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(state.inputs.at(-1)).toEqual({ page: 2 });
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'Paid', hidden: true }));
    expect(state.inputs.at(-1)).toEqual({ state: 'paid', page: 1 });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/payments.csv?state=paid',
    );
  });

  it('says no money moves under the demo, with nothing listed', async () => {
    state.provider = 'demo';
    state.page = page([]);
    await renderPage(<PaymentsTab />);
    expect(screen.getByTestId('demo-payment').textContent).toContain(
      'Demo payment — no money moves: no payments are taken, so none are listed here.',
    );
    expect(screen.getByText('No payments: the demo takes none.')).toBeTruthy();
    expect(screen.getByText('Everything is settled')).toBeTruthy();
  });

  it('shows a card per payment on a phone instead of the table', async () => {
    // Installed by the earlier renders: here a phone's width matches the tab's query.
    const desktop = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
    try {
      await renderPage(<PaymentsTab />);
      const cards = await screen.findByRole('list', { name: 'Payments' });
      expect(screen.queryByRole('table', { name: 'Payments' })).toBeNull();
      const items = within(cards)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === cards);
      expect(items).toHaveLength(3);
      expect(within(items[1]!).getByText('KES 13,000.00')).toBeTruthy();
      expect(within(items[1]!).getByText('expired_or_canceled_card')).toBeTruthy();
      expect(within(items[2]!).getByText('Service: Maasai Market Photo Walk')).toBeTruthy();
      expect(within(items[2]!).getByText('€45.00 at 150 KES/EUR')).toBeTruthy();
    } finally {
      window.matchMedia = desktop;
    }
  });
});
