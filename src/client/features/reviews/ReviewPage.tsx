import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { BOOKING_MESSAGES } from '../../../shared/booking';
import { describeError, trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { BookingSummary } from './BookingSummary';
import { ReviewForm } from './ReviewForm';
import { isMissingBooking, LOAD_FAILED_TITLE, reviewBlocker } from './reviewGate';

interface ReviewPageProps {
  bookingId: string;
}

/**
 * /review/$bookingId, 'Write a Review'. Only the signed-in user's finished, confirmed,
 * unreviewed stay gets the form; anything else says why in a toast and goes back to /bookings.
 */
export function ReviewPage({ bookingId }: ReviewPageProps) {
  usePageTitle('Write a Review');
  const navigate = useNavigate();
  // Set once the page has decided to leave, so a refetch (or strict mode's second effect) cannot toast again.
  const leaving = useRef(false);
  const query = trpc.bookings.byId.useQuery(
    { id: bookingId },
    {
      retry: (failures, error) => !isMissingBooking(error.data?.code) && failures < 1,
      refetchOnWindowFocus: false,
    },
  );
  const booking = query.data;

  const leave = useCallback(
    (toast: NotificationData | null) => {
      if (leaving.current) return;
      leaving.current = true;
      if (toast) notifications.show(toast);
      void navigate({ to: '/bookings', replace: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (query.error) {
      leave(
        isMissingBooking(query.error.data?.code)
          ? { id: 'review-gate', color: 'red', message: BOOKING_MESSAGES.notFound }
          : {
              id: 'review-gate',
              color: 'red',
              title: LOAD_FAILED_TITLE,
              message: describeError(query.error).message,
            },
      );
      return;
    }
    const blocker = booking ? reviewBlocker(booking) : null;
    if (blocker) leave({ id: 'review-gate', color: 'yellow', message: blocker });
  }, [booking, query.error, leave]);

  const ready = booking !== undefined && reviewBlocker(booking) === null && !query.error;

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Write a Review
          </Title>
          <Text c="dimmed" mt={4}>
            Tell other remote workers how the workspace and the stay worked for you.
          </Text>
        </div>
        {ready ? (
          <>
            <BookingSummary booking={booking} />
            <ReviewForm bookingId={booking.id} onSubmitted={() => leave(null)} />
          </>
        ) : (
          <ReviewSkeleton />
        )}
      </Stack>
    </Container>
  );
}

function ReviewSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading booking details">
      <Paper withBorder radius="lg" p="md">
        <Skeleton h={120} />
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={44} />
          <Skeleton h={120} />
        </Stack>
      </Paper>
    </Stack>
  );
}
