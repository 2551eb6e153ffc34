import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionHeaderProps {
  id: string;
  title: string;
  subtitle: string;
  /** A link at the right (below the title on phones). */
  action?: ReactNode;
}

/** The h2 and lead text of a home section. */
export function SectionHeader({ id, title, subtitle, action }: SectionHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4} maw={640}>
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {subtitle}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}
