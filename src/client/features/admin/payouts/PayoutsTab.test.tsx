// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PAYOUT_TEXTS,
  type AdminPayoutView,
  type AdminPayoutsPage,
} from '../../../../shared/payouts-admin';
import { renderPage } from '../../../test/render';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const P3 = '33333333-3333-4333-8333-333333333333';
const B1 = 'bbbbbbbb-1111-4111-8111-111111111111';
const S1 = 'cccccccc-1111-4111-8111-111111111111';

interface MockState {
  provider: string;
  page: AdminPayoutsPage | undefined;
  inputs: unknown[];
  retried: unknown[];
  retryFails: boolean;
  search: Record<string, unknown>;
  navigations: unknown[];
  toasts: { kind: 'success' | 'error'; title: string }[];
  invalidated: number;
}
const state = vi.hoisted((): MockState => ({
  provider: 'stripe',
  page: undefined,
  inputs: [],
  retried: [],
  retryFails: false,
  search: {},
  navigations: [],
  toasts: [],
  invalidated: 0,
}));

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  getRouteApi: () => ({
    useSearch: () => state.search,
    useNavigate: () => (options: { search: (s: Record<string, unknown>) => Record<string, unknown> }) => {
      state.navigations.push(options.search(state.search));
      return Promise.resolve();
    },
  }),
}));
vi.mock('../../../ui/toasts', () => ({
  showSuccess: (title: string) => state.toasts.push({ kind: 'success', title }),
  showError: (title: string) => state.toasts.push({ kind: 'error', title }),
}));
vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  trpc: {
    useUtils: () => ({ admin: { payouts: { invalidate: () => state.invalidated++ } } }),
    site: { info: { useQuery: () => ({ data: { paymentsProvider: state.provider } }) } },
    admin: {
      payouts: {
        useQuery: (input: unknown) => {
          state.inputs.push(input);
          return { data: state.page, isPending: false, isFetching: false, refetch: vi.fn(), error: null };
        },
      },
      retryPayout: {
        useMutation: (options: {
          onSuccess: () => void;
          onError: (error: unknown) => void;
          onSettled: () => void;
        }) => ({
          isPending: false,
          mutate: (input: unknown) => {
            state.retried.push(input);
            if (state.retryFails) options.onError(new Error('Only a failed payout can be retried'));
            else options.onSuccess();
            options.onSettled();
          },
        }),
      },
    },
  },
}));

// jsdom has no scrollIntoView; Mantine's Select scrolls its chosen option into view when it opens.
Element.prototype.scrollIntoView = () => {};

const { PayoutsTab } = await import('./PayoutsTab');

function row(over: Partial<AdminPayoutView>): AdminPayoutView {
  return {
    id: P1,
    kind: 'stay',
    title: 'Savanna Desk Loft',
    payeeName: 'Hamisi Host',
    payeeEmail: 'hamisi@example.com',
    bookingId: B1,
    amountCents: 5_240,
    currency: 'USD',
    deductedCents: 0,
    status: 'completed',
    network: 'paystack',
    providerRef: 'TRF_1a2b3c',
    sentAmountMinor: 681_020,
    sentCurrency: 'KES',
    failureReason: null,
    attempts: 1,
    nextAttemptAt: null,
    payoutDate: '2027-03-01T09:00:00.000Z',
    paidAt: '2027-03-01T09:00:00.000Z',
    stuck: false,
    ...over,
  };
}

const page = (items: AdminPayoutView[], total = items.length): AdminPayoutsPage => ({
  items,
  total,
  page: 1,
  pageCount: Math.max(1, Math.ceil(total / 20)),
});

const ALL = { search: undefined, kind: 'all', status: 'all', network: 'all', stuck: false };

