import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { DEFAULT_FEES, delayText } from '../../../shared/fees';
import { usePublicSettings } from '../site/usePublicSettings';

/** '24 hours': the payout delay in force (Admin Settings). */
export function PayoutDelay() {
  return <>{delayText(usePublicSettings().data?.payoutDelayHours ?? DEFAULT_FEES.payoutDelayHours)}</>;
}

/** No payout matches: either none at all yet, or none for these filters. */
export function PayoutsEmpty({ filtered }: { filtered: boolean }) {
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
          {filtered ? (
            'Try another search, time range, method or status.'
          ) : (
            <>
              Each confirmed booking is paid out <PayoutDelay /> after the guest checks in; it shows here as
              soon as it is booked.
            </>
          )}
        </Text>
      </Stack>
    </Card>
  );
}
