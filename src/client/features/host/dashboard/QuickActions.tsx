import { Card, SimpleGrid, Title } from '@mantine/core';
import { IconCalendar, IconCash, IconChartBar, IconHome, type Icon } from '@tabler/icons-react';
import type { AppPath } from '../../../layout/links';
import { ButtonLink } from '../../../ui/ButtonLink';

// Spec 001 §2's order: My Properties, Calendar, Payouts, Analytics.
const actions: { label: string; to: AppPath; icon: Icon }[] = [
  { label: 'My Properties', to: '/host/properties', icon: IconHome },
  { label: 'Calendar', to: '/host/calendar', icon: IconCalendar },
  { label: 'Payouts', to: '/payouts', icon: IconCash },
  { label: 'Analytics', to: '/host/analytics', icon: IconChartBar },
];

/** The dashboard's quick actions (spec 001 §2). */
export function QuickActions() {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="xs">
        {actions.map(({ label, to, icon: ActionIcon }) => (
          <ButtonLink
            key={to}
            to={to}
            variant="light"
            justify="flex-start"
            leftSection={<ActionIcon size={16} aria-hidden />}
          >
            {label}
          </ButtonLink>
        ))}
      </SimpleGrid>
    </Card>
  );
}
