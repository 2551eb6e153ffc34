import { Button, Divider, Group, Paper, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { describeError, trpc } from '../../trpc';
import { canSubmitReview } from './reviewGate';
import { RatingField } from './RatingField';

export const COMMENT_MAX = 2000;

interface ReviewFormProps {
  bookingId: string;
  /** Called once the server has the review; the page leaves for /bookings. */
  onSubmitted: () => void;
}

/** Overall, workspace and stay stars, a comment, Cancel and Submit Review (spec 000 §2, §5). */
export function ReviewForm({ bookingId, onSubmitted }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [workRating, setWorkRating] = useState(0);
  const [stayRating, setStayRating] = useState(0);
  const [comment, setComment] = useState('');
  const utils = trpc.useUtils();

  const create = trpc.reviews.create.useMutation({
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: 'Review submitted successfully',
        message: 'Thank you for sharing your experience.',
      });
      onSubmitted();
      // The booking is now reviewed, and the listing's reviews and rating have changed.
      void utils.bookings.invalidate();
      void utils.reviews.invalidate();
      void utils.properties.invalidate();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: 'Failed to submit review',
        // A refused input carries the spec's message in its first issue; anything else says what went wrong.
        message: error.data?.zodIssues?.[0]?.message ?? describeError(error).message,
      });
    },
  });

  const values = { rating, workRating, stayRating, comment };
  const busy = create.isPending || create.isSuccess;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmitReview(values) || busy) return;
    create.mutate({ bookingId, rating, workRating, stayRating, comment: comment.trim() });
  };

  return (
    <Paper
      component="form"
      onSubmit={onSubmit}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      noValidate
    >
      <Stack gap="md">
        <RatingField
          label="Overall rating"
          description="How was the stay as a whole?"
          value={rating}
          onChange={setRating}
          disabled={busy}
        />
        <Divider />
        <RatingField
          label="Workspace Rating"
          description="Desk, chair, lighting, quiet and internet."
          value={workRating}
          onChange={setWorkRating}
          disabled={busy}
        />
        <Divider />
        <RatingField
          label="Stay Rating"
          description="Bed, kitchen, cleanliness and the neighbourhood."
          value={stayRating}
          onChange={setStayRating}
          disabled={busy}
        />
        <Divider />
        <Textarea
          label="Comment"
          placeholder="What was the workspace like? How fast was the WiFi? Would you stay again?"
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={COMMENT_MAX}
          disabled={busy}
          description={
            comment.length > COMMENT_MAX - 200
              ? `${comment.length.toLocaleString('en-US')} / 2,000`
              : undefined
          }
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} to="/bookings" variant="default">
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmitReview(values) || busy}>
            {create.isPending ? 'Submitting...' : 'Submit Review'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
