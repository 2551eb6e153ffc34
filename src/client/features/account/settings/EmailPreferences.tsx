import { Card, Stack, Switch, Text } from '@mantine/core';
import { ACCOUNT_TEXTS } from '../../../../shared/account';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';

/** Notifications on and marketing off by default; each switch is saved as it is flipped. */
export function EmailPreferences() {
  const utils = trpc.useUtils();
  const prefs = trpc.account.emailPreferences.useQuery();
  const save = trpc.account.updateEmailPreferences.useMutation({
    onSuccess: (saved) => {
      utils.account.emailPreferences.setData(undefined, saved);
      showSuccess(ACCOUNT_TEXTS.preferencesUpdated);
    },
    onError: (error) => showError('Error updating email preferences', error),
  });
  const value = prefs.data;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Email preferences</Text>
        <Switch
          label="Email notifications"
          description="New messages while you are away"
          checked={value?.notifyEmail ?? true}
          disabled={!value || save.isPending}
          onChange={(e) => value && save.mutate({ ...value, notifyEmail: e.currentTarget.checked })}
        />
        <Switch
          label="Marketing emails"
          description="News, offers and travel ideas from KaziStay"
          checked={value?.marketingEmail ?? false}
          disabled={!value || save.isPending}
          onChange={(e) => value && save.mutate({ ...value, marketingEmail: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}
