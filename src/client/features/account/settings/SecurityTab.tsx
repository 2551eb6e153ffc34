import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ACCOUNT_TEXTS } from '../../../../shared/account';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password (with the current one); every other signed-in device is signed out on success. */
export function SecurityTab() {
  const [fields, setFields] = useState(empty);
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      setFields(empty);
      showSuccess(ACCOUNT_TEXTS.passwordUpdated, 'Your other devices have been signed out');
    },
    onError: (error) => showError(ACCOUNT_TEXTS.passwordError, error),
  });
  const ready = fields.currentPassword !== '' && fields.newPassword !== '' && fields.confirmPassword !== '';

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (fields.newPassword !== fields.confirmPassword) {
          notifications.show({
            color: 'red',
            title: ACCOUNT_TEXTS.passwordsDoNotMatch,
            message: ACCOUNT_TEXTS.passwordsMustMatch,
          });
          return;
        }
        change.mutate(fields);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Use at least 8 characters. Changing your password signs you out everywhere else.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={fields.currentPassword}
          onChange={(e) => setFields({ ...fields, currentPassword: e.currentTarget.value })}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={(e) => setFields({ ...fields, newPassword: e.currentTarget.value })}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={(e) => setFields({ ...fields, confirmPassword: e.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={!ready} loading={change.isPending}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
