import dayjs from 'dayjs';
import { lastDayOf, type StayQuote } from '../../../shared/booking';
import { formatPrice } from '../../../shared/money';
import { refundToText, type PaidWith } from '../../../shared/payments';

/**
 * Stay dates read 'Mar 10, 2031': unambiguous to guests from any country. dayjs reads
 * yyyy-MM-dd as a local calendar day, so no zone shifts it; anything unreadable is shown as given.
 */
export function formatStayDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MMM D, YYYY') : iso;
}

/** 'Mar 10, 2031 – Mar 14, 2031'; a workspace-only booking ends on its last day (lastDayOf). */
export function stayDatesText(checkIn: string, checkOut: string, workOnly = false): string {
  return `${formatStayDate(checkIn)} – ${formatStayDate(lastDayOf(checkOut, workOnly))}`;
}

export interface BreakdownLine {
  label: string;
  amount: string;
}

/** The quote, line by line: '$80 x 3 nights', the cleaning fee when there is one, the service fee. */
export function breakdownLines(quote: StayQuote): BreakdownLine[] {
  const units = `${quote.units} ${quote.unit}${quote.units === 1 ? '' : 's'}`;
  const lines: BreakdownLine[] = [
    { label: `${formatPrice(quote.unitPriceCents)} x ${units}`, amount: formatPrice(quote.subtotalCents) },
  ];
  if (quote.cleaningFeeCents > 0)
    lines.push({ label: 'Cleaning fee', amount: formatPrice(quote.cleaningFeeCents) });
  lines.push({ label: 'Service fee', amount: formatPrice(quote.serviceFeeCents) });
  return lines;
}

export interface StatusBadgeLook {
  label: string;
  color: string;
  variant: 'light' | 'outline';
}

/** Status colours: confirmed is success, pending is warning, cancelled is destructive, anything else plain. */
export function statusBadgeLook(status: string): StatusBadgeLook {
  switch (status) {
    case 'confirmed':
      return { label: 'Confirmed', color: 'green', variant: 'light' };
    case 'pending':
      return { label: 'Pending', color: 'yellow', variant: 'light' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'red', variant: 'light' };
    default:
      return { label: status, color: 'gray', variant: 'outline' };
  }
}

/** Under a cancelled booking: what came back (cents). Null for a booking that is not cancelled. */
export function refundText(status: string, refundCents: number | null): string | null {
  if (status !== 'cancelled') return null;
  return refundCents && refundCents > 0 ? `Refunded ${formatPrice(refundCents)}` : 'No refund';
}

/** What the cancel dialog promises: the refund the policy gives right now (cents). */
export function cancelPolicyText(refundCents: number, paidWith: PaidWith | null = null): string {
  return refundCents > 0
    ? `You will be refunded ${refundToText(refundCents, paidWith)}.`
    : 'This booking is not eligible for a refund under our cancellation policy.';
}
