import { Badge, Button, Group, Image, Text } from '@mantine/core';
import { IconPencil, IconPhoto, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { CATALOG_TEXTS, formatServicePrice, type ServiceCardView } from '../../../../shared/service-catalog';
import { SERVICE_CATEGORY_NAMES } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { showError, showSuccess } from '../../../ui/toasts';

/** One of my services: what guests see of it, whether it is listed, and the way to change it. */
export function ServiceRow({ service }: { service: ServiceCardView }) {
  const utils = trpc.useUtils();
  const setStatus = trpc.services.setStatus.useMutation({
    onSuccess: (saved) =>
      showSuccess(saved.status === 'paused' ? CATALOG_TEXTS.paused : CATALOG_TEXTS.activated),
    onError: (error) => showError(CATALOG_TEXTS.saveFailed, error),
    // Browse Services too: a paused service leaves it, an active one comes back.
    onSettled: () => Promise.all([utils.services.mine.invalidate(), utils.services.search.invalidate()]),
  });
  const active = service.status === 'active';
  const cover = service.photos[0];

  return (
    <Group component="li" wrap="nowrap" gap="sm" align="flex-start">
      {cover ? (
        <Image src={cover} alt="" w={56} h={56} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
      ) : (
        <IconPhoto size={56} stroke={1} aria-hidden style={{ flexShrink: 0, opacity: 0.3 }} />
      )}
      {/* The buttons go under the text, so the title keeps the card's width even on a phone. */}
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} lineClamp={2}>
          {service.title}
        </Text>
        <Text size="sm" c="dimmed">
          {SERVICE_CATEGORY_NAMES[service.categoryId]} ·{' '}
          {formatServicePrice(service.priceCents, service.currency)}
        </Text>
        <Group gap="xs" mt={6}>
          <Badge size="sm" variant="light" color={active ? 'green' : 'gray'}>
            {active ? 'Active' : 'Paused'}
          </Badge>
          <ButtonLink
            to="/services/$id/edit"
            params={{ id: service.id }}
            size="compact-xs"
            variant="default"
            aria-label={`Edit ${service.title}`}
            leftSection={<IconPencil size={14} aria-hidden />}
          >
            Edit
          </ButtonLink>
          <Button
            size="compact-xs"
            variant="light"
            color={active ? 'gray' : 'green'}
            aria-label={`${active ? 'Pause' : 'Activate'} ${service.title}`}
            loading={setStatus.isPending}
            leftSection={
              active ? <IconPlayerPause size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />
            }
            onClick={() => setStatus.mutate({ id: service.id, status: active ? 'paused' : 'active' })}
          >
            {active ? 'Pause' : 'Activate'}
          </Button>
        </Group>
      </div>
    </Group>
  );
}
