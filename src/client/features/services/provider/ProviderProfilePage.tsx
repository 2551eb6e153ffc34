import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CATALOG_TEXTS } from '../../../../shared/service-catalog';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { usePageTitle } from '../../../usePageTitle';
import { ServiceGrid, ServiceGridSkeleton } from '../browse/ServiceGrid';
import { ProviderHeader } from './ProviderHeader';
import { ProviderReviews } from './ProviderReviews';

const route = getRouteApi('/_main/services/provider/$providerId');

/** No such provider (or not a verified, active one), or an id that is not one: retrying cannot help. */
function isMissing(code: string | undefined): boolean {
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/**
 * A provider's public profile (spec 001 §2 /services/provider/{id}): who they are, their rating, the services
 * they offer and their reviews. An unknown provider sends the visitor back to /services (spec).
 */
export function ProviderProfilePage() {
  const { providerId } = route.useParams();
  const profile = trpc.services.provider.useQuery(
    { providerId },
    { retry: (failures, error) => !isMissing(error.data?.code) && failures < 1 },
  );
  const provider = profile.data;
  const missing = isMissing(profile.error?.data?.code);
  usePageTitle(provider?.displayName ?? 'Service provider');

  useEffect(() => {
    // A fixed id: React's development double effects and a quick second visit show one toast, not two.
    if (missing) {
      notifications.show({
        id: 'provider-not-found',
        color: 'red',
        title: CATALOG_TEXTS.providerNotFound,
        message: '',
      });
    }
  }, [missing]);

  if (missing) return <Navigate to="/services" replace />;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : !provider ? (
        <LoadFailed title="Failed to load this provider. Please try again." query={profile} />
      ) : (
        <Stack gap="xl">
          <ProviderHeader provider={provider} />
          <Stack component="section" gap="md" aria-labelledby="services-offered">
            <Title order={2} size="h3" id="services-offered">
              {SERVICE_TEXTS.servicesOffered}
            </Title>
            {provider.services.length === 0 ? (
              <Text c="dimmed">{SERVICE_TEXTS.noServicesAvailable}</Text>
            ) : (
              <ServiceGrid services={provider.services} withProvider={false} />
            )}
          </Stack>
          <Stack component="section" gap="md" aria-labelledby="provider-reviews">
            <Title order={2} size="h3" id="provider-reviews">
              Reviews
            </Title>
            <ProviderReviews reviews={provider.reviews} />
          </Stack>
        </Stack>
      )}
    </Container>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading provider">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Group align="flex-start" gap="lg">
          <Skeleton circle h={96} />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Skeleton h={28} w="50%" />
            <Skeleton h={16} w={160} />
            <Skeleton h={12} />
            <Skeleton h={12} w="80%" />
          </Stack>
        </Group>
      </Card>
      <Skeleton h={24} w={200} />
      <ServiceGridSkeleton count={3} label="Loading services" />
    </Stack>
  );
}
