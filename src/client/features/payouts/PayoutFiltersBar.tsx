import { Input, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  PAYOUT_METHOD_FILTERS,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_FILTERS,
  PAYOUT_STATUS_LABELS,
  PAYOUT_TIME_FILTERS,
  PAYOUT_TIME_LABELS,
  type PayoutFilters,
  type PayoutKind,
} from '../../../shared/payouts';
import { PayoutDateRange } from './PayoutDateRange';
import { PAYOUT_KIND_TEXTS } from './payoutText';

const SEARCH_DEBOUNCE_MS = 300;

const timeOptions = PAYOUT_TIME_FILTERS.map((value) => ({ value, label: PAYOUT_TIME_LABELS[value] }));
const methodOptions = PAYOUT_METHOD_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All methods' : PAYOUT_METHOD_LABELS[value],
}));
const statusOptions = PAYOUT_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All statuses' : PAYOUT_STATUS_LABELS[value],
}));

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return (list as readonly (string | null)[]).includes(value);
}

interface PayoutFiltersBarProps {
  filters: PayoutFilters;
  onChange: (patch: Partial<PayoutFilters>) => void;
  /** Whose payouts: a host's stays (the default) or a provider's services, which the search names. */
  kind?: PayoutKind;
}

/**
 * Search (guest, property or service, or booking id), time, method, status and the custom range; stacks on
 * phones.
 */
export function PayoutFiltersBar({ filters, onChange, kind = 'stay' }: PayoutFiltersBarProps) {
  const [input, setInput] = useState(filters.search);
  const [search] = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [rangeOpen, setRangeOpen] = useState(false);
  useEffect(() => {
    if (search !== filters.search) onChange({ search });
    // Only a new debounced search is a change; the URL's value catching up is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  return (
    <Stack gap="sm">
      <TextInput
        label="Search payouts"
        placeholder={PAYOUT_KIND_TEXTS[kind].searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={input}
        maxLength={100}
        onChange={(event) => setInput(event.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Time"
          data={timeOptions}
          value={filters.time}
          allowDeselect={false}
          onChange={(value) => {
            if (value === 'custom') setRangeOpen(true);
            else if (isOneOf(PAYOUT_TIME_FILTERS, value))
              onChange({ time: value, from: undefined, to: undefined });
          }}
        />
        <Select
          label="Method"
          data={methodOptions}
          value={filters.method}
          allowDeselect={false}
          onChange={(value) => {
            if (isOneOf(PAYOUT_METHOD_FILTERS, value)) onChange({ method: value });
          }}
        />
        <Select
          label="Status"
          data={statusOptions}
          value={filters.status}
          allowDeselect={false}
          onChange={(value) => {
            if (isOneOf(PAYOUT_STATUS_FILTERS, value)) onChange({ status: value });
          }}
        />
        <Input.Wrapper label="Date range" labelElement="div">
          <PayoutDateRange
            from={filters.time === 'custom' ? filters.from : undefined}
            to={filters.time === 'custom' ? filters.to : undefined}
            opened={rangeOpen}
            onOpenedChange={setRangeOpen}
            onApply={(from, to) => onChange({ time: 'custom', from, to })}
            onClear={() => onChange({ time: 'all', from: undefined, to: undefined })}
          />
        </Input.Wrapper>
      </SimpleGrid>
    </Stack>
  );
}
