import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_TEXTS, changePasswordInput } from '../../../../shared/account';
import { AUTH_TEXTS, PASSWORD_MIN } from '../../../../shared/auth';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password (with the current one); every other signed-in device is signed out on success. */
export function SecurityTab() {
  const form = useForm({
    initialValues: empty,
    validate: schemaResolver(changePasswordInput, { sync: true }),
  });
  const change = trpc.account.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      showSuccess(ACCOUNT_TEXTS.passwordUpdated, 'Your other devices have been signed out');
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(ACCOUNT_TEXTS.passwordError, error);
    },
  });
  const { currentPassword, newPassword, confirmPassword } = form.values;
  const ready = currentPassword !== '' && newPassword !== '' && confirmPassword !== '';

  // A mismatch is told the way the spec words it, in a toast with its own title; the field is only marked.
  const onInvalid = (errors: FormErrors) => {
    if (errors.confirmPassword !== AUTH_TEXTS.passwordsMustMatch) return;
    form.setFieldError('confirmPassword', true);
    notifications.show({
      color: 'red',
      title: AUTH_TEXTS.passwordsDoNotMatch,
      message: AUTH_TEXTS.passwordsMustMatch,
    });
  };

  return (
    <form onSubmit={form.onSubmit((values) => change.mutate(values), onInvalid)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Use at least {PASSWORD_MIN} characters. Changing your password signs you out everywhere else.
        </Text>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
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
