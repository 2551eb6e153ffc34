import { platformToday } from '../../../shared/dates';
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS } from '../../../shared/payouts';
import type { PayoutRow } from './view';

/** Cents as decimal dollars, '123.45' (no thousands separator, so spreadsheets read a number). */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or tab / CR) as a formula (CSV injection, OWASP); a leading
 * quote makes it text. Names and titles are user-written, so every text cell goes through this.
 */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const methodLabel = (r: PayoutRow): string => (r.method ? PAYOUT_METHOD_LABELS[r.method] : '');
export const statusLabel = (r: PayoutRow): string => PAYOUT_STATUS_LABELS[r.status];
/** The payout's day in platform time, yyyy-MM-dd. */
export const payoutDay = (r: PayoutRow): string => platformToday(r.payoutDate);

/** One CSV record in PAYOUT_EXPORT_COLUMNS order. */
export function csvRecord(r: PayoutRow): string[] {
  return [
    r.bookingId,
    dollars(r.amountCents),
    payoutDay(r),
    methodLabel(r),
    statusLabel(r),
    guardCell(r.guestName ?? ''),
    guardCell(r.propertyName ?? ''),
    r.checkIn ?? '',
    r.checkOut ?? '',
    dollars(r.platformFeeCents),
  ];
}
