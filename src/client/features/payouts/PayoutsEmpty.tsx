import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { DEFAULT_FEES, delayText } from '../../../shared/fees';
import type { PayoutKind } from '../../../shared/payouts';
import { usePublicSettings } from '../site/usePublicSettings';

/** '24 hours': the payout delay in force (Admin Settings). */
export function PayoutDelay() {
  return <>{delayText(usePublicSettings().data?.payoutDelayHours ?? DEFAULT_FEES.payoutDelayHours)}</>;
}

/** When a payout of this kind is paid and when it first shows. */
function WhenPaid({ kind }: { kind: PayoutKind }) {
  if (kind === 'service') {
    return (
      <>
        Each service a guest pays for is paid out once you mark it completed; it shows here as soon as the
        guest has paid.
      </>
    );
  }
  return (
    <>
      Each confirmed booking is paid out <PayoutDelay /> after the guest checks in; it shows here as soon as
      it is booked.
    </>
  );
}

/** No payout matches: either none at all yet, or none for these filters. */
export function PayoutsEmpty({ filtered, kind = 'stay' }: { filtered: boolean; kind?: PayoutKind }) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconReceipt size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {filtered ? 'No payouts match these filters' : 'No payouts yet'}
        </Title>
        <Text size="sm" c="dimmed" maw={420}>
          {filtered ? 'Try another search, time range, method or status.' : <WhenPaid kind={kind} />}
        </Text>
      </Stack>
    </Card>
  );
}
