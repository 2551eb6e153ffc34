import { SimpleGrid } from '@mantine/core';
import { IconCalendarStats, IconCash, IconHome, IconStar, IconUsers } from '@tabler/icons-react';
import type { AdminMetrics } from '../../../../shared/admin';
import { formatCents } from '../../../../shared/money';
import { StatCard } from '../../../ui/StatCard';
import { formatInteger } from '../../../../shared/number-format';

/** The platform's figures (spec 001 §3 Admin metrics), each from the database. */
export function MetricCards({ metrics }: { metrics: AdminMetrics }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 5 }} spacing="md">
      <StatCard
        label="Total Users"
        value={formatInteger(metrics.totalUsers)}
        icon={<IconUsers size={20} aria-hidden />}
        hint={`${formatInteger(metrics.newUsersToday)} new today`}
      />
      <StatCard
        label="Active Listings"
        value={formatInteger(metrics.activeListings)}
        icon={<IconHome size={20} aria-hidden />}
        hint="Listed and bookable"
      />
      <StatCard
        label="Total Bookings"
        value={formatInteger(metrics.totalBookings)}
        icon={<IconCalendarStats size={20} aria-hidden />}
        hint="Since the platform opened"
      />
      <StatCard
        label="Monthly Revenue"
        value={formatCents(metrics.monthlyRevenueCents)}
        icon={<IconCash size={20} aria-hidden />}
        hint={`Fees on ${formatCents(metrics.monthlyBookingValueCents)} booked this month`}
      />
      <StatCard
        label="Reviews"
        value={formatInteger(metrics.reviewsLast7Days)}
        icon={<IconStar size={20} aria-hidden />}
        hint="In the last 7 days"
      />
    </SimpleGrid>
  );
}
