import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import type { ServiceReviewView } from '../../../../shared/service-catalog';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { StarRating } from '../../../ui/StarRating';
import { formatAdminDate } from '../../../../shared/admin';

/** What customers said, newest first: who, how many stars, for which service, when, and their words. */
export function ProviderReviews({ reviews }: { reviews: ServiceReviewView[] }) {
  if (reviews.length === 0) {
    return <Text c="dimmed">{SERVICE_TEXTS.noReviews}</Text>;
  }
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </Stack>
  );
}

function ReviewCard({ review }: { review: ServiceReviewView }) {
  return (
    <Card component="article" withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar name={review.reviewerName} color="initials" radius="xl" size={40} alt="" />
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {review.reviewerName}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {review.serviceTitle}
              </Text>
            </div>
          </Group>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatAdminDate(review.createdAt)}
          </Text>
        </Group>
        <StarRating value={review.rating} size={14} color="amber.6" />
        {review.comment && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
