import { Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { AppPath } from '../../../layout/links';
import { AnchorLink } from '../../../ui/AnchorLink';

interface DashboardSectionProps {
  title: string;
  /** Where 'View All' goes; no link when absent. */
  viewAllTo?: AppPath;
  children: ReactNode;
}

/** A titled dashboard panel with an optional 'View All' link. */
export function DashboardSection({ title, viewAllTo, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
    >
      <Group justify="space-between" align="center" mb="md" gap="sm" wrap="nowrap">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {viewAllTo && (
          // The heading describes the link, so two 'View All' links stay distinguishable to screen readers.
          <AnchorLink
            to={viewAllTo}
            size="sm"
            fw={600}
            aria-describedby={headingId}
            style={{ flexShrink: 0 }}
          >
            View All
          </AnchorLink>
        )}
      </Group>
      {children}
    </Paper>
  );
}
