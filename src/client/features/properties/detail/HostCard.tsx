import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { HostCardView } from '../../../../shared/property-view';
import { PROPERTY_DEFAULTS } from '../../../../shared/property-view';
import { SectionCard } from './SectionCard';
import { IconStarFilled, IconUser } from '@tabler/icons-react';

interface HostCardProps {
  host: HostCardView;
}

/** The host: name, picture, superhost flag, response time and rate (the server fills in defaults). */
export function HostCard({ host }: HostCardProps) {
  return (
    <SectionCard title="Meet your host" icon={<IconUser size={18} aria-hidden />}>
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
                leftSection={<IconStarFilled size={12} aria-hidden />}
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
