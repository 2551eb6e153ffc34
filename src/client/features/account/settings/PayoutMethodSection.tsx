import { Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { PAYOUT_TEXTS } from '../../../../shared/payouts';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';
import { PayoutMethodForm } from './PayoutMethodForm';
import { LoadFailed } from '../../../ui/LoadFailed';

/** Settings › Payouts: where a host or provider is paid. Saved details come back masked, never in full. */
export function PayoutMethodSection({ paystack = false }: { paystack?: boolean }) {
  const utils = trpc.useUtils();
  const method = trpc.payouts.method.get.useQuery(undefined, { retry: 1 });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = trpc.payouts.method.remove.useMutation({
    onSuccess: async () => {
      utils.payouts.method.get.setData(undefined, null);
      setConfirming(false);
      showSuccess(PAYOUT_TEXTS.methodRemoved);
      await utils.payouts.method.get.invalidate();
    },
    onError: (error) => showError(PAYOUT_TEXTS.methodError, error),
  });
  const saved = method.data;

  return (
    <Stack gap="sm" component="section" aria-labelledby="payout-method-title">
      <Title order={2} size="h4" id="payout-method-title">
        Payout method
      </Title>
      <Text size="sm" c="dimmed">
        Where your earnings are sent: a stay's 24 hours after the guest checks in, a service's once you mark
        it completed.
      </Text>
      {method.isPending ? (
        <Loader size="sm" aria-label="Loading payout method" />
      ) : method.isError ? (
        <LoadFailed title="Could not load your payout method." query={method} />
      ) : saved && !editing ? (
        <Card withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <IconBuildingBank size={22} aria-hidden />
              <div>
                <Text fw={600}>{saved.label}</Text>
                <Text size="sm" c="dimmed" data-testid="payout-method-masked">
                  {saved.masked}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setEditing(true)}>
                Change
              </Button>
              <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
                Remove
              </Button>
            </Group>
          </Group>
        </Card>
      ) : (
        <PayoutMethodForm
          paystack={paystack}
          onCancel={saved ? () => setEditing(false) : undefined}
          onSaved={() => setEditing(false)}
        />
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Remove payout method?" centered>
        <Stack gap="md">
          <Text size="sm">
            Payouts due while no method is on file fail, and are tried again once you add one.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
