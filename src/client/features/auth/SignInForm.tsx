import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { signInInput } from '../../../shared/auth';
import { useAuthUserCache } from './useAuthUserCache';
import { describeError, trpc } from '../../trpc';
import { EmailNotConfirmedAlert } from './EmailNotConfirmedAlert';
import { fieldErrors } from './fieldErrors';
import { showError } from '../../ui/toasts';
import { CredentialFields } from './CredentialFields';

interface SignInFormProps {
  initialEmail?: string;
}

/**
 * Email + password. On success the cached session is replaced, and the /auth guard moves the user on
 * (to the page they came from, or /dashboard/redirect).
 */
export function SignInForm({ initialEmail = '' }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
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
      showError('Error signing in', error);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const parsed = signInInput.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setUnconfirmed(null);
    signIn.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {unconfirmed && <EmailNotConfirmedAlert email={unconfirmed.email} message={unconfirmed.message} />}
        <CredentialFields
          email={email}
          password={password}
          onEmail={setEmail}
          onPassword={setPassword}
          errors={errors}
          disabled={signIn.isPending}
          passwordAutoComplete="current-password"
        />
        <Button type="submit" fullWidth loading={signIn.isPending} disabled={signIn.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
