import { Badge } from '@mantine/core';
import {
  PAYMENT_STATE_LABELS,
  REFUND_STATE_LABELS,
  type PaymentStateName,
  type RefundStateName,
} from '../../../../shared/payments-admin';

const PAYMENT_COLORS: Record<PaymentStateName, string> = {
  awaiting: 'yellow',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
};

const REFUND_COLORS: Record<RefundStateName, string> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
};

export function PaymentStateBadge({ state }: { state: PaymentStateName }) {
  return (
    <Badge variant="light" color={PAYMENT_COLORS[state]}>
      {PAYMENT_STATE_LABELS[state]}
    </Badge>
  );
}

export function RefundStateBadge({ state }: { state: RefundStateName }) {
  return (
    <Badge size="xs" variant="light" color={REFUND_COLORS[state]}>
      {REFUND_STATE_LABELS[state]}
    </Badge>
  );
}
