import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { describeError, trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { ServiceBookingItem } from './ServiceBookingItem';

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
    return (
      <Alert color="red" title="Failed to load service bookings" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{describeError(query.error).message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
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
