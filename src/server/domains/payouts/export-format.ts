import { platformToday } from '../../../shared/dates';
import { PAYOUT_EXPORT_COLUMNS, PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS } from '../../../shared/payouts';
import type { TableColumn } from '../../files/tables/columns';
import type { PayoutRow } from './view';

const [bookingId, amount, payoutDate, method, status, guest, property, checkIn, checkOut, platformFee] =
  PAYOUT_EXPORT_COLUMNS;

/**
 * The export's columns, in PAYOUT_EXPORT_COLUMNS order, for the CSV and XLSX table writers. Missing names are
 * empty strings (not empty cells), as the export has always written them.
 */
export const PAYOUT_COLUMNS: TableColumn<PayoutRow>[] = [
  { header: bookingId, kind: 'text', width: 38, value: (r) => r.bookingId },
  { header: amount, kind: 'money', width: 12, value: (r) => r.amountCents },
  // The payout's day in platform time.
  { header: payoutDate, kind: 'day', width: 12, value: (r) => platformToday(r.payoutDate) },
  { header: method, kind: 'text', width: 15, value: (r) => (r.method ? PAYOUT_METHOD_LABELS[r.method] : '') },
  { header: status, kind: 'text', width: 12, value: (r) => PAYOUT_STATUS_LABELS[r.status] },
  { header: guest, kind: 'text', width: 24, value: (r) => r.guestName ?? '' },
  { header: property, kind: 'text', width: 36, value: (r) => r.propertyName ?? '' },
  { header: checkIn, kind: 'day', width: 12, value: (r) => r.checkIn },
  { header: checkOut, kind: 'day', width: 12, value: (r) => r.checkOut },
  { header: platformFee, kind: 'money', width: 12, value: (r) => r.platformFeeCents },
];
