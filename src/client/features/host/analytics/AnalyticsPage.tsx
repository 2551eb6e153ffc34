import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { ANALYTICS_TEXTS } from '../../../../shared/analytics';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { usePageTitle } from '../../../usePageTitle';
import { ListingPicker } from '../ListingPicker';
import { AnalyticsCharts } from './AnalyticsCharts';
import { AnalyticsEmpty } from './AnalyticsEmpty';
import { AnalyticsSummary } from './AnalyticsSummary';
import { AnalyticsTable } from './AnalyticsTable';

/** Host analytics: the last 12 months of earnings, occupancy, bookings and ratings, for all or one listing. */
export function AnalyticsPage() {
  usePageTitle(ANALYTICS_TEXTS.title);
  const [listing, setListing] = useState<string | null>(null);
  const listings = trpc.host.properties.options.useQuery(undefined, { retry: 1 });
  const year = trpc.host.analytics.year.useQuery(listing === null ? {} : { propertyId: listing }, {
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const data = year.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              {ANALYTICS_TEXTS.title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              The last 12 months. Stays count in the month of check-in; nights in the month they fall in.
            </Text>
          </div>
          <ListingPicker
            properties={listings.data ?? []}
            value={listing}
            onChange={setListing}
            label="Listing"
            allLabel={ANALYTICS_TEXTS.allListings}
          />
        </Group>
        {year.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading">
            <Skeleton h={90} radius="md" />
            <Skeleton h={260} radius="md" />
          </Stack>
        ) : !data ? (
          <LoadFailed title={ANALYTICS_TEXTS.loadFailed} query={year} />
        ) : !data.hasData ? (
          <AnalyticsEmpty hasListings={(listings.data?.length ?? 0) > 0} />
        ) : (
          <Stack gap="lg" aria-busy={year.isFetching}>
            <AnalyticsSummary totals={data.totals} />
            <AnalyticsCharts months={data.months} />
            <AnalyticsTable months={data.months} totals={data.totals} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
