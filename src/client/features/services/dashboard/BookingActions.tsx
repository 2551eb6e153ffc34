import { Button, Group } from '@mantine/core';
import { IconCheck, IconChecks, IconMessage, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { SERVICE_BOOKING_TEXTS, type ServiceBookingView } from '../../../../shared/service-bookings';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { showError, showSuccess } from '../../../ui/toasts';
import { CancelServiceBookingModal } from '../bookings/CancelServiceBookingModal';
import { DeclineModal } from './DeclineModal';

/** The buttons the server's `actions` allow for this booking; the server checks again on every call. */
export function BookingActions({ booking }: { booking: ServiceBookingView }) {
  const utils = trpc.useUtils();
  const [modal, setModal] = useState<'decline' | 'cancel' | null>(null);
  const handlers = (done: string) => ({
    onSuccess: () => showSuccess(done),
    onError: (error: unknown) => showError(SERVICE_BOOKING_TEXTS.actionFailed, error),
    // Also after a failure: the booking may have changed meanwhile (the guest cancelled, the date passed).
    onSettled: () => utils.services.dashboard.invalidate(),
  });
  const confirm = trpc.services.confirm.useMutation(handlers(SERVICE_BOOKING_TEXTS.confirmed));
  const complete = trpc.services.complete.useMutation(handlers(SERVICE_BOOKING_TEXTS.completed));
  const a = booking.actions;
  if (!a.confirm && !a.decline && !a.complete && !a.cancel && !a.message) return null;
  // Confirming charges the guest and takes a moment: nothing else is offered while it runs.
  const busy = confirm.isPending || complete.isPending;
  const id = booking.id;

  return (
    <>
      <Group gap="xs" mt="sm">
        {a.confirm && (
          <Button
            size="xs"
            color="green"
            loading={confirm.isPending}
            disabled={busy}
            leftSection={<IconCheck size={14} aria-hidden />}
            onClick={() => confirm.mutate({ id })}
          >
            Confirm
          </Button>
        )}
        {a.decline && (
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={busy}
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => setModal('decline')}
          >
            Decline
          </Button>
        )}
        {a.complete && (
          <Button
            size="xs"
            loading={complete.isPending}
            disabled={busy}
            leftSection={<IconChecks size={14} aria-hidden />}
            onClick={() => complete.mutate({ id })}
          >
            Mark completed
          </Button>
        )}
        {a.cancel && (
          <Button size="xs" variant="default" disabled={busy} onClick={() => setModal('cancel')}>
            Cancel
          </Button>
        )}
        {a.message && (
          <ButtonLink
            to="/messages"
            search={{ with: booking.guest.id }}
            size="xs"
            variant="subtle"
            leftSection={<IconMessage size={14} aria-hidden />}
          >
            Message guest
          </ButtonLink>
        )}
      </Group>
      {a.decline && (
        <DeclineModal booking={booking} opened={modal === 'decline'} onClose={() => setModal(null)} />
      )}
      {a.cancel && (
        <CancelServiceBookingModal
          booking={booking}
          opened={modal === 'cancel'}
          onClose={() => setModal(null)}
        />
      )}
    </>
  );
}
