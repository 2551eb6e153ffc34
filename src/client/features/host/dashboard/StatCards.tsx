import { SimpleGrid } from '@mantine/core';
import { IconCalendarClock, IconCash, IconHome } from '@tabler/icons-react';
import type { HostDashboardStats } from '../../../../shared/host-dashboard';
import { formatCents } from '../../../../shared/money';
import { StatCard } from '../../../ui/StatCard';

/** Active Listings, Pending Bookings, Total Earnings (spec 001 §2). */
export function StatCards({ stats }: { stats: HostDashboardStats }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <StatCard
        label="Active Listings"
        value={String(stats.activeListings)}
        icon={<IconHome size={20} aria-hidden />}
        hint="Listed and bookable"
      />
      <StatCard
        label="Pending Bookings"
        value={String(stats.pendingBookings)}
        icon={<IconCalendarClock size={20} aria-hidden />}
        hint="Waiting for you"
      />
      <StatCard
        label="Total Earnings"
        value={formatCents(stats.totalEarningsCents)}
        icon={<IconCash size={20} aria-hidden />}
        hint="Paid bookings, after the platform fee"
      />
    </SimpleGrid>
  );
}
