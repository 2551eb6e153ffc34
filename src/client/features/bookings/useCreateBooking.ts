import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { newIdempotencyKey } from '../../idempotencyKey';
import { describeError, trpc } from '../../trpc';
import { BOOKING_FAILED_FALLBACK, errorCode, failureMessage } from './bookingError';
import { stayDatesText } from './bookingText';
import { DEMO_PAYMENT, PAYMENT_TEXTS } from '../../../shared/payments';
import { usePaymentsProvider } from '../site/DemoPaymentNote';

export interface BookingRequest {
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The total shown on the card (cents): the server refuses the booking if its own quote differs. */
  expectedTotalCents: number;
}

interface Callbacks {
  /** The session ended: the visitor must sign in again. */
  onUnauthorized: () => void;
}

/**
 * bookings.create with an idempotency key per attempt: the same dates and guests sent again after a failure
 * that got no answer (connection lost) reuse the key, so a booking the server did make is returned rather than
 * made twice. Any answer from the server ends the attempt. Success: green toast, then /bookings.
 */
export function useCreateBooking(propertyId: string, { onUnauthorized }: Callbacks) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const demo = usePaymentsProvider() === 'demo';

  const mutation = trpc.bookings.create.useMutation({
    onSuccess: async (booking) => {
      attempt.current = null;
      // Paid through a provider: the browser goes to its hosted page, which sends it back to /bookings/payment.
      if (booking.checkoutUrl) {
        notifications.show({ color: 'blue', title: 'Booking held', message: PAYMENT_TEXTS.redirecting });
        window.location.assign(booking.checkoutUrl);
        return;
      }
      const confirmed = booking.status === 'confirmed';
      notifications.show({
        color: confirmed ? 'green' : 'yellow',
        title: confirmed ? 'Booking confirmed' : 'Booking received',
        message:
          `${booking.property?.title ?? 'Your stay'}: ${stayDatesText(booking.checkIn, booking.checkOut)}` +
          (demo ? ` · ${DEMO_PAYMENT}` : ''),
      });
      await Promise.all([
        utils.bookings.mine.invalidate(),
        utils.bookings.unavailable.invalidate({ propertyId }),
      ]);
      await navigate({ to: '/bookings' });
    },
    onError: async (error) => {
      if (!describeError(error).isConnectionError) attempt.current = null;
      const code = errorCode(error);
      notifications.show({
        color: 'red',
        title: 'Booking failed',
        message: failureMessage(error, BOOKING_FAILED_FALLBACK),
      });
      if (code === 'UNAUTHORIZED') {
        await utils.auth.me.invalidate();
        onUnauthorized();
      }
      // Someone else took these nights, or the fees changed: show the calendar and the price as they are now.
      if (code === 'CONFLICT') {
        await Promise.all([
          utils.bookings.unavailable.invalidate({ propertyId }),
          utils.site.settings.invalidate(),
        ]);
      }
    },
  });

  const book = (request: BookingRequest) => {
    const signature = `${request.checkIn}|${request.checkOut}|${request.guests}`;
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: newIdempotencyKey() };
    }
    mutation.mutate({ propertyId, ...request, idempotencyKey: attempt.current.key });
  };

  return { book, isPending: mutation.isPending };
}
