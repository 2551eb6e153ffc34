import { Group, Paper, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A bordered card with an h2: the workspace, stay and host sections. */
export function SectionCard({ title, icon, children }: SectionCardProps) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" size="lg" radius="md">
          {icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}
