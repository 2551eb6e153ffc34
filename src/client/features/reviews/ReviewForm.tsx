import { Button, Divider, Group, Paper, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { REVIEW_COMMENT_MAX, reviewFormSchema } from '../../../shared/booking';
import { describeError, trpc } from '../../trpc';
import { applyServerErrors, serverIssues } from '../../ui/form';
import { RatingField } from './RatingField';
import { ButtonLink } from '../../ui/ButtonLink';
import { formatInteger } from '../../../shared/number-format';

interface ReviewFormProps {
  bookingId: string;
  /** Called once the server has the review; the page leaves for /bookings. */
  onSubmitted: () => void;
}

/** Overall, workspace and stay stars, a comment, Cancel and Submit Review. */
export function ReviewForm({ bookingId, onSubmitted }: ReviewFormProps) {
  const form = useForm({
    initialValues: { rating: 0, workRating: 0, stayRating: 0, comment: '' },
    validate: schemaResolver(reviewFormSchema, { sync: true }),
    // Sent as the procedure will read it (the comment trimmed).
    transformValues: (values) => reviewFormSchema.parse(values),
  });
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
      if (applyServerErrors(form, error)) return;
      notifications.show({
        color: 'red',
        title: 'Failed to submit review',
        // A refused input carries its rule's message in its first issue; anything else says what went wrong.
        message: serverIssues(error)[0]?.message ?? describeError(error).message,
      });
    },
  });

  const busy = create.isPending || create.isSuccess;
  // Submit waits for what the server requires: all three ratings and a comment that is not blank.
  const complete = form.isValid();
  const onSubmit = form.onSubmit((values) => {
    if (busy) return;
    create.mutate({ bookingId, ...values });
  });
  const { comment } = form.values;
  const ratingProps = (field: 'rating' | 'workRating' | 'stayRating') => ({
    value: form.values[field],
    onChange: (value: number) => form.setFieldValue(field, value),
    error: form.errors[field],
    disabled: busy,
  });

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
          {...ratingProps('rating')}
        />
        <Divider />
        <RatingField
          label="Workspace Rating"
          description="Desk, chair, lighting, quiet and internet."
          {...ratingProps('workRating')}
        />
        <Divider />
        <RatingField
          label="Stay Rating"
          description="Bed, kitchen, cleanliness and the neighbourhood."
          {...ratingProps('stayRating')}
        />
        <Divider />
        <Textarea
          label="Comment"
          placeholder="What was the workspace like? How fast was the WiFi? Would you stay again?"
          {...form.getInputProps('comment')}
          autosize
          minRows={5}
          maxRows={12}
          maxLength={REVIEW_COMMENT_MAX}
          disabled={busy}
          description={
            comment.length > REVIEW_COMMENT_MAX - 200
              ? `${formatInteger(comment.length)} / ${formatInteger(REVIEW_COMMENT_MAX)}`
              : undefined
          }
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <ButtonLink to="/bookings" variant="default">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={!complete || busy}>
            {create.isPending ? 'Submitting...' : 'Submit Review'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
