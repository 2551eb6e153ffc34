import { Badge, Button, Group, Popover, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { PRICE_SLIDER_MAX, PRICE_SLIDER_STEP } from '../../../../shared/search';
import { sliderBoundText, sliderPriceText } from './marketplaceParams';
import { IconWifi } from '@tabler/icons-react';

/** Ranges of the quick-search sliders: wide enough for every listing, with steps a thumb can hit. */
export const QUICK_PRICE_MIN = 20;
export const INTERNET_SLIDER_MAX = 1000;
const INTERNET_SLIDER_STEP = 25;
const VIDEO_CALL_SPEED = 100;

interface PricePopoverProps {
  value: [number, number];
  onChange: (value: [number, number]) => void;
}

export function PricePopover({ value, onChange }: PricePopoverProps) {
  const summary = sliderPriceText(value, QUICK_PRICE_MIN);
  return (
    <Popover width={300} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={
            <Text fw={700} aria-hidden="true">
              $
            </Text>
          }
        >
          Price
          <Text span size="xs" c="dimmed" ml={6} fw={400}>
            {summary}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xl" pb="xs">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Price per night
            </Text>
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          </Group>
          <RangeSlider
            min={QUICK_PRICE_MIN}
            max={PRICE_SLIDER_MAX}
            step={PRICE_SLIDER_STEP}
            value={value}
            onChange={onChange}
            label={sliderBoundText}
            thumbFromLabel="Minimum price"
            thumbToLabel="Maximum price"
            mx={4}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface InternetPopoverProps {
  value: number;
  onChange: (value: number) => void;
}

const speedText = (v: number) => (v === 0 ? 'Any speed' : `${v}+ Mbps`);

export function InternetPopover({ value, onChange }: InternetPopoverProps) {
  return (
    <Popover width={300} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconWifi size={16} aria-hidden />}>
          Internet
          <Text span size="xs" c="dimmed" ml={6} fw={400}>
            {speedText(value)}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xl" pb="xs">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Minimum download speed
            </Text>
            <Text size="sm" c="dimmed">
              {speedText(value)}
            </Text>
          </Group>
          <Slider
            min={0}
            max={INTERNET_SLIDER_MAX}
            step={INTERNET_SLIDER_STEP}
            value={value}
            onChange={onChange}
            label={(v) => `${v} Mbps`}
            thumbLabel="Minimum download speed"
            mx={4}
          />
          {value >= VIDEO_CALL_SPEED && (
            <Badge color="kazi" variant="light" w="fit-content">
              Great for video calls
            </Badge>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
