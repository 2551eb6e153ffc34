import { Badge, Group, List, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { GUARANTEE_TEXTS } from '../../../../shared/guarantee';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';

/**
 * The listing's workday guarantee: the host switches it on once the listing meets the conditions (saved at
 * once, apart from the form). What is missing is listed; switching off is always possible.
 */
export function GuaranteeCard({ propertyId }: { propertyId: string }) {
  const utils = trpc.useUtils();
  const status = trpc.stays.guarantee.status.useQuery({ propertyId });
  const set = trpc.stays.guarantee.set.useMutation({
    onSuccess: async (next) => {
      showSuccess(next.on ? GUARANTEE_TEXTS.on : GUARANTEE_TEXTS.off);
      utils.stays.guarantee.status.setData({ propertyId }, next);
      await utils.properties.invalidate();
    },
    onError: (error) => showError('Could not change the workday guarantee', error),
  });
  const data = status.data;
  if (!data) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="guarantee-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconCertificate size={20} aria-hidden />
            <Text fw={600} id="guarantee-title">
              {GUARANTEE_TEXTS.badge}
            </Text>
            {data.on && !data.active && (
              <Badge color="orange" variant="light" tt="none">
                Paused: conditions not met
              </Badge>
            )}
          </Group>
          <Switch
            aria-label="Offer the workday guarantee"
            checked={data.on}
            disabled={set.isPending || (!data.on && data.missing.length > 0)}
            onChange={(event) => set.mutate({ propertyId, on: event.currentTarget.checked })}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {GUARANTEE_TEXTS.hostExplain}
        </Text>
        {data.missing.length > 0 && (
          <>
            <Text size="sm" fw={500}>
              Before you can offer it:
            </Text>
            <List size="sm">
              {data.missing.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
