import { Card, Stack, Text } from '@mantine/core';
import type { CalendarListing } from '../../../../shared/calendar';
import { AvailabilityPanel } from './availability/AvailabilityPanel';
import { IcalPanel } from './ical/IcalPanel';

interface AvailabilityTabProps {
  properties: CalendarListing[];
  propertyId: string | null;
}

/** The Availability tab: the availability form, and calendar sync for one picked listing. */
export function AvailabilityTab({ properties, propertyId }: AvailabilityTabProps) {
  return (
    <Stack gap="md">
      <AvailabilityPanel properties={properties} propertyId={propertyId} />
      {propertyId ? (
        <IcalPanel propertyId={propertyId} />
      ) : (
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Pick a listing above to sync its calendar with Airbnb, Booking.com or another calendar.
          </Text>
        </Card>
      )}
    </Stack>
  );
}
