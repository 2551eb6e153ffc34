import { Skeleton, Stack, Text } from '@mantine/core';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ServiceBookingItem } from './ServiceBookingItem';
import { LoadFailed } from '../../../ui/LoadFailed';

/** The guest's service bookings (the Services tab of /bookings), soonest first; live through the user feed. */
export function ServiceBookingsList() {
  const query = trpc.services.myBookings.useQuery(undefined, { retry: 1 });
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading service bookings">
        <Skeleton height={140} radius="lg" />
        <Skeleton height={140} radius="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return <LoadFailed title="Failed to load service bookings" query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm">
        <Text c="dimmed">No service bookings yet</Text>
        <ButtonLink to="/services" variant="light">
          {SERVICE_TEXTS.browseServices}
        </ButtonLink>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {query.data.map((b) => (
        <ServiceBookingItem key={b.id} booking={b} />
      ))}
    </Stack>
  );
}
