import { Stack, Text } from '@mantine/core';
import { formatStayDate } from '../../../../shared/host';
import {
  cancelServiceBookingInput,
  SERVICE_BOOKING_TEXTS,
  type ServiceBookingView,
} from '../../../../shared/service-bookings';
import { trpc } from '../../../trpc';
import { ReasonModal } from '../../../ui/ReasonModal';
import { DemoPaymentNote } from '../../site/DemoPaymentNote';
import { serviceRefundText } from './serviceRefundText';

interface Props {
  booking: ServiceBookingView;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancels a service booking from either side, stating the rule first, with an optional reason the other side
 * reads in Messages. What was charged is refunded in full (the server decides), through the payment provider
 * when it took the payment.
 */
export function CancelServiceBookingModal({ booking, opened, onClose }: Props) {
  const utils = trpc.useUtils();
  const cancel = trpc.services.cancel.useMutation();
  const other = booking.viewerIs === 'guest' ? 'provider' : 'guest';
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title="Cancel this booking?"
      intro={
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {booking.serviceTitle} · {formatStayDate(booking.bookingDate)}, {booking.timeSlot}
          </Text>
          <Text size="sm">{SERVICE_BOOKING_TEXTS.cancellationRule}</Text>
          {booking.paymentStatus === 'completed' &&
            (booking.paidWith ? (
              <Text size="sm">{serviceRefundText(booking, booking.paidWith)}</Text>
            ) : (
              <>
                <Text size="sm">The amount charged is refunded to the guest in full.</Text>
                <DemoPaymentNote />
              </>
            ))}
        </Stack>
      }
      schema={cancelServiceBookingInput}
      initialValues={{ id: booking.id, reason: '' }}
      field="reason"
      label={`Reason for the ${other} (optional)`}
      maxLength={1000}
      confirm="Cancel booking"
      cancel="Keep booking"
      send={cancel.mutateAsync}
      pending={cancel.isPending}
      succeeded={SERVICE_BOOKING_TEXTS.cancelled}
      failed={SERVICE_BOOKING_TEXTS.actionFailed}
      // The booking may have changed meanwhile (confirmed, its date come): both sides' lists read it again.
      onSettled={() =>
        Promise.all([utils.services.myBookings.invalidate(), utils.services.dashboard.invalidate()])
      }
    />
  );
}
