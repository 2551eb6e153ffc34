import { describe, expect, it } from 'vitest';
import { changePasswordInput } from './account';
import { AUTH_TEXTS, PASSWORD_MIN, resetPasswordForm } from './auth';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => ({ path: i.path, message: i.message })) ?? [];

describe('a new password typed twice', () => {
  const typed = 'a long enough password';

  it('is refused with one text on the confirmation, in the reset form and in Settings alike', () => {
    const mismatch = [{ path: ['confirmPassword'], message: AUTH_TEXTS.passwordsMustMatch }];
    expect(issues(resetPasswordForm.safeParse({ password: typed, confirmPassword: `${typed}!` }))).toEqual(
      mismatch,
    );
    expect(
      issues(
        changePasswordInput.safeParse({
          currentPassword: 'the old one',
          newPassword: typed,
          confirmPassword: `${typed}!`,
        }),
      ),
    ).toEqual(mismatch);
    // The spec's words for Settings.
    expect(AUTH_TEXTS.passwordsMustMatch).toBe('The new password and confirmation password must match');
    expect(AUTH_TEXTS.passwordsDoNotMatch).toBe('Passwords do not match');
  });

  it('passes when both match', () => {
    expect(resetPasswordForm.safeParse({ password: typed, confirmPassword: typed }).success).toBe(true);
    expect(
      changePasswordInput.safeParse({ currentPassword: 'x', newPassword: typed, confirmPassword: typed })
        .success,
    ).toBe(true);
  });

  it('tells the minimum length from the one constant', () => {
    expect(AUTH_TEXTS.passwordHint).toBe(`At least ${PASSWORD_MIN} characters`);
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    expect(issues(resetPasswordForm.safeParse({ password: short, confirmPassword: short }))).toEqual([
      { path: ['password'], message: `Password must be at least ${PASSWORD_MIN} characters` },
    ]);
  });
});
