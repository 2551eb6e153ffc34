import { Button, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { platformToday } from '../../../../shared/dates';
import { formatStayDate } from '../../../../shared/host';
import { PAYMENT_TEXTS, payByText, refundLineText } from '../../../../shared/payments';
import { formatServicePrice } from '../../../../shared/service-catalog';
import type { ServiceBookingView } from '../../../../shared/service-bookings';
import { SERVICE_CATEGORY_NAMES } from '../../../../shared/services';
import { describeError, trpc } from '../../../trpc';
import { AnchorLink } from '../../../ui/AnchorLink';
import { ButtonLink } from '../../../ui/ButtonLink';
import { CancelServiceBookingModal } from './CancelServiceBookingModal';
import { ReviewServiceModal } from './ReviewServiceModal';
import { ServiceStatusBadge } from './ServiceStatusBadge';
import { DemoPaymentNote } from '../../site/DemoPaymentNote';
import { useServicePayPrice } from './useServicePayPrice';

/** What happened to the money, in the guest's words. */
function paymentText(b: ServiceBookingView): string {
  const price = formatServicePrice(b.amountCents, b.currency);
  if (b.refundedCents > 0) return `${price} · refunded ${formatServicePrice(b.refundedCents, b.currency)}`;
  if (b.paymentStatus === 'completed') return `${price} · paid`;
  return b.status === 'pending' ? `${price} · charged when confirmed` : price;
}

/** One service booking on /bookings: the service, when, the price, where it stands and what can be done. */
export function ServiceBookingItem({ booking }: { booking: ServiceBookingView }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  // The provider's hosted page takes the payment: the browser goes there.
  const payPrice = useServicePayPrice(booking);
  const pay = trpc.services.checkout.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
  });
  return (
    <Card component="article" withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" lineClamp={2}>
              {booking.serviceTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {SERVICE_CATEGORY_NAMES[booking.categoryId]} by{' '}
              <AnchorLink to="/services/provider/$providerId" params={{ providerId: booking.provider.id }}>
                {booking.provider.displayName}
              </AnchorLink>
            </Text>
          </div>
          <ServiceStatusBadge status={booking.status} />
        </Group>
        <Group gap="md" style={{ rowGap: 6 }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{formatStayDate(booking.bookingDate)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{booking.timeSlot}</Text>
          </Group>
          <Text size="sm" fw={600}>
            {paymentText(booking)}
          </Text>
        </Group>
        {booking.refunds.map((r, n) => (
          <Text key={n} size="sm" c={r.state === 'failed' ? 'red.8' : 'dimmed'} data-testid="refund-line">
            {refundLineText(r, (iso) => formatStayDate(platformToday(new Date(iso))))}
          </Text>
        ))}
        {(booking.paymentStatus !== 'pending' || booking.status === 'pending') && <DemoPaymentNote />}
        {booking.actions.pay && booking.payBy && (
          <Text size="sm" fw={500}>
            {PAYMENT_TEXTS.servicePayBy(payPrice, payByText(booking.payBy))}
          </Text>
        )}
        {pay.error && (
          <Text size="sm" c="red" role="alert">
            {describeError(pay.error).message}
          </Text>
        )}
        {booking.specialRequests && (
          <Text size="sm" c="dimmed">
            Your requests: {booking.specialRequests}
          </Text>
        )}
        {booking.note && (
          <Text size="sm">
            {booking.status === 'declined' ? 'The provider said: ' : 'Reason given: '}
            {booking.note}
          </Text>
        )}
        {booking.review && (
          <Group gap="xs">
            <Text size="sm">Your review:</Text>
            <Rating
              value={booking.review.rating}
              readOnly
              size="sm"
              aria-label={`${booking.review.rating} stars`}
            />
          </Group>
        )}
        <Group gap="sm">
          {booking.actions.pay && (
            <Button size="sm" loading={pay.isPending} onClick={() => pay.mutate({ id: booking.id })}>
              Pay now
            </Button>
          )}
          {booking.actions.review && (
            <Button size="sm" onClick={() => setReviewOpen(true)}>
              Leave a review
            </Button>
          )}
          {booking.actions.message && (
            <ButtonLink size="sm" variant="default" to="/messages" search={{ with: booking.provider.id }}>
              Message provider
            </ButtonLink>
          )}
          {booking.actions.cancel && (
            <Button size="sm" variant="subtle" color="red" onClick={() => setCancelOpen(true)}>
              {booking.status === 'pending' ? 'Withdraw request' : 'Cancel booking'}
            </Button>
          )}
        </Group>
      </Stack>
      <CancelServiceBookingModal booking={booking} opened={cancelOpen} onClose={() => setCancelOpen(false)} />
      {booking.actions.review && (
        <ReviewServiceModal booking={booking} opened={reviewOpen} onClose={() => setReviewOpen(false)} />
      )}
    </Card>
  );
}
