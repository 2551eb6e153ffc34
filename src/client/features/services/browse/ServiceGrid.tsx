import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ServiceCardView } from '../../../../shared/service-catalog';
import { ServiceCard } from './ServiceCard';

const columns = { base: 1, sm: 2, lg: 3 };

interface ServiceGridProps {
  services: ServiceCardView[];
  titleOrder?: 2 | 3 | 4;
  withProvider?: boolean;
}

/** One column on phones, two on tablets, three on desktops. */
export function ServiceGrid({ services, titleOrder, withProvider }: ServiceGridProps) {
  return (
    <SimpleGrid cols={columns} spacing="lg">
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} titleOrder={titleOrder} withProvider={withProvider} />
      ))}
    </SimpleGrid>
  );
}

/** Card-shaped placeholders while the services load, so the page does not jump when they arrive. */
export function ServiceGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <SimpleGrid cols={columns} spacing="lg" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton h={20} w="70%" />
            <Skeleton h={18} w={90} radius="xl" />
            <Skeleton h={12} />
            <Skeleton h={12} w="85%" />
            <Skeleton h={34} mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
