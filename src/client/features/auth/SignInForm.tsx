import { Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { signInInput } from '../../../shared/auth';
import { useAuthUserCache } from './useAuthUserCache';
import { describeError, trpc } from '../../trpc';
import { EmailNotConfirmedAlert } from './EmailNotConfirmedAlert';
import { AnchorLink } from '../../ui/AnchorLink';
import { applyServerErrors } from '../../ui/form';
import { showError } from '../../ui/toasts';
import { CredentialFields, firstFieldFocus } from './CredentialFields';

interface SignInFormProps {
  initialEmail?: string;
}

/**
 * Email + password. On success the cached session is replaced, and the /auth guard moves the user on
 * (to the page they came from, or /dashboard/redirect).
 */
export function SignInForm({ initialEmail = '' }: SignInFormProps) {
  const form = useForm({
    initialValues: { email: initialEmail, password: '' },
    validate: schemaResolver(signInInput, { sync: true }),
    // Submitted as the procedure will read it (the address trimmed).
    transformValues: (values) => signInInput.parse(values),
  });
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  const setSignedIn = useAuthUserCache();

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: (data) => setSignedIn(data.user),
    onError: (error, variables) => {
      const info = describeError(error);
      if (info.domainCode === 'EMAIL_NOT_CONFIRMED') {
        setUnconfirmed({ email: variables.email, message: info.message });
        return;
      }
      if (!applyServerErrors(form, error)) showError('Error signing in', error);
    },
  });

  const onSubmit = form.onSubmit((values) => {
    if (signIn.isPending) return;
    setUnconfirmed(null);
    signIn.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {unconfirmed && <EmailNotConfirmedAlert email={unconfirmed.email} message={unconfirmed.message} />}
        <CredentialFields
          email={form.getInputProps('email')}
          password={form.getInputProps('password')}
          disabled={signIn.isPending}
          passwordAutoComplete="current-password"
          emailAutoFocus={firstFieldFocus()}
        />
        <Group justify="flex-end" mt={-8}>
          <AnchorLink to="/auth/reset-password" size="sm">
            Forgot password?
          </AnchorLink>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
