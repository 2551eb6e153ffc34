import { Divider, Group, Stack, Text } from '@mantine/core';
import type { StayQuote } from '../../../shared/booking';
import { formatPrice } from '../../../shared/money';
import { breakdownLines } from './bookingText';

interface PriceBreakdownProps {
  /** Null until both dates are chosen. */
  quote: StayQuote | null;
}

/** What the stay costs, exactly as quoteStay (the server's price function) computes it. */
export function PriceBreakdown({ quote }: PriceBreakdownProps) {
  if (!quote) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        Select dates to see the total
      </Text>
    );
  }
  return (
    <Stack gap={6} aria-label="Price breakdown" role="group">
      {breakdownLines(quote).map((line) => (
        <Group key={line.label} justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" c="gray.7">
            {line.label}
          </Text>
          <Text size="sm">{line.amount}</Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="booking-total">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatPrice(quote.totalCents)}</Text>
      </Group>
    </Stack>
  );
}
