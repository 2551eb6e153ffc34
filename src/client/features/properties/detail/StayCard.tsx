import { Badge, DataList, Group, List, Stack, Text, Title } from '@mantine/core';
import type { PropertyType } from '../../../../shared/property';
import type { PropertyDetailView } from '../../../../shared/property-view';
import { SectionCard } from './SectionCard';
import { IconBed, IconCheck } from '@tabler/icons-react';

interface StayCardProps {
  propertyType: PropertyType;
  stay: PropertyDetailView['stay'];
  rules: string[];
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** 'Your Comfortable Stay': rooms, kitchen, amenities and the house rules. */
export function StayCard({ propertyType, stay, rules }: StayCardProps) {
  const workOnly = propertyType === 'work_only';
  return (
    // A workspace-only place shows work facts only: no bedrooms, kitchen or stay amenities.
    <SectionCard
      title={workOnly ? 'Facilities' : 'Your Comfortable Stay'}
      icon={<IconBed size={18} aria-hidden />}
    >
      <Stack gap="lg">
        {workOnly && (
          <Text size="sm" fw={500} c="amber.8">
            Workspace only: no overnight stay
          </Text>
        )}
        <DataList withDivider labelWidth="7.5rem" size="sm">
          {!workOnly && (
            <DataList.Item>
              <DataList.ItemLabel>Bedrooms</DataList.ItemLabel>
              <DataList.ItemValue>
                {plural(stay.bedrooms, 'bedroom')} · {plural(stay.beds, 'bed')}
              </DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item>
            <DataList.ItemLabel>Bathrooms</DataList.ItemLabel>
            <DataList.ItemValue>{plural(stay.bathrooms, 'bathroom')}</DataList.ItemValue>
          </DataList.Item>
          {!workOnly && (
            <DataList.Item>
              <DataList.ItemLabel>Kitchen</DataList.ItemLabel>
              <DataList.ItemValue>{stay.kitchen}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList>

        {!workOnly && stay.amenities.length > 0 && (
          <div>
            <Title order={3} size="h5" mb="xs">
              Additional amenities
            </Title>
            <Group gap={8}>
              {stay.amenities.map((amenity) => (
                <Badge key={amenity} variant="light" color="gray" size="lg" tt="none" fw={500}>
                  {amenity}
                </Badge>
              ))}
            </Group>
          </div>
        )}

        <div>
          <Title order={3} size="h5" mb="xs">
            House rules
          </Title>
          {rules.length > 0 ? (
            <List
              spacing={6}
              center
              size="sm"
              icon={
                <Text component="span" c="kazi.7" display="inline-flex">
                  <IconCheck size={16} aria-hidden />
                </Text>
              }
            >
              {rules.map((rule, index) => (
                <List.Item key={`${index}-${rule}`} lh={1.5}>
                  {rule}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              The host has not listed any house rules.
            </Text>
          )}
        </div>
      </Stack>
    </SectionCard>
  );
}
