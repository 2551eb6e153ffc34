import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { addDays } from '../../../../../shared/dates';
import { formatStayDate } from '../../../../../shared/host';
import { ICAL_TEXTS, type IcalFeedView } from '../../../../../shared/ical';
import { trpc } from '../../../../trpc';
import { showError, showSuccess } from '../../../../ui/toasts';
import { useRefreshAfterIcal } from './useRefreshAfterIcal';

/** First and last night, as a host reads a range (the stored end is the check-out morning). */
const nights = (start: string, end: string) => {
  const last = addDays(end, -1);
  return last === start ? formatStayDate(start) : `${formatStayDate(start)} – ${formatStayDate(last)}`;
};

const syncedAt = (iso: string | null) =>
  iso ? `Last synced ${dayjs(iso).format('MMM D, YYYY HH:mm')}` : 'Not synced yet';

/** One imported calendar: where it comes from, how its last sync went, and its actions. */
export function IcalFeedItem({ feed }: { feed: IcalFeedView }) {
  const refresh = useRefreshAfterIcal();
  const sync = trpc.host.ical.syncNow.useMutation({
    onSuccess: async (state) => {
      if (state.lastError) showError('Sync failed', new Error(state.lastError));
      else showSuccess(ICAL_TEXTS.synced);
      await refresh();
    },
    onError: (error) => showError('Error', error),
  });
  const remove = trpc.host.ical.removeFeed.useMutation({
    onSuccess: async () => {
      showSuccess(ICAL_TEXTS.feedRemoved);
      await refresh();
    },
    onError: (error) => showError('Error', error),
  });
  const busy = sync.isPending || remove.isPending;

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
          {feed.url}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed">
            {syncedAt(feed.lastSyncedAt)}
          </Text>
          <Badge size="sm" variant="light" color="gray">
            {feed.blockCount === 1 ? '1 closed range' : `${feed.blockCount} closed ranges`}
          </Badge>
        </Group>
        {feed.lastError && (
          <Text size="sm" c="red" role="alert">
            {feed.lastError}
          </Text>
        )}
        {feed.conflicts.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" c="orange.8" fw={500}>
              Not imported: these events fall on nights already booked on KaziStay
            </Text>
            <List size="sm" spacing={2}>
              {feed.conflicts.map((c) => (
                <List.Item key={`${c.uid}-${c.startDate}`}>
                  {nights(c.startDate, c.endDate)}
                  {c.summary ? ` (${c.summary})` : ''}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={sync.isPending}
            disabled={busy && !sync.isPending}
            onClick={() => sync.mutate({ feedId: feed.id })}
          >
            Sync now
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            disabled={busy && !remove.isPending}
            onClick={() => remove.mutate({ feedId: feed.id })}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
