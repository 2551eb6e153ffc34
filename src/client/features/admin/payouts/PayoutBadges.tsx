import { Badge, Group, Tooltip } from '@mantine/core';
import { PAYOUT_STATUS_LABELS, type PayoutStatus } from '../../../../shared/payouts';
import { ADMIN_PAYOUT_TEXTS } from '../../../../shared/payouts-admin';

const STATUS_COLORS: Record<PayoutStatus, string> = {
  scheduled: 'blue',
  processing: 'yellow',
  completed: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** The payout's status; a payout processing past its lease is marked stuck beside it. */
export function PayoutStatusBadge({ status, stuck = false }: { status: PayoutStatus; stuck?: boolean }) {
  const badge = (
    <Badge
      variant="light"
      color={STATUS_COLORS[status]}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {PAYOUT_STATUS_LABELS[status]}
    </Badge>
  );
  if (!stuck) return badge;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {badge}
      <Tooltip label={ADMIN_PAYOUT_TEXTS.stuckHint} multiline w={240} withArrow>
        <Badge variant="filled" color="orange" tabIndex={0} aria-label={ADMIN_PAYOUT_TEXTS.stuckHint}>
          {ADMIN_PAYOUT_TEXTS.stuck}
        </Badge>
      </Tooltip>
    </Group>
  );
}
