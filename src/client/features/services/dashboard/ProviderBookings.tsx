import { Card, Stack, Text, Title } from '@mantine/core';
import type { ServiceBookingView } from '../../../../shared/service-bookings';
import { BookingItem } from './BookingItem';

/** The five bookings the server picked, those waiting for the provider first. */
export function ProviderBookings({ bookings }: { bookings: ServiceBookingView[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Recent Bookings
      </Title>
      {bookings.length === 0 ? (
        <Text c="dimmed" size="sm">
          No bookings yet.
        </Text>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {bookings.map((b) => (
            <BookingItem key={b.id} booking={b} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
