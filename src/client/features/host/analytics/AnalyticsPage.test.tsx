// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastMonths, type AnalyticsMonth, type AnalyticsYear } from '../../../../shared/analytics';
import { renderPage } from '../../../test/render';

const state: { data?: AnalyticsYear } = {};
vi.mock('../../../trpc', () => ({
  trpc: {
    host: {
      properties: { options: { useQuery: () => ({ data: [{ id: 'p1', title: 'Kilimani Loft' }] }) } },
      analytics: {
        year: {
          useQuery: () => ({ data: state.data, isPending: false, isFetching: false, refetch: vi.fn() }),
        },
      },
    },
  },
}));

const { AnalyticsPage } = await import('./AnalyticsPage');

const blank = (month: string): AnalyticsMonth => ({
  month,
  netEarningsCents: 0,
  nightsBooked: 0,
  availableNights: 31,
  occupancyRate: 0,
  bookings: 0,
  cancellations: 0,
  avgLeadTimeDays: null,
  avgRating: null,
  reviews: 0,
});
const months = lastMonths('2027-03-10').map(blank);
months[11] = {
  ...blank('2027-03'),
  netEarningsCents: 98765,
  nightsBooked: 12,
  occupancyRate: 0.3871,
  bookings: 4,
  cancellations: 1,
  avgLeadTimeDays: 9.5,
  avgRating: 4.5,
  reviews: 2,
};
const { month: _month, ...totals } = months[11];

beforeEach(() => {
  state.data = { months, totals, hasData: true };
});

describe('AnalyticsPage', () => {
  it('shows the figures in a table with a caption, month by month and in total', async () => {
    await renderPage(<AnalyticsPage />, '/host/analytics');
    expect(screen.getByRole('heading', { name: 'Analytics', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table', { name: /last 12 months/ });
    const rows = within(table).getAllByRole('row');
    // Header, 12 months, totals.
    expect(rows).toHaveLength(14);
    const march = within(table).getByRole('rowheader', { name: 'Mar 2027' }).closest('tr')!;
    expect(within(march).getByText('$987.65')).toBeTruthy();
    expect(within(march).getByText('38.7%')).toBeTruthy();
    expect(within(march).getByText('9.5')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '12 months' })).toBeTruthy();
    expect(
      screen.getAllByLabelText('Listing').some((e) => (e as HTMLInputElement).value === 'All listings'),
    ).toBe(true);
  });

  it('shows the empty state for a host without bookings', async () => {
    state.data = { months: months.map((m) => blank(m.month)), totals, hasData: false };
    await renderPage(<AnalyticsPage />, '/host/analytics');
    expect(screen.getByText('No bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add New Property/ }).getAttribute('href')).toBe(
      '/host/properties/create',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
