import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import {
  declineServiceBookingInput,
  SERVICE_BOOKING_TEXTS,
  type ServiceBookingView,
} from '../../../../shared/service-bookings';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

type DeclineInput = z.input<typeof declineServiceBookingInput>;

interface DeclineModalProps {
  booking: ServiceBookingView;
  opened: boolean;
  onClose: () => void;
}

/** Declines a request with a message the guest reads (required: a bare 'no' helps nobody plan). */
export function DeclineModal({ booking, opened, onClose }: DeclineModalProps) {
  const utils = trpc.useUtils();
  const form = useForm<DeclineInput>({
    initialValues: { id: booking.id, message: '' },
    validate: schemaResolver(declineServiceBookingInput, { sync: true }),
    // Sent as the server will read it (trimmed).
    transformValues: (values) => declineServiceBookingInput.parse(values),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const decline = trpc.services.decline.useMutation({
    onSuccess: () => {
      showSuccess(SERVICE_BOOKING_TEXTS.declined);
      close();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(SERVICE_BOOKING_TEXTS.actionFailed, error);
    },
    onSettled: () => utils.services.dashboard.invalidate(),
  });

  return (
    <Modal opened={opened} onClose={close} title="Decline this request?" centered>
      <form onSubmit={form.onSubmit((values) => decline.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {booking.guest.name} asked for {booking.serviceTitle}. They are not charged; tell them why you
            cannot take it, or suggest another time.
          </Text>
          <Textarea
            label="Message to the guest"
            required
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Back
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              Decline
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
