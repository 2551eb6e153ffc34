import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  DISPUTE_REASON_MAX,
  DISPUTE_TEXTS,
  refundDisputeInput,
  rejectDisputeInput,
  type DisputeView,
  type RefundDisputeInput,
  type RejectDisputeInput,
} from '../../../../shared/disputes';
import { formatCents } from '../../../../shared/money';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { MoneyInput } from '../../../ui/MoneyInput';
import { showError, showSuccess } from '../../../ui/toasts';

/** Resolves a dispute: a refund of up to what the guest paid, or a rejection with a reason. */
export function ResolveDisputeModal({ dispute, onClose }: { dispute: DisputeView; onClose: () => void }) {
  const [mode, setMode] = useState<'refund' | 'reject'>('refund');
  return (
    <Modal opened onClose={onClose} title={`Resolve: ${dispute.propertyTitle}`} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{dispute.description}</Text>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v === 'reject' ? 'reject' : 'refund')}
          data={[
            { value: 'refund', label: 'Refund the guest' },
            { value: 'reject', label: 'Reject' },
          ]}
        />
        {mode === 'refund' ? (
          <RefundForm dispute={dispute} onDone={onClose} />
        ) : (
          <RejectForm dispute={dispute} onDone={onClose} />
        )}
      </Stack>
    </Modal>
  );
}

function useResolved(onDone: () => void, title: string) {
  const utils = trpc.useUtils();
  return {
    onSuccess: async () => {
      showSuccess(title);
      onDone();
      await Promise.all([
        utils.admin.disputes.invalidate(),
        utils.admin.overview.invalidate(),
        utils.admin.audit.invalidate(),
      ]);
    },
  };
}

function RefundForm({ dispute, onDone }: { dispute: DisputeView; onDone: () => void }) {
  const max = dispute.refundableCents;
  const form = useForm<RefundDisputeInput>({
    initialValues: { disputeId: dispute.id, amountCents: max, note: '' },
    validate: schemaResolver(refundDisputeInput, { sync: true }),
  });
  const refund = trpc.admin.refundDispute.useMutation({
    ...useResolved(onDone, DISPUTE_TEXTS.refunded),
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(DISPUTE_TEXTS.resolveFailed, error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => refund.mutate(values))} noValidate>
      <Stack gap="md">
        <MoneyInput
          label="Refund (USD)"
          description={`At most ${formatCents(dispute.refundableCents)}, what the guest paid. Refunded once.`}
          min={1}
          max={max}
          {...form.getInputProps('amountCents')}
        />
        <Textarea
          label="Note to guest and host (optional)"
          autosize
          minRows={2}
          maxLength={DISPUTE_REASON_MAX}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="green" loading={refund.isPending} disabled={max < 1}>
            Refund
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RejectForm({ dispute, onDone }: { dispute: DisputeView; onDone: () => void }) {
  const form = useForm<RejectDisputeInput>({
    initialValues: { disputeId: dispute.id, reason: '' },
    validate: schemaResolver(rejectDisputeInput, { sync: true }),
  });
  const reject = trpc.admin.rejectDispute.useMutation({
    ...useResolved(onDone, DISPUTE_TEXTS.rejected),
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(DISPUTE_TEXTS.resolveFailed, error);
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => reject.mutate(values))} noValidate>
      <Stack gap="md">
        <Textarea
          label="Reason (sent to guest and host)"
          withAsterisk
          autosize
          minRows={3}
          maxLength={DISPUTE_REASON_MAX}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={reject.isPending}>
            Reject
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
