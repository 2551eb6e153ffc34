import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { HostCardView } from '../../../../shared/property-view';
import { PROPERTY_DEFAULTS } from '../../../../shared/property-view';
import { SectionCard } from './SectionCard';
import { StarIcon, UserIcon } from '../../../ui/icons';

interface HostCardProps {
  host: HostCardView;
}

/** The host: name, picture, superhost flag, response time and rate (spec 000 §3 defaults applied upstream). */
export function HostCard({ host }: HostCardProps) {
  return (
    <SectionCard title="Meet your host" icon={<UserIcon size={18} />}>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={host.avatarUrl || PROPERTY_DEFAULTS.avatar}
          alt={host.name}
          name={host.name}
          color="initials"
          size={64}
          radius="xl"
        />
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {host.name}
            </Text>
            {host.isSuperhost && (
              <Badge
                color="amber"
                variant="filled"
                autoContrast
                size="sm"
                leftSection={<StarIcon size={12} />}
              >
                Superhost
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            Responds {host.responseTime}
          </Text>
          <Text size="sm" c="dimmed">
            Response rate {host.responseRate}%
          </Text>
        </Stack>
      </Group>
    </SectionCard>
  );
}
