import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import {
  ICAL_MAX_FEEDS,
  ICAL_TEXTS,
  icalFeedFormInput,
  type IcalFeedFormInput,
} from '../../../../../shared/ical';
import { describeError, trpc } from '../../../../trpc';
import { applyServerErrors } from '../../../../ui/form';
import { showSuccess } from '../../../../ui/toasts';
import { IcalFeedItem } from './IcalFeedItem';
import { useRefreshAfterIcal } from './useRefreshAfterIcal';

const resolve = schemaResolver(icalFeedFormInput, { sync: true });

/** Adds an external calendar (fetched at once: a refusal is shown under the field) and lists those imported. */
export function IcalImport({ propertyId }: { propertyId: string }) {
  const refresh = useRefreshAfterIcal();
  const feeds = trpc.host.ical.feeds.useQuery({ propertyId });
  const form = useForm<IcalFeedFormInput>({
    initialValues: { url: '' },
    validate: resolve,
    transformValues: (values) => icalFeedFormInput.parse(values),
  });
  const add = trpc.host.ical.addFeed.useMutation({
    onSuccess: async (feed) => {
      form.reset();
      showSuccess(
        ICAL_TEXTS.feedAdded,
        feed.conflicts.length > 0 ? 'Some events clash with bookings here.' : '',
      );
      await refresh();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) form.setFieldError('url', describeError(error).message);
    },
  });
  const full = (feeds.data?.length ?? 0) >= ICAL_MAX_FEEDS;

  return (
    <Stack gap="md">
      <form noValidate onSubmit={form.onSubmit((values) => add.mutate({ propertyId, url: values.url }))}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Calendar address (iCal)"
            placeholder="https://www.airbnb.com/calendar/ical/....ics"
            inputMode="url"
            style={{ flex: '1 1 240px', minWidth: 0 }}
            disabled={full}
            description={full ? ICAL_TEXTS.tooManyFeeds : undefined}
            {...form.getInputProps('url')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            loading={add.isPending}
            disabled={full}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add calendar
          </Button>
        </Group>
      </form>
      {feeds.isPending && <Loader size="sm" aria-label="Loading imported calendars" />}
      {feeds.isError && (
        <Text size="sm" c="red">
          {describeError(feeds.error).message}
        </Text>
      )}
      {feeds.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No calendars imported yet.
        </Text>
      )}
      {feeds.data?.map((feed) => (
        <IcalFeedItem key={feed.id} feed={feed} />
      ))}
    </Stack>
  );
}
