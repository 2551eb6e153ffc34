import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ServiceRow } from './ServiceRow';

/** Every service of mine, active or paused (a paused one is off /services but keeps its bookings). */
export function YourServices() {
  const mine = trpc.services.mine.useQuery(undefined, { retry: 1 });

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Your Services
      </Title>
      {mine.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your services">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={56} radius="sm" />
          ))}
        </Stack>
      ) : !mine.data ? (
        <LoadFailed title="Failed to load your services" query={mine} />
      ) : mine.data.length === 0 ? (
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" size="sm">
            You have not added any services yet.
          </Text>
          <ButtonLink
            to="/services/create"
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            {SERVICE_TEXTS.addNewService}
          </ButtonLink>
        </Group>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {mine.data.map((service) => (
            <ServiceRow key={service.id} service={service} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
