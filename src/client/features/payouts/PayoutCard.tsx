import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatCents } from '../../../shared/money';
import type { PayoutView } from '../../../shared/payouts';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { formatStayDate } from '../../../shared/host';
import { methodText, payoutDateText, shortBookingId } from './payoutText';
import { DeductionNote } from './DeductionNote';
import { TransferNote } from './TransferNote';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** One payout as a card (the card view, the default on phones). */
export function PayoutCard({ payout: p }: { payout: PayoutView }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" data-booking-id={p.bookingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2}>
              {p.propertyName}
            </Text>
            <Text size="sm" c="dimmed">
              {p.guestName} · <span title={p.bookingId}>#{shortBookingId(p.bookingId)}</span>
            </Text>
          </div>
          <PayoutStatusBadge payout={p} />
        </Group>
        <Group justify="space-between" align="baseline">
          <div>
            <Text fw={700} fz="lg">
              {formatCents(p.amountCents)}
            </Text>
            <DeductionNote cents={p.deductedCents} />
          </div>
          <Text size="xs" c="dimmed">
            Platform fee {formatCents(p.platformFeeCents)}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          <Fact label="Check-in" value={formatStayDate(p.checkInDate)} />
          <Fact label="Check-out" value={formatStayDate(p.checkOutDate)} />
          <Fact label="Payout date" value={payoutDateText(p.payoutDate)} />
          <Fact label="Method" value={methodText(p.payoutMethod)} />
        </SimpleGrid>
        <TransferNote payout={p} />
        {p.status === 'failed' && p.failureReason && (
          <Text size="sm" c="red.7">
            {p.failureReason}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
