import { Card, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/ButtonLink';

/** A host without a listing has no calendar yet. */
export function CalendarEmpty() {
  return (
    <Card withBorder radius="lg" py="xl">
      <Stack align="center" gap="sm">
        <Title order={2} size="h3">
          No Properties Yet
        </Title>
        <Text c="dimmed" ta="center">
          Add a property to see its bookings, block dates and plan events here.
        </Text>
        <ButtonLink to="/host/properties/create" leftSection={<IconPlus size={16} aria-hidden />}>
          Add New Property
        </ButtonLink>
      </Stack>
    </Card>
  );
}
