import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AvailabilityBlocks } from './AvailabilityBlocks';
import { AvailabilityForm } from './AvailabilityForm';

interface AvailabilityPanelProps {
  /** The host's listings. */
  properties: { id: string; title: string }[];
  /** The calendar's picker selection (null: all listings), the form's first choice. */
  propertyId: string | null;
}

/** The calendar's Availability tab: the availability form, then the chosen listing's closed nights. */
export function AvailabilityPanel({ properties, propertyId }: AvailabilityPanelProps) {
  const fallback = properties[0]?.id ?? '';
  const [chosen, setChosen] = useState(propertyId ?? fallback);
  // The calendar's picker moved: the form follows it.
  useEffect(() => {
    if (propertyId) setChosen(propertyId);
  }, [propertyId]);
  const current = properties.find((p) => p.id === chosen) ?? properties.find((p) => p.id === fallback);

  if (properties.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        Add a property first: its availability is set here.
      </Text>
    );
  }

  return (
    <Stack gap="xl" maw={640}>
      <AvailabilityForm properties={properties} propertyId={current?.id ?? ''} onPropertyChange={setChosen} />
      {current && <AvailabilityBlocks propertyId={current.id} title={current.title} />}
    </Stack>
  );
}
