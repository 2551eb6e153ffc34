import { Group, Text } from '@mantine/core';
import { StarIcon } from '../../../ui/icons';

interface StarsProps {
  rating: number;
  max?: number;
}

/** Read-only stars with a text equivalent for screen readers. */
export function Stars({ rating, max = 5 }: StarsProps) {
  const filled = Math.round(rating);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <Text key={index} component="span" display="inline-flex" c={index < filled ? 'amber.6' : 'gray.3'}>
          <StarIcon size={14} />
        </Text>
      ))}
    </Group>
  );
}
