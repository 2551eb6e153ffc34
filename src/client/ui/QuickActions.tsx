import { Card, SimpleGrid, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { AppPath } from '../layout/links';
import { ButtonLink } from './ButtonLink';

export interface QuickAction {
  label: string;
  to: AppPath;
  icon: Icon;
}

/** A dashboard's Quick Actions card: a button per place the user often goes next. */
export function QuickActions({ actions }: { actions: readonly QuickAction[] }) {
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
