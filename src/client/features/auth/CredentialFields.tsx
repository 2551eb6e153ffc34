import { PasswordInput, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface CredentialFieldsProps {
  /** The form's `getInputProps('email')` and `getInputProps('password')`: value, change, error. */
  email: GetInputPropsReturnType;
  password: GetInputPropsReturnType;
  disabled: boolean;
  /** 'current-password' to sign in, 'new-password' to sign up (password managers act on it). */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** The form's first field: focused when the form opens (see firstFieldFocus). */
  emailAutoFocus?: boolean;
}

/**
 * The auth forms' first field takes focus when the form opens, so a keyboard user does not tab through the
 * header to reach it. Only with a mouse or trackpad: on a touch screen focusing would pop the keyboard up.
 */
export function firstFieldFocus(): boolean {
  return window.matchMedia('(pointer: fine)').matches;
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
        autoFocus={props.emailAutoFocus}
        {...props.email}
        disabled={props.disabled}
      />
      <PasswordInput
        label="Password"
        autoComplete={props.passwordAutoComplete}
        description={props.passwordHint}
        {...props.password}
        disabled={props.disabled}
        // Mantine's default label ("Toggle password visibility") would also match a "Password" label lookup.
        visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
      />
    </>
  );
}
