import { Badge } from '@mantine/core';
import type { ProviderPaymentStatus } from '../../../../shared/service-bookings';

const LOOK: Record<ProviderPaymentStatus, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Pending', color: 'orange' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export function PaymentStatusBadge({ status }: { status: ProviderPaymentStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
