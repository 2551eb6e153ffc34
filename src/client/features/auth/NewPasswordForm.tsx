import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { AUTH_TEXTS, resetPasswordForm } from '../../../shared/auth';
import { reconnectRealtime } from '../../realtime';
import { describeError, trpc } from '../../trpc';
import { AnchorLink } from '../../ui/AnchorLink';
import { ButtonLink } from '../../ui/ButtonLink';
import { applyServerErrors, serverIssues } from '../../ui/form';
import { showError } from '../../ui/toasts';
import { firstFieldFocus } from './CredentialFields';

interface NewPasswordFormProps {
  token: string;
}

/** A link that cannot be used (unknown, used, expired or cut short): what the server said about it. */
function linkProblem(error: unknown): string | null {
  const { domainCode, message } = describeError(error);
  if (domainCode === 'TOKEN_INVALID' || domainCode === 'TOKEN_EXPIRED') return message;
  if (serverIssues(error).some((issue) => issue.path[0] === 'token')) return AUTH_TEXTS.resetLinkIncomplete;
  return null;
}

/** The new password, twice. On success every session of the account has ended: the person signs in again. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordForm, { sync: true }),
  });
  const [badLink, setBadLink] = useState<string | null>(null);
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: async () => {
      // A session of this account in this browser ended with the others: no page may show it signed in.
      await reconnectRealtime();
      await utils.auth.me.invalidate();
    },
    onError: (error) => {
      const problem = linkProblem(error);
      if (problem) setBadLink(problem);
      else if (!applyServerErrors(form, error)) showError('Error changing the password', error);
    },
  });

  if (reset.isSuccess) {
    return (
      <Stack gap="md" align="center" ta="center" role="status">
        <IconCircleCheck size={40} color="var(--mantine-color-green-6)" aria-hidden />
        <Text>{AUTH_TEXTS.passwordReset}</Text>
        <ButtonLink to="/auth" fullWidth>
          Sign In
        </ButtonLink>
      </Stack>
    );
  }

  if (badLink) {
    return (
      <Stack gap="md">
        <Alert
          color="red"
          variant="light"
          title="This link cannot be used"
          icon={<IconAlertCircle />}
          role="alert"
        >
          {badLink}
        </Alert>
        <ButtonLink to="/auth/reset-password" search={{}} fullWidth>
          Ask for a new link
        </ButtonLink>
        <AnchorLink to="/auth" size="sm" ta="center">
          Back to sign in
        </AnchorLink>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) => {
        if (!reset.isPending) reset.mutate({ token, password });
      })}
    >
      <Stack gap="md">
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={AUTH_TEXTS.passwordHint}
          autoFocus={firstFieldFocus()}
          {...form.getInputProps('password')}
          disabled={reset.isPending}
          visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
          disabled={reset.isPending}
          visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
