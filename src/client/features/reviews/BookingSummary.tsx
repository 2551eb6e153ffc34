import { Box, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '../../../shared/booking';
import { daysBetween } from '../../../shared/dates';
import { PROPERTY_DEFAULTS } from '../../../shared/property-view';
import { stayDatesText } from '../bookings/bookingText';
import { bookingPlace } from '../bookings/dashboard/bookingText';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';

/** The stay being reviewed: first photo, title, location and dates, so the guest knows what they rate. */
export function BookingSummary({ booking }: { booking: BookingView }) {
  const place = bookingPlace(booking);
  const nights = daysBetween(booking.checkIn, booking.checkOut);
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'center' }}>
        <Box
          w={{ base: '100%', xs: 176 }}
          mah={{ base: 180, xs: 'none' }}
          style={{ flexShrink: 0, aspectRatio: '4 / 3', borderRadius: 10, overflow: 'hidden' }}
          bg="gray.1"
        >
          <img
            src={booking.property?.image ?? PROPERTY_DEFAULTS.image}
            alt=""
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(PROPERTY_DEFAULTS.image)) {
                event.currentTarget.src = PROPERTY_DEFAULTS.image;
              }
            }}
          />
        </Box>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {place.title}
          </Title>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconMapPin size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm">{place.location}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconCalendar size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm">
              {stayDatesText(booking.checkIn, booking.checkOut)}
              {nights > 0 && ` · ${nights} ${nights === 1 ? 'night' : 'nights'}`}
            </Text>
          </Group>
        </Stack>
      </Flex>
    </Paper>
  );
}
