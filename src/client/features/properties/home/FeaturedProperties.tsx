import { Card, Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { FEATURED_COUNT } from '../../../../shared/property-view';
import { trpc } from '../../../trpc';
import { PropertyCard } from '../PropertyCard';
import classes from './Home.module.css';
import { SectionHeader } from './SectionHeader';
import { IconArrowRight } from '@tabler/icons-react';
import { AnchorLink } from '../../../ui/AnchorLink';
import { LoadFailed } from '../../../ui/LoadFailed';

function CardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden="true">
      <Skeleton style={{ aspectRatio: '3 / 2' }} radius={0} />
      <Stack gap="sm" p="md">
        <Skeleton height={20} width="80%" />
        <Skeleton height={14} width="50%" />
        <Group gap="xs">
          <Skeleton height={20} width={90} radius="xl" />
          <Skeleton height={20} width={90} radius="xl" />
        </Group>
        <Group justify="space-between" mt="sm">
          <Skeleton height={24} width={100} />
          <Skeleton height={32} width={110} />
        </Group>
      </Stack>
    </Card>
  );
}

function FeaturedContent() {
  const featured = trpc.properties.featured.useQuery(undefined, { staleTime: 60_000 });
  if (featured.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
        {Array.from({ length: FEATURED_COUNT }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (featured.isError) {
    return <LoadFailed title="Could not load properties. Please try again later." query={featured} />;
  }
  if (featured.data.length === 0) {
    return <Text c="dimmed">No properties found. Check back later!</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {featured.data.slice(0, FEATURED_COUNT).map((property) => (
        <PropertyCard key={property.id} property={property} />
      ))}
    </SimpleGrid>
  );
}

/** The newest places (FEATURED_COUNT of them: one row on desktop). */
export function FeaturedProperties() {
  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="home-featured-title">
      <Container size="lg">
        <Stack gap="xl">
          <SectionHeader
            id="home-featured-title"
            title="Featured places to work and stay"
            subtitle="The newest stays and workspaces on KaziStay."
            action={
              <AnchorLink fw={600} to="/marketplace">
                <Group gap={6} wrap="nowrap" component="span">
                  View all properties
                  <IconArrowRight size={18} aria-hidden />
                </Group>
              </AnchorLink>
            }
          />
          <FeaturedContent />
        </Stack>
      </Container>
    </section>
  );
}
