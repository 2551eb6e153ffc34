import { Badge } from '@mantine/core';
import {
  SERVICE_BOOKING_STATUS_LABELS,
  type ServiceBookingStatus,
} from '../../../../shared/service-bookings';

// Orange asks for the provider's answer; gray is over and needs nothing more.
const COLORS: Record<ServiceBookingStatus, string> = {
  pending: 'orange',
  confirmed: 'blue',
  completed: 'green',
  declined: 'gray',
  cancelled: 'gray',
};

/** A service booking's status, the same badge for the guest and the provider. */
export function ServiceStatusBadge({ status }: { status: ServiceBookingStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {SERVICE_BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
