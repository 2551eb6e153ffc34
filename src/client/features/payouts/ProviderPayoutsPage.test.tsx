// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PayoutFilters,
  PayoutKind,
  PayoutPage,
  PayoutView,
  ProviderPayoutSummary,
} from '../../../shared/payouts';
import { roleAccountLinks } from '../../layout/links';
import { renderPage } from '../../test/render';

const S1 = 'a1b2c3d4-1111-4111-8111-111111111111';
const S2 = 'e5f6a7b8-2222-4222-8222-222222222222';

interface MockState {
  page: PayoutPage | undefined;
  summary: ProviderPayoutSummary | undefined;
  search: Record<string, unknown>;
  inputs: unknown[];
  navigations: unknown[];
}
const state = vi.hoisted((): MockState => ({
  page: undefined,
  summary: undefined,
  search: {},
  inputs: [],
  navigations: [],
}));
const download = vi.hoisted(() => ({
  downloadPayouts: vi.fn<(format: string, filters: PayoutFilters, kind?: PayoutKind) => Promise<void>>(),
}));
const toasts = vi.hoisted(() => ({ showInfo: vi.fn(), showSuccess: vi.fn(), showFailure: vi.fn() }));

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  getRouteApi: () => ({
    useSearch: () => state.search,
    useNavigate: () => (options: { search: Record<string, unknown> }) => {
      state.navigations.push(options.search);
      return Promise.resolve();
    },
  }),
}));
vi.mock('./downloadPayouts', () => download);
vi.mock('../../ui/toasts', () => toasts);
vi.mock('../../trpc', () => ({
  describeError: (error: unknown) => ({ message: String(error) }),
  trpc: {
    site: { info: { useQuery: () => ({ data: { paymentsProvider: 'demo' } }) } },
    payouts: {
      providerList: {
        useQuery: (input: unknown) => {
          state.inputs.push(input);
          return { data: state.page, isPending: false, isFetching: false, refetch: vi.fn(), error: null };
        },
      },
      providerSummary: { useQuery: () => ({ data: state.summary }) },
    },
  },
}));

// jsdom has no scrollIntoView; Mantine's Select scrolls its chosen option into view when it opens.
Element.prototype.scrollIntoView = () => {};

const { ProviderPayoutsPage } = await import('./ProviderPayoutsPage');
const { PaymentHistory } = await import('../services/dashboard/PaymentHistory');

function payout(over: Partial<PayoutView>): PayoutView {
  return {
    id: 'p1',
    bookingId: S1,
    propertyName: 'Sunset Photo Walk',
    guestName: 'Paul Mwangi',
    checkInDate: '2027-03-12',
    checkOutDate: '2027-03-12',
    currency: 'EUR',
    amountCents: 3825,
    platformFeeCents: 675,
    deductedCents: 0,
    payoutDate: '2027-03-15T09:00:00.000Z',
    payoutMethod: 'mpesa',
    status: 'completed',
    failureReason: null,
    network: 'stripe',
    providerRef: 'tr_1Abc',
    ...over,
  };
}

const page = (items: PayoutView[], total = items.length): PayoutPage => ({
  items,
  total,
  page: 1,
  pageCount: Math.max(1, Math.ceil(total / 10)),
});

const ALL: PayoutFilters = { search: '', time: 'all', method: 'all', status: 'all' };

beforeEach(() => {
  vi.clearAllMocks();
  state.search = {};
  state.inputs.length = 0;
  state.navigations.length = 0;
  state.page = page([
    payout({}),
    payout({
      id: 'p2',
      bookingId: S2,
      propertyName: 'Studio Portraits',
      guestName: 'Amina Otieno',
      checkInDate: '2027-02-20',
      checkOutDate: '2027-02-20',
      currency: 'USD',
      amountCents: 4250,
      platformFeeCents: 750,
      status: 'scheduled',
      payoutMethod: null,
      network: null,
      providerRef: null,
    }),
  ]);
  state.summary = {
    currencies: [
      {
        currency: 'EUR',
        totalEarningsCents: 12_825,
        pendingAmountCents: 4_825,
        lastPayoutAmountCents: 8_000,
        lastPayoutDate: '2027-03-01T09:00:00.000Z',
        completedPayouts: 1,
      },
      {
        currency: 'USD',
        totalEarningsCents: 4_250,
        pendingAmountCents: 4_250,
        lastPayoutAmountCents: 3_825,
        lastPayoutDate: '2027-03-15T09:00:00.000Z',
        completedPayouts: 2,
      },
    ],
  };
});

