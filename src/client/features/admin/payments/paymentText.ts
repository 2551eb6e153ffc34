import { formatCents, formatMoney } from '../../../../shared/money';
import { PAYMENT_PROVIDER_LABELS, type PaymentProviderName } from '../../../../shared/payments-admin';

/** 'Stripe', 'Paystack' (a name this build does not know is shown as stored). */
export const providerLabel = (provider: string): string =>
  PAYMENT_PROVIDER_LABELS[provider as PaymentProviderName] ?? provider;

/** What was charged: 'KES 13,000.00'. */
export const chargedText = (p: { amountCents: number; currency: string }): string =>
  formatMoney(p.amountCents, p.currency);

/** For a charge in another currency, what it was in US dollars and at which rate: '$100.00 at 130 KES/USD'. */
export function usdText(p: { usdCents: number; currency: string; rate: number | null }): string | null {
  if (p.currency.toUpperCase() === 'USD') return null;
  const rate = p.rate === null ? '' : ` at ${p.rate} ${p.currency}/USD`;
  return `${formatCents(p.usdCents)}${rate}`;
}

/** The reason a refund was made, in words. */
export const REFUND_REASON_LABELS: Record<string, string> = {
  cancellation: 'Cancellation',
  dispute: 'Dispute',
  workday: 'Workday guarantee',
};
export const refundReason = (reason: string): string => REFUND_REASON_LABELS[reason] ?? reason;
