import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { BookingView } from '../../../shared/booking';
import { formatStayDate, platformToday } from '../../../shared/dates';
import { DISPUTE_TEXTS, type DisputeView } from '../../../shared/disputes';
import { formatPrice } from '../../../shared/money';
import { PROPERTY_DEFAULTS } from '../../../shared/property-view';
import { guestsText } from '../../../shared/search';
import classes from './BookingItem.module.css';
import { refundText, statusBadgeLook, stayDatesText } from './bookingText';
import { refundLineText } from '../../../shared/payments';
import { CancelBookingModal } from './CancelBookingModal';
import { DisputeStatus } from './DisputeStatus';
import { ReportProblemModal } from './ReportProblemModal';
import { DemoPaymentNote } from '../site/DemoPaymentNote';
import { IconCalendar, IconMapPin, IconUsers } from '@tabler/icons-react';
import { ButtonLink } from '../../ui/ButtonLink';

// Only a stay going on has them: loaded then.
const StayTools = lazy(() => import('../stays/StayTools').then((m) => ({ default: m.StayTools })));

interface BookingItemProps {
  booking: BookingView;
  /** The problem reported on this stay, if any. */
  dispute?: DisputeView | undefined;
}

/** One booking in the history: the place, dates, price, status and what can be done next. */
export function BookingItem({ booking, dispute }: BookingItemProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [problemOpen, setProblemOpen] = useState(false);
  // A stay that has begun, confirmed and paid, can have a problem reported (once).
  const canReport =
    !dispute &&
    booking.status === 'confirmed' &&
    booking.paymentStatus !== 'pending' &&
    booking.checkIn <= platformToday();
  const { property } = booking;
  const badge = statusBadgeLook(booking.status);
  const refund = refundText(booking.status, booking.refundCents);
  const title = property?.title ?? 'Property information unavailable';

  return (
    <Card component="article" withBorder radius="lg" padding={0} shadow="xs" className={classes.card}>
      <div className={classes.media}>
        <img
          src={property?.image ?? PROPERTY_DEFAULTS.image}
          alt=""
          loading="lazy"
          decoding="async"
          className={classes.image}
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(PROPERTY_DEFAULTS.image)) {
              event.currentTarget.src = PROPERTY_DEFAULTS.image;
            }
          }}
        />
      </div>
      <Stack gap="sm" className={classes.body}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h4" lh={1.3} lineClamp={2}>
              {title}
            </Title>
            <Group gap={4} wrap="nowrap" c="dimmed" mt={4}>
              <IconMapPin size={14} style={{ flexShrink: 0 }} aria-hidden />
              <Text size="sm" truncate="end">
                {property?.location ?? 'Unknown location'}
              </Text>
            </Group>
          </div>
          <Badge color={badge.color} variant={badge.variant} tt="none" size="lg" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>

        <Group gap="md" style={{ rowGap: 6 }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">
              {stayDatesText(booking.checkIn, booking.checkOut, booking.property?.workOnly)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{guestsText(booking.guests)}</Text>
          </Group>
          <Text size="sm" fw={700}>
            Total {formatPrice(booking.totalCents)}
          </Text>
        </Group>
        {refund && (
          <Text size="sm" c={refund === 'No refund' ? 'dimmed' : 'green.8'} fw={500}>
            {refund}
          </Text>
        )}
        {booking.refunds.map((r, n) => (
          <Text key={n} size="sm" c={r.state === 'failed' ? 'red.8' : 'dimmed'} data-testid="refund-line">
            {refundLineText(r, (iso) => formatStayDate(platformToday(new Date(iso))))}
          </Text>
        ))}
        {booking.paymentStatus !== 'pending' && <DemoPaymentNote />}

        {dispute && <DisputeStatus dispute={dispute} />}

        {booking.inStay && property && (
          <Suspense fallback={null}>
            <StayTools bookingId={booking.id} checkIn={booking.checkIn} timeZone={property.timeZone} />
          </Suspense>
        )}

        <Group gap="xs" mt={4}>
          {property && (
            <ButtonLink size="sm" variant="default" to="/property/$id" params={{ id: property.id }}>
              View Property
            </ButtonLink>
          )}
          <ButtonLink size="sm" variant="default" to="/messages" search={{ booking: booking.id }}>
            Message Host
          </ButtonLink>
          {booking.canReview && (
            <ButtonLink size="sm" to="/review/$bookingId" params={{ bookingId: booking.id }}>
              Write a Review
            </ButtonLink>
          )}
          {booking.cancelRefundCents !== null && (
            <Button size="sm" variant="outline" color="red" onClick={() => setCancelOpen(true)}>
              Cancel
            </Button>
          )}
          {canReport && (
            <Button size="sm" variant="subtle" color="red" onClick={() => setProblemOpen(true)}>
              {DISPUTE_TEXTS.reportProblem}
            </Button>
          )}
        </Group>
      </Stack>
      {canReport && (
        <ReportProblemModal
          bookingId={booking.id}
          opened={problemOpen}
          onClose={() => setProblemOpen(false)}
        />
      )}
      {booking.cancelRefundCents !== null && (
        <CancelBookingModal
          booking={booking}
          refund={booking.cancelRefundCents}
          opened={cancelOpen}
          onClose={() => setCancelOpen(false)}
        />
      )}
    </Card>
  );
}
