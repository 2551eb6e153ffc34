import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { formatMonth, formatRate, type AnalyticsMonth } from '../../../../shared/analytics';
import { formatCents } from '../../../../shared/money';
import { ChartCard } from '../../../ui/ChartCard';
import { formatInteger } from '../../../../shared/number-format';

/** Earnings, occupancy, and bookings against cancellations, month by month. */
export function AnalyticsCharts({ months }: { months: AnalyticsMonth[] }) {
  const data = months.map((m) => ({
    month: formatMonth(m.month),
    earnings: m.netEarningsCents / 100,
    occupancy: Math.round(m.occupancyRate * 1000) / 10,
    bookings: m.bookings,
    cancellations: m.cancellations,
  }));
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <ChartCard title="Net earnings">
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'earnings', label: 'Net earnings', color: 'teal.6' }]}
          valueFormatter={(v) => formatCents(Math.round(v * 100))}
          // Whole dollars on the axis (the tooltip keeps the cents), in a width that fits them.
          yAxisProps={{
            width: 72,
            tickFormatter: (v: number) => `$${formatInteger(v)}`,
          }}
          tickLine="y"
        />
      </ChartCard>
      <ChartCard title="Occupancy">
        <LineChart
          h={220}
          data={data}
          dataKey="month"
          series={[{ name: 'occupancy', label: 'Occupancy', color: 'blue.6' }]}
          valueFormatter={(v) => formatRate(v / 100)}
          yAxisProps={{ domain: [0, 100], tickFormatter: (v: number) => `${v}%` }}
          tickLine="y"
        />
      </ChartCard>
      <ChartCard title="Bookings and cancellations">
        <BarChart
          h={220}
          data={data}
          dataKey="month"
          withLegend
          series={[
            { name: 'bookings', label: 'Bookings', color: 'indigo.6' },
            { name: 'cancellations', label: 'Cancellations', color: 'red.5' },
          ]}
          tickLine="y"
        />
      </ChartCard>
    </SimpleGrid>
  );
}
