import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconPlus } from '@tabler/icons-react';
import { ANALYTICS_TEXTS } from '../../../../shared/analytics';
import { ButtonLink } from '../../../ui/ButtonLink';

/** A host (or listing) without a booking in the last 12 months. */
export function AnalyticsEmpty({ hasListings }: { hasListings: boolean }) {
  return (
    <Card withBorder radius="lg" py="xl">
      <Stack align="center" gap="sm">
        <Title order={2} size="h3">
          {ANALYTICS_TEXTS.empty}
        </Title>
        <Text c="dimmed" ta="center" maw={480}>
          {ANALYTICS_TEXTS.emptyHint}
        </Text>
        <Group justify="center" gap="xs">
          {hasListings && (
            <ButtonLink
              to="/host/properties"
              variant="default"
              leftSection={<IconHome size={16} aria-hidden />}
            >
              My Properties
            </ButtonLink>
          )}
          <ButtonLink to="/host/properties/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Add New Property
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
