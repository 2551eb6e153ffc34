import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  SERVICE_BOOKING_TEXTS,
  serviceReviewInput,
  type ServiceBookingView,
} from '../../../../shared/service-bookings';
import { trpc } from '../../../trpc';
import { RatingField } from '../../reviews/RatingField';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

const formSchema = serviceReviewInput.pick({ rating: true, comment: true });

interface Props {
  booking: ServiceBookingView;
  opened: boolean;
  onClose: () => void;
}

/** The guest's review of a completed service (once): a rating of 1 to 5 and a comment. */
export function ReviewServiceModal({ booking, opened, onClose }: Props) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { rating: 0, comment: '' },
    validate: schemaResolver(formSchema, { sync: true }),
  });
  const review = trpc.services.review.useMutation({
    onSuccess: async () => {
      showSuccess(SERVICE_BOOKING_TEXTS.reviewSaved);
      onClose();
      await Promise.all([utils.services.myBookings.invalidate(), utils.services.provider.invalidate()]);
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError('Could not save your review', error);
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Review this service" centered radius="md">
      <form
        onSubmit={form.onSubmit((values) => review.mutate({ bookingId: booking.id, ...values }))}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {booking.serviceTitle} by {booking.provider.displayName}
          </Text>
          <RatingField
            label="Your rating"
            description="From 1 (poor) to 5 (excellent)"
            value={form.values.rating}
            onChange={(value) => form.setFieldValue('rating', value)}
            error={form.errors.rating}
            disabled={review.isPending}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={3}
            maxLength={1000}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={review.isPending}>
              Not now
            </Button>
            <Button type="submit" loading={review.isPending}>
              Submit review
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
