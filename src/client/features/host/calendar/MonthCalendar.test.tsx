// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayMarks, type CalendarMarksView, type CalendarMonthView } from '../../../../shared/calendar';
import { renderPage } from '../../../test/render';
import { MonthCalendar } from './MonthCalendar';

const month: CalendarMonthView = {
  bookings: [
    {
      id: 'b',
      propertyId: 'p',
      propertyTitle: 'Loft',
      guestName: 'Ana',
      checkIn: '2031-03-10',
      checkOut: '2031-03-12',
      status: 'confirmed',
    },
  ],
  events: [
    {
      id: 'e',
      propertyId: 'p',
      propertyTitle: 'Loft',
      title: 'Clean',
      date: '2031-03-11',
      time: '9:00',
      type: 'service',
      notes: null,
    },
  ],
  blocks: [
    { propertyId: 'p', startDate: '2031-03-20', endDate: '2031-03-22', status: 'blocked', source: 'host' },
  ],
};

// What host.calendar.marks answers for that month.
const data: CalendarMarksView = { days: [...dayMarks(month)].map(([date, m]) => ({ date, ...m })) };

describe('MonthCalendar', () => {
  it('reads out each day’s bookings, events and blocks, shades blocked days and reports clicks', async () => {
    const onSelectDay = vi.fn();
    const onMonthChange = vi.fn();
    const { user } = await renderPage(
      <MonthCalendar
        month="2031-03"
        onMonthChange={onMonthChange}
        data={data}
        selectedDay={null}
        onSelectDay={onSelectDay}
      />,
    );
    expect(screen.getByRole('button', { name: 'March 10, 2031, 1 booking' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'March 11, 2031, 1 booking, 1 event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'March 12, 2031' })).toBeTruthy();
    const blocked = screen.getByRole('button', { name: 'March 20, 2031, blocked' });
    expect(blocked.getAttribute('data-blocked')).toBe('true');
    expect(screen.getByRole('button', { name: 'March 22, 2031' }).getAttribute('data-blocked')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'March 11, 2031, 1 booking, 1 event' }));
    expect(onSelectDay).toHaveBeenCalledWith('2031-03-11');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenCalledWith('2031-04');
  });
});
