import { Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ProviderPaymentView } from '../../../../shared/service-bookings';
import { formatServicePrice } from '../../../../shared/service-catalog';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { DemoPaymentNote } from '../../site/DemoPaymentNote';
import { DEMO_PAYOUT } from '../../../../shared/payouts';
import { TransferNote } from '../../payouts/TransferNote';
import { AnchorLink } from '../../../ui/AnchorLink';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Mar 12, 2027': the day the guest was charged, in the viewer's own time zone. */
const chargedOn = (iso: string) => DATE.format(new Date(iso));
const money = (p: ProviderPaymentView, cents: number) => formatServicePrice(cents, p.currency);
const nowrap = { whiteSpace: 'nowrap' } as const;

function PaymentsTable({ payments }: { payments: ProviderPaymentView[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" striped aria-label="Payment History">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Guest</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Your Commission</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td style={nowrap}>{chargedOn(p.createdAt)}</Table.Td>
              <Table.Td>{p.serviceTitle}</Table.Td>
              <Table.Td>{p.guestName}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {money(p, p.amountCents)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={nowrap}>
                {money(p, p.providerCommissionCents)}
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={p.status} />
                <TransferNote payout={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentCards({ payments }: { payments: ProviderPaymentView[] }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payment History">
      {payments.map((p) => (
        <Paper key={p.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {p.serviceTitle}
              </Text>
              <Text size="sm">{p.guestName}</Text>
              <Text size="xs" c="dimmed">
                {chargedOn(p.createdAt)}
              </Text>
            </div>
            <PaymentStatusBadge status={p.status} />
          </Group>
          <Group justify="space-between" mt={6}>
            <Text size="sm" c="dimmed">
              Amount {money(p, p.amountCents)}
            </Text>
            <Text size="sm" fw={600}>
              Your commission {money(p, p.providerCommissionCents)}
            </Text>
          </Group>
          <TransferNote payout={p} />
        </Paper>
      ))}
    </Stack>
  );
}

/** Every payment for my services: what the guest paid and my commission, paid once the service is done. */
export function PaymentHistory({ payments }: { payments: ProviderPaymentView[] }) {
  // Six columns do not fit a phone; a card per payment reads better than sideways scrolling.
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Payment History
        </Title>
        <AnchorLink to="/provider/payouts" size="sm">
          All payouts
        </AnchorLink>
      </Group>
      <DemoPaymentNote text={DEMO_PAYOUT} />
      {payments.length === 0 ? (
        <Text c="dimmed" size="sm">
          No payments yet.
        </Text>
      ) : phone ? (
        <PaymentCards payments={payments} />
      ) : (
        <PaymentsTable payments={payments} />
      )}
    </Card>
  );
}
