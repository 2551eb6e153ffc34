import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/money';
import type { PayoutKind, PayoutView } from '../../../shared/payouts';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { bookingDay, methodText, PAYOUT_KIND_TEXTS, payoutDateText, shortBookingId } from './payoutText';
import { DeductionNote } from './DeductionNote';
import { TransferNote } from './TransferNote';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The payouts as a table, with the export's columns (wide screens; scrolls sideways when narrow): a host's stays
 * with their property, check-in and check-out, or a provider's services with their title and date.
 */
export function PayoutsTable({ items, kind = 'stay' }: { items: PayoutView[]; kind?: PayoutKind }) {
  const texts = PAYOUT_KIND_TEXTS[kind];
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing="sm" highlightOnHover striped aria-label="Payouts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Booking ID</Table.Th>
            <Table.Th>{texts.title}</Table.Th>
            <Table.Th>Guest</Table.Th>
            {texts.dates.map((d) => (
              <Table.Th key={d.of}>{d.label}</Table.Th>
            ))}
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
              {texts.dates.map((d) => (
                <Table.Td key={d.of} style={nowrap}>
                  {bookingDay(p, d.of)}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={600} style={nowrap}>
                {formatMoney(p.amountCents, p.currency)}
                <DeductionNote cents={p.deductedCents} currency={p.currency} />
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {formatMoney(p.platformFeeCents, p.currency)}
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
