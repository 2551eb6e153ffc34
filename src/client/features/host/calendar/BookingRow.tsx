import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { CalendarBookingView } from '../../../../shared/calendar';
import { statusBadgeLook, stayDatesText } from '../../bookings/bookingText';
import classes from './HostCalendar.module.css';

interface BookingRowProps {
  booking: CalendarBookingView;
  /** 'Check-in' / 'Check-out' badges for the day the row is listed under. */
  checkIn?: boolean;
  checkOut?: boolean;
  onOpen: (booking: CalendarBookingView) => void;
}

/** One stay in a list: guest, listing and dates; opens Booking Details. Cancelled stays are greyed. */
export function BookingRow({ booking, checkIn, checkOut, onOpen }: BookingRowProps) {
  const status = statusBadgeLook(booking.status);
  const cancelled = booking.status === 'cancelled';
  return (
    <UnstyledButton
      className={`${classes.row} ${cancelled ? classes.cancelled : ''}`}
      onClick={() => onOpen(booking)}
      aria-label={`Booking: ${booking.guestName}, ${booking.propertyTitle}`}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {booking.guestName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {booking.propertyTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {stayDatesText(booking.checkIn, booking.checkOut)}
          </Text>
        </div>
        <Group gap={4} justify="flex-end" style={{ flexShrink: 0 }}>
          {checkIn && (
            <Badge size="sm" color="orange" variant="filled">
              Check-in
            </Badge>
          )}
          {checkOut && (
            <Badge size="sm" color="orange" variant="outline">
              Check-out
            </Badge>
          )}
          {booking.status !== 'confirmed' && (
            <Badge size="sm" color={status.color} variant={status.variant}>
              {status.label}
            </Badge>
          )}
        </Group>
      </Group>
    </UnstyledButton>
  );
}
