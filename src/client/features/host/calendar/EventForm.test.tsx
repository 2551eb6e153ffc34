// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_TEXTS,
  type CalendarBookingView,
  type CalendarMonthView,
  type EventFormInput,
} from '../../../../shared/calendar';
import { renderPage } from '../../../test/render';
import { emptyEventForm } from './eventFormValues';

vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
}));

const { EventForm } = await import('./EventForm');
const { DayPanel } = await import('./DayPanel');

const properties = [
  { id: '11111111-1111-4111-8111-111111111111', title: 'Lakeside loft' },
  { id: '22222222-2222-4222-8222-222222222222', title: 'Garden studio' },
];

function renderForm(date: string | null, propertyId: string | null = null) {
  const onSubmit = vi.fn<(input: EventFormInput) => Promise<void>>(() => Promise.resolve());
  const page = renderPage(
    <EventForm
      initial={emptyEventForm(date, propertyId)}
      properties={properties}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { page, onSubmit };
}

describe('EventForm', () => {
  it('shows the spec’s messages when submitted empty and submits nothing', async () => {
    const { page, onSubmit } = renderForm(null);
    const { user } = await page;
    await user.click(screen.getByRole('button', { name: /Add Event/ }));
    for (const message of [
      CALENDAR_TEXTS.titleMin,
      CALENDAR_TEXTS.dateRequired,
      CALENDAR_TEXTS.timeRequired,
      CALENDAR_TEXTS.typeRequired,
      CALENDAR_TEXTS.propertyRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts on the clicked day and picked listing and submits the schema-shaped input', async () => {
    const { page, onSubmit } = renderForm('2031-03-10', properties[1]!.id);
    const { user } = await page;
    expect(screen.getByRole('button', { name: /Date/ }).textContent).toContain('Mar 10, 2031');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Deep clean ');
    fireEvent.change(screen.getByLabelText(/Time/), { target: { value: '09:30' } });
    await user.click(screen.getByLabelText(/^Type/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Maintenance', hidden: true }));
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'Bring the ladder');
    await user.click(screen.getByRole('button', { name: /Add Event/ }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Deep clean',
      date: '2031-03-10',
      time: '09:30',
      type: 'maintenance',
      notes: 'Bring the ladder',
      propertyId: properties[1]!.id,
    });
  });
});

describe('DayPanel', () => {
  const stay = (id: string, checkIn: string, checkOut: string): CalendarBookingView => ({
    id,
    propertyId: properties[0]!.id,
    propertyTitle: 'Lakeside loft',
    guestName: `Guest ${id}`,
    checkIn,
    checkOut,
    status: 'confirmed',
  });
  const data: CalendarMonthView = {
    bookings: [
      stay('arriving', '2031-03-10', '2031-03-12'),
      stay('leaving', '2031-03-07', '2031-03-10'),
      stay('staying', '2031-03-09', '2031-03-11'),
      stay('elsewhere', '2031-03-20', '2031-03-22'),
    ],
    events: [
      {
        id: 'e1',
        propertyId: properties[0]!.id,
        propertyTitle: 'Lakeside loft',
        title: 'Boiler check',
        date: '2031-03-10',
        time: '11:00',
        type: 'maintenance',
        notes: null,
      },
    ],
    blocks: [],
  };

  it('lists the day’s stays with Check-in and Check-out badges, its events and Add Event', async () => {
    const onAddEvent = vi.fn();
    const { user } = await renderPage(
      <DayPanel
        day="2031-03-10"
        data={data}
        titles={new Map()}
        onOpenBooking={() => {}}
        onOpenEvent={() => {}}
        onAddEvent={onAddEvent}
      />,
    );
    const row = (name: string) => screen.getByRole('button', { name: new RegExp(`Booking: Guest ${name}`) });
    expect(within(row('arriving')).queryByText('Check-in')).toBeTruthy();
    expect(within(row('arriving')).queryByText('Check-out')).toBeNull();
    expect(within(row('leaving')).queryByText('Check-out')).toBeTruthy();
    expect(within(row('leaving')).queryByText('Check-in')).toBeNull();
    expect(within(row('staying')).queryByText(/Check-/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Guest elsewhere/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Event: Boiler check' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Add Event/ }));
    expect(onAddEvent).toHaveBeenCalledWith('2031-03-10');
  });
});
