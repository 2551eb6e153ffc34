import { Badge, Group, Text } from '@mantine/core';
import type { BookingContextView } from '../../../shared/messages';
import { IconCalendar } from '@tabler/icons-react';
import { stayDatesText } from '../bookings/bookingText';
import { AnchorLink } from '../../ui/AnchorLink';

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
      <IconCalendar size={18} aria-hidden />
      <div style={{ minWidth: 0, flex: 1 }}>
        <AnchorLink
          size="sm"
          fw={600}
          truncate="end"
          display="block"
          to="/property/$id"
          params={{ id: booking.propertyId }}
        >
          {booking.propertyTitle}
        </AnchorLink>
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
