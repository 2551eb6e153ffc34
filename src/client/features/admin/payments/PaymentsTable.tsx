import { Table, Text } from '@mantine/core';
import { formatAdminDateTime } from '../../../../shared/admin';
import type { AdminPaymentRow } from '../../../../shared/payments-admin';
import { PaymentStateBadge } from './PaymentBadges';
import { chargedText, forText, priceText, providerLabel } from './paymentText';
import { RefundList } from './RefundList';

const nowrap = { whiteSpace: 'nowrap' } as const;
const ref = { wordBreak: 'break-all' } as const;

/** The payments as a table (wide screens). */
export function PaymentsTable({ rows, busy }: { rows: AdminPaymentRow[]; busy: boolean }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" striped aria-label="Payments" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Guest</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Provider</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Refunds</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => {
            const price = priceText(p);
            return (
              <Table.Tr key={p.id}>
                <Table.Td style={nowrap}>{formatAdminDateTime(p.createdAt)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{p.guestName}</Text>
                  <Text size="xs" c="dimmed">
                    {p.guestEmail}
                  </Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" lineClamp={2}>
                    {forText(p)}
                  </Text>
                </Table.Td>
                <Table.Td maw={240}>
                  <Text size="sm" fw={500}>
                    {providerLabel(p.provider)}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace" style={ref}>
                    {p.providerRef ?? 'No checkout yet'}
                  </Text>
                  {p.chargeRef && (
                    <Text size="xs" c="dimmed" ff="monospace" style={ref}>
                      {p.chargeRef}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" style={nowrap}>
                  <Text size="sm" fw={600}>
                    {chargedText(p)}
                  </Text>
                  {price && (
                    <Text size="xs" c="dimmed">
                      {price}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <PaymentStateBadge state={p.state} />
                  {p.settledAt && (
                    <Text size="xs" c="dimmed" style={nowrap}>
                      {formatAdminDateTime(p.settledAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td miw={220}>
                  <RefundList refunds={p.refunds} currency={p.currency} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
