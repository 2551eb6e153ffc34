import { AspectRatio, Avatar, Badge, Card, Center, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatServicePrice, type ServiceCardView } from '../../../../shared/service-catalog';
import { SERVICE_CATEGORY_NAMES, SERVICE_TEXTS } from '../../../../shared/services';
import { ButtonLink } from '../../../ui/ButtonLink';
import { CATEGORY_ICONS } from './categoryIcons';

interface ServiceCardProps {
  service: ServiceCardView;
  /** Heading level of the title, to fit the page's outline (default 3: cards sit under a section's h2). */
  titleOrder?: 2 | 3 | 4;
  /** On the provider's own profile the provider line and 'View Provider' would only point back at it. */
  withProvider?: boolean;
}

/** A service on /services and on its provider's profile: cover, title, category, price, provider, actions. */
export function ServiceCard({ service, titleOrder = 3, withProvider = true }: ServiceCardProps) {
  const category = SERVICE_CATEGORY_NAMES[service.categoryId];

  return (
    <Card component="article" withBorder radius="md" shadow="xs" padding="md" h="100%">
      <Card.Section>
        <ServiceCover service={service} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={titleOrder} size="h4" lh={1.3} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {service.title}
          </Title>
          <Text fw={700} style={{ flexShrink: 0 }}>
            {formatServicePrice(service.priceCents, service.currency)}
          </Text>
        </Group>
        <Badge variant="light" tt="none" fw={500}>
          {category}
        </Badge>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {service.description}
        </Text>
        {withProvider && (
          <Group gap="xs" wrap="nowrap" mt="auto" pt="xs">
            <Avatar
              src={service.provider.avatarUrl}
              name={service.provider.displayName}
              color="initials"
              radius="xl"
              size="sm"
              alt=""
            />
            <Text size="sm" fw={500} truncate="end">
              {service.provider.displayName}
            </Text>
          </Group>
        )}
        <Group grow gap="xs" mt={withProvider ? 'xs' : 'auto'}>
          <ButtonLink
            size="sm"
            to="/services/$id/book"
            params={{ id: service.id }}
            aria-label={`${SERVICE_TEXTS.bookNow}: ${service.title}`}
          >
            {SERVICE_TEXTS.bookNow}
          </ButtonLink>
          {withProvider && (
            <ButtonLink
              size="sm"
              variant="default"
              to="/services/provider/$providerId"
              params={{ providerId: service.provider.id }}
              aria-label={`${SERVICE_TEXTS.viewProvider}: ${service.provider.displayName}`}
            >
              {SERVICE_TEXTS.viewProvider}
            </ButtonLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The first photo, or the category's picture when there is none or it fails to load. */
function ServiceCover({ service }: { service: ServiceCardView }) {
  const [broken, setBroken] = useState(false);
  const photo = service.photos[0];
  const CategoryIcon = CATEGORY_ICONS[service.categoryId];

  return (
    <AspectRatio ratio={3 / 2}>
      {photo && !broken ? (
        <Image
          src={photo}
          alt=""
          loading="lazy"
          decoding="async"
          fit="cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" c="dimmed" aria-hidden>
          <CategoryIcon size={48} stroke={1.5} />
        </Center>
      )}
    </AspectRatio>
  );
}
