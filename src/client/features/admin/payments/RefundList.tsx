import { Group, Stack, Text } from '@mantine/core';
import { formatAdminDateTime } from '../../../../shared/admin';
import { formatMoney } from '../../../../shared/money';
import type { AdminRefundView } from '../../../../shared/payments-admin';
import { RefundStateBadge } from './PaymentBadges';
import { refundReason } from './paymentText';

/** A payment's refunds: state, amount in the payment's currency, why, the provider's id and any failure. */
export function RefundList({ refunds, currency }: { refunds: AdminRefundView[]; currency: string }) {
  if (refunds.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        None
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {refunds.map((r) => (
        <li key={r.id}>
          <Group gap={6} wrap="nowrap">
            <RefundStateBadge state={r.state} />
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.amountCents, currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {refundReason(r.reason)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {r.providerRef ?? 'No provider id yet'} · {formatAdminDateTime(r.createdAt)}
          </Text>
          {r.failureReason && (
            <Text size="xs" c="red.8">
              {r.failureReason}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
