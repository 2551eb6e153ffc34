import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/money';
import type { PayoutKind, PayoutView } from '../../../shared/payouts';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { bookingDay, methodText, PAYOUT_KIND_TEXTS, payoutDateText, shortBookingId } from './payoutText';
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

/** One payout as a card (the card view, the default on phones): a host's stay or a provider's service. */
export function PayoutCard({ payout: p, kind = 'stay' }: { payout: PayoutView; kind?: PayoutKind }) {
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
              {formatMoney(p.amountCents, p.currency)}
            </Text>
            <DeductionNote cents={p.deductedCents} currency={p.currency} />
          </div>
          <Text size="xs" c="dimmed">
            Platform fee {formatMoney(p.platformFeeCents, p.currency)}
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          {PAYOUT_KIND_TEXTS[kind].dates.map((d) => (
            <Fact key={d.of} label={d.label} value={bookingDay(p, d.of)} />
          ))}
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
