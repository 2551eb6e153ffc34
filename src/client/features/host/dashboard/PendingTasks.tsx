import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecks, IconChevronRight } from '@tabler/icons-react';
import { HOST_DASHBOARD_TEXTS, type HostTask } from '../../../../shared/host-dashboard';
import { AnchorLink } from '../../../ui/AnchorLink';

/** The task's link as a typed route. */
function TaskLink({ task }: { task: HostTask }) {
  const label = <>{task.title}</>;
  const t = task.target;
  switch (t.page) {
    case 'editProperty':
      return (
        <AnchorLink to="/host/properties/$id/edit" params={{ id: t.propertyId }} fw={600}>
          {label}
        </AnchorLink>
      );
    case 'messages':
      return (
        <AnchorLink to="/messages" search={{ with: t.withUserId }} fw={600}>
          {label}
        </AnchorLink>
      );
    case 'properties':
      return (
        <AnchorLink to="/host/properties" fw={600}>
          {label}
        </AnchorLink>
      );
    case 'calendar':
      return (
        <AnchorLink to="/host/calendar" fw={600}>
          {label}
        </AnchorLink>
      );
    case 'payoutMethod':
      return (
        <AnchorLink to="/settings" search={{ tab: 'payouts' }} fw={600}>
          {label}
        </AnchorLink>
      );
    case 'failedPayouts':
      return (
        <AnchorLink to="/payouts" search={{ status: 'failed' }} fw={600}>
          {label}
        </AnchorLink>
      );
  }
}

/** What the host's data asks for; each task is gone once done. */
export function PendingTasks({ tasks }: { tasks: HostTask[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Pending Tasks
      </Title>
      {tasks.length === 0 ? (
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="green" radius="xl" aria-hidden>
            <IconChecks size={16} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{HOST_DASHBOARD_TEXTS.allCaughtUp}</Text>
        </Group>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {tasks.map((task) => (
            <Group key={task.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <IconChevronRight size={16} aria-hidden style={{ marginTop: 4, flexShrink: 0 }} />
              <div style={{ minWidth: 0 }}>
                <TaskLink task={task} />
                <Text size="sm" c="dimmed">
                  {task.description}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
