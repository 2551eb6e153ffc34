import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { AVAILABILITY_TEXTS } from '../../../../../shared/availability';
import { trpc } from '../../../../trpc';
import { blockNightsText, STATUS_COLORS, STATUS_LABELS } from './availabilityText';
import { LoadFailed } from '../../../../ui/LoadFailed';

/** The chosen listing's current and upcoming closed nights, the host's own and the imported ones. */
export function AvailabilityBlocks({ propertyId, title }: { propertyId: string; title: string }) {
  const blocks = trpc.host.availability.list.useQuery({ propertyId });

  return (
    <Stack gap="sm" component="section" aria-label={`Closed nights of ${title}`}>
      <Title order={3} size="h5">
        Closed nights · {title}
      </Title>
      {blocks.isPending ? (
        <Loader size="sm" aria-label="Loading closed nights" />
      ) : blocks.isError ? (
        <LoadFailed title="Failed to load closed nights" query={blocks} />
      ) : blocks.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {AVAILABILITY_TEXTS.noBlocks}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {blocks.data.map((block) => (
            <Paper key={block.id} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="nowrap">
                  <IconCalendarOff size={18} aria-hidden />
                  <Text size="sm">{blockNightsText(block.startDate, block.endDate)}</Text>
                </Group>
                <Group gap={6}>
                  <Badge color={STATUS_COLORS[block.status]} variant="light">
                    {STATUS_LABELS[block.status]}
                  </Badge>
                  <Badge color={block.source === 'ical' ? 'grape' : 'gray'} variant="outline">
                    {block.source === 'ical' ? 'Imported' : 'Manual'}
                  </Badge>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
