import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MODERATION_TEXTS,
  SUSPENSION_REASON_MAX,
  suspendListingInput,
  type AdminListingRow,
  type SuspendListingInput,
} from '../../../../shared/moderation';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

interface SuspendListingModalProps {
  listing: AdminListingRow;
  opened: boolean;
  onClose: () => void;
}

/** Suspends a listing with the reason its host will read (required). */
export function SuspendListingModal({ listing, opened, onClose }: SuspendListingModalProps) {
  const utils = trpc.useUtils();
  const form = useForm<SuspendListingInput>({
    initialValues: { propertyId: listing.id, reason: '' },
    validate: schemaResolver(suspendListingInput, { sync: true }),
    // What is sent is what the schema makes of the values (trimmed), as the server will read it.
    transformValues: (values) => suspendListingInput.parse(values),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const suspend = trpc.admin.suspendListing.useMutation({
    onSuccess: () => {
      showSuccess(MODERATION_TEXTS.suspended);
      close();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(MODERATION_TEXTS.suspendFailed, error);
    },
    onSettled: () => utils.admin.invalidate(),
  });

  return (
    <Modal opened={opened} onClose={close} title={`Suspend "${listing.title}"?`} centered>
      <form onSubmit={form.onSubmit((values) => suspend.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm">
            It leaves search at once and cannot be booked; its page says it is unavailable. Its open reports
            are closed. {listing.host.name} receives a message with your reason.
          </Text>
          <Textarea
            label="Reason for the host"
            required
            autosize
            minRows={3}
            maxLength={SUSPENSION_REASON_MAX}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={suspend.isPending}>
              Suspend
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
