import { Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../../trpc';
import { statRows } from './statBars';
import { LoadFailed } from '../../../ui/LoadFailed';

const barColor: Record<string, string> = {
  Properties: 'kazi',
  Users: 'blue',
  'Avg. work rating': 'teal',
  'Avg. stay rating': 'amber.5',
};

function StatsBody() {
  const stats = trpc.properties.stats.useQuery(undefined, { staleTime: 60_000 });
  if (stats.isPending) {
    return (
      <Stack gap="lg" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Stack key={i} gap={6} aria-hidden="true">
            <Group justify="space-between">
              <Skeleton height={14} width={120} />
              <Skeleton height={14} width={50} />
            </Group>
            <Skeleton height={8} radius="xl" />
          </Stack>
        ))}
      </Stack>
    );
  }
  if (stats.isError) {
    return <LoadFailed title="Statistics are unavailable right now. Please try again later." query={stats} />;
  }
  return (
    <Stack gap="lg">
      {statRows(stats.data).map((row) => (
        <Stack key={row.label} gap={6}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" fw={500}>
              {row.label}
            </Text>
            <Text fw={700} size="lg">
              {row.value}
            </Text>
          </Group>
          {row.bar !== null && (
            <Progress
              value={row.bar}
              color={barColor[row.label] ?? 'kazi'}
              size="md"
              radius="xl"
              aria-label={`${row.label}: ${row.value}`}
            />
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** Platform statistics: properties, users, average work and stay ratings, countries. */
export function PlatformStatsCard() {
  return (
    <Paper withBorder radius="lg" shadow="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={3}>KaziStay in numbers</Title>
          <Text size="sm" c="dimmed">
            Live figures from our community.
          </Text>
        </div>
        <StatsBody />
      </Stack>
    </Paper>
  );
}
