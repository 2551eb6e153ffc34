import { Badge, Button, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/admin';
import {
  ALERT_STATUS_LABELS,
  ALERT_TEXTS,
  type AlertStatus,
  type AlertView,
} from '../../../../shared/alerts';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { showError, showSuccess } from '../../../ui/toasts';

const STATUS_COLORS: Record<AlertStatus, string> = {
  pending: 'red',
  in_progress: 'yellow',
  resolved: 'green',
};

/**
 * Alerts raised by the system (spec 001 §2, §4): pending → in progress when its action is clicked (which also
 * goes where the action leads) → resolved, each step stored with who and when. New alerts arrive live.
 */
export function SystemAlerts() {
  const [includeResolved, setIncludeResolved] = useState(false);
  const alerts = trpc.admin.alerts.useQuery({ includeResolved });

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {ALERT_TEXTS.title}
        </Title>
        <Switch
          size="sm"
          label={ALERT_TEXTS.showResolved}
          checked={includeResolved}
          onChange={(e) => setIncludeResolved(e.currentTarget.checked)}
        />
      </Group>
      {alerts.isPending ? (
        <Loader size="sm" aria-label="Loading alerts" />
      ) : !alerts.data ? (
        <LoadFailed title="Failed to load alerts" query={alerts} />
      ) : alerts.data.length === 0 ? (
        <Text c="dimmed">{ALERT_TEXTS.none}</Text>
      ) : (
        <Stack gap="sm">
          {alerts.data.map((a) => (
            <AlertItem key={a.id} alert={a} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function AlertItem({ alert }: { alert: AlertView }) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const update = trpc.admin.setAlertStatus.useMutation({
    onSuccess: () => showSuccess(ALERT_TEXTS.updated),
    onError: (error) => showError(ALERT_TEXTS.updateFailed, error),
    onSettled: () => utils.admin.alerts.invalidate(),
  });

  function act() {
    if (alert.status === 'pending') update.mutate({ alertId: alert.id, status: 'in_progress' });
    // The path is the app's own (written by the server when the alert was raised).
    void navigate({ to: alert.path as '/' });
  }

  return (
    <Card withBorder radius="sm" padding="sm" bg={alert.status === 'resolved' ? undefined : 'gray.0'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <IconAlertTriangle size={20} aria-hidden color="var(--mantine-color-orange-7)" />
          <div>
            <Text size="sm" fw={500}>
              {alert.description}
            </Text>
            <Text size="xs" c="dimmed">
              {formatAdminDateTime(alert.lastRaisedAt)}
              {alert.occurrences > 1
                ? ` · ${alert.occurrences} times since ${formatAdminDateTime(alert.createdAt)}`
                : ''}
              {alert.startedByName ? ` · taken by ${alert.startedByName}` : ''}
              {alert.resolvedAt
                ? ` · resolved by ${alert.resolvedByName ?? 'an admin'} ${formatAdminDateTime(alert.resolvedAt)}`
                : ''}
            </Text>
          </div>
        </Group>
        <Stack gap={6} align="flex-end">
          <Badge variant="light" color={STATUS_COLORS[alert.status]}>
            {ALERT_STATUS_LABELS[alert.status]}
          </Badge>
          {alert.status !== 'resolved' && (
            <Group gap={6} wrap="nowrap">
              <Button size="compact-xs" variant="light" onClick={act} disabled={update.isPending}>
                {alert.action}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                loading={update.isPending}
                onClick={() => update.mutate({ alertId: alert.id, status: 'resolved' })}
              >
                {ALERT_TEXTS.resolve}
              </Button>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
