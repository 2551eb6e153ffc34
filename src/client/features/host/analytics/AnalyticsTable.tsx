import { Card, Table } from '@mantine/core';
import {
  formatMonth,
  formatRate,
  type AnalyticsMonth,
  type AnalyticsTotals,
} from '../../../../shared/analytics';
import { formatCents } from '../../../../shared/money';

const dash = '—';

function Cells({ row }: { row: AnalyticsTotals }) {
  return (
    <>
      <Table.Td ta="right">{formatCents(row.netEarningsCents)}</Table.Td>
      <Table.Td ta="right">{row.nightsBooked}</Table.Td>
      <Table.Td ta="right">{formatRate(row.occupancyRate)}</Table.Td>
      <Table.Td ta="right">{row.bookings}</Table.Td>
      <Table.Td ta="right">{row.cancellations}</Table.Td>
      <Table.Td ta="right">{row.avgLeadTimeDays ?? dash}</Table.Td>
      <Table.Td ta="right">{row.avgRating ?? dash}</Table.Td>
    </>
  );
}

/** The charts' figures as a table, month by month, with the 12-month totals. */
export function AnalyticsTable({ months, totals }: { months: AnalyticsMonth[]; totals: AnalyticsTotals }) {
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover captionSide="top" verticalSpacing="xs">
          <Table.Caption>Month by month, last 12 months</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Month</Table.Th>
              <Table.Th scope="col" ta="right">
                Net earnings
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Nights booked
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Occupancy
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Bookings
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Cancellations
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Avg lead time (days)
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Avg rating
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((m) => (
              <Table.Tr key={m.month}>
                <Table.Th scope="row" fw={500}>
                  {formatMonth(m.month)}
                </Table.Th>
                <Cells row={m} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">12 months</Table.Th>
              <Cells row={totals} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
