import { Button, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { signUpInput } from '../../../shared/auth';
import { signUpRoles, type SignUpRole } from '../../../shared/roles';
import { trpc } from '../../trpc';
import { fieldErrors } from './fieldErrors';
import { showError } from '../../ui/toasts';
import { CredentialFields } from './CredentialFields';

interface SignUpFormProps {
  /** From an /auth?ref=CODE invitation link: credited to the friend who shared it. */
  referralCode?: string | undefined;
  /** Called with the registered address once the account exists (it still needs confirming). */
  onSignedUp: (email: string) => void;
}

/** Full name, role, email, password (spec 000 §2 Auth, §5). */
export function SignUpForm({ onSignedUp, referralCode }: SignUpFormProps) {
  const [fullName, setFullName] = useState('');
  const [role, setRole] = useState<SignUpRole>('guest');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: (data) => {
      notifications.show({
        color: 'green',
        message: 'Success! Please check your email to confirm your account.',
      });
      onSignedUp(data.email);
    },
    onError: (error) => showError('Error signing up', error),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const parsed = signUpInput.safeParse({ fullName, role, email, password, ref: referralCode });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    signUp.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full name"
          autoComplete="name"
          placeholder="Amina Wanjiru"
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          error={errors.fullName}
          disabled={signUp.isPending}
        />
        <Input.Wrapper label="I want to" error={errors.role} labelProps={{ id: 'signup-role-label' }}>
          <SegmentedControl<SignUpRole>
            fullWidth
            // Stacked: the three labels never fit side by side in the auth card.
            orientation="vertical"
            data={signUpRoles.map((r) => ({ value: r.value, label: r.label }))}
            value={role}
            onChange={setRole}
            disabled={signUp.isPending}
            aria-labelledby="signup-role-label"
            mt={4}
          />
        </Input.Wrapper>
        <CredentialFields
          email={email}
          password={password}
          onEmail={setEmail}
          onPassword={setPassword}
          errors={errors}
          disabled={signUp.isPending}
          passwordAutoComplete="new-password"
          passwordHint="At least 8 characters"
        />
        <Button type="submit" fullWidth loading={signUp.isPending} disabled={signUp.isPending}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
