import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ProviderProfileView } from '../../../../shared/service-catalog';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { StarRating } from '../../../ui/StarRating';

/** Who the provider is: picture, name, the verified mark, their rating and their bio. */
export function ProviderHeader({ provider }: { provider: ProviderProfileView }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Avatar
          src={provider.avatarUrl}
          name={provider.displayName}
          color="initials"
          radius="50%"
          size={96}
          alt=""
        />
        <Stack gap="xs" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {provider.displayName}
            </Title>
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {SERVICE_TEXTS.verified}
            </Badge>
          </Group>
          <ProviderRating ratingAvg={provider.ratingAvg} ratingCount={provider.ratingCount} />
          {provider.bio && (
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{provider.bio}</Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function ProviderRating({ ratingAvg, ratingCount }: { ratingAvg: number | null; ratingCount: number }) {
  if (ratingAvg === null || ratingCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SERVICE_TEXTS.noReviews}
      </Text>
    );
  }
  return (
    <Group gap="xs" align="center">
      <StarRating value={ratingAvg} size={18} color="amber.6" />
      <Text fw={600}>{ratingAvg.toFixed(1)}</Text>
      <Text size="sm" c="dimmed">
        ({ratingCount} {ratingCount === 1 ? 'review' : 'reviews'})
      </Text>
    </Group>
  );
}
