import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BookingContextView } from '../../../shared/messages';
import { CalendarIcon } from '../../ui/icons';
import { stayDatesText } from '../bookings/bookingText';

/** The booking a conversation opened from: which stay, when, and its status. */
export function BookingContextCard({ booking }: { booking: BookingContextView }) {
  return (
    <Group
      gap="sm"
      px="sm"
      py={8}
      wrap="nowrap"
      bg="var(--mantine-color-gray-0)"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      aria-label="Booking"
    >
      <CalendarIcon size={18} />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Anchor
          size="sm"
          fw={600}
          truncate="end"
          display="block"
          renderRoot={(props) => <Link {...props} to="/property/$id" params={{ id: booking.propertyId }} />}
        >
          {booking.propertyTitle}
        </Anchor>
        <Text size="xs" c="dimmed">
          {stayDatesText(booking.checkIn, booking.checkOut)}
        </Text>
      </div>
      <Badge variant="light" tt="capitalize">
        {booking.status}
      </Badge>
    </Group>
  );
}
