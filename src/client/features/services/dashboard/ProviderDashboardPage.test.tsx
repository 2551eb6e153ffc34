// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderDashboardView, ServiceBookingView } from '../../../../shared/service-bookings';
import type { ServiceCardView } from '../../../../shared/service-catalog';
import { renderPage } from '../../../test/render';
import { noActions, serviceBookingView } from '../../../test/serviceBookings';

const GUEST_ID = '00000000-0000-4000-8000-000000000001';
// The answers' inputs are checked by the shared schemas, which want real ids.
const B1 = '00000000-0000-4000-8000-0000000000b1';
const state: { data?: ProviderDashboardView; services: ServiceCardView[] } = { services: [] };
const mutations = {
  setStatus: vi.fn(),
  confirm: vi.fn(),
  decline: vi.fn(),
  complete: vi.fn(),
  cancel: vi.fn(),
};
const mutation = (mutate: (input?: unknown) => void) => ({
  useMutation: () => ({
    mutate,
    mutateAsync: (input: unknown) => Promise.resolve(mutate(input)),
    isPending: false,
  }),
});
vi.mock('../../../trpc', () => ({
  trpc: {
    site: { info: { useQuery: () => ({ data: { paymentsProvider: 'demo' } }) } },
    useUtils: () => ({
      services: {
        dashboard: { invalidate: vi.fn() },
        mine: { invalidate: vi.fn() },
        search: { invalidate: vi.fn() },
      },
    }),
    services: {
      dashboard: {
        useQuery: () => ({ data: state.data, isPending: false, isFetching: false, refetch: vi.fn() }),
      },
      mine: { useQuery: () => ({ data: state.services, isPending: false, isFetching: false }) },
      setStatus: mutation(mutations.setStatus),
      confirm: mutation(mutations.confirm),
      decline: mutation(mutations.decline),
      complete: mutation(mutations.complete),
      cancel: mutation(mutations.cancel),
    },
  },
}));

const { ProviderDashboardPage } = await import('./ProviderDashboardPage');

function booking(id: string, over: Partial<ServiceBookingView>): ServiceBookingView {
  return serviceBookingView({
    id,
    serviceId: 's1',
    status: 'pending',
    guest: { id: GUEST_ID, name: 'Grace Guest' },
    provider: { id: 'p1', displayName: 'Pat Photos' },
    viewerIs: 'provider',
    ...over,
  });
}

const full: ProviderDashboardView = {
  displayName: 'Pat Photos',
  totalEarnings: [
    { currency: 'USD', cents: 120000 },
    { currency: 'EUR', cents: 8000 },
  ],
  pendingEarnings: [{ currency: 'USD', cents: 3825 }],
  completedBookings: 7,
  pendingBookings: 2,
  recentBookings: [
    booking(B1, {
      guest: { id: GUEST_ID, name: 'Grace Guest' },
      specialRequests: 'Golden hour please',
      actions: { ...noActions, confirm: true, decline: true, cancel: true },
    }),
    booking('b2', {
      guest: { id: GUEST_ID, name: 'Carl Confirmed' },
      status: 'confirmed',
      paymentStatus: 'completed',
      actions: { ...noActions, complete: true },
    }),
    booking('b3', { guest: { id: GUEST_ID, name: 'Dana Declined' }, status: 'declined' }),
  ],
  payments: [
    {
      id: 'pay1',
      bookingId: 'b2',
      serviceTitle: 'Sunset Photo Walk',
      guestName: 'Carl Confirmed',
      bookingDate: '2027-03-12',
      amountCents: 4500,
      providerCommissionCents: 3825,
      currency: 'USD',
      status: 'pending',
      createdAt: '2027-03-01T12:00:00.000Z',
      paidAt: null,
      network: null,
      providerRef: null,
    },
  ],
};

const service: ServiceCardView = {
  id: 's1',
  title: 'Sunset Photo Walk',
  description: 'Photos at golden hour.',
  categoryId: 'photography',
  priceCents: 4500,
  currency: 'USD',
  photos: [],
  status: 'active',
  provider: { id: 'p1', displayName: 'Pat Photos', avatarUrl: null },
};

const item = (guest: string) => screen.getByRole('listitem', { name: new RegExp(guest) });

beforeEach(() => {
  state.data = full;
  state.services = [service, { ...service, id: 's2', title: 'Studio Portraits', status: 'paused' }];
  for (const fn of Object.values(mutations)) fn.mockClear();
});

