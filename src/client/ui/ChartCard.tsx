import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled chart. The chart itself is hidden from screen readers: each page gives the figures as a table. */
export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <div aria-hidden>{children}</div>
    </Card>
  );
}
