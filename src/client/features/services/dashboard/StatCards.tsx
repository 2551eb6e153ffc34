import { SimpleGrid } from '@mantine/core';
import { IconCalendarClock, IconCash, IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import type { ProviderDashboardView } from '../../../../shared/service-bookings';
import { formatCurrencyTotals } from '../../../../shared/service-catalog';
import { StatCard } from '../../../ui/StatCard';

/** Total Earnings, Pending Earnings, Completed Bookings, Pending Bookings (spec 001 §2), from the ledger. */
export function StatCards({ data }: { data: ProviderDashboardView }) {
  return (
    // Two per row below large screens: earnings in several currencies ('$1,200.00 + €80.00') need the width.
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <StatCard
        label="Total Earnings"
        value={formatCurrencyTotals(data.totalEarnings)}
        icon={<IconCash size={20} aria-hidden />}
        hint="Your commission on paid services"
      />
      <StatCard
        label="Pending Earnings"
        value={formatCurrencyTotals(data.pendingEarnings)}
        icon={<IconHourglass size={20} aria-hidden />}
        hint="Paid once the service is completed"
      />
      <StatCard
        label="Completed Bookings"
        value={String(data.completedBookings)}
        icon={<IconCircleCheck size={20} aria-hidden />}
        hint="Services delivered"
      />
      <StatCard
        label="Pending Bookings"
        value={String(data.pendingBookings)}
        icon={<IconCalendarClock size={20} aria-hidden />}
        hint="Waiting for your answer"
      />
    </SimpleGrid>
  );
}
