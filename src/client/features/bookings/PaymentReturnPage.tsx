import { Alert, Button, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { BookingView } from '../../../shared/booking';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { trpc } from '../../trpc';
import { ButtonLink } from '../../ui/ButtonLink';
import { stayDatesText } from './bookingText';
import { ConfirmingPayment, PaymentReturnCard, usePaymentPolling } from './PaymentReturnCard';
import { ServicePaymentReturn } from './ServicePaymentReturn';

interface PaymentState {
  booking: BookingView;
  holdExpiresAt: string | null;
  holdExpired: boolean;
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * /bookings/payment: where the payment provider sends the guest back, for a stay (`booking`) or a service
 * booking (`service`, see ServicePaymentReturn).
 */
export function PaymentReturnPage() {
  const { booking, cancelled, service, paid } = useSearch({ from: '/_main/_signedIn/bookings/payment' });
  if (service) return <ServicePaymentReturn id={service} paid={paid} />;
  return <PaymentReturn id={booking} cancelled={cancelled} />;
}

/**
 * /bookings/payment?booking=<id>, the stay's page. It asks the server, which asks the provider, until the payment
 * is settled: confirmed, the hold ran out, or (back unpaid, `cancelled=1`) still held, with a way to pay now.
 * `id` undefined: the address named none.
 */
export function PaymentReturn({ id, cancelled }: { id: string | undefined; cancelled: '1' | undefined }) {
  const utils = trpc.useUtils();
  const pay = trpc.bookings.checkout.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { answer: state, failure } = usePaymentPolling(
    id,
    trpc.bookings.payment.useMutation().mutateAsync,
    (answer: PaymentState) => answer.booking.status === 'pending' && !cancelled,
  );

  // Settled: the bookings list shows it as it now is.
  const settled = state !== null && state.booking.status !== 'pending';
  const mine = utils.bookings.mine;
  useEffect(() => {
    if (settled) void mine.invalidate();
  }, [settled, mine]);

  return (
    <PaymentReturnCard
      failure={id ? failure : 'Booking not found.'}
      outcome={<PaymentOutcome state={state} cancelled={cancelled === '1'} />}
      payError={pay.error}
      actions={
        <>
          {state?.booking.status === 'pending' && cancelled && (
            <Button loading={pay.isPending} onClick={() => id && pay.mutate({ id })}>
              Pay now
            </Button>
          )}
          {state?.booking.status === 'cancelled' && state.booking.property && (
            <ButtonLink to="/property/$id" params={{ id: state.booking.property.id }}>
              Try again
            </ButtonLink>
          )}
          <ButtonLink to="/bookings" variant="default">
            View your bookings
          </ButtonLink>
        </>
      }
    />
  );
}

function PaymentOutcome({ state, cancelled }: { state: PaymentState | null; cancelled: boolean }) {
  if (!state) return <ConfirmingPayment />;
  const { booking } = state;
  const what = `${booking.property?.title ?? 'Your stay'}: ${stayDatesText(booking.checkIn, booking.checkOut, booking.property?.workOnly)}`;
  if (booking.status === 'confirmed') {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={PAYMENT_TEXTS.confirmed}>
        {what}
      </Alert>
    );
  }
  if (booking.status === 'cancelled') {
    return (
      <Alert
        color="orange"
        icon={<IconClockHour4 aria-hidden />}
        title={state.holdExpired ? PAYMENT_TEXTS.holdExpired : PAYMENT_TEXTS.cancelledUnpaid}
      >
        {what}
      </Alert>
    );
  }
  if (cancelled) {
    const until = state.holdExpiresAt ? TIME.format(new Date(state.holdExpiresAt)) : null;
    return (
      <Alert color="blue" icon={<IconClockHour4 aria-hidden />} title={PAYMENT_TEXTS.notPaid}>
        {what}
        {until && (
          <Text size="sm" mt={4}>
            {PAYMENT_TEXTS.heldUntil(until)}
          </Text>
        )}
      </Alert>
    );
  }
  return <ConfirmingPayment />;
}
