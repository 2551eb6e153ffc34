import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { IcalExport } from './IcalExport';
import { IcalImport } from './IcalImport';

/** The Availability tab's calendar sync for one listing: its private export link and the calendars it imports. */
export function IcalPanel({ propertyId }: { propertyId: string }) {
  return (
    <Card withBorder radius="md" padding="md" maw={640}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={3} size="h4">
            Export calendar
          </Title>
          <Text size="sm" c="dimmed">
            Give this private link to Airbnb, Booking.com or any calendar app: it shows this listing's
            bookings and the nights you closed, without guest details.
          </Text>
          <IcalExport propertyId={propertyId} />
        </Stack>
        <Divider />
        <Stack gap={4}>
          <Title order={3} size="h4">
            Import calendars
          </Title>
          <Text size="sm" c="dimmed">
            Paste the iCal link another site gives you. Its bookings close those nights here; it is synced
            every 15 minutes.
          </Text>
          <IcalImport propertyId={propertyId} />
        </Stack>
      </Stack>
    </Card>
  );
}
