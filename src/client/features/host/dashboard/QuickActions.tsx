import { Card, SimpleGrid, Title } from '@mantine/core';
import { IconCalendar, IconChartBar, IconHome } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/ButtonLink';

/** My Properties, Calendar, Analytics (Payouts joins them when payouts exist). */
export function QuickActions() {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3, md: 1 }} spacing="xs">
        <ButtonLink
          to="/host/properties"
          variant="light"
          justify="flex-start"
          leftSection={<IconHome size={16} aria-hidden />}
        >
          My Properties
        </ButtonLink>
        <ButtonLink
          to="/host/calendar"
          variant="light"
          justify="flex-start"
          leftSection={<IconCalendar size={16} aria-hidden />}
        >
          Calendar
        </ButtonLink>
        <ButtonLink
          to="/host/analytics"
          variant="light"
          justify="flex-start"
          leftSection={<IconChartBar size={16} aria-hidden />}
        >
          Analytics
        </ButtonLink>
      </SimpleGrid>
    </Card>
  );
}
