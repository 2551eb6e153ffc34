import { Badge, Stack, Text } from '@mantine/core';
import type { HostPropertyRow } from '../../../../shared/host';
import { MODERATION_TEXTS } from '../../../../shared/moderation';

/** A listing an admin suspended: the red badge and the reason the host was given. Nothing otherwise. */
export function SuspendedNotice({ suspended }: { suspended: HostPropertyRow['suspended'] }) {
  if (!suspended) return null;
  return (
    <Stack gap={2} style={{ alignSelf: 'flex-start', minWidth: 0 }}>
      <Badge color="red" variant="filled" size="sm" style={{ alignSelf: 'flex-start' }}>
        {MODERATION_TEXTS.suspendedBadge}
      </Badge>
      <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
        {MODERATION_TEXTS.suspendedHint} Reason: {suspended.reason}
      </Text>
    </Stack>
  );
}
