import { Group, Paper, Text } from '@mantine/core';
import { formatStayDate } from '../../../../shared/host';
import { payByText } from '../../../../shared/payments';
import type { ServiceBookingView } from '../../../../shared/service-bookings';
import { formatServicePrice } from '../../../../shared/service-catalog';
import { BookingActions } from './BookingActions';
import { ServiceStatusBadge } from '../bookings/ServiceStatusBadge';

/** One booking of my services: who, when, how much, and what I can do about it now. */
export function BookingItem({ booking: b }: { booking: ServiceBookingView }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={`${b.serviceTitle}, ${b.guest.name}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={1}>
            {b.serviceTitle}
          </Text>
          <Text size="sm">{b.guest.name}</Text>
          <Text size="sm" c="dimmed">
            {formatStayDate(b.bookingDate)} · {b.timeSlot} · {formatServicePrice(b.amountCents, b.currency)}
          </Text>
        </div>
        <ServiceStatusBadge status={b.status} />
      </Group>
      {b.specialRequests && (
        <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
          <Text span fw={500} size="sm">
            Special requests:{' '}
          </Text>
          {b.specialRequests}
        </Text>
      )}
      {b.status === 'confirmed' && b.payBy && (
        <Text size="xs" c="dimmed" mt={6}>
          Waiting for the guest’s payment until {payByText(b.payBy)}
        </Text>
      )}
      {b.note && (b.status === 'declined' || b.status === 'cancelled') && (
        <Text size="xs" c="dimmed" mt={6}>
          {b.status === 'declined' ? 'Your message' : 'Reason'}: {b.note}
        </Text>
      )}
      <BookingActions booking={b} />
    </Paper>
  );
}
