import { Table, Text } from '@mantine/core';
import { formatAdminDateTime } from '../../../../shared/admin';
import type { AdminPayoutView } from '../../../../shared/payouts-admin';
import { PayoutStatusBadge } from './PayoutBadges';
import { PayoutAmount, PayoutAttempts, PayoutNetworkInfo } from './PayoutParts';
import { forText, shortId } from './payoutText';
import { RetryPayoutButton } from './RetryPayoutButton';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The payouts as a table (wide screens). */
export function PayoutsTable({ rows, busy }: { rows: AdminPayoutView[]; busy: boolean }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" striped aria-label="Payouts" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Payee</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th>Network</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td style={nowrap}>{formatAdminDateTime(p.payoutDate)}</Table.Td>
              <Table.Td>
                <Text size="sm">{p.payeeName}</Text>
                <Text size="xs" c="dimmed">
                  {p.payeeEmail}
                </Text>
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={2}>
                  {forText(p)}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace" title={p.bookingId}>
                  {shortId(p.bookingId)}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <PayoutNetworkInfo payout={p} />
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                <PayoutAmount payout={p} />
              </Table.Td>
              <Table.Td maw={260}>
                <PayoutStatusBadge status={p.status} stuck={p.stuck} />
                <PayoutAttempts payout={p} />
              </Table.Td>
              <Table.Td>{p.status === 'failed' && <RetryPayoutButton payout={p} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
