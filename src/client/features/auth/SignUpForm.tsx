import { Alert, Button, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { AUTH_TEXTS, signUpInput } from '../../../shared/auth';
import { SETTINGS_TEXTS } from '../../../shared/fees';
import { signUpRoles, type SignUpRole } from '../../../shared/roles';
import { trpc } from '../../trpc';
import { applyServerErrors } from '../../ui/form';
import { showError } from '../../ui/toasts';
import { usePublicSettings } from '../site/usePublicSettings';
import { CredentialFields, firstFieldFocus } from './CredentialFields';

interface SignUpFormProps {
  /** From an /auth?ref=CODE invitation link: credited to the friend who shared it. */
  referralCode?: string | undefined;
  /** Called with the registered address once the account exists (it still needs confirming). */
  onSignedUp: (email: string) => void;
}

/** Full name, role, email, password; the role chooses which areas of the app open to the account. */
export function SignUpForm({ onSignedUp, referralCode }: SignUpFormProps) {
  const form = useForm({
    initialValues: { fullName: '', role: 'guest' as SignUpRole, email: '', password: '' },
    validate: schemaResolver(signUpInput, { sync: true }),
    // Submitted as the procedure will read it (trimmed), with the invitation's code.
    transformValues: (values) => signUpInput.parse({ ...values, ref: referralCode }),
  });

  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: (data) => {
      notifications.show({
        color: 'green',
        message: 'Success! Please check your email to confirm your account.',
      });
      onSignedUp(data.email);
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError('Error signing up', error);
    },
  });

  const onSubmit = form.onSubmit((values) => {
    if (signUp.isPending) return;
    signUp.mutate(values);
  });

  if (usePublicSettings().data?.signupsOpen === false) {
    return (
      <Alert color="yellow" title="Sign-ups are closed" role="status">
        {SETTINGS_TEXTS.signupsClosed} If you already have an account, you can sign in.
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Full name"
          autoComplete="name"
          placeholder="Amina Wanjiru"
          autoFocus={firstFieldFocus()}
          {...form.getInputProps('fullName')}
          disabled={signUp.isPending}
        />
        <Input.Wrapper label="I want to" error={form.errors.role} labelProps={{ id: 'signup-role-label' }}>
          <SegmentedControl<SignUpRole>
            fullWidth
            // Stacked: the three labels never fit side by side in the auth card.
            orientation="vertical"
            data={signUpRoles.map((r) => ({ value: r.value, label: r.label }))}
            {...form.getInputProps('role', { withError: false })}
            disabled={signUp.isPending}
            aria-labelledby="signup-role-label"
            mt={4}
          />
        </Input.Wrapper>
        <CredentialFields
          email={form.getInputProps('email')}
          password={form.getInputProps('password')}
          disabled={signUp.isPending}
          passwordAutoComplete="new-password"
          passwordHint={AUTH_TEXTS.passwordHint}
        />
        <Button type="submit" fullWidth loading={signUp.isPending} disabled={signUp.isPending}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