beforeEach(() => {
  state.provider = 'stripe';
  state.inputs.length = 0;
  state.retried.length = 0;
  state.navigations.length = 0;
  state.toasts.length = 0;
  state.invalidated = 0;
  state.retryFails = false;
  state.search = {};
  state.page = page([
    row({}),
    row({
      id: P2,
      title: 'Lakeside Studio',
      amountCents: 24_000,
      status: 'failed',
      network: 'stripe',
      providerRef: null,
      sentAmountMinor: 24_000,
      sentCurrency: 'USD',
      failureReason: 'The destination account is closed',
      attempts: 2,
      nextAttemptAt: '2027-03-02T10:00:00.000Z',
      paidAt: null,
    }),
    row({
      id: P3,
      kind: 'service',
      bookingId: S1,
      title: 'Maasai Market Photo Walk',
      payeeName: 'Pendo Provider',
      payeeEmail: 'pendo@example.com',
      amountCents: 3_825,
      currency: 'EUR',
      status: 'processing',
      network: 'demo',
      providerRef: 'SIM-0A1B2C3D4E5F',
      sentAmountMinor: 3_825,
      sentCurrency: 'EUR',
      paidAt: null,
      stuck: true,
    }),
  ]);
});

describe('PayoutsTab', () => {
  it('shows each payout: payee, what it is for, network and reference, amount and what was sent, status', async () => {
    await renderPage(<PayoutsTab />);
    const table = screen.getByRole('table', { name: 'Payouts' });
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Hamisi Host')).toBeTruthy();
    expect(within(first!).getByText('hamisi@example.com')).toBeTruthy();
    expect(within(first!).getByText('Savanna Desk Loft')).toBeTruthy();
    expect(within(first!).getByText('Paystack')).toBeTruthy();
    const reference = within(first!).getByText('TRF_1a2b3c');
    expect(reference.getAttribute('style') ?? '').toMatch(/monospace/);
    expect(within(first!).getByText('$52.40')).toBeTruthy();
    expect(within(first!).getByText('KES 6,810.20 sent')).toBeTruthy();
    expect(within(first!).getByText('Completed')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: /Retry/ })).toBeNull();

    // Sent in its own currency: no second amount.
    expect(within(second!).getByText('$240.00')).toBeTruthy();
    expect(within(second!).queryByText(/sent$/)).toBeNull();
    expect(within(second!).getByText('Failed')).toBeTruthy();
    expect(within(second!).getByText('The destination account is closed')).toBeTruthy();
    expect(within(second!).getByText(/^2 of 5 attempts · next try/)).toBeTruthy();
    expect(
      within(second!).getByRole('button', { name: 'Retry the payout of $240.00 to Hamisi Host' }),
    ).toBeTruthy();

    expect(within(third!).getByText('Service: Maasai Market Photo Walk')).toBeTruthy();
    expect(within(third!).getByText('€38.25')).toBeTruthy();
    expect(within(third!).getByText('Processing')).toBeTruthy();
    expect(within(third!).getByText('Stuck')).toBeTruthy();

    expect(screen.getByText('3 payouts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/payouts.csv',
    );
    expect(state.inputs.at(-1)).toEqual({ ...ALL, page: 1 });
  });

  it('marks the demo network’s payouts: recorded, but no money moves', async () => {
    await renderPage(<PayoutsTab />);
    const [, first, , third] = screen.getAllByRole('row');
    expect(within(third!).getByText('Demo')).toBeTruthy();
    expect(within(third!).getByText('SIM-0A1B2C3D4E5F')).toBeTruthy();
    expect(within(third!).getByText('Demo payout — no money moves')).toBeTruthy();
    expect(within(first!).queryByText('Demo payout — no money moves')).toBeNull();
    // Paying through a real provider: no page-wide demo note.
    expect(screen.queryByTestId('demo-payment')).toBeNull();
  });

  it('takes its search from the address, as an alert’s link gives it', async () => {
    state.search = { search: 'hamisi@example.com' };
    const { user } = await renderPage(<PayoutsTab />);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search payouts' }).value).toBe(
      'hamisi@example.com',
    );
    expect(state.inputs.at(-1)).toEqual({ ...ALL, search: 'hamisi@example.com', page: 1 });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/payouts.csv?search=hamisi%40example.com',
    );

    const box = screen.getByRole('searchbox', { name: 'Search payouts' });
    await user.clear(box);
    await user.type(box, 'TRF_1a{Enter}');
    expect(state.navigations.at(-1)).toEqual({ search: 'TRF_1a' });
  });

  it('asks for the chosen kind, status, network and stuck payouts from page 1, and exports with them', async () => {
    state.page = page([row({})], 45);
    const { user } = await renderPage(<PayoutsTab />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(state.inputs.at(-1)).toEqual({ ...ALL, page: 2 });

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Service', hidden: true }));
    expect(state.inputs.at(-1)).toEqual({ ...ALL, kind: 'service', page: 1 });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Failed', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Network' }));
    await user.click(screen.getByRole('option', { name: 'Paystack', hidden: true }));
    await user.click(screen.getByRole('switch', { name: ADMIN_PAYOUT_TEXTS.stuckOnly }));
    expect(state.inputs.at(-1)).toEqual({
      ...ALL,
      kind: 'service',
      status: 'failed',
      network: 'paystack',
      stuck: true,
      page: 1,
    });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/payouts.csv?kind=service&status=failed&network=paystack&stuck=true',
    );
  });

  it('retries a failed payout after a confirmation, then says so and refreshes the list', async () => {
    const { user } = await renderPage(<PayoutsTab />);
    await user.click(screen.getByRole('button', { name: 'Retry the payout of $240.00 to Hamisi Host' }));
    const modal = await screen.findByRole('dialog', { name: ADMIN_PAYOUT_TEXTS.retryTitle });
    expect(within(modal).getByText('$240.00 to Hamisi Host (hamisi@example.com)')).toBeTruthy();
    expect(within(modal).getByText('The destination account is closed')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(state.retried).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Retry the payout of $240.00 to Hamisi Host' }));
    const again = await screen.findByRole('dialog', { name: ADMIN_PAYOUT_TEXTS.retryTitle });
    await user.click(within(again).getByRole('button', { name: ADMIN_PAYOUT_TEXTS.retryConfirm }));
    expect(state.retried).toEqual([{ payoutId: P2 }]);
    expect(state.toasts).toEqual([{ kind: 'success', title: ADMIN_PAYOUT_TEXTS.retried }]);
    expect(state.invalidated).toBe(1);
  });

  it('says when a retry is refused', async () => {
    state.retryFails = true;
    const { user } = await renderPage(<PayoutsTab />);
    await user.click(screen.getByRole('button', { name: 'Retry the payout of $240.00 to Hamisi Host' }));
    const modal = await screen.findByRole('dialog', { name: ADMIN_PAYOUT_TEXTS.retryTitle });
    await user.click(within(modal).getByRole('button', { name: ADMIN_PAYOUT_TEXTS.retryConfirm }));
    expect(state.toasts).toEqual([{ kind: 'error', title: ADMIN_PAYOUT_TEXTS.retryFailed }]);
  });

  it('says so when nothing matches, and shows the demo note when the server sends demo payouts', async () => {
    state.provider = 'demo';
    state.page = page([]);
    await renderPage(<PayoutsTab />);
    expect(screen.getByText(ADMIN_PAYOUT_TEXTS.empty)).toBeTruthy();
    expect(screen.getByTestId('demo-payment').textContent).toContain('Demo payout — no money moves');
  });

  it('shows a card per payout on a phone instead of the table', async () => {
    const desktop = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query.includes('max-width') });
    try {
      await renderPage(<PayoutsTab />);
      const cards = await screen.findByRole('list', { name: 'Payouts' });
      expect(screen.queryByRole('table', { name: 'Payouts' })).toBeNull();
      const items = within(cards)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === cards);
      expect(items).toHaveLength(3);
      expect(within(items[0]!).getByText('KES 6,810.20 sent')).toBeTruthy();
      expect(within(items[1]!).getByRole('button', { name: /^Retry the payout/ })).toBeTruthy();
      expect(within(items[2]!).getByText('Demo payout — no money moves')).toBeTruthy();
    } finally {
      window.matchMedia = desktop;
    }
  });
});
