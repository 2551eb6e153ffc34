import { Select } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { HostListingOption } from '../../../shared/host';

const ALL = 'all';

interface ListingPickerProps {
  properties: HostListingOption[];
  /** null: all of them. */
  value: string | null;
  onChange: (propertyId: string | null) => void;
  label?: string;
  allLabel?: string;
}

/** All the host's listings or one (calendar, analytics); searchable, since a host may have hundreds. */
export function ListingPicker({
  properties,
  value,
  onChange,
  label = 'Property',
  allLabel = 'All properties',
}: ListingPickerProps) {
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: allLabel }, ...properties.map((p) => ({ value: p.id, label: p.title }))]}
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
