import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import {
  declaredVersusMeasured,
  formatMbps,
  SPEED_TEXTS,
  TIME_OF_DAY_LABELS,
  timesOfDay,
  type SpeedFigures,
} from '../../../shared/speed-tests';
import { formatStayDate } from '../../../shared/dates';
import { trpc } from '../../trpc';
import { LoadFailed } from '../../ui/LoadFailed';

interface VerifiedSpeedProps {
  propertyId: string;
  /** What the host declares, Mbps. */
  declaredMbps: number;
}

/** Figures and their headings never break inside (the table scrolls sideways on a narrow phone instead). */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

/**
 * 'Verified by guests': what guests measured at the desk during their stays, beside the host's word, overall
 * and by the listing's time of day (medians, and the worst 10 % of tests).
 */
export function VerifiedSpeed({ propertyId, declaredMbps }: VerifiedSpeedProps) {
  const stats = trpc.stays.speed.forProperty.useQuery({ propertyId });
  // Until the figures come, the host's word.
  if (stats.isPending) return <Text size="sm">{declaredVersusMeasured(declaredMbps, null)}</Text>;
  if (stats.isError) return <LoadFailed title="Could not load the measured speeds" query={stats} />;
  const s = stats.data;
  if (s.count === 0) {
    return (
      <Stack gap={2}>
        <Text size="sm">{declaredVersusMeasured(declaredMbps, null)}</Text>
        <Text size="sm" c="dimmed">
          {SPEED_TEXTS.none}
        </Text>
      </Stack>
    );
  }
  const slots = timesOfDay.filter((slot) => s.byTimeOfDay[slot].count > 0);
  return (
    <Stack gap="xs" component="section" aria-label="Verified by guests">
      <Group gap="xs">
        <Badge color="teal" variant="light" tt="none" leftSection={<IconShieldCheck size={14} aria-hidden />}>
          Verified by guests
        </Badge>
        <Text size="xs" c="dimmed">
          {s.count} {s.count === 1 ? 'test' : 'tests'}
          {s.latestDate && ` · latest ${formatStayDate(s.latestDate)}`}
        </Text>
      </Group>
      <Text size="sm" fw={500}>
        {declaredVersusMeasured(declaredMbps, s.downloadMbps)}
      </Text>
      <Table.ScrollContainer minWidth={340}>
        <Table fz="sm" verticalSpacing={4} withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Measured</Table.Th>
              <Table.Th style={NOWRAP}>Download</Table.Th>
              <Table.Th style={NOWRAP}>Upload</Table.Th>
              <Table.Th style={NOWRAP}>Latency</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Row label="Median" figures={s} />
            <Row label="Worst 10 %" figures={s} worst />
            {slots.length > 1 &&
              slots.map((slot) => (
                <Row key={slot} label={TIME_OF_DAY_LABELS[slot]} figures={s.byTimeOfDay[slot]} showCount />
              ))}
          </Table.Tbody>
          {slots.length > 1 && (
            <Table.Caption>By time of day: medians, in the listing’s local time.</Table.Caption>
          )}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function Row({
  label,
  figures,
  worst = false,
  showCount = false,
}: {
  label: string;
  figures: SpeedFigures;
  worst?: boolean;
  showCount?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td>
        {label}
        {showCount && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({figures.count})
          </Text>
        )}
      </Table.Td>
      <Table.Td style={NOWRAP}>
        {formatMbps(worst ? figures.worstDownloadMbps : figures.downloadMbps)}
      </Table.Td>
      <Table.Td style={NOWRAP}>{formatMbps(worst ? figures.worstUploadMbps : figures.uploadMbps)}</Table.Td>
      <Table.Td style={NOWRAP}>{ms(worst ? figures.worstLatencyMs : figures.latencyMs)}</Table.Td>
    </Table.Tr>
  );
}
