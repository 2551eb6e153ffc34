import { Alert, Button, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useEffect } from 'react';
import { formatStayDate } from '../../../shared/dates';
import { PAYMENT_TEXTS, payByText } from '../../../shared/payments';
import { SERVICE_BOOKING_TEXTS, type ServiceBookingView } from '../../../shared/service-bookings';
import { trpc } from '../../trpc';
import { ButtonLink } from '../../ui/ButtonLink';
import { useServicePayPrice } from '../services/bookings/useServicePayPrice';
import { ConfirmingPayment, PaymentReturnCard, usePaymentPolling } from './PaymentReturnCard';

/** Back from paying, the provider's word may not have come yet: a confirmed booking still unpaid is waited on. */
const awaitingWord = (b: ServiceBookingView, paid: boolean) =>
  paid && b.status === 'confirmed' && b.paymentStatus === 'pending';

/** Waiting for my payment, which I can make now. */
const payable = (b: ServiceBookingView): b is ServiceBookingView & { payBy: string } =>
  b.actions.pay && b.payBy !== null;

/**
 * /bookings/payment?service=<id>[&paid=1]: a service booking's payment, reached from the message or e-mail
 * asking for it (to pay now) or from the provider's page (`paid=1`: back from paying, so it asks the server,
 * which asks the provider, until the payment is settled or the booking lapses).
 */
export function ServicePaymentReturn({ id, paid }: { id: string; paid: '1' | undefined }) {
  const utils = trpc.useUtils();
  const pay = trpc.services.checkout.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const { answer: booking, failure } = usePaymentPolling(
    id,
    trpc.services.payment.useMutation().mutateAsync,
    (answer: ServiceBookingView) => awaitingWord(answer, paid === '1'),
  );

  const waiting = booking === null || awaitingWord(booking, paid === '1');
  // Settled: the bookings list shows it as it now is.
  const myBookings = utils.services.myBookings;
  useEffect(() => {
    if (!waiting) void myBookings.invalidate();
  }, [waiting, myBookings]);

  return (
    <PaymentReturnCard
      failure={failure}
      outcome={waiting ? <ConfirmingPayment /> : <ServicePaymentOutcome booking={booking} />}
      payError={pay.error}
      actions={
        <>
          {!failure && !waiting && payable(booking) && (
            <Button loading={pay.isPending} onClick={() => pay.mutate({ id })}>
              Pay now
            </Button>
          )}
          <ButtonLink to="/bookings" search={{ tab: 'services' }} variant="default">
            View your bookings
          </ButtonLink>
        </>
      }
    />
  );
}

function ServicePaymentOutcome({ booking }: { booking: ServiceBookingView }) {
  const payPrice = useServicePayPrice(booking);
  const what = `${booking.serviceTitle}: ${formatStayDate(booking.bookingDate)}, ${booking.timeSlot}`;
  if (booking.paymentStatus === 'completed') {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={PAYMENT_TEXTS.serviceConfirmed}>
        {what}
      </Alert>
    );
  }
  if (booking.status === 'cancelled' && booking.note === SERVICE_BOOKING_TEXTS.lapsed) {
    return (
      <Alert color="orange" icon={<IconClockHour4 aria-hidden />} title={booking.note}>
        {what}
      </Alert>
    );
  }
  if (payable(booking)) {
    return (
      <Alert color="blue" icon={<IconClockHour4 aria-hidden />} title={what}>
        {PAYMENT_TEXTS.servicePayBy(payPrice, payByText(booking.payBy))}
      </Alert>
    );
  }
  return <Text>{PAYMENT_TEXTS.serviceNotWaiting}</Text>;
}
