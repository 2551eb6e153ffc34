import { Badge, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { BookingView } from '../../../../shared/booking';
import { formatPrice } from '../../../../shared/money';
import { stayDatesText } from '../bookingText';
import { bookingPlace, dashboardStatus } from './bookingText';
import { DashboardSection } from './DashboardSection';
import { PreviewNote } from './PreviewNote';
import { ListingThumb } from '../../../ui/ListingThumb';
import { AnchorLink } from '../../../ui/AnchorLink';
import { LoadFailed, type FailedQuery } from '../../../ui/LoadFailed';

/** The dashboard previews this many trips; 'View All' opens the full history. */
export const DASHBOARD_TRIPS = 5;

interface UpcomingTripsProps {
  /** Upcoming bookings, check-in ascending; undefined while loading. */
  trips: BookingView[] | undefined;
  isLoading: boolean;
  /** The failed load, when it failed: its message and Retry. */
  failed: FailedQuery | null;
}

/** Upcoming Trips: a table on desktop, stacked cards on phones. */
export function UpcomingTrips({ trips, isLoading, failed }: UpcomingTripsProps) {
  const shown = trips?.slice(0, DASHBOARD_TRIPS) ?? [];
  return (
    <DashboardSection title="Upcoming Trips" viewAllTo="/bookings">
      {isLoading ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading upcoming trips">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={44} radius="md" />
          ))}
        </Stack>
      ) : failed && !trips ? (
        <LoadFailed title="Failed to load bookings" query={failed} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          No upcoming trips found
        </Text>
      ) : (
        <>
          <TripsTable trips={shown} />
          <TripCards trips={shown} />
          <PreviewNote shown={shown.length} total={trips?.length ?? 0} />
        </>
      )}
    </DashboardSection>
  );
}

function TripsTable({ trips }: { trips: BookingView[] }) {
  return (
    <Table visibleFrom="sm" verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Property</Table.Th>
          <Table.Th>Location</Table.Th>
          <Table.Th>Dates</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trips.map((trip) => {
          const place = bookingPlace(trip);
          return (
            <Table.Tr key={trip.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ListingThumb src={trip.property?.image} size={44} />
                  <PlaceTitle trip={trip} title={place.title} />
                </Group>
              </Table.Td>
              <Table.Td c="dimmed">{place.location}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {stayDatesText(trip.checkIn, trip.checkOut)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatPrice(trip.totalCents)}
              </Table.Td>
              <Table.Td>
                <StatusBadge trip={trip} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function TripCards({ trips }: { trips: BookingView[] }) {
  return (
    <Stack hiddenFrom="sm" gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {trips.map((trip) => {
        const place = bookingPlace(trip);
        return (
          <Paper component="li" key={trip.id} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ListingThumb src={trip.property?.image} size={64} />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <PlaceTitle trip={trip} title={place.title} />
                <Text size="sm" c="dimmed" truncate="end">
                  {place.location}
                </Text>
                <Text size="sm">{stayDatesText(trip.checkIn, trip.checkOut)}</Text>
              </Stack>
            </Group>
            <Group justify="space-between" mt="xs">
              <Text fw={700}>{formatPrice(trip.totalCents)}</Text>
              <StatusBadge trip={trip} />
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function PlaceTitle({ trip, title }: { trip: BookingView; title: string }) {
  return trip.property ? (
    <AnchorLink
      to="/property/$id"
      params={{ id: trip.property.id }}
      fw={600}
      size="sm"
      c="var(--mantine-color-text)"
      lineClamp={2}
      style={{ overflowWrap: 'anywhere' }}
    >
      {title}
    </AnchorLink>
  ) : (
    <Text fw={600} size="sm" c="dimmed">
      {title}
    </Text>
  );
}

function StatusBadge({ trip }: { trip: BookingView }) {
  const label = dashboardStatus(trip.status);
  return (
    <Badge variant="light" color={label === 'Confirmed' ? 'green' : 'amber'} tt="none">
      {label}
    </Badge>
  );
}
