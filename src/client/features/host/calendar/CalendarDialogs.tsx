import { useState } from 'react';
import type { CalendarBookingView, CalendarEventView, CalendarListing } from '../../../../shared/calendar';
import { AddEventModal } from './AddEventModal';
import { BookingDetailsModal } from './BookingDetailsModal';
import { EventDetailsModal } from './EventDetailsModal';

/** Which dialog is open; each keeps its last subject so the text stays while it animates closed. */
export function useCalendarDialogs() {
  const [booking, setBooking] = useState<CalendarBookingView | null>(null);
  const [event, setEvent] = useState<CalendarEventView | null>(null);
  const [addDate, setAddDate] = useState<string | null>(null);
  const [open, setOpen] = useState<'booking' | 'event' | 'add' | null>(null);
  return {
    booking,
    event,
    addDate,
    open,
    close: () => setOpen(null),
    openBooking: (b: CalendarBookingView) => {
      setBooking(b);
      setOpen('booking');
    },
    openEvent: (e: CalendarEventView) => {
      setEvent(e);
      setOpen('event');
    },
    addEvent: (date: string | null) => {
      setAddDate(date);
      setOpen('add');
    },
  };
}

interface CalendarDialogsProps {
  dialogs: ReturnType<typeof useCalendarDialogs>;
  properties: CalendarListing[];
  propertyId: string | null;
}

export function CalendarDialogs({ dialogs, properties, propertyId }: CalendarDialogsProps) {
  return (
    <>
      <BookingDetailsModal
        booking={dialogs.booking}
        opened={dialogs.open === 'booking'}
        onClose={dialogs.close}
      />
      <EventDetailsModal event={dialogs.event} opened={dialogs.open === 'event'} onClose={dialogs.close} />
      <AddEventModal
        opened={dialogs.open === 'add'}
        onClose={dialogs.close}
        date={dialogs.addDate}
        propertyId={propertyId}
        properties={properties}
      />
    </>
  );
}
