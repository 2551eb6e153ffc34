import { z } from 'zod';
import { formatPrice } from './money';
import { text } from './text';

/**
 * What the platform charges and when it pays, set by admins in Admin Settings. A new quote uses the current
 * values; a booking keeps the ones it was made under (stored with it), so changing them never changes a price
 * already agreed or a payout already due.
 */
export interface PlatformFees {
  /** US cents per stay (not charged for workspace-only bookings). */
  cleaningFeeCents: number;
  /** US cents per booking: the guest's fee, the platform's. */
  serviceFeeCents: number;
  /** The platform's fee on what the host charges, in basis points (300 = 3 %). */
  hostFeeBasisPoints: number;
  /** A stay's payout is released this many hours after its check-in day begins (platform time). */
  payoutDelayHours: number;
  /** The platform's commission on service bookings, in basis points (1500 = 15 %). */
  providerCommissionBasisPoints: number;
}

export interface PlatformSettings extends PlatformFees {
  /** Kenyan shillings per US dollar: a provider charging in KES (Paystack) converts prices at it. */
  kesPerUsd: number;
  /** Kenyan shillings per euro: a service priced in EUR converts at it under a provider charging in KES. */
  kesPerEur: number;
  /** Kenyan shillings per pound sterling: a service priced in GBP converts at it, the same way. */
  kesPerGbp: number;
  /** When an admin last set any of the three rates (null: the defaults stand). */
  kesRateSetAt: string | null;
  /** While false, nobody can create an account (sign-in still works). */
  signupsOpen: boolean;
  /** A site-wide notice shown at the top of every page; null for none. */
  notice: string | null;
  updatedAt: string | null;
  updatedByName: string | null;
}

/**
 * The values before any admin changes them. The spec's fees (cleaning 85, service 75); 3 % from hosts, what
 * the large marketplaces take when the guest also pays a service fee; release a day after check-in.
 */
export const DEFAULT_FEES: PlatformFees = {
  cleaningFeeCents: 8500,
  serviceFeeCents: 7500,
  hostFeeBasisPoints: 300,
  payoutDelayHours: 24,
  providerCommissionBasisPoints: 1500,
};

/** What every visitor may know: the fees a quote adds, whether sign-up is open, the notice. */
export type PublicSettings = Pick<
  PlatformSettings,
  | 'cleaningFeeCents'
  | 'serviceFeeCents'
  | 'payoutDelayHours'
  | 'signupsOpen'
  | 'notice'
  | 'kesPerUsd'
  | 'kesPerEur'
  | 'kesPerGbp'
>;

/** '24 hours', '1 hour', '2 days' (whole days from 48 hours up): how hosts read the payout delay. */
export function delayText(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} days`;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** Kenyan shillings per US dollar, euro and pound until an admin sets the rates (about those of late 2026). */
export const DEFAULT_KES_PER_USD = 130;
export const DEFAULT_KES_PER_EUR = 150;
export const DEFAULT_KES_PER_GBP = 175;
export const KES_RATE_MAX = 10_000;

export const NOTICE_MAX = 280;
/** The highest service or cleaning fee, US cents ($1,000). */
export const FEE_MAX_CENTS = 100_000;
export const HOST_FEE_MAX_PERCENT = 30;
export const PROVIDER_COMMISSION_MAX_PERCENT = 50;
export const PAYOUT_DELAY_MAX_HOURS = 30 * 24;

export const SETTINGS_TEXTS = {
  title: 'Admin Settings',
  subtitle:
    'Fees, payouts, sign-ups and the site notice. New quotes use the fees at once; existing bookings keep theirs.',
  saved: 'Settings saved',
  savedBody: 'Your admin settings have been updated successfully',
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load settings',
  signupsClosed: 'Sign-ups are closed at the moment. Please try again later.',
} as const;

/** A fee in US cents (the form shows dollars and cents). */
const feeCents = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(FEE_MAX_CENTS, `${label} can be at most ${formatPrice(FEE_MAX_CENTS)}`);

/** Kenyan shillings per unit of a currency, to four decimals; absent: the rate stays as it is. */
const kesRate = () =>
  z
    .number({ error: 'The exchange rate must be a number' })
    .min(1, 'The exchange rate must be at least 1')
    .max(KES_RATE_MAX, `The exchange rate can be at most ${KES_RATE_MAX.toLocaleString('en-US')}`)
    .refine((v) => Number.isInteger(Math.round(v * 10_000 * 1e6) / 1e6), 'Use at most four decimals')
    .optional();

/** Admin Settings as the form sends them (the percentage as typed; stored in basis points). */
export const settingsInput = z.object({
  serviceFeeCents: feeCents('The service fee'),
  cleaningFeeCents: feeCents('The cleaning fee'),
  hostFeePercent: z
    .number({ error: 'The host fee must be a number' })
    .min(0, 'The host fee cannot be negative')
    .max(HOST_FEE_MAX_PERCENT, `The host fee can be at most ${HOST_FEE_MAX_PERCENT} %`)
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), 'Use at most two decimals'),
  providerCommissionPercent: z
    .number({ error: 'The service commission must be a number' })
    .min(0, 'The service commission cannot be negative')
    .max(
      PROVIDER_COMMISSION_MAX_PERCENT,
      `The service commission can be at most ${PROVIDER_COMMISSION_MAX_PERCENT} %`,
    )
    .refine((v) => Number.isInteger(Math.round(v * 100 * 1e6) / 1e6), 'Use at most two decimals'),
  payoutDelayHours: z
    .number({ error: 'The payout delay must be a number' })
    .int('The payout delay must be whole hours')
    .min(0, 'The payout delay cannot be negative')
    .max(PAYOUT_DELAY_MAX_HOURS, `The payout delay can be at most ${PAYOUT_DELAY_MAX_HOURS} hours`),
  /** The rates may be left out (scripts that change fees need not know them). */
  kesPerUsd: kesRate(),
  kesPerEur: kesRate(),
  kesPerGbp: kesRate(),
  signupsOpen: z.boolean(),
  notice: text()
    .trim()
    .max(NOTICE_MAX, `The notice can be at most ${NOTICE_MAX} characters`)
    .transform((s) => s || null)
    .nullable(),
});
export type SettingsInput = z.input<typeof settingsInput>;

/** 129.5 KES per USD → 1,295,000 ten-thousandths (exact for four decimals), and back. */
export const rateToE4 = (rate: number) => Math.round(rate * 10_000);
export const rateFromE4 = (e4: number) => e4 / 10_000;

/** 3 % → 300 basis points (exact for two decimals). */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number) => bp / 100;
