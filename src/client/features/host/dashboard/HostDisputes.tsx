import { Card, Stack, Text, Title } from '@mantine/core';
import { formatStayDate } from '../../../../shared/host';
import { trpc } from '../../../trpc';
import { AnchorLink } from '../../../ui/AnchorLink';
import { DisputeStatus } from '../../bookings/DisputeStatus';

/** Problems guests reported on the host's stays, and what KaziStay decided. Shown only when there are some. */
export function HostDisputes({ hostId }: { hostId: string }) {
  const disputes = trpc.disputes.mine.useQuery();
  // The host's own trips are in their booking history; here only problems on their listings.
  const onMyListings = (disputes.data ?? []).filter((d) => d.hostId === hostId);
  if (onMyListings.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Reported problems
      </Title>
      <Stack gap="sm">
        {onMyListings.map((d) => (
          <div key={d.id}>
            <Text size="sm" fw={500}>
              {d.guestName} · {d.propertyTitle} · {formatStayDate(d.checkIn)} – {formatStayDate(d.checkOut)}
            </Text>
            <Text size="sm" c="dimmed" mb={4} lineClamp={3}>
              {d.description}
            </Text>
            <DisputeStatus dispute={d} />
            <AnchorLink size="sm" to="/messages" search={{ booking: d.bookingId }}>
              Message the guest
            </AnchorLink>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
