import { z } from 'zod';

/** Tabs of /legal: terms by default; the footer and the FAQ link straight to the other three. */
export const legalTabs = ['terms', 'privacy', 'cookies', 'cancellation'] as const;
export type LegalTab = (typeof legalTabs)[number];
export const defaultLegalTab: LegalTab = 'terms';

export function isLegalTab(value: unknown): value is LegalTab {
  return typeof value === 'string' && (legalTabs as readonly string[]).includes(value);
}

/** /legal?tab=...: unknown or missing values fall back to terms. */
export const legalSearchSchema = z.object({
  tab: z.enum(legalTabs).default(defaultLegalTab).catch(defaultLegalTab),
});

export const authModes = ['signin', 'signup'] as const;
export type AuthMode = (typeof authModes)[number];

/** /auth?mode=signup&redirect=/bookings */
export const authSearchSchema = z.object({
  mode: z.enum(authModes).optional().catch(undefined),
  redirect: z.string().max(2048).optional().catch(undefined),
  /** A friend's referral code (/auth?ref=CODE): opens sign-up and is sent with it. */
  ref: z.string().max(40).optional().catch(undefined),
});

/** /auth/confirm?token=... */
export const confirmSearchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

/**
 * The place to return to after sign-in: a same-site path ('/x', never '//host' or '/\\host'), and never the
 * auth pages themselves. Anything else gives null.
 */
export function safeRedirectTarget(raw: string | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in our paths and can confuse URL parsers.
  if (raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return null;
  }
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (path === '/auth' || path.startsWith('/auth/')) return null;
  return raw;
}

/** /messages?booking={id} opens the conversation about a booking; ?with={userId} one with a person. */
export const messagesSearchSchema = z.object({
  booking: z.uuid().optional().catch(undefined),
  with: z.uuid().optional().catch(undefined),
});
