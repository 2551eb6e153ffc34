import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';

interface RatingPickerProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/** A minimum rating: click 1-5 to set it, Clear sets 0 (no minimum). */
export function RatingPicker({ label, value, onChange }: RatingPickerProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text id={labelId} size="sm" fw={600}>
          {label}
        </Text>
        <Group gap={8} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {value > 0 ? `${value}+` : 'Any'}
          </Text>
          <UnstyledButton
            onClick={() => onChange(0)}
            disabled={value === 0}
            fz="xs"
            c={value === 0 ? 'dimmed' : 'kazi.8'}
            td={value === 0 ? undefined : 'underline'}
          >
            Clear
          </UnstyledButton>
        </Group>
      </Group>
      <Group gap={6} wrap="nowrap">
        {[1, 2, 3, 4, 5].map((n) => (
          <Button
            key={n}
            size="compact-sm"
            flex={1}
            px={0}
            variant={n === value ? 'filled' : n < value ? 'light' : 'default'}
            aria-pressed={n === value}
            aria-label={`${label}: at least ${n}`}
            onClick={() => onChange(n)}
          >
            {n}
          </Button>
        ))}
      </Group>
    </div>
  );
}
