import { Button, Divider, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Fragment, useEffect, useState } from 'react';
import { REVIEWS_COLLAPSED, type ReviewView } from '../../../../shared/property-view';
import { trpc } from '../../../trpc';
import { RatingLine } from './RatingLine';
import { ReviewItem } from './ReviewItem';
import { LoadFailed } from '../../../ui/LoadFailed';

interface ReviewsSectionProps {
  propertyId: string;
  rating: number | null;
  ratingCount: number;
}

const NO_REVIEWS: ReviewView[] = [];

function ReviewSkeleton() {
  return (
    <Stack gap="xs" aria-hidden="true">
      <Group gap="sm" wrap="nowrap">
        <Skeleton circle height={44} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="40%" />
          <Skeleton height={10} width="25%" />
        </Stack>
      </Group>
      <Skeleton height={10} width="30%" />
      <Skeleton height={10} />
      <Skeleton height={10} width="85%" />
    </Stack>
  );
}

/**
 * Reviews, newest first: three, then all with 'Show all N reviews' / 'Show less'. A failed load
 * is only logged and the list shows as empty: reviews are extra, the page is still worth reading.
 */
export function ReviewsSection({ propertyId, rating, ratingCount }: ReviewsSectionProps) {
  const query = trpc.reviews.forProperty.useQuery({ propertyId }, { retry: 1 });
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    if (query.error) console.error('Failed to load reviews', query.error);
  }, [query.error]);

  const reviews = query.data ?? NO_REVIEWS;
  const shown = expanded ? reviews : reviews.slice(0, REVIEWS_COLLAPSED);

  return (
    <Stack component="section" gap="md" aria-labelledby="reviews-heading">
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} size="h3" id="reviews-heading">
          Reviews
        </Title>
        <RatingLine rating={rating} count={ratingCount} />
      </Group>

      {query.isPending ? (
        <Stack gap="lg" role="status" aria-label="Loading reviews">
          {Array.from({ length: REVIEWS_COLLAPSED }, (_, index) => (
            <ReviewSkeleton key={index} />
          ))}
        </Stack>
      ) : query.isError && reviews.length === 0 ? (
        <LoadFailed title="Failed to load reviews" query={query} />
      ) : reviews.length === 0 ? (
        <Text c="dimmed">No reviews yet.</Text>
      ) : (
        <Stack gap="md">
          {shown.map((review, index) => (
            <Fragment key={review.id}>
              {index > 0 && <Divider />}
              <ReviewItem review={review} />
            </Fragment>
          ))}
          {reviews.length > REVIEWS_COLLAPSED && (
            <Button
              variant="outline"
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              style={{ alignSelf: 'flex-start' }}
            >
              {expanded ? 'Show less' : `Show all ${reviews.length} reviews`}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
