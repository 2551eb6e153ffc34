import { Button, Chip, Grid, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  workspaceFeatureLabels,
  workspaceFeatures,
  type WorkspaceFeature,
} from '../../../../shared/amenities';
import { addDays, platformToday } from '../../../../shared/dates';
import { guestsText, MAX_GUESTS, type MarketplaceParams } from '../../../../shared/search';
import { amenityList, amenityParam, priceParams, priceRangeOf, type ParamsPatch } from './marketplaceParams';
import { INTERNET_SLIDER_MAX, InternetPopover, PricePopover, QUICK_PRICE_MIN } from './QuickSearchPopovers';
import { useSyncedState } from './useSyncedState';
import { IconCalendar, IconMapPin, IconSearch, IconUsers } from '@tabler/icons-react';

const featureKeys = Object.keys(workspaceFeatures) as WorkspaceFeature[];
const guestOptions = [
  { value: '', label: 'Add guests' },
  ...Array.from({ length: MAX_GUESTS }, (_, i) => ({
    value: String(i + 1),
    label: guestsText(i + 1),
  })),
];

function featuresOf(amenities: string | undefined): WorkspaceFeature[] {
  const list = amenityList(amenities);
  return featureKeys.filter((f) => list.includes(workspaceFeatures[f]));
}

interface QuickSearchBarProps {
  params: MarketplaceParams;
  onChange: (patch: ParamsPatch) => void;
}

/**
 * Location, dates, guests, price, internet speed and workspace features. Search Properties overwrites the
 * filters (README 'How search behaves'). Each field starts from the address and follows it when it changes
 * elsewhere.
 */
export function QuickSearchBar({ params, onChange }: QuickSearchBarProps) {
  const [location, setLocation] = useSyncedState(
    params.location ?? params.search ?? '',
    `${params.location}|${params.search}`,
  );
  const [checkIn, setCheckIn] = useSyncedState(params.checkIn ?? null, params.checkIn ?? '');
  const [checkOut, setCheckOut] = useSyncedState(params.checkOut ?? null, params.checkOut ?? '');
  const [guests, setGuests] = useSyncedState(
    params.guests ? String(params.guests) : null,
    `${params.guests}`,
  );
  const [price, setPrice] = useSyncedState(
    priceRangeOf(params, QUICK_PRICE_MIN),
    `${params.minPrice}|${params.maxPrice}`,
  );
  const [internet, setInternet] = useSyncedState(
    Math.min(params.internet ?? 0, INTERNET_SLIDER_MAX),
    `${params.internet}`,
  );
  const [features, setFeatures] = useSyncedState(featuresOf(params.amenities), params.amenities ?? '');
  const today = platformToday();

  const changeCheckIn = (value: string | null) => {
    setCheckIn(value);
    if (!value || (checkOut && checkOut <= value)) setCheckOut(null);
  };

  const search = () => {
    const text = location.trim();
    // A sitemap location left as it was stays a location filter; anything typed becomes the search text.
    const keepLocation = params.location !== undefined && text === params.location;
    onChange({
      search: keepLocation ? undefined : text || undefined,
      location: keepLocation ? params.location : undefined,
      type: params.type,
      ...priceParams(price, QUICK_PRICE_MIN),
      internet,
      amenities: amenityParam(features.map((f) => workspaceFeatures[f])),
      checkIn: checkIn ?? undefined,
      checkOut: checkIn && checkOut ? checkOut : undefined,
      guests: guests ? Number(guests) : undefined,
    });
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Quick search"
      withBorder
      shadow="sm"
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TextInput
            label="Location"
            placeholder="City, country or area"
            leftSection={<IconMapPin size={16} aria-hidden />}
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
            maxLength={100}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DatePickerInput
            label="Check-in"
            placeholder="Add date"
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={checkIn}
            onChange={changeCheckIn}
            minDate={today}
            valueFormat="MMM D, YYYY"
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DatePickerInput
            label="Check-out"
            placeholder="Add date"
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={checkOut}
            onChange={setCheckOut}
            minDate={checkIn ? addDays(checkIn, 1) : today}
            disabled={!checkIn}
            valueFormat="MMM D, YYYY"
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <NativeSelect
            label="Guests"
            leftSection={<IconUsers size={16} aria-hidden />}
            data={guestOptions}
            value={guests ?? ''}
            onChange={(event) => setGuests(event.currentTarget.value || null)}
          />
        </Grid.Col>
      </Grid>
      <Group mt="sm" gap="sm" justify="space-between" align="center">
        <Group gap="xs" align="center">
          <PricePopover value={price} onChange={setPrice} />
          <InternetPopover value={internet} onChange={setInternet} />
          <Chip.Group multiple value={features} onChange={(v) => setFeatures(v)}>
            <Group gap={6} role="group" aria-label="Workspace features">
              <Text size="xs" c="dimmed" visibleFrom="md">
                Workspace:
              </Text>
              {featureKeys.map((f) => (
                <Chip key={f} value={f} size="sm" variant="light">
                  {workspaceFeatureLabels[f]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Group>
        <Button
          type="submit"
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ base: '100%', sm: 'auto' }}
        >
          Search Properties
        </Button>
      </Group>
    </Paper>
  );
}
