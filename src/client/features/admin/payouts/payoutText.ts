import { formatMoney } from '../../../../shared/money';
import { PAYOUT_NETWORK_LABELS, type AdminPayoutView } from '../../../../shared/payouts-admin';

/** What the payee earns: '$240.00', '€38.25'. */
export const amountText = (p: Pick<AdminPayoutView, 'amountCents' | 'currency'>): string =>
  formatMoney(p.amountCents, p.currency);

/**
 * What the network was asked to send, when in another currency than the payout's (Paystack pays in shillings):
 * 'KES 6,810.20 sent'. Null when it was sent in the payout's own currency, or not yet.
 */
export function sentText(p: Pick<AdminPayoutView, 'currency' | 'sentAmountMinor' | 'sentCurrency'>) {
  if (p.sentAmountMinor === null || !p.sentCurrency) return null;
  if (p.sentCurrency.toUpperCase() === p.currency.toUpperCase()) return null;
  return `${formatMoney(p.sentAmountMinor, p.sentCurrency)} sent`;
}

/** Taken off for refunds on the host's earlier stays: '$20.00 deducted' (null when nothing was). */
export const deductedText = (p: Pick<AdminPayoutView, 'deductedCents' | 'currency'>): string | null =>
  p.deductedCents > 0 ? `${formatMoney(p.deductedCents, p.currency)} deducted` : null;

/** What the payout is for: the stay's property title, or 'Service: ' and the service's title. */
export const forText = (p: Pick<AdminPayoutView, 'kind' | 'title'>): string =>
  p.kind === 'service' ? `Service: ${p.title}` : p.title;

/** 'Stripe', 'Paystack', 'Demo'; null before the first send. */
export const networkLabel = (p: Pick<AdminPayoutView, 'network'>): string | null =>
  p.network ? PAYOUT_NETWORK_LABELS[p.network] : null;

/** The first block of an id (the full id is the element's title). */
export const shortId = (id: string): string => id.split('-', 1)[0] ?? id;
