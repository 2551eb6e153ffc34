import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { PropertyCardView } from '../../../../shared/property-view';
import { priceText } from '../../properties/cardText';
import { ScoreBadge } from '../../properties/ScoreBadge';
import { DashboardSection } from './DashboardSection';
import { PreviewNote } from './PreviewNote';
import { ListingThumb } from '../../../ui/ListingThumb';
import { AnchorLink } from '../../../ui/AnchorLink';
import { LoadFailed, type FailedQuery } from '../../../ui/LoadFailed';

/** The dashboard previews this many saved properties; 'View All' opens /saved. */
export const DASHBOARD_SAVED = 5;

interface SavedSummaryProps {
  saved: PropertyCardView[] | undefined;
  isLoading: boolean;
  /** The failed load, when it failed: its message and Retry. */
  failed: FailedQuery | null;
}

/** Saved Properties: name, location, price or 'Price unavailable', work and stay scores. */
export function SavedSummary({ saved, isLoading, failed }: SavedSummaryProps) {
  // An unsave elsewhere flips the flag in the cache before the list is refetched.
  const all = saved?.filter((p) => p.saved) ?? [];
  const shown = all.slice(0, DASHBOARD_SAVED);
  return (
    <DashboardSection title="Saved Properties" viewAllTo="/saved">
      {isLoading ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading saved properties">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={56} radius="md" />
          ))}
        </Stack>
      ) : failed && !saved ? (
        <LoadFailed title="Failed to load saved properties" query={failed} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          No saved properties found
        </Text>
      ) : (
        <>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((property, index) => (
              <SavedRow key={property.id} property={property} first={index === 0} />
            ))}
          </Stack>
          <PreviewNote shown={shown.length} total={all.length} />
        </>
      )}
    </DashboardSection>
  );
}

function SavedRow({ property, first }: { property: PropertyCardView; first: boolean }) {
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="sm"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <ListingThumb src={property.images[0]} size={72} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <AnchorLink
          to="/property/$id"
          params={{ id: property.id }}
          fw={600}
          size="sm"
          c="var(--mantine-color-text)"
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
        >
          {property.title}
        </AnchorLink>
        <Text size="sm" c="dimmed" truncate="end">
          {property.location}
        </Text>
        <Group justify="space-between" align="center" gap="xs">
          <Group gap={6}>
            <ScoreBadge kind="workspace" label="Workspace" score={property.workspaceScore} />
            <ScoreBadge kind="stay" label="Stay" score={property.stayScore} />
          </Group>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} c={property.price ? undefined : 'dimmed'}>
            {priceText(property.price)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
