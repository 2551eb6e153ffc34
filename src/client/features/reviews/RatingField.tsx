import { Group, Rating, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { ratingWord } from './reviewGate';

interface RatingFieldProps {
  label: string;
  description: string;
  value: number;
  onChange: (value: number) => void;
  /** A refusal from the server for this question (the form itself waits until all three are rated). */
  error?: ReactNode;
  disabled?: boolean;
}

/** One 1-5 star question; the stars form a labelled radio group, so keyboards and screen readers can rate. */
export function RatingField({ label, description, value, onChange, error, disabled }: RatingFieldProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <Stack gap={0} style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Text fw={600} id={labelId}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" id={descriptionId}>
          {description}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <Group gap="sm" wrap="nowrap">
        <Rating
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          value={value}
          onChange={onChange}
          readOnly={disabled}
          size="lg"
          color="amber.5"
          getSymbolLabel={(v) => `${v} ${v === 1 ? 'star' : 'stars'}`}
        />
        <Text size="sm" c="dimmed" w={72} aria-live="polite">
          {ratingWord(value)}
        </Text>
      </Group>
    </Group>
  );
}
