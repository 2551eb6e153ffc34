import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconBed, IconDesk, IconWifi } from '@tabler/icons-react';

interface ScoreCardsProps {
  workspaceScore: number;
  stayScore: number;
  internetSpeed: number;
  /** A workspace-only place: no stay score. */
  workOnly: boolean;
}

function ScoreCard({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" size={42} radius="md">
          {icon}
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed" lh={1.3}>
            {label}
          </Text>
          <Text fw={700} fz="xl" lh={1.3}>
            {value}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

/** '8.5/10', the '/10' quieter. */
function OutOfTen({ score }: { score: number }) {
  return (
    <>
      {score}
      <Text component="span" c="dimmed" fw={500} fz="md">
        /10
      </Text>
    </>
  );
}

/** Workspace and stay scores out of 10 and the measured download speed: what a remote worker checks first. */
export function ScoreCards({ workspaceScore, stayScore, internetSpeed, workOnly }: ScoreCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: workOnly ? 2 : 3 }} spacing="sm">
      <ScoreCard
        icon={<IconDesk size={18} aria-hidden />}
        label="Workspace Score"
        value={<OutOfTen score={workspaceScore} />}
      />
      {!workOnly && (
        <ScoreCard
          icon={<IconBed size={18} aria-hidden />}
          label="Stay Score"
          value={<OutOfTen score={stayScore} />}
        />
      )}
      <ScoreCard
        icon={<IconWifi size={18} aria-hidden />}
        label="Internet download speed"
        value={`${internetSpeed} Mbps`}
      />
    </SimpleGrid>
  );
}
