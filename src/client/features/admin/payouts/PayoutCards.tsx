import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatAdminDateTime } from '../../../../shared/admin';
import type { AdminPayoutView } from '../../../../shared/payouts-admin';
import { PayoutStatusBadge } from './PayoutBadges';
import { PayoutAmount, PayoutAttempts, PayoutNetworkInfo } from './PayoutParts';
import { forText } from './payoutText';
import { RetryPayoutButton } from './RetryPayoutButton';

/** The payouts as cards (phones: seven columns do not fit). */
export function PayoutCards({ rows }: { rows: AdminPayoutView[] }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payouts">
      {rows.map((p) => (
        <Paper key={p.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} lineClamp={1}>
                {forText(p)}
              </Text>
              <Text size="sm">{p.payeeName}</Text>
              <Text size="xs" c="dimmed">
                {p.payeeEmail} · {formatAdminDateTime(p.payoutDate)}
              </Text>
            </div>
            <PayoutStatusBadge status={p.status} stuck={p.stuck} />
          </Group>
          <Group justify="space-between" mt={6} gap="xs" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <PayoutNetworkInfo payout={p} />
            </div>
            <div style={{ textAlign: 'right' }}>
              <PayoutAmount payout={p} />
            </div>
          </Group>
          <PayoutAttempts payout={p} />
          {p.status === 'failed' && (
            <Group justify="flex-end" mt={6}>
              <RetryPayoutButton payout={p} />
            </Group>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
