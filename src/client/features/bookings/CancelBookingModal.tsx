import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { BookingView } from '../../../shared/booking';
import { trpc } from '../../trpc';
import { failureMessage } from './bookingError';
import { cancelPolicyText, refundText, stayDatesText } from './bookingText';

interface CancelBookingModalProps {
  booking: BookingView;
  /** What the policy refunds if cancelled now, in cents (the booking's cancelRefundCents). */
  refund: number;
  opened: boolean;
  onClose: () => void;
}

/** Confirms a cancellation, stating the refund first; the server decides the refund actually given. */
export function CancelBookingModal({ booking, refund, opened, onClose }: CancelBookingModalProps) {
  const utils = trpc.useUtils();
  const cancel = trpc.bookings.cancel.useMutation({
    onSuccess: async (cancelled) => {
      notifications.show({
        color: 'green',
        title: 'Booking cancelled',
        message: refundText(cancelled.status, cancelled.refundCents) ?? undefined,
      });
      onClose();
      await Promise.all([utils.bookings.mine.invalidate(), utils.bookings.unavailable.invalidate()]);
    },
    onError: async (error) => {
      notifications.show({
        color: 'red',
        title: 'Could not cancel the booking',
        message: failureMessage(error, 'Failed to cancel booking. Please try again.'),
      });
      // The booking may have changed meanwhile (already cancelled, the refund window closed).
      await utils.bookings.mine.invalidate();
    },
  });

  const close = () => {
    if (!cancel.isPending) onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Cancel this booking?" centered radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {booking.property?.title ?? 'Property information unavailable'} ·{' '}
          {stayDatesText(booking.checkIn, booking.checkOut)}
        </Text>
        <Text>{cancelPolicyText(refund, booking.paidWith)}</Text>
      </Stack>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={cancel.isPending}>
          Keep booking
        </Button>
        <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ id: booking.id })}>
          Cancel booking
        </Button>
      </Group>
    </Modal>
  );
}
