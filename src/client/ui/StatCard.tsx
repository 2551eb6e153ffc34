import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A figure on a dashboard: its label, the value large, a hint of what it counts, and an icon. */
export function StatCard({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  hint: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {/* Smaller on phones: '$2,748.15' in a half-width card ran past its edge at 28 px. */}
          <Text fz={{ base: 22, sm: 28 }} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
        {/* Decorative: left out on phones, where a half-width card needs the room for its figure. */}
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden visibleFrom="sm">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
