import { z } from 'zod';
import { signUpRoles } from './roles';
import { text } from './text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailSchema = text()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const passwordSchema = text()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signUpInput = z.object({
  fullName: text().trim().min(1, 'Full name is required').max(120, 'Full name is too long'),
  role: z.enum(signUpRoles.map((r) => r.value) as ['guest', 'host', 'provider']),
  email: emailSchema,
  password: passwordSchema,
  /** The referral code of the /auth?ref=CODE link the visitor came through. */
  ref: text().max(40).optional(),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.object({
  email: emailSchema,
  password: text().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type SignInInput = z.infer<typeof signInInput>;

export const confirmEmailInput = z.object({ token: text().min(10).max(100) });
export const resendConfirmationInput = z.object({ email: emailSchema });

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const AUTH_TEXTS = {
  resetRequested:
    'If an account exists for this email, we sent it a link to choose a new password. Check your inbox.',
  resetLinkInvalid: 'This password reset link is invalid or has already been used. Please ask for a new one.',
  resetLinkExpired: 'This password reset link has expired. Please ask for a new one.',
  resetLinkIncomplete: 'This password reset link is incomplete. Please use the link from your email.',
  passwordReset: 'Your password has been changed and you have been signed out everywhere. Please sign in.',
  /** Wherever a new password is typed twice (the reset form, Settings): the spec's words for Settings. */
  passwordsDoNotMatch: 'Passwords do not match',
  passwordsMustMatch: 'The new password and confirmation password must match',
  passwordHint: `At least ${PASSWORD_MIN} characters`,
} as const;

/** The second typing of a new password. */
export const confirmPasswordSchema = text().max(PASSWORD_MAX);

/**
 * A form's check that the new password in `field` was typed the same again in `confirmPassword`; the error
 * sits on the confirmation.
 */
export function withMatchingPasswords<
  K extends string,
  T extends z.ZodType<Record<K | 'confirmPassword', string>>,
>(field: K, schema: T): T {
  return schema.refine((v) => v[field] === v.confirmPassword, {
    message: AUTH_TEXTS.passwordsMustMatch,
    path: ['confirmPassword'],
  });
}

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** A new password through a mailed link: the same rules as at sign-up. */
export const resetPasswordInput = z.object({
  token: text().min(10, 'This link is incomplete').max(100, 'This link is not valid'),
  password: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The reset form: the new password typed twice. */
export const resetPasswordForm = withMatchingPasswords(
  'password',
  z.object({ password: passwordSchema, confirmPassword: confirmPasswordSchema }),
);

export const contactInput = z.object({
  name: text().trim().min(1, 'Name is required').max(120, 'Name is too long'),
  email: emailSchema,
  subject: text().trim().min(1, 'Subject is required').max(200, 'Subject is too long'),
  message: text()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
  /**
   * A honeypot: the form hides this field from people (and screen readers), so only a bot fills it in. A
   * message with it filled is answered as sent and dropped.
   */
  website: text().max(500).optional(),
});
export type ContactInput = z.infer<typeof contactInput>;
