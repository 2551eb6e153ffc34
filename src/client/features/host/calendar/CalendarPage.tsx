import { Card, Container, Grid, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarOff, IconCalendarWeek } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { platformToday } from '../../../../shared/dates';
import { trpc } from '../../../trpc';
import { useErrorToast } from '../../../ui/useErrorToast';
import { usePageTitle } from '../../../usePageTitle';
import { AvailabilityTab } from './AvailabilityTab';
import { BookingsTab } from './BookingsTab';
import { CalendarDialogs, useCalendarDialogs } from './CalendarDialogs';
import { CalendarEmpty } from './CalendarEmpty';
import { CalendarSidebar } from './CalendarSidebar';
import { EventsTab } from './EventsTab';
import { ListingPicker } from '../ListingPicker';
import { LoadFailed } from '../../../ui/LoadFailed';

/** Calendar management (spec 001 §2): bookings, availability and events of the host's listings. */
export function CalendarPage() {
  usePageTitle('Calendar Management');
  const listings = trpc.host.properties.options.useQuery(undefined, { retry: 1 });
  useErrorToast(listings.error, 'host-calendar-failed', 'Failed to load calendar');
  const properties = useMemo(() => listings.data ?? [], [listings.data]);
  const titles = useMemo(() => new Map(properties.map((p) => [p.id, p.title])), [properties]);
  const [picked, setPicked] = useState<string | null>(null);
  // A listing archived meanwhile is no longer offered: back to all of them.
  const propertyId = picked !== null && titles.has(picked) ? picked : null;
  const dialogs = useCalendarDialogs();

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              Calendar Management
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Bookings, availability and events across your properties
            </Text>
          </div>
          {properties.length > 0 && (
            <ListingPicker properties={properties} value={propertyId} onChange={setPicked} />
          )}
        </Group>
        {listings.isPending ? (
          <Card withBorder radius="md" aria-busy="true" aria-label="Loading">
            <Stack gap="md">
              <Skeleton h={32} w="40%" />
              <Skeleton h={300} />
            </Stack>
          </Card>
        ) : listings.isError ? (
          <LoadFailed title="Failed to load calendar" query={listings} />
        ) : properties.length === 0 ? (
          <CalendarEmpty />
        ) : (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Tabs defaultValue="bookings">
                <Tabs.List mb="md">
                  <Tabs.Tab value="bookings" leftSection={<IconCalendarWeek size={16} aria-hidden />}>
                    Bookings
                  </Tabs.Tab>
                  <Tabs.Tab value="availability" leftSection={<IconCalendarOff size={16} aria-hidden />}>
                    Availability
                  </Tabs.Tab>
                  <Tabs.Tab value="events" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
                    Events
                  </Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="bookings">
                  <BookingsTab
                    propertyId={propertyId}
                    titles={titles}
                    onOpenBooking={dialogs.openBooking}
                    onOpenEvent={dialogs.openEvent}
                    onAddEvent={dialogs.addEvent}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="availability">
                  <AvailabilityTab properties={properties} propertyId={propertyId} />
                </Tabs.Panel>
                <Tabs.Panel value="events">
                  <EventsTab
                    propertyId={propertyId}
                    onOpenEvent={dialogs.openEvent}
                    onAddEvent={() => dialogs.addEvent(platformToday())}
                  />
                </Tabs.Panel>
              </Tabs>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <CalendarSidebar onOpenBooking={dialogs.openBooking} onOpenEvent={dialogs.openEvent} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      <CalendarDialogs dialogs={dialogs} properties={properties} propertyId={propertyId} />
    </Container>
  );
}
