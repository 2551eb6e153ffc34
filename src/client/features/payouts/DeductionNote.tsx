import { Text } from '@mantine/core';
import { formatCents } from '../../../shared/money';

/** Under a payout's amount: what was taken off it for refunds on stays already paid out (nothing when none). */
export function DeductionNote({ cents }: { cents: number }) {
  if (cents <= 0) return null;
  return (
    <Text size="xs" c="orange.9" fw={400}>
      −{formatCents(cents)} for earlier refunds
    </Text>
  );
}
