import { Button, Group, Modal, Text } from '@mantine/core';
import type { HostPropertyRow } from '../../../../shared/host';
import { HOST_TEXTS } from '../../../../shared/host';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';

interface DeletePropertyModalProps {
  /** The listing asked about; kept while the dialog closes so its text does not vanish mid-animation. */
  row: HostPropertyRow | null;
  opened: boolean;
  onClose: () => void;
}

/** Asks before deleting a listing; the server refuses one with an upcoming or current booking. */
export function DeletePropertyModal({ row, opened, onClose }: DeletePropertyModalProps) {
  const utils = trpc.useUtils();
  const archive = trpc.host.properties.archive.useMutation({
    onSuccess: async () => {
      showSuccess('Property deleted', HOST_TEXTS.deleted);
      onClose();
      await utils.host.properties.list.invalidate();
    },
    onError: (error) => {
      showError('Error deleting property', error);
      onClose();
    },
  });

  const close = () => {
    if (!archive.isPending) onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete this property?" centered radius="md">
      <Text>
        <Text span fw={600}>
          {row?.title}
        </Text>{' '}
        will be removed from the marketplace and from your list. Past bookings and reviews keep showing it.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={archive.isPending}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={archive.isPending}
          onClick={() => {
            if (row) archive.mutate({ id: row.id });
          }}
        >
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
