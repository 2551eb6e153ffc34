import { Alert, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BookingView } from '../../../shared/booking';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { describeError, trpc } from '../../trpc';
import { ButtonLink } from '../../ui/ButtonLink';
import { usePageTitle } from '../../usePageTitle';
import { stayDatesText } from './bookingText';
import { ServicePaymentReturn } from './ServicePaymentReturn';

/** How often the page asks again while the provider has not said the payment went through. */
const POLL_MS = 2000;

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
  usePageTitle('Your payment');
  const utils = trpc.useUtils();
  const check = trpc.bookings.payment.useMutation();
  const pay = trpc.bookings.checkout.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const [state, setState] = useState<PaymentState | null>(null);
  const [failure, setFailure] = useState<string | null>(id ? null : 'Booking not found.');
  const { mutateAsync } = check;

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const answer = await mutateAsync({ id });
        if (stopped) return;
        setState(answer);
        if (answer.booking.status === 'pending' && !cancelled) timer = setTimeout(() => void ask(), POLL_MS);
      } catch (err) {
        if (!stopped) setFailure(describeError(err).message);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, cancelled, mutateAsync]);

  // Settled: the bookings list shows it as it now is.
  const settled = state !== null && state.booking.status !== 'pending';
  const mine = utils.bookings.mine;
  useEffect(() => {
    if (settled) void mine.invalidate();
  }, [settled, mine]);

  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md" aria-live="polite">
          <Title order={1} size="h2">
            Your payment
          </Title>
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {failure}
            </Alert>
          ) : (
            <PaymentOutcome state={state} cancelled={cancelled === '1'} />
          )}
          {pay.error && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {describeError(pay.error).message}
            </Alert>
          )}
          <Group gap="sm">
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
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}

function PaymentOutcome({ state, cancelled }: { state: PaymentState | null; cancelled: boolean }) {
  if (!state) {
    return (
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>{PAYMENT_TEXTS.confirming}</Text>
      </Group>
    );
  }
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
  return (
    <Group gap="sm">
      <Loader size="sm" aria-hidden />
      <Text>{PAYMENT_TEXTS.confirming}</Text>
    </Group>
  );
}
