import { PasswordInput, TextInput } from '@mantine/core';

interface CredentialFieldsProps {
  email: string;
  password: string;
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  errors: { email?: string; password?: string };
  disabled: boolean;
  /** 'current-password' to sign in, 'new-password' to sign up (password managers act on it). */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
}

/** The email and password inputs of the sign-in and sign-up forms. */
export function CredentialFields(props: CredentialFieldsProps) {
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={props.email}
        onChange={(event) => props.onEmail(event.currentTarget.value)}
        error={props.errors.email}
        disabled={props.disabled}
      />
      <PasswordInput
        label="Password"
        autoComplete={props.passwordAutoComplete}
        description={props.passwordHint}
        value={props.password}
        onChange={(event) => props.onPassword(event.currentTarget.value)}
        error={props.errors.password}
        disabled={props.disabled}
        // Mantine's default label ("Toggle password visibility") would also match a "Password" label lookup.
        visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
      />
    </>
  );
}
