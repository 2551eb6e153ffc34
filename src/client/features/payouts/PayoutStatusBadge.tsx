import { Badge, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PAYOUT_STATUS_LABELS, payoutBadgeTone, type PayoutView } from '../../../shared/payouts';
import { toneColors } from './payoutText';

/** The status badge (spec tones); a failed payout's reason is in a tooltip and read out with the badge. */
export function PayoutStatusBadge({ payout }: { payout: PayoutView }) {
  const badge = (
    <Badge
      color={toneColors[payoutBadgeTone(payout.status)]}
      variant="light"
      // Never cut to 'COMPLET...' by a narrow column or a long title beside it.
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {PAYOUT_STATUS_LABELS[payout.status]}
    </Badge>
  );
  if (payout.status !== 'failed' || !payout.failureReason) return badge;
  return (
    <Tooltip label={payout.failureReason} multiline w={260} withArrow>
      <Group
        gap={4}
        wrap="nowrap"
        tabIndex={0}
        aria-label={`Failed: ${payout.failureReason}`}
        style={{ flexShrink: 0 }}
      >
        {badge}
        <IconInfoCircle size={16} color="var(--mantine-color-red-6)" aria-hidden />
      </Group>
    </Tooltip>
  );
}
