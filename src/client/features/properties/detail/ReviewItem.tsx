import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { LocalTime } from '../../../ui/LocalTime';
import { StarRating } from '../../../ui/StarRating';
import { PROPERTY_DEFAULTS, type ReviewView } from '../../../../shared/property-view';

interface ReviewItemProps {
  review: ReviewView;
}

/** One review: author, date, overall stars, the work and stay ratings when given, and the comment. */
export function ReviewItem({ review }: ReviewItemProps) {
  const name = review.author.name || PROPERTY_DEFAULTS.reviewAuthor;
  return (
    <Stack component="article" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={review.author.avatarUrl || PROPERTY_DEFAULTS.avatar} alt={name} size={44} radius="xl" />
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {/* Month and year, e.g. 'March 2026': how recent a stay was, not the exact day. */}
            <LocalTime iso={review.createdAt} format="MMMM YYYY" />
          </Text>
        </div>
      </Group>
      <Group gap="xs">
        <StarRating value={review.rating} size={14} color="amber.6" />
        {review.workRating > 0 && (
          <Badge variant="light" color="kazi" size="sm" tt="none">
            Work {review.workRating}/5
          </Badge>
        )}
        {review.stayRating > 0 && (
          <Badge variant="light" color="gray" size="sm" tt="none">
            Stay {review.stayRating}/5
          </Badge>
        )}
      </Group>
      {review.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Text>
      )}
    </Stack>
  );
}