describe('ProviderDashboardPage', () => {
  it('shows the four cards with the ledger’s totals, per currency', async () => {
    await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Dashboard' })).toBeTruthy();
    expect(screen.getByText(/Pat Photos/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add New Service/ }).getAttribute('href')).toBe(
      '/services/create',
    );
    const card = (label: string) => screen.getByText(label).parentElement!;
    expect(within(card('Total Earnings')).getByText('$1,200.00 + €80.00')).toBeTruthy();
    expect(within(card('Pending Earnings')).getByText('$38.25')).toBeTruthy();
    expect(within(card('Completed Bookings')).getByText('7')).toBeTruthy();
    expect(within(card('Pending Bookings')).getByText('2')).toBeTruthy();
  });

  it('offers only the answers the server allows on each booking', async () => {
    const { user } = await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    const pending = item('Grace Guest');
    for (const name of ['Confirm', 'Decline', 'Cancel'])
      expect(within(pending).getByRole('button', { name })).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: 'Mark completed' })).toBeNull();
    expect(within(pending).getByText('Golden hour please')).toBeTruthy();
    expect(within(pending).getByText(/Mar 12, 2027 · 09:00-12:00 · \$45\.00/)).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Message guest' }).getAttribute('href')).toBe(
      `/messages?with=${GUEST_ID}`,
    );

    const confirmed = item('Carl Confirmed');
    expect(within(confirmed).getByRole('button', { name: 'Mark completed' })).toBeTruthy();
    expect(within(confirmed).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(confirmed).getByText('Confirmed')).toBeTruthy();

    const declined = item('Dana Declined');
    expect(within(declined).queryAllByRole('button')).toHaveLength(0);
    expect(within(declined).getByText('Declined')).toBeTruthy();

    await user.click(within(pending).getByRole('button', { name: 'Confirm' }));
    expect(mutations.confirm).toHaveBeenCalledWith({ id: B1 });
  });

  it('asks for a message before declining', async () => {
    const { user } = await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    await user.click(within(item('Grace Guest')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please tell the guest why')).toBeTruthy();
    expect(mutations.decline).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the guest/ }), ' Fully booked ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(mutations.decline).toHaveBeenCalledWith({ id: B1, message: 'Fully booked' });
  });

  it('lists my services with their status, edit link and pause or activate', async () => {
    const { user } = await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    const services = screen.getByRole('heading', { name: 'Your Services' }).parentElement!;
    expect(within(services).getByText('Active')).toBeTruthy();
    expect(within(services).getByText('Paused')).toBeTruthy();
    expect(within(services).getAllByText('Photography · $45.00')).toHaveLength(2);
    expect(within(services).getByRole('link', { name: 'Edit Sunset Photo Walk' }).getAttribute('href')).toBe(
      '/services/s1/edit',
    );
    expect(within(services).getByRole('button', { name: 'Activate Studio Portraits' })).toBeTruthy();
    await user.click(within(services).getByRole('button', { name: 'Pause Sunset Photo Walk' }));
    expect(mutations.setStatus).toHaveBeenCalledWith({ id: 's1', status: 'paused' });
  });

  it('shows the payment history', async () => {
    await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    const table = screen.getByRole('table', { name: 'Payment History' });
    const row = within(table).getByText('Carl Confirmed').closest('tr')!;
    expect(within(row).getByText('Mar 1, 2027')).toBeTruthy();
    expect(within(row).getByText('$45.00')).toBeTruthy();
    expect(within(row).getByText('$38.25')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    // No money moves on a demo server, and the history says so.
    expect(screen.getByTestId('demo-payment').textContent).toBe('Demo payout — no money moves');
    expect(within(row).queryByTestId('payout-reference')).toBeNull();
  });

  it('shows each payout’s transfer: the reference, or that the demo network sent nothing', async () => {
    const [first] = full.payments;
    state.data = {
      ...full,
      payments: [
        {
          ...first!,
          id: 'pay2',
          guestName: 'Paid Paula',
          status: 'paid',
          network: 'stripe',
          providerRef: 'tr_1Abc',
        },
        {
          ...first!,
          id: 'pay3',
          guestName: 'Demo Dan',
          status: 'paid',
          network: 'demo',
          providerRef: 'SIM-ABC123',
        },
      ],
    };
    await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    const table = screen.getByRole('table', { name: 'Payment History' });
    const paid = within(table).getByText('Paid Paula').closest('tr')!;
    expect(within(paid).getByTestId('payout-reference').textContent).toBe('tr_1Abc');
    const demo = within(table).getByText('Demo Dan').closest('tr')!;
    expect(within(demo).getByTestId('demo-payout').textContent).toBe(
      'Demo payout — no money moves · SIM-ABC123',
    );
  });

  it('says when there is nothing yet', async () => {
    state.data = { ...full, recentBookings: [], payments: [], totalEarnings: [], pendingEarnings: [] };
    state.services = [];
    await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    expect(screen.getAllByText('$0.00')).toHaveLength(2);
    expect(screen.getByText('No bookings yet.')).toBeTruthy();
    expect(screen.getByText('No payments yet.')).toBeTruthy();
    expect(screen.getByText('You have not added any services yet.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Add New Service/ })).toHaveLength(2);
  });

  it('shows the message and a retry when the dashboard fails to load', async () => {
    delete state.data;
    await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    expect(screen.getByRole('alert').textContent).toContain('Failed to load dashboard data');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('tells the provider when a confirmed booking still waits for the guest’s payment', async () => {
    state.data = {
      ...full,
      recentBookings: [
        ...full.recentBookings,
        booking('b4', {
          guest: { id: GUEST_ID, name: 'Una Unpaid' },
          status: 'confirmed',
          payBy: '2027-03-02T09:05:00.000Z',
          actions: { ...noActions, cancel: true },
        }),
      ],
    };
    await renderPage(<ProviderDashboardPage />, '/provider/dashboard');
    expect(
      within(item('Una Unpaid')).getByText('Waiting for the guest’s payment until Mar 2, 2027, 12:05 EAT'),
    ).toBeTruthy();
    expect(within(item('Carl Confirmed')).queryByText(/Waiting for the guest/)).toBeNull();
    expect(within(item('Grace Guest')).queryByText(/Waiting for the guest/)).toBeNull();
  });
});
