import { Button, Chip, Divider, Group, RangeSlider, Stack, Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { stayAmenityFilters, workspaceAmenityFilters } from '../../../../shared/amenities';
import {
  INTERNET_PRESETS,
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_STEP,
  type MarketplaceParams,
} from '../../../../shared/search';
import {
  amenityList,
  amenityParam,
  sliderBoundText,
  priceParams,
  priceRangeOf,
  OVERLAP_PRESETS,
  RESET_PATCH,
  sliderPriceText,
  type ParamsPatch,
} from './marketplaceParams';
import { RatingPicker } from './RatingPicker';
import { TeamHoursButton } from '../../team/TeamHoursButton';
import { useTeamHours } from '../../team/useTeamHours';
import { GUARANTEE_TEXTS } from '../../../../shared/guarantee';
import { useSyncedState } from './useSyncedState';

interface Draft {
  price: [number, number];
  workRating: number;
  stayRating: number;
  internet: number;
  verified: boolean;
  backup: boolean;
  guarantee: boolean;
  overlap: number;
  amenities: string[];
}

function draftOf(p: MarketplaceParams): Draft {
  return {
    price: priceRangeOf(p, 0),
    workRating: p.workRating ?? 0,
    stayRating: p.stayRating ?? 0,
    internet: p.internet ?? 0,
    verified: p.verified === 1,
    backup: p.backup === 1,
    guarantee: p.guarantee === 1,
    overlap: p.overlap ?? 0,
    amenities: amenityList(p.amenities),
  };
}

interface FilterSidebarProps {
  params: MarketplaceParams;
  onChange: (patch: ParamsPatch) => void;
  /** Called after Apply or Reset (the mobile drawer closes). */
  onDone?: () => void;
  /** The drawer has its own title. */
  withTitle?: boolean;
}

/** The sidebar edits a draft; Apply Filters writes it to the address, Reset writes the defaults at once. */
export function FilterSidebar({ params, onChange, onDone, withTitle = true }: FilterSidebarProps) {
  const internetLabelId = useId();
  const overlapLabelId = useId();
  const hasTeam = useTeamHours().hours !== null;
  const source = draftOf(params);
  const [draft, setDraft] = useSyncedState(source, JSON.stringify(source));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const internetChoices: number[] = [...INTERNET_PRESETS];
  if (!internetChoices.includes(draft.internet)) internetChoices.push(draft.internet);

  const apply = () => {
    onChange({
      ...priceParams(draft.price, 0),
      workRating: draft.workRating,
      stayRating: draft.stayRating,
      internet: draft.internet,
      verified: draft.verified ? 1 : undefined,
      backup: draft.backup ? 1 : undefined,
      guarantee: draft.guarantee ? 1 : undefined,
      overlap: draft.overlap,
      amenities: amenityParam(draft.amenities),
    });
    onDone?.();
  };
  const reset = () => {
    onChange(RESET_PATCH);
    onDone?.();
  };

  return (
    <Stack gap="lg" component="section" aria-label="Filters">
      {withTitle && (
        <Title order={2} size="h4">
          Filters
        </Title>
      )}
      <div>
        <Group justify="space-between" mb="xs">
          <Text size="sm" fw={600}>
            Price per night
          </Text>
          <Text size="sm" c="dimmed">
            {sliderPriceText(draft.price, 0)}
          </Text>
        </Group>
        <RangeSlider
          min={0}
          max={PRICE_SLIDER_MAX}
          step={PRICE_SLIDER_STEP}
          value={draft.price}
          onChange={(v) => set('price', v)}
          label={sliderBoundText}
          thumbFromLabel="Minimum price"
          thumbToLabel="Maximum price"
          mx={4}
        />
      </div>
      <RatingPicker
        label="Workspace rating"
        value={draft.workRating}
        onChange={(v) => set('workRating', v)}
      />
      <RatingPicker label="Stay rating" value={draft.stayRating} onChange={(v) => set('stayRating', v)} />
      <div role="group" aria-labelledby={internetLabelId}>
        <Text size="sm" fw={600} mb="xs" id={internetLabelId}>
          Internet speed
        </Text>
        <Chip.Group value={String(draft.internet)} onChange={(v) => set('internet', Number(v))}>
          <Group gap={6}>
            {internetChoices.map((speed) => (
              <Chip key={speed} value={String(speed)} size="xs" type="radio">
                {speed === 0 ? 'Any' : `${speed}+ Mbps`}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Switch
          mt="sm"
          label="Verified by guests"
          description="Guests measured this speed at the desk during their stay"
          checked={draft.verified}
          onChange={(event) => set('verified', event.currentTarget.checked)}
        />
      </div>
      <Switch
        label="Backup power"
        description="The host declares power that keeps working through a cut"
        checked={draft.backup}
        onChange={(event) => set('backup', event.currentTarget.checked)}
      />
      <Switch
        label={GUARANTEE_TEXTS.badge}
        description="A night refunded when an outage costs you over 2 hours of a working day"
        checked={draft.guarantee}
        onChange={(event) => set('guarantee', event.currentTarget.checked)}
      />
      <div role="group" aria-labelledby={overlapLabelId}>
        <Text size="sm" fw={600} mb="xs" id={overlapLabelId}>
          Team overlap every day
        </Text>
        <Stack gap="xs" align="flex-start">
          <TeamHoursButton size="xs" />
          <Chip.Group value={String(draft.overlap)} onChange={(v) => set('overlap', Number(v))}>
            <Group gap={6}>
              {OVERLAP_PRESETS.map((hours) => (
                <Chip
                  key={hours}
                  value={String(hours)}
                  size="xs"
                  type="radio"
                  disabled={!hasTeam && hours > 0}
                >
                  {hours === 0 ? 'Any' : `${hours}+ h`}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </div>
      <Chip.Group multiple value={draft.amenities} onChange={(v) => set('amenities', v)}>
        <AmenityGroup title="Workspace amenities" items={workspaceAmenityFilters} />
        <AmenityGroup title="Stay amenities" items={stayAmenityFilters} />
      </Chip.Group>
      <Divider />
      <Group gap="sm" wrap="nowrap">
        <Button onClick={apply} flex={1}>
          Apply Filters
        </Button>
        <Button variant="default" onClick={reset}>
          Reset
        </Button>
      </Group>
    </Stack>
  );
}

function AmenityGroup({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div role="group" aria-label={title}>
      <Text size="sm" fw={600} mb="xs">
        {title}
      </Text>
      <Group gap={6}>
        {items.map((item) => (
          <Chip key={item} value={item} size="xs" variant="outline">
            {item}
          </Chip>
        ))}
      </Group>
    </div>
  );
}
