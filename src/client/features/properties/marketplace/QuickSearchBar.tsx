import '@mantine/dates/styles.css';
import { Box, Button, Chip, Grid, Group, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { focusNext } from '../../../ui/focusNext';
import { useEffect, useRef, useState } from 'react';
import {
  workspaceFeatureLabels,
  workspaceFeatures,
  type WorkspaceFeature,
} from '../../../../shared/amenities';
import dayjs from 'dayjs';
import { addDays, platformToday } from '../../../../shared/dates';
import { guestsText, MAX_GUESTS, type MarketplaceParams } from '../../../../shared/search';
import { amenityList, amenityParam, priceParams, priceRangeOf, type ParamsPatch } from './marketplaceParams';
import { INTERNET_SLIDER_MAX, InternetPopover, PricePopover, QUICK_PRICE_MIN } from './QuickSearchPopovers';
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

/** Dates are Mantine's yyyy-MM-dd strings; guests the select's value (null: not chosen). */
interface QuickFields {
  location: string;
  checkIn: string | null;
  checkOut: string | null;
  guests: string | null;
  price: [number, number];
  internet: number;
  features: WorkspaceFeature[];
}

function fieldsOf(p: MarketplaceParams): QuickFields {
  return {
    location: p.location ?? p.search ?? '',
    checkIn: p.checkIn ?? null,
    checkOut: p.checkOut ?? null,
    guests: p.guests ? String(p.guests) : null,
    price: priceRangeOf(p, QUICK_PRICE_MIN),
    internet: Math.min(p.internet ?? 0, INTERNET_SLIDER_MAX),
    features: featuresOf(p.amenities),
  };
}

/**
 * The address parameters each field follows. A field starts over only when its own parameters change, so
 * applying the sidebar's price keeps a location typed here but not yet searched.
 */
function followedBy(p: MarketplaceParams): Record<keyof QuickFields, string> {
  return {
    location: `${p.location}|${p.search}`,
    checkIn: `${p.checkIn}`,
    checkOut: `${p.checkOut}`,
    guests: `${p.guests}`,
    price: `${p.minPrice}|${p.maxPrice}`,
    internet: `${p.internet}`,
    features: `${p.amenities}`,
  };
}

/** The folded search on a phone: 'Nairobi · Dec 23 – Dec 27 · 2 guests', or what is not chosen yet. */
function quickSummary(p: MarketplaceParams): string {
  const day = (iso: string) => dayjs(iso).format('MMM D');
  const where = p.location ?? p.search ?? 'Anywhere';
  const when = p.checkIn
    ? p.checkOut
      ? `${day(p.checkIn)} – ${day(p.checkOut)}`
      : `From ${day(p.checkIn)}`
    : 'Any dates';
  const who = p.guests ? guestsText(p.guests) : 'Any guests';
  return `${where} · ${when} · ${who}`;
}

interface QuickSearchBarProps {
  params: MarketplaceParams;
  onChange: (patch: ParamsPatch) => void;
}

/**
 * Location, dates, guests, price, internet speed and workspace features. Search Properties overwrites the
 * filters (README 'How search behaves'). Each field starts from the address and follows it when it changes
 * elsewhere. Nothing here can be refused (the address is lenient), so the form has no validator.
 */
export function QuickSearchBar({ params, onChange }: QuickSearchBarProps) {
  const form = useForm<QuickFields>({ initialValues: fieldsOf(params) });
  const { location, checkIn, checkOut, guests, price, internet, features } = form.values;
  const { setValues } = form;
  const followed = useRef(followedBy(params));
  useEffect(() => {
    const previous = followed.current;
    const current = followedBy(params);
    followed.current = current;
    const fresh = fieldsOf(params);
    const changed = (Object.keys(current) as (keyof QuickFields)[]).filter((f) => current[f] !== previous[f]);
    if (changed.length > 0) setValues(Object.fromEntries(changed.map((f) => [f, fresh[f]])));
  }, [params, setValues]);
  const today = platformToday();

  // On a phone (below Mantine's sm, 48em) the search folds to one line until opened. CSS picks the folded or
  // the whole form by the screen's width, so the server's HTML is right at any width and nothing shifts.
  const [opened, setOpened] = useState(false);
  const checkOutField = useRef<HTMLButtonElement>(null);
  const guestsField = useRef<HTMLSelectElement>(null);
  const changeCheckIn = (value: string | null) => {
    if (value) focusNext(checkOutField);
    const keepCheckOut = value && checkOut && checkOut > value;
    form.setValues({ checkIn: value, checkOut: keepCheckOut ? checkOut : null });
  };

  const search = (values: QuickFields) => {
    setOpened(false);
    const text = values.location.trim();
    // A sitemap location left as it was stays a location filter; anything typed becomes the search text.
    const keepLocation = params.location !== undefined && text === params.location;
    onChange({
      search: keepLocation ? undefined : text || undefined,
      location: keepLocation ? params.location : undefined,
      type: params.type,
      ...priceParams(values.price, QUICK_PRICE_MIN),
      internet: values.internet,
      amenities: amenityParam(values.features.map((f) => workspaceFeatures[f])),
      checkIn: values.checkIn ?? undefined,
      checkOut: values.checkIn && values.checkOut ? values.checkOut : undefined,
      guests: values.guests ? Number(values.guests) : undefined,
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
      onSubmit={form.onSubmit(search)}
    >
      {!opened && (
        // On a phone the search folds to one line, so the first screen shows listings, not a form.
        <Group justify="space-between" wrap="nowrap" gap="sm" hiddenFrom="sm">
          <Text size="sm" truncate="end" miw={0} data-testid="quick-search-summary">
            {quickSummary(params)}
          </Text>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconSearch size={14} aria-hidden />}
            onClick={() => setOpened(true)}
            aria-expanded={false}
            style={{ flexShrink: 0 }}
          >
            Edit search
          </Button>
        </Group>
      )}
      <Box visibleFrom={opened ? undefined : 'sm'}>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <TextInput
              label="Location"
              placeholder="City, country or area"
              leftSection={<IconMapPin size={16} aria-hidden />}
              value={location}
              onChange={(e) => form.setFieldValue('location', e.currentTarget.value)}
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
              ref={checkOutField}
              label="Check-out"
              placeholder="Add date"
              leftSection={<IconCalendar size={16} aria-hidden />}
              value={checkOut}
              onChange={(value) => {
                if (value) focusNext(guestsField);
                form.setFieldValue('checkOut', value);
              }}
              minDate={checkIn ? addDays(checkIn, 1) : today}
              disabled={!checkIn}
              valueFormat="MMM D, YYYY"
              clearable
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <NativeSelect
              ref={guestsField}
              label="Guests"
              leftSection={<IconUsers size={16} aria-hidden />}
              data={guestOptions}
              value={guests ?? ''}
              onChange={(event) => form.setFieldValue('guests', event.currentTarget.value || null)}
            />
          </Grid.Col>
        </Grid>
        <Group mt="sm" gap="sm" justify="space-between" align="center">
          <Group gap="xs" align="center">
            <PricePopover value={price} onChange={(value) => form.setFieldValue('price', value)} />
            <InternetPopover value={internet} onChange={(value) => form.setFieldValue('internet', value)} />
            <Chip.Group multiple value={features} onChange={(v) => form.setFieldValue('features', v)}>
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
      </Box>
    </Paper>
  );
}
