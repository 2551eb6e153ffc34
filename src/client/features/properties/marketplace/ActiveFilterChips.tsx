import { Button, Group, Pill, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { MarketplaceParams } from '../../../../shared/search';
import { guestsText } from '../../../../shared/search';
import { GUARANTEE_TEXTS } from '../../../../shared/guarantee';
import {
  CLEAR_ALL_PATCH,
  durationLabels,
  priceFilterText,
  typeOptions,
  type ParamsPatch,
} from './marketplaceParams';

interface ActiveFilterChipsProps {
  params: MarketplaceParams;
  onChange: (patch: ParamsPatch) => void;
  /** Said after Reset: what it set (the spec's price range stays on, so listings outside it are hidden). */
  resetNote?: string | null;
}

interface Chip {
  key: string;
  label: string;
  patch: ParamsPatch;
}

const day = (iso: string) => dayjs(iso).format('MMM D');

/** One chip per filter in force, so nothing hides listings without showing why. */
export function activeFilters(p: MarketplaceParams): Chip[] {
  const chips: Chip[] = [];
  if (p.search) chips.push({ key: 'search', label: `Search: ${p.search}`, patch: { search: undefined } });
  if (p.type && p.type !== 'all') {
    const label = typeOptions.find((o) => o.value === p.type)?.label ?? p.type;
    chips.push({ key: 'type', label: `Type: ${label}`, patch: { type: undefined } });
  }
  if (p.location)
    chips.push({ key: 'location', label: `Location: ${p.location}`, patch: { location: undefined } });
  if (p.duration) {
    chips.push({
      key: 'duration',
      label: `Duration: ${durationLabels[p.duration]}`,
      patch: { duration: undefined },
    });
  }
  const price = priceFilterText(p.minPrice, p.maxPrice);
  if (price !== 'Any price') {
    chips.push({
      key: 'price',
      label: `Price: ${price}`,
      patch: { minPrice: undefined, maxPrice: undefined },
    });
  }
  if (p.workRating) {
    chips.push({
      key: 'workRating',
      label: `Workspace rating: ${p.workRating}+`,
      patch: { workRating: undefined },
    });
  }
  if (p.stayRating) {
    chips.push({
      key: 'stayRating',
      label: `Stay rating: ${p.stayRating}+`,
      patch: { stayRating: undefined },
    });
  }
  if (p.internet)
    chips.push({ key: 'internet', label: `Internet: ${p.internet}+ Mbps`, patch: { internet: undefined } });
  if (p.verified) {
    chips.push({ key: 'verified', label: 'Speed verified by guests', patch: { verified: undefined } });
  }
  if (p.backup) chips.push({ key: 'backup', label: 'Backup power', patch: { backup: undefined } });
  if (p.guarantee) {
    chips.push({ key: 'guarantee', label: GUARANTEE_TEXTS.badge, patch: { guarantee: undefined } });
  }
  if (p.overlap)
    chips.push({ key: 'overlap', label: `Team overlap: ${p.overlap}+ h`, patch: { overlap: undefined } });
  const amenities = p.amenities ? p.amenities.split(',') : [];
  for (const amenity of amenities) {
    const rest = amenities.filter((a) => a !== amenity);
    chips.push({
      key: `amenity-${amenity}`,
      label: amenity,
      patch: { amenities: rest.length > 0 ? rest.join(',') : undefined },
    });
  }
  if (p.checkIn) {
    chips.push({
      key: 'dates',
      label: p.checkOut ? `Dates: ${day(p.checkIn)} – ${day(p.checkOut)}` : `From ${day(p.checkIn)}`,
      patch: { checkIn: undefined, checkOut: undefined },
    });
  }
  if (p.guests) chips.push({ key: 'guests', label: guestsText(p.guests), patch: { guests: undefined } });
  return chips;
}

/** The filters in force as removable chips, with 'Clear all'. */
export function ActiveFilterChips({ params, onChange, resetNote }: ActiveFilterChipsProps) {
  const chips = activeFilters(params);
  if (chips.length === 0 && !resetNote) return null;
  return (
    <div>
      {resetNote && (
        <Text size="sm" c="dimmed" mb={6} role="status">
          {resetNote}
        </Text>
      )}
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
        {chips.length > 1 && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(CLEAR_ALL_PATCH)}>
            Clear all
          </Button>
        )}
      </Group>
    </div>
  );
}
