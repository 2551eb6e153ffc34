import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid, Table, VisuallyHidden } from '@mantine/core';
import { formatChartDay, type AdminChartDay } from '../../../../shared/admin';
import { formatCents } from '../../../../shared/money';
import { ChartCard } from '../../../ui/ChartCard';
import { formatInteger } from '../../../../shared/number-format';

/** Bookings made and the platform's revenue from them, day by day over the last 30 days (East Africa Time). */
export function ActivityChart({ days }: { days: AdminChartDay[] }) {
  const data = days.map((d) => ({
    day: formatChartDay(d.day),
    bookings: d.bookings,
    revenue: d.revenueCents / 100,
  }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ChartCard title="Bookings per day (last 30 days)">
          <BarChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: 'bookings', label: 'Bookings', color: 'indigo.6' }]}
            yAxisProps={{ allowDecimals: false }}
            tickLine="y"
          />
        </ChartCard>
        <ChartCard title="Platform revenue per day (last 30 days)">
          <LineChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: 'revenue', label: 'Revenue', color: 'teal.6' }]}
            valueFormatter={(v) => formatCents(Math.round(v * 100))}
            yAxisProps={{
              width: 72,
              tickFormatter: (v: number) => `$${formatInteger(v)}`,
            }}
            tickLine="y"
            curveType="linear"
          />
        </ChartCard>
      </SimpleGrid>
      <VisuallyHidden>
        <Table>
          <caption>Bookings and platform revenue per day, last 30 days</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Bookings</Table.Th>
              <Table.Th>Revenue</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Td>{d.day}</Table.Td>
                <Table.Td>{d.bookings}</Table.Td>
                <Table.Td>{formatCents(d.revenueCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
