import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatAdminDateTime } from '../../../../shared/admin';
import type { AdminPaymentRow } from '../../../../shared/payments-admin';
import { PaymentStateBadge } from './PaymentBadges';
import { chargedText, forText, priceText, providerLabel } from './paymentText';
import { RefundList } from './RefundList';

/** The payments as cards (phones: seven columns do not fit). */
export function PaymentCards({ rows }: { rows: AdminPaymentRow[] }) {
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Payments">
      {rows.map((p) => {
        const price = priceText(p);
        return (
          <Paper key={p.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} lineClamp={1}>
                  {forText(p)}
                </Text>
                <Text size="sm">{p.guestName}</Text>
                <Text size="xs" c="dimmed">
                  {p.guestEmail} · {formatAdminDateTime(p.createdAt)}
                </Text>
              </div>
              <PaymentStateBadge state={p.state} />
            </Group>
            <Group justify="space-between" mt={6} gap="xs" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm">{providerLabel(p.provider)}</Text>
                <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {p.providerRef ?? 'No checkout yet'}
                </Text>
              </div>
              <div style={{ textAlign: 'right' }}>
                <Text size="sm" fw={600}>
                  {chargedText(p)}
                </Text>
                {price && (
                  <Text size="xs" c="dimmed">
                    {price}
                  </Text>
                )}
              </div>
            </Group>
            {p.refunds.length > 0 && (
              <>
                <Divider my={6} label="Refunds" labelPosition="left" />
                <RefundList refunds={p.refunds} currency={p.currency} />
              </>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
