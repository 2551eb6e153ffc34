import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { HOST_DASHBOARD_TEXTS, type HostRecentBooking } from '../../../../shared/host-dashboard';
import { formatStayDate } from '../../../../shared/host';
import { AnchorLink } from '../../../ui/AnchorLink';

const STATUS_LOOK: Record<HostRecentBooking['status'], { color: string; label: string }> = {
  pending: { color: 'yellow', label: 'Pending' },
  confirmed: { color: 'green', label: 'Confirmed' },
  cancelled: { color: 'gray', label: 'Cancelled' },
};

/** The five nearest bookings by check-in, with 'View All' to the calendar. */
export function RecentBookings({ bookings }: { bookings: HostRecentBooking[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Recent Bookings
        </Title>
        <AnchorLink to="/host/calendar" size="sm">
          View All
        </AnchorLink>
      </Group>
      {bookings.length === 0 ? (
        <Text c="dimmed" size="sm">
          {HOST_DASHBOARD_TEXTS.noBookings}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {bookings.map((b) => {
            const look = STATUS_LOOK[b.status];
            return (
              <Group
                key={b.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                align="flex-start"
              >
                <div style={{ minWidth: 0 }}>
                  <AnchorLink to="/property/$id" params={{ id: b.propertyId }} fw={600} lineClamp={1}>
                    {b.propertyTitle}
                  </AnchorLink>
                  <Text size="sm">{b.guestName}</Text>
                  <Text size="xs" c="dimmed">
                    {formatStayDate(b.checkIn)} – {formatStayDate(b.checkOut)}
                  </Text>
                </div>
                <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
                  {look.label}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
