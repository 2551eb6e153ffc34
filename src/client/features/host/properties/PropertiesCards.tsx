import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { HostPropertyRow } from '../../../../shared/host';
import { AnchorLink } from '../../../ui/AnchorLink';
import { PropertyActions } from './PropertyActions';
import { SuspendedNotice } from './SuspendedNotice';
import { ListingThumb } from '../../../ui/ListingThumb';
import { locationText, rateLines, typeText } from './rowText';

interface PropertiesCardsProps {
  rows: HostPropertyRow[];
  onDelete: (row: HostPropertyRow) => void;
}

/** The same listings stacked as cards on narrow screens, where five columns do not fit. */
export function PropertiesCards({ rows, onDelete }: PropertiesCardsProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row.id} component="li" withBorder radius="md" p="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ListingThumb src={row.image} size={88} />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <AnchorLink to="/property/$id" params={{ id: row.id }} fw={600} c="inherit" lineClamp={2}>
                {row.title}
              </AnchorLink>
              <Text size="sm" c="dimmed" truncate="end">
                {locationText(row)}
              </Text>
              <Badge variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
                {typeText(row)}
              </Badge>
              <SuspendedNotice suspended={row.suspended} />
            </Stack>
          </Group>
          <Group justify="space-between" align="flex-end" mt="xs" wrap="nowrap">
            <Stack gap={0}>
              {rateLines(row).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Stack>
            <PropertyActions row={row} onDelete={onDelete} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
