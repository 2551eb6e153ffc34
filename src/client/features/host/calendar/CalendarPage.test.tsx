// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_TEXTS,
  dayMarks,
  type CalendarListing,
  type CalendarMonthView,
  type CalendarSidebarView,
} from '../../../../shared/calendar';
import { addDays, platformToday } from '../../../../shared/dates';
import { renderPage } from '../../../test/render';

const today = platformToday();
const state: { properties: CalendarListing[]; month: CalendarMonthView; sidebar: CalendarSidebarView } = {
  properties: [],
  month: { bookings: [], events: [], blocks: [] },
  sidebar: { upcomingBookings: [], todayEvents: [] },
};
const query = (data: () => unknown) => () => ({
  data: data(),
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  error: null,
  refetch: vi.fn(),
});

vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: String(error) }),
  trpc: {
    useUtils: () => ({}),
    host: {
      properties: { options: { useQuery: query(() => state.properties) } },
      calendar: {
        // The server's marks and day panel, worked out from the month as host.calendar does.
        marks: {
          useQuery: query(() => ({ days: [...dayMarks(state.month)].map(([date, m]) => ({ date, ...m })) })),
        },
        day: { useQuery: query(() => state.month) },
        sidebar: { useQuery: query(() => state.sidebar) },
        events: {
          list: { useQuery: query(() => []) },
          create: { useMutation: () => ({ mutateAsync: vi.fn() }) },
          delete: { useMutation: () => ({ mutate: vi.fn(), isPending: false }) },
        },
      },
    },
  },
}));
vi.mock('./availability/AvailabilityPanel', () => ({
  AvailabilityPanel: (props: { propertyId: string | null }) => (
    <p>Availability panel for {props.propertyId ?? 'all'}</p>
  ),
}));
vi.mock('./ical/IcalPanel', () => ({ IcalPanel: () => <p>iCal panel</p> }));

const { CalendarPage } = await import('./CalendarPage');

beforeEach(() => {
  state.properties = [];
  state.month = { bookings: [], events: [], blocks: [] };
  state.sidebar = { upcomingBookings: [], todayEvents: [] };
});

describe('CalendarPage', () => {
  it('asks a host without listings to add one', async () => {
    await renderPage(<CalendarPage />);
    expect(screen.getByRole('heading', { name: 'Calendar Management' })).toBeTruthy();
    expect(screen.getByText('No Properties Yet')).toBeTruthy();
    const add = screen.getByRole('link', { name: /Add New Property/ });
    expect(add.getAttribute('href')).toBe('/host/properties/create');
  });

  it('shows today’s stays in the side panel and opens Booking Details with Message Guest', async () => {
    state.properties = [{ id: 'p1', title: 'Lakeside loft' }];
    const stay = {
      id: '0b8e1f7c-2d7e-4a55-9a54-3f2b1c0d9e8a',
      propertyId: 'p1',
      propertyTitle: 'Lakeside loft',
      guestName: 'Amina Okello',
      checkIn: today,
      checkOut: addDays(today, 3),
      status: 'confirmed' as const,
    };
    state.month = { bookings: [stay], events: [], blocks: [] };
    state.sidebar = { upcomingBookings: [stay], todayEvents: [] };
    const { user } = await renderPage(<CalendarPage />);

    expect(screen.getByText(CALENDAR_TEXTS.noEventsToday)).toBeTruthy();
    const panel = screen.getByRole('region', { name: /^Schedule for/ });
    const row = within(panel).getByRole('button', { name: /Booking: Amina Okello/ });
    expect(within(row).getByText('Check-in')).toBeTruthy();

    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    for (const label of ['Guest Name', 'Status', 'Property', 'Check-in', 'Check-out']) {
      expect(within(dialog).getByText(label)).toBeTruthy();
    }
    expect(within(dialog).getByText('Confirmed')).toBeTruthy();
    const message = within(dialog).getByRole('link', { name: /Message Guest/ });
    expect(message.getAttribute('href')).toBe(`/messages?booking=${stay.id}`);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('mounts the availability form, and asks for one listing before calendar sync', async () => {
    state.properties = [{ id: 'p1', title: 'Lakeside loft' }];
    const { user } = await renderPage(<CalendarPage />);
    await user.click(screen.getByRole('tab', { name: /Availability/ }));
    expect(screen.getByText('Availability panel for all')).toBeTruthy();
    expect(screen.getByText(/Pick a listing above to sync its calendar/)).toBeTruthy();
    expect(screen.queryByText('iCal panel')).toBeNull();
  });
});
