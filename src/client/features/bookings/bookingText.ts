import dayjs from 'dayjs';
import { lastDayOf, type StayQuote } from '../../../shared/booking';
import { formatUsd } from '../../../shared/pricing';

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
    { label: `${formatUsd(quote.unitPrice)} x ${units}`, amount: formatUsd(quote.subtotal) },
  ];
  if (quote.cleaningFee > 0) lines.push({ label: 'Cleaning fee', amount: formatUsd(quote.cleaningFee) });
  lines.push({ label: 'Service fee', amount: formatUsd(quote.serviceFee) });
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

/** Under a cancelled booking: what came back. Null for a booking that is not cancelled. */
export function refundText(status: string, refundAmount: number | null): string | null {
  if (status !== 'cancelled') return null;
  return refundAmount && refundAmount > 0 ? `Refunded ${formatUsd(refundAmount)}` : 'No refund';
}

/** What the cancel dialog promises: the refund the policy gives right now. */
export function cancelPolicyText(refund: number): string {
  return refund > 0
    ? `You will be refunded ${formatUsd(refund)}.`
    : 'This booking is not eligible for a refund under our cancellation policy.';
}
