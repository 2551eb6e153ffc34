import { Text } from '@mantine/core';
import { formatMoney } from '../../../shared/money';

/**
 * Under a payout's amount: what was taken off it (in its currency) for refunds on stays already paid out
 * (nothing when none).
 */
export function DeductionNote({ cents, currency }: { cents: number; currency: string }) {
  if (cents <= 0) return null;
  return (
    <Text size="xs" c="orange.9" fw={400}>
      −{formatMoney(cents, currency)} for earlier refunds
    </Text>
  );
}
