import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarClock, IconCash, IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { HostDashboardStats } from '../../../../shared/host-dashboard';
import { formatCents } from '../../../../shared/money';

function StatCard({
  label,
  value,
  icon,
  hint,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  hint: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {hint}
          </Text>
        </div>
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}

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
