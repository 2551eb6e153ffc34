import { Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { useErrorToast } from '../../ui/useErrorToast';
import { PropertyCard } from '../properties/PropertyCard';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadFailed } from '../../ui/LoadFailed';

/** /saved: the user's saved properties as cards; unsaving one removes its card at once. */
export function SavedPage() {
  usePageTitle('Saved Properties');
  const saved = trpc.saved.list.useQuery(undefined, { retry: 1 });
  useErrorToast(saved.error, 'saved-load-failed', 'Failed to load saved properties');
  // The heart clears the flag in the cache before the server answers (and restores it if the call fails);
  // the list is refetched afterwards, so the card leaves at once and stays gone.
  const items = saved.data?.filter((p) => p.saved) ?? [];

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Saved Properties
          </Title>
          {items.length > 0 && (
            <Text c="dimmed" mt={4}>
              {items.length} {items.length === 1 ? 'place' : 'places'} you saved for later
            </Text>
          )}
        </div>
        {saved.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy="true" aria-label="Loading">
            {[0, 1, 2].map((i) => (
              <Card key={i} withBorder radius="md" p={0}>
                <Skeleton h={200} radius={0} />
                <Stack gap="xs" p="md">
                  <Skeleton h={18} w="70%" />
                  <Skeleton h={12} w="45%" />
                  <Skeleton h={24} w="35%" mt="sm" />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        ) : saved.isError && !saved.data ? (
          <LoadFailed title="Failed to load saved properties" query={saved} />
        ) : items.length === 0 ? (
          <Card withBorder radius="lg" py="xl">
            <Stack align="center" gap="md">
              <Text ta="center" c="dimmed">
                No saved properties found.
              </Text>
              <ButtonLink to="/marketplace" variant="light">
                Find places
              </ButtonLink>
            </Stack>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
            {items.map((property) => (
              <PropertyCard key={property.id} property={property} titleOrder={2} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
