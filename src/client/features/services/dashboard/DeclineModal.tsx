import {
  declineServiceBookingInput,
  SERVICE_BOOKING_TEXTS,
  type ServiceBookingView,
} from '../../../../shared/service-bookings';
import { trpc } from '../../../trpc';
import { ReasonModal } from '../../../ui/ReasonModal';

interface DeclineModalProps {
  booking: ServiceBookingView;
  opened: boolean;
  onClose: () => void;
}

/** Declines a request with a message the guest reads (required: a bare 'no' helps nobody plan). */
export function DeclineModal({ booking, opened, onClose }: DeclineModalProps) {
  const utils = trpc.useUtils();
  const decline = trpc.services.decline.useMutation();
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title="Decline this request?"
      intro={`${booking.guest.name} asked for ${booking.serviceTitle}. They are not charged; tell them why you cannot take it, or suggest another time.`}
      schema={declineServiceBookingInput}
      initialValues={{ id: booking.id, message: '' }}
      field="message"
      label="Message to the guest"
      required
      maxLength={1000}
      confirm="Decline"
      cancel="Back"
      send={decline.mutateAsync}
      pending={decline.isPending}
      succeeded={SERVICE_BOOKING_TEXTS.declined}
      failed={SERVICE_BOOKING_TEXTS.actionFailed}
      onSettled={() => utils.services.dashboard.invalidate()}
    />
  );
}
