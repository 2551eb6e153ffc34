import { Badge, Tooltip } from '@mantine/core';
import { ADMIN_LISTING_STATUS_LABELS, type AdminListingRow } from '../../../../shared/moderation';

const COLORS = { listed: 'green', suspended: 'red', host_inactive: 'gray' } as const;

/** Listed, Suspended (the reason on hover) or Host inactive. */
export function ListingStatusBadge({ row }: { row: Pick<AdminListingRow, 'status' | 'suspensionReason'> }) {
  const badge = (
    <Badge variant="light" color={COLORS[row.status]}>
      {ADMIN_LISTING_STATUS_LABELS[row.status]}
    </Badge>
  );
  if (row.status !== 'suspended' || !row.suspensionReason) return badge;
  return (
    <Tooltip label={row.suspensionReason} multiline maw={320} withArrow>
      {badge}
    </Tooltip>
  );
}
