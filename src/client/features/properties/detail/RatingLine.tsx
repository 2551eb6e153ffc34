import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

interface RatingLineProps {
  /** Average review rating (one decimal); null when there are no reviews. */
  rating: number | null;
  count: number;
}

/** '★ 4.7 · 12 reviews', or '★ New' for a listing nobody has reviewed yet. */
export function RatingLine({ rating, count }: RatingLineProps) {
  const reviewed = rating !== null && count > 0;
  return (
    <Group gap={6} wrap="nowrap">
      <Text component="span" c="amber.6" lh={1} display="inline-flex">
        <IconStarFilled size={16} aria-hidden />
      </Text>
      {reviewed ? (
        <Text component="span" size="sm" fw={600}>
          {rating.toFixed(1)}{' '}
          <Text component="span" size="sm" c="dimmed" fw={400}>
            · {count} {count === 1 ? 'review' : 'reviews'}
          </Text>
        </Text>
      ) : (
        <Text component="span" size="sm" fw={600}>
          New
        </Text>
      )}
    </Group>
  );
}
