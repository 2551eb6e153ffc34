import { Select } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { CalendarListing } from '../../../../shared/calendar';

const ALL = 'all';

interface PropertyPickerProps {
  properties: CalendarListing[];
  /** null: all properties. */
  value: string | null;
  onChange: (propertyId: string | null) => void;
}

/** 'All properties' or one listing; searchable, since a host may have hundreds. */
export function PropertyPicker({ properties, value, onChange }: PropertyPickerProps) {
  return (
    <Select
      label="Property"
      data={[
        { value: ALL, label: 'All properties' },
        ...properties.map((p) => ({ value: p.id, label: p.title })),
      ]}
      value={value ?? ALL}
      onChange={(next) => onChange(next === null || next === ALL ? null : next)}
      searchable
      allowDeselect={false}
      limit={100}
      nothingFoundMessage="No matching property"
      leftSection={<IconBuildingCommunity size={16} aria-hidden />}
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
