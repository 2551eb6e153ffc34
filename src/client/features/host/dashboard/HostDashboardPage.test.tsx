// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisputeView } from '../../../../shared/disputes';
import type { HostDashboard } from '../../../../shared/host-dashboard';
import type { OutageView } from '../../../../shared/outages';
import { renderPage } from '../../../test/render';

const HOST_ID = '00000000-0000-4000-8000-0000000000aa';
const state: {
  data?: HostDashboard;
  isPending: boolean;
  refetch: () => void;
  disputes: DisputeView[];
  outages: OutageView[];
} = {
  isPending: false,
  refetch: vi.fn(),
  disputes: [],
  outages: [],
};
vi.mock('../../../trpc', () => ({
  trpc: {
    host: { dashboard: { get: { useQuery: () => ({ ...state, isFetching: false }) } } },
    auth: {
      me: { useQuery: () => ({ data: { user: { id: HOST_ID } }, isPending: false, isError: false }) },
    },
    disputes: { mine: { useQuery: () => ({ data: state.disputes }) } },
    stays: {
      outages: {
        forHost: { useQuery: () => ({ data: state.outages }) },
        answer: { useMutation: () => ({ mutate: vi.fn(), isPending: false }) },
      },
    },
    useUtils: () => ({}),
  },
}));

const { HostDashboardPage } = await import('./HostDashboardPage');

const full: HostDashboard = {
  stats: { activeListings: 3, pendingBookings: 2, totalEarningsCents: 123456 },
  recentBookings: [
    {
      id: 'b1',
      propertyId: 'p1',
      propertyTitle: 'Kilimani Loft',
      guestName: 'Grace Guest',
      checkIn: '2027-03-12',
      checkOut: '2027-03-15',
      status: 'pending',
    },
  ],
  tasks: [
    {
      id: 'photos:p1',
      title: 'Add photos to Kilimani Loft',
      description: 'It has 1 photo.',
      path: '/host/properties/p1/edit',
      target: { page: 'editProperty', propertyId: 'p1' },
    },
    {
      id: 'message:u1',
      title: 'Reply to Grace Guest',
      description: '1 unread message from Grace Guest.',
      path: '/messages?with=00000000-0000-4000-8000-000000000001',
      target: { page: 'messages', withUserId: '00000000-0000-4000-8000-000000000001' },
    },
  ],
};

const dispute = (hostId: string, guestName: string): DisputeView => ({
  id: `d-${guestName}`,
  bookingId: 'b1',
  propertyId: 'p1',
  propertyTitle: 'Kilimani Loft',
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  guestName,
  hostId,
  hostName: 'Hana Host',
  category: 'cleanliness',
  description: 'The desk was dusty.',
  photos: [],
  status: 'open',
  refundCents: null,
  resolution: null,
  refundableCents: 10000,
  createdAt: '2027-03-12T10:00:00.000Z',
  resolvedAt: null,
});

beforeEach(() => {
  state.data = full;
  state.isPending = false;
  state.disputes = [];
  state.outages = [];
});

describe('HostDashboardPage', () => {
  it('shows the stats, the bookings, the quick actions and the tasks with their links', async () => {
    await renderPage(<HostDashboardPage />, '/host');
    expect(screen.getByText('$1,234.56')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add New Property/ }).getAttribute('href')).toBe(
      '/host/properties/create',
    );
    expect(screen.getByRole('link', { name: /^Messages/ }).getAttribute('href')).toBe('/messages');
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/host/calendar');
    expect(screen.getByText('Grace Guest')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    for (const [name, href] of [
      ['My Properties', '/host/properties'],
      ['Calendar', '/host/calendar'],
      ['Payouts', '/payouts'],
      ['Analytics', '/host/analytics'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name!) }).getAttribute('href')).toBe(href);
    }
    const tasks = screen.getByRole('heading', { name: 'Pending Tasks' }).parentElement!;
    expect(
      within(tasks).getByRole('link', { name: 'Add photos to Kilimani Loft' }).getAttribute('href'),
    ).toBe('/host/properties/p1/edit');
    expect(within(tasks).getByRole('link', { name: 'Reply to Grace Guest' }).getAttribute('href')).toBe(
      full.tasks[1]!.path,
    );
  });

  it('shows problems reported on the host’s listings, not on the host’s own trips', async () => {
    state.disputes = [dispute(HOST_ID, 'Grace Guest'), dispute('someone-else', 'The Host Travelling')];
    await renderPage(<HostDashboardPage />, '/host');
    const card = screen.getByRole('heading', { name: 'Reported problems' }).parentElement!;
    expect(within(card).getByText(/Grace Guest · Kilimani Loft/)).toBeTruthy();
    expect(within(card).queryByText(/The Host Travelling/)).toBeNull();
    expect(within(card).getByText('KaziStay’s team is reviewing it.')).toBeTruthy();
  });

  it('has no reported-problems card when there are none', async () => {
    await renderPage(<HostDashboardPage />, '/host');
    expect(screen.queryByRole('heading', { name: 'Reported problems' })).toBeNull();
  });

  it('lists outages guests reported on the host’s listings, in the listing’s clock, each with an answer form', async () => {
    state.outages = [
      {
        id: 'o1',
        bookingId: 'b1',
        propertyId: 'p1',
        propertyTitle: 'Kilimani Loft',
        guestName: 'Grace Guest',
        kind: 'power',
        startedAt: '2027-03-12T07:30:00.000Z',
        endedAt: null,
        timeZone: 'Africa/Nairobi',
        note: 'The lights went out mid-call.',
        hostAnswer: null,
        hostConfirmed: false,
        answeredAt: null,
        claims: [],
      },
    ];
    await renderPage(<HostDashboardPage />, '/host');
    const card = screen.getByRole('region', { name: 'Reported outages' });
    expect(within(card).getByText('Grace Guest · Kilimani Loft')).toBeTruthy();
    expect(within(card).getByText('Power outage · since Mar 12, 2027, 10:30, going on')).toBeTruthy();
    expect(within(card).getByRole('textbox', { name: 'Answer to Grace Guest' })).toBeTruthy();
    expect(
      within(card).getByRole('checkbox', { name: "I confirm Grace Guest's outage happened" }),
    ).toBeTruthy();
  });

  it('has no outages card when none was reported', async () => {
    await renderPage(<HostDashboardPage />, '/host');
    expect(screen.queryByRole('region', { name: 'Reported outages' })).toBeNull();
  });

  it('says when there is nothing to do', async () => {
    state.data = { ...full, recentBookings: [], tasks: [] };
    await renderPage(<HostDashboardPage />, '/host');
    expect(screen.getByText(/All caught up/)).toBeTruthy();
    expect(screen.getByText('No upcoming bookings yet.')).toBeTruthy();
  });

  it('shows the spec’s message when the data fails to load', async () => {
    delete state.data;
    await renderPage(<HostDashboardPage />, '/host');
    expect(screen.getByRole('alert').textContent).toContain('Failed to load dashboard data');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
