import { Table, Text } from '@mantine/core';
import { formatCents } from '../../../shared/money';
import type { PayoutView } from '../../../shared/payouts';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { formatStayDate } from '../../../shared/host';
import { methodText, payoutDateText, shortBookingId } from './payoutText';
import { DeductionNote } from './DeductionNote';
import { TransferNote } from './TransferNote';

/** The payouts as a table, with the export's columns (wide screens; scrolls sideways when narrow). */
const nowrap = { whiteSpace: 'nowrap' } as const;

export function PayoutsTable({ items }: { items: PayoutView[] }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" highlightOnHover striped aria-label="Payouts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Booking ID</Table.Th>
            <Table.Th>Property</Table.Th>
            <Table.Th>Guest</Table.Th>
            <Table.Th>Check-in</Table.Th>
            <Table.Th>Check-out</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Platform Fee</Table.Th>
            <Table.Th>Payout Date</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.id} data-booking-id={p.bookingId}>
              <Table.Td>
                <Text ff="monospace" size="sm" title={p.bookingId}>
                  {shortBookingId(p.bookingId)}
                </Text>
              </Table.Td>
              <Table.Td>{p.propertyName}</Table.Td>
              <Table.Td>{p.guestName}</Table.Td>
              <Table.Td style={nowrap}>{formatStayDate(p.checkInDate)}</Table.Td>
              <Table.Td style={nowrap}>{formatStayDate(p.checkOutDate)}</Table.Td>
              <Table.Td ta="right" fw={600} style={nowrap}>
                {formatCents(p.amountCents)}
                <DeductionNote cents={p.deductedCents} />
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {formatCents(p.platformFeeCents)}
              </Table.Td>
              <Table.Td style={nowrap}>{payoutDateText(p.payoutDate)}</Table.Td>
              <Table.Td style={nowrap}>{methodText(p.payoutMethod)}</Table.Td>
              <Table.Td>
                <PayoutStatusBadge payout={p} />
                <TransferNote payout={p} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
