import { Group } from '@mantine/core';
import { StarIcon } from '../../../ui/icons';

const MAX_RATING = 5;

/** A 1-5 rating as stars, read out as 'Rated 4 out of 5'. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const full = Math.round(rating);
  return (
    <Group gap={2} role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`} wrap="nowrap">
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <StarIcon
          key={i}
          size={size}
          filled={i < full}
          color={i < full ? 'var(--mantine-color-amber-5)' : 'var(--mantine-color-gray-4)'}
        />
      ))}
    </Group>
  );
}
