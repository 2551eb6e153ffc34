import '@mantine/dates/styles.css';
import { Button, Group, Popover, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { orderedRange, rangeText, type DateRange } from './dateRange';

interface PayoutDateRangeProps {
  from: string | undefined;
  to: string | undefined;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** Sets the custom time range (the time filter becomes 'custom'). */
  onApply: (from: string, to: string | undefined) => void;
  /** Drops the range (the time filter returns to 'all'). */
  onClear: () => void;
}

/**
 * Spec 001 §5 'Date range picker': first pick start, second end (swapped if earlier); Apply needs a start.
 * The picks are a draft until applied, so browsing the calendar does not reload the list.
 */
export function PayoutDateRange({
  from,
  to,
  opened,
  onOpenedChange,
  onApply,
  onClear,
}: PayoutDateRangeProps) {
  const [draft, setDraft] = useState<DateRange>([from ?? null, to ?? null]);
  const open = (next: boolean) => {
    if (next) setDraft([from ?? null, to ?? null]);
    onOpenedChange(next);
  };
  const [start, end] = draft;

  return (
    // Not hidden when the page scrolls the button out of view: on a short screen, a month of six weeks puts
    // Apply below the fold, and reaching it scrolls the button away (Mantine hides a detached dropdown).
    <Popover
      opened={opened}
      onChange={open}
      position="bottom-start"
      shadow="md"
      trapFocus
      hideDetached={false}
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconCalendar size={16} aria-hidden />}
          fullWidth
          justify="flex-start"
          onClick={() => open(!opened)}
          aria-label={`Date range: ${rangeText(from, to, 'none')}`}
        >
          {rangeText(from, to, 'Pick dates')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <DatePicker
            type="range"
            allowSingleDateInRange
            value={draft}
            onChange={(value) => setDraft(orderedRange(value))}
            aria-label="Payout dates"
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {start ? rangeText(start, end ?? undefined, '') : 'Pick a start date, then an end date.'}
          </Text>
          <Group justify="space-between">
            <Button
              variant="subtle"
              size="xs"
              onClick={() => {
                setDraft([null, null]);
                onClear();
                onOpenedChange(false);
              }}
            >
              Clear
            </Button>
            <Button
              size="xs"
              disabled={!start}
              onClick={() => {
                if (!start) return;
                onApply(start, end ?? undefined);
                onOpenedChange(false);
              }}
            >
              Apply
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
