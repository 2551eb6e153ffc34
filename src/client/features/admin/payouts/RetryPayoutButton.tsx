import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYOUT_MAX_ATTEMPTS } from '../../../../shared/payouts';
import { ADMIN_PAYOUT_TEXTS, type AdminPayoutView } from '../../../../shared/payouts-admin';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';
import { amountText } from './payoutText';

/** 'Retry' on a failed payout: a confirmation first, then the payout is made due and the release asked for. */
export function RetryPayoutButton({ payout }: { payout: AdminPayoutView }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const retry = trpc.admin.retryPayout.useMutation({
    onSuccess: () => {
      setConfirming(false);
      showSuccess(ADMIN_PAYOUT_TEXTS.retried);
    },
    onError: (error) => showError(ADMIN_PAYOUT_TEXTS.retryFailed, error),
    onSettled: () => utils.admin.payouts.invalidate(),
  });
  const amount = amountText(payout);

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
        aria-label={`Retry the payout of ${amount} to ${payout.payeeName}`}
      >
        {ADMIN_PAYOUT_TEXTS.retry}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={ADMIN_PAYOUT_TEXTS.retryTitle}
        centered
      >
        <Stack gap="md">
          <Text size="sm" fw={500}>
            {amount} to {payout.payeeName} ({payout.payeeEmail})
          </Text>
          {payout.failureReason && (
            <Text size="sm" c="red.8">
              {payout.failureReason}
            </Text>
          )}
          <Text size="sm">{ADMIN_PAYOUT_TEXTS.retryBody}</Text>
          {payout.attempts >= PAYOUT_MAX_ATTEMPTS && (
            <Text size="sm" c="dimmed">
              {ADMIN_PAYOUT_TEXTS.retryOverLimit}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button loading={retry.isPending} onClick={() => retry.mutate({ payoutId: payout.id })}>
              {ADMIN_PAYOUT_TEXTS.retryConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
