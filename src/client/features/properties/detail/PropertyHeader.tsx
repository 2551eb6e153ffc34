import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { propertyTypeLabels } from '../../../../shared/property';
import type { PropertyDetailView } from '../../../../shared/property-view';
import { SaveButton } from '../SaveButton';
import { RatingLine } from './RatingLine';
import { GuaranteeBadge } from '../../stays/GuaranteeBadge';
import { IconMapPin } from '@tabler/icons-react';

interface PropertyHeaderProps {
  property: PropertyDetailView;
}

/** Title with the save heart, type badge, rating and location. */
export function PropertyHeader({ property }: PropertyHeaderProps) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 32 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {property.title}
        </Title>
        <SaveButton propertyId={property.id} saved={property.saved} />
      </Group>
      <Group gap="md">
        <Badge variant="light" color={property.propertyType === 'work_only' ? 'amber' : 'kazi'} size="lg">
          {propertyTypeLabels[property.propertyType]}
        </Badge>
        {property.workdayGuarantee && <GuaranteeBadge size="lg" />}
        <RatingLine rating={property.rating} count={property.ratingCount} />
        <Group gap={4} wrap="nowrap" c="dimmed" miw={0}>
          <IconMapPin size={16} style={{ flexShrink: 0 }} aria-hidden />
          <Text size="sm" c="dimmed">
            {property.location}
          </Text>
        </Group>
      </Group>
    </Stack>
  );
}
