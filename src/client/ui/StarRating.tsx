import { Rating, type MantineColor } from '@mantine/core';

interface StarRatingProps {
  value: number;
  size: number;
  color: MantineColor;
}

/** A read-only 1-5 star rating, announced as one image ("Rated 4 out of 5"). */
export function StarRating({ value, size, color }: StarRatingProps) {
  return (
    <Rating
      value={value}
      readOnly
      size={size}
      color={color}
      role="img"
      aria-label={`Rated ${value} out of 5`}
    />
  );
}
