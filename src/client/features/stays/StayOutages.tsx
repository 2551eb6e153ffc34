import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { claimText, OUTAGE_TEXTS, outageLine, type OutageView } from '../../../shared/outages';
import { trpc } from '../../trpc';
import { showError, showSuccess } from '../../ui/toasts';

/** The host's answer to a report, or that none came yet. */
export function OutageAnswer({ outage }: { outage: OutageView }) {
  if (outage.hostAnswer === null) {
    return (
      <Text size="sm" c="dimmed">
        No answer from the host yet
      </Text>
    );
  }
  return (
    <Text size="sm">
      {outage.hostConfirmed && (
        <Badge color="teal" variant="light" tt="none" mr={6}>
          Host confirmed
        </Badge>
      )}
      Host: {outage.hostAnswer}
    </Text>
  );
}

/** The workday guarantee's decisions on a report. */
export function OutageClaims({ outage }: { outage: OutageView }) {
  return outage.claims.map((claim) => (
    <Text key={claim.day} size="sm" fw={500} c={claim.status === 'credited' ? 'teal.8' : undefined}>
      {claimText(claim)}
    </Text>
  ));
}

/** The guest's reports on this stay, the ongoing one with 'It's over now'. */
export function StayOutages({ bookingId }: { bookingId: string }) {
  const utils = trpc.useUtils();
  const outages = trpc.stays.outages.ofBooking.useQuery({ bookingId });
  const end = trpc.stays.outages.end.useMutation({
    onSuccess: async () => {
      showSuccess(OUTAGE_TEXTS.ended);
      // A credit may have changed the booking's refund: everything is read again.
      await utils.invalidate();
    },
    onError: (error) => showError('Could not mark it as over', error),
  });
  if (!outages.data?.length) return null;
  return (
    <Stack gap="xs" aria-label="Your outage reports" component="section">
      {outages.data.map((outage) => (
        <div key={outage.id}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" fw={500}>
              {outageLine(outage)}
            </Text>
            {outage.endedAt === null && (
              <Button
                size="compact-sm"
                variant="light"
                loading={end.isPending}
                onClick={() => end.mutate({ outageId: outage.id })}
              >
                {OUTAGE_TEXTS.markOver}
              </Button>
            )}
          </Group>
          <OutageAnswer outage={outage} />
          <OutageClaims outage={outage} />
        </div>
      ))}
    </Stack>
  );
}
