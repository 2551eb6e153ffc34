import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatRate, type AnalyticsTotals } from '../../../../shared/analytics';
import { formatCents } from '../../../../shared/money';

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Card>
  );
}

/** The 12 months' totals. */
export function AnalyticsSummary({ totals }: { totals: AnalyticsTotals }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <Figure
        label="Net earnings"
        value={formatCents(totals.netEarningsCents)}
        hint="After the platform fee"
      />
      <Figure
        label="Nights booked"
        value={String(totals.nightsBooked)}
        hint={`of ${totals.availableNights} available`}
      />
      <Figure label="Occupancy" value={formatRate(totals.occupancyRate)} hint="Nights booked / available" />
      <Figure label="Bookings" value={String(totals.bookings)} hint={`${totals.cancellations} cancelled`} />
      <Figure
        label="Lead time"
        value={totals.avgLeadTimeDays === null ? '—' : `${totals.avgLeadTimeDays} days`}
        hint="Booking to check-in"
      />
      <Figure
        label="Rating"
        value={totals.avgRating === null ? '—' : `${totals.avgRating} ★`}
        hint={`${totals.reviews} ${totals.reviews === 1 ? 'review' : 'reviews'}`}
      />
    </SimpleGrid>
  );
}
