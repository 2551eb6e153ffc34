import { z } from 'zod';
import { confirmPasswordSchema, PASSWORD_MAX, passwordSchema, withMatchingPasswords } from './auth';
import { text } from './text';

export const BIO_MAX = 500;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
/** Upload limits (README 'How accounts behave'): shown in the avatar hint, enforced by the upload route. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;

export const ACCOUNT_TEXTS = {
  signInRequired: 'Sign In Required',
  fetchProfileError: 'Error fetching profile',
  avatarError: 'Error uploading avatar',
  profileError: 'Error updating profile',
  hostProfileError: 'Error updating host profile',
  passwordError: 'Error updating password',
  profileUpdated: 'Profile updated',
  hostProfileUpdated: 'Host profile updated',
  passwordUpdated: 'Password updated',
  preferencesUpdated: 'Email preferences updated',
  wrongPassword: 'Your current password is incorrect',
  usernameTaken: 'This username is already taken',
  usernameChars: 'Usernames may only contain letters, digits, dots, underscores and hyphens',
  phoneFormat: 'Enter the phone number in international format, e.g. +254 712 345 678',
  emailHint: 'To change your email address, please contact support.',
  referralError: 'Failed to generate referral code',
  copyError: 'Failed to copy code',
  copied: 'Referral code copied to clipboard!',
} as const;

/** A username suggestion from a full name: 'Amina Wanjiru' gives 'amina.wanjiru'. */
export function usernameFromName(fullName: string): string {
  return fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, USERNAME_MAX);
}

const trimmed = text().transform((s) => s.trim());

export const profileInput = z.object({
  fullName: trimmed.pipe(z.string().min(1, 'Full name is required').max(100, 'Full name is too long')),
  username: trimmed.pipe(
    z
      .string()
      .min(USERNAME_MIN, `Usernames need at least ${USERNAME_MIN} characters`)
      .max(USERNAME_MAX, `Usernames can be at most ${USERNAME_MAX} characters`)
      .regex(/^[A-Za-z0-9._-]+$/, ACCOUNT_TEXTS.usernameChars),
  ),
  bio: trimmed.pipe(z.string().max(BIO_MAX, `Bios can be at most ${BIO_MAX} characters`)),
});
export type ProfileInput = z.infer<typeof profileInput>;

/** '+254 712-345 678' gives '+254712345678'; null when it is not an international number. */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

export const hostProfileInput = z.object({
  businessName: trimmed.pipe(z.string().max(120, 'Business names can be at most 120 characters')),
  phoneNumber: trimmed.pipe(
    z
      .string()
      .max(30, ACCOUNT_TEXTS.phoneFormat)
      .refine((v) => v === '' || normalizePhone(v) !== null, ACCOUNT_TEXTS.phoneFormat),
  ),
  isBusiness: z.boolean(),
});
export type HostProfileInput = z.infer<typeof hostProfileInput>;

export const changePasswordInput = withMatchingPasswords(
  'newPassword',
  z.object({
    currentPassword: text().min(1, 'Enter your current password').max(PASSWORD_MAX),
    newPassword: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
);

export const emailPreferencesInput = z.object({ notifyEmail: z.boolean(), marketingEmail: z.boolean() });

/** Referral codes: two groups of five from an alphabet without look-alikes (0/O, 1/I/L). */
export const REFERRAL_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const referralCodeSchema = text()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/, 'Unknown referral code'));
