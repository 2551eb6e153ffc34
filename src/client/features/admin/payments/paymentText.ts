import { formatMoney } from '../../../../shared/money';
import {
  PAYMENT_PROVIDER_LABELS,
  type PaymentKind,
  type PaymentProviderName,
} from '../../../../shared/payments-admin';

/** 'Stripe', 'Paystack' (a name this build does not know is shown as stored). */
export const providerLabel = (provider: string): string =>
  PAYMENT_PROVIDER_LABELS[provider as PaymentProviderName] ?? provider;

/** What was charged: 'KES 13,000.00'. */
export const chargedText = (p: { amountCents: number; currency: string }): string =>
  formatMoney(p.amountCents, p.currency);

/**
 * For a charge in another currency than the booking's price, the price and the rate it was charged at:
 * '$100.00 at 130 KES/USD', '€45.00 at 150 KES/EUR'.
 */
export function priceText(p: {
  priceCents: number;
  priceCurrency: string;
  currency: string;
  rate: number | null;
}): string | null {
  if (p.currency.toUpperCase() === p.priceCurrency.toUpperCase()) return null;
  const rate = p.rate === null ? '' : ` at ${p.rate} ${p.currency}/${p.priceCurrency}`;
  return `${formatMoney(p.priceCents, p.priceCurrency)}${rate}`;
}

/** What a payment is for: the stay's property title, or 'Service: ' and the service's title. */
export const forText = (p: { kind: PaymentKind; title: string }): string =>
  p.kind === 'service' ? `Service: ${p.title}` : p.title;

/** The reason a refund was made, in words. */
export const REFUND_REASON_LABELS: Record<string, string> = {
  cancellation: 'Cancellation',
  dispute: 'Dispute',
  workday: 'Workday guarantee',
};
export const refundReason = (reason: string): string => REFUND_REASON_LABELS[reason] ?? reason;
