import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { formatStayDate } from '../../../../shared/host';
import {
  cancelServiceBookingInput,
  SERVICE_BOOKING_TEXTS,
  type ServiceBookingView,
} from '../../../../shared/service-bookings';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

type CancelInput = z.input<typeof cancelServiceBookingInput>;

interface Props {
  booking: ServiceBookingView;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancels a service booking from either side, stating the rule first, with an optional reason the other side
 * reads in Messages. What was charged is refunded in full (the server decides).
 */
export function CancelServiceBookingModal({ booking, opened, onClose }: Props) {
  const utils = trpc.useUtils();
  const form = useForm<CancelInput>({
    initialValues: { id: booking.id, reason: '' },
    validate: schemaResolver(cancelServiceBookingInput, { sync: true }),
    transformValues: (values) => cancelServiceBookingInput.parse(values),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const cancel = trpc.services.cancel.useMutation({
    onSuccess: () => {
      showSuccess(SERVICE_BOOKING_TEXTS.cancelled);
      close();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(SERVICE_BOOKING_TEXTS.actionFailed, error);
    },
    // The booking may have changed meanwhile (confirmed, its date come): both sides' lists read it again.
    onSettled: () =>
      Promise.all([utils.services.myBookings.invalidate(), utils.services.dashboard.invalidate()]),
  });
  const other = booking.viewerIs === 'guest' ? 'provider' : 'guest';

  return (
    <Modal opened={opened} onClose={close} title="Cancel this booking?" centered radius="md">
      <form onSubmit={form.onSubmit((values) => cancel.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {booking.serviceTitle} · {formatStayDate(booking.bookingDate)}, {booking.timeSlot}
          </Text>
          <Text size="sm">{SERVICE_BOOKING_TEXTS.cancellationRule}</Text>
          {booking.paymentStatus === 'completed' && (
            <Text size="sm">The amount charged is refunded to the guest in full.</Text>
          )}
          <Textarea
            label={`Reason for the ${other} (optional)`}
            autosize
            minRows={2}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              Keep booking
            </Button>
            <Button type="submit" color="red" loading={cancel.isPending}>
              Cancel booking
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
