import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DISPUTE_CATEGORY_LABELS, DISPUTE_STATUS_LABELS, type DisputeView } from '../../../shared/disputes';
import { formatPrice } from '../../../shared/money';

const COLORS = { open: 'orange', refunded: 'green', rejected: 'gray' } as const;

/** Where a reported problem stands: under review, refunded (how much) or rejected (why). */
export function DisputeStatus({ dispute }: { dispute: DisputeView }) {
  return (
    <Alert
      color={COLORS[dispute.status]}
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`Problem reported (${DISPUTE_CATEGORY_LABELS[dispute.category]}): ${DISPUTE_STATUS_LABELS[dispute.status]}`}
    >
      {dispute.status === 'refunded' && dispute.refundCents !== null ? (
        <Text size="sm">
          {formatPrice(dispute.refundCents)} refunded to the guest.
          {dispute.resolution ? ` ${dispute.resolution}` : ''}
        </Text>
      ) : dispute.status === 'rejected' ? (
        <Text size="sm">{dispute.resolution}</Text>
      ) : (
        <Text size="sm">KaziStay’s team is reviewing it.</Text>
      )}
    </Alert>
  );
}
