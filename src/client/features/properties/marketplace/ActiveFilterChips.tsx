import { Group, Pill } from '@mantine/core';
import type { MarketplaceParams } from '../../../../shared/search';
import { durationLabels, type ParamsPatch } from './marketplaceParams';

interface ActiveFilterChipsProps {
  params: MarketplaceParams;
  onChange: (patch: ParamsPatch) => void;
}

/** Sitemap filters without a sidebar control (location, duration), shown so they can be seen and removed. */
export function ActiveFilterChips({ params, onChange }: ActiveFilterChipsProps) {
  const chips: { key: string; label: string; patch: ParamsPatch }[] = [];
  if (params.location) {
    chips.push({ key: 'location', label: `Location: ${params.location}`, patch: { location: undefined } });
  }
  if (params.duration) {
    chips.push({
      key: 'duration',
      label: `Duration: ${durationLabels[params.duration]}`,
      patch: { duration: undefined },
    });
  }
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={() => onChange(chip.patch)}
          // Pill hides its remove button from keyboards and screen readers; here it is the only way to clear it.
          removeButtonProps={{
            'aria-label': `Remove filter ${chip.label}`,
            'aria-hidden': false,
            tabIndex: 0,
          }}
          bg="kazi.0"
          c="kazi.9"
          maw="100%"
        >
          {chip.label}
        </Pill>
      ))}
    </Group>
  );
}
