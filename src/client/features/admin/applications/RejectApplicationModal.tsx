import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { rejectApplicationInput, type ProviderApplicationView } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

type RejectApplicationInput = z.input<typeof rejectApplicationInput>;

interface RejectApplicationModalProps {
  application: ProviderApplicationView;
  opened: boolean;
  onClose: () => void;
}

/** Rejects a provider application with the reason the applicant will read (required). */
export function RejectApplicationModal({ application, opened, onClose }: RejectApplicationModalProps) {
  const utils = trpc.useUtils();
  const form = useForm<RejectApplicationInput>({
    initialValues: { applicationId: application.id, reason: '' },
    validate: schemaResolver(rejectApplicationInput, { sync: true }),
    // What is sent is what the schema makes of the values (trimmed), as the server will read it.
    transformValues: (values) => rejectApplicationInput.parse(values),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const reject = trpc.admin.rejectApplication.useMutation({
    onSuccess: () => {
      showSuccess('Application rejected');
      close();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError('Failed to review the application', error);
    },
    onSettled: () => utils.admin.invalidate(),
  });

  return (
    <Modal opened={opened} onClose={close} title={`Reject "${application.displayName}"?`} centered>
      <form onSubmit={form.onSubmit((values) => reject.mutate(values))} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {application.accountName} will not be able to offer services and will see your reason.
          </Text>
          <Textarea
            label="Reason for the applicant"
            required
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Reject
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