describe('ProviderPayoutsPage', () => {
  it('lists the service payouts in their own currencies, with the service, guest and date', async () => {
    await renderPage(<ProviderPayoutsPage />, '/provider/payouts');
    expect(screen.getByRole('heading', { level: 1, name: 'Payout History' })).toBeTruthy();
    expect(document.title).toContain('Payout History');
    const table = screen.getByRole('table', { name: 'Payouts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Booking ID',
      'Service',
      'Guest',
      'Date',
      'Amount',
      'Platform Fee',
      'Payout Date',
      'Method',
      'Status',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('a1b2c3d4')).toBeTruthy();
    expect(within(first!).getByText('Sunset Photo Walk')).toBeTruthy();
    expect(within(first!).getByText('Paul Mwangi')).toBeTruthy();
    expect(within(first!).getByText('Mar 12, 2027')).toBeTruthy();
    expect(within(first!).getByText('€38.25')).toBeTruthy();
    expect(within(first!).getByText('€6.75')).toBeTruthy();
    expect(within(first!).getByText('Mar 15, 2027')).toBeTruthy();
    expect(within(first!).getByText('Completed')).toBeTruthy();
    expect(within(first!).getByTestId('payout-reference').textContent).toBe('tr_1Abc');
    expect(within(second!).getByText('$42.50')).toBeTruthy();
    expect(within(second!).getByText('Not set')).toBeTruthy();
    expect(within(second!).getByText('Scheduled')).toBeTruthy();
    expect(screen.getByText('2 payouts')).toBeTruthy();
    expect(state.inputs.at(-1)).toEqual({ filters: ALL, page: 1 });
  });

  it('sums each currency apart in the summary cards', async () => {
    await renderPage(<ProviderPayoutsPage />, '/provider/payouts');
    const card = (label: string) => screen.getByText(label).parentElement!;
    expect(within(card('Total Earnings')).getByText('€128.25 + $42.50')).toBeTruthy();
    expect(within(card('Pending Amount')).getByText('€48.25 + $42.50')).toBeTruthy();
    // The latest completed payout in any currency.
    expect(within(card('Last Payout')).getByText('$38.25')).toBeTruthy();
    expect(within(card('Last Payout')).getByText('Mar 15, 2027')).toBeTruthy();
    expect(within(card('Completed Payouts')).getByText('3')).toBeTruthy();
  });

  it('shows cards with the service’s date when the address asks for them', async () => {
    state.search = { view: 'cards' };
    await renderPage(<ProviderPayoutsPage />, '/provider/payouts');
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByText('Sunset Photo Walk').closest('article')!;
    expect(within(card).getByText('€38.25')).toBeTruthy();
    expect(within(card).getByText('Platform fee €6.75')).toBeTruthy();
    expect(within(card).getByText('Date')).toBeTruthy();
    expect(within(card).queryByText('Check-in')).toBeNull();
  });

  it('takes the filters from the address and puts new ones there, from page 1', async () => {
    state.search = { status: 'completed', page: 2 };
    const { user } = await renderPage(<ProviderPayoutsPage />, '/provider/payouts');
    expect(state.inputs.at(-1)).toEqual({ filters: { ...ALL, status: 'completed' }, page: 2 });
    expect(screen.getByPlaceholderText('Guest, service or booking id')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(screen.getByRole('option', { name: 'PayPal', hidden: true }));
    expect(state.navigations.at(-1)).toEqual({ status: 'completed', method: 'paypal' });
  });

  it('exports the provider’s filtered service payouts', async () => {
    state.search = { status: 'completed' };
    download.downloadPayouts.mockResolvedValue();
    const { user } = await renderPage(<ProviderPayoutsPage />, '/provider/payouts');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download.downloadPayouts).toHaveBeenCalledWith('csv', { ...ALL, status: 'completed' }, 'service');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(download.downloadPayouts).toHaveBeenLastCalledWith(
      'xlsx',
      { ...ALL, status: 'completed' },
      'service',
    );
    expect(toasts.showSuccess).toHaveBeenCalledWith('Payout history downloaded successfully');
  });

  it('says when there are no payouts yet, and when none match the filters', async () => {
    state.page = page([]);
    state.summary = { currencies: [] };
    const { unmount } = await renderPage(<ProviderPayoutsPage />, '/provider/payouts');
    expect(screen.getByRole('heading', { name: 'No payouts yet' })).toBeTruthy();
    expect(screen.getByText(/paid out once you mark it completed/)).toBeTruthy();
    expect(within(screen.getByText('Total Earnings').parentElement!).getByText('$0.00')).toBeTruthy();
    expect(within(screen.getByText('Last Payout').parentElement!).getByText('—')).toBeTruthy();
    unmount();

    state.search = { search: 'nobody' };
    await renderPage(<ProviderPayoutsPage />, '/provider/payouts');
    expect(screen.getByRole('heading', { name: 'No payouts match these filters' })).toBeTruthy();
  });
});

describe('the ways to the provider’s payout history', () => {
  it('is in a provider’s account menu, named apart for a host who also provides services', () => {
    const provider = roleAccountLinks({ role: 'provider', isProvider: true });
    expect(provider).toContainEqual({ label: 'Payout History', to: '/provider/payouts' });
    const host = roleAccountLinks({ role: 'host', isProvider: true });
    expect(host).toContainEqual({ label: 'Payout History', to: '/payouts' });
    expect(host).toContainEqual({ label: 'Service Payout History', to: '/provider/payouts' });
    expect(roleAccountLinks({ role: 'guest', isProvider: false }).map((l) => l.to)).not.toContain(
      '/provider/payouts',
    );
  });

  it('is linked from the dashboard’s Payment History', async () => {
    await renderPage(<PaymentHistory payments={[]} />, '/provider/dashboard');
    expect(screen.getByRole('link', { name: 'All payouts' }).getAttribute('href')).toBe('/provider/payouts');
  });
});
