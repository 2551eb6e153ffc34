import { platformToday } from '../../../shared/dates';
import {
  PAYOUT_EXPORT_COLUMNS,
  PAYOUT_METHOD_LABELS,
  PAYOUT_STATUS_LABELS,
  PROVIDER_PAYOUT_EXPORT_COLUMNS,
  type PayoutKind,
} from '../../../shared/payouts';
import type { TableColumn } from '../../files/tables/columns';
import type { PayoutRow } from './view';

const [bookingId, amount, payoutDate, method, status, guest, property, checkIn, checkOut, platformFee] =
  PAYOUT_EXPORT_COLUMNS;

// The cells hosts and providers share. Missing names are empty strings (not empty cells), as the export has
// always written them.
const cells = {
  bookingId: (header: string): TableColumn<PayoutRow> => ({
    header,
    kind: 'text',
    width: 38,
    value: (r) => r.bookingId,
  }),
  // The payout's day in platform time.
  payoutDate: (header: string): TableColumn<PayoutRow> => ({
    header,
    kind: 'day',
    width: 12,
    value: (r) => platformToday(r.payoutDate),
  }),
  method: (header: string): TableColumn<PayoutRow> => ({
    header,
    kind: 'text',
    width: 15,
    value: (r) => (r.method ? PAYOUT_METHOD_LABELS[r.method] : ''),
  }),
  status: (header: string): TableColumn<PayoutRow> => ({
    header,
    kind: 'text',
    width: 12,
    value: (r) => PAYOUT_STATUS_LABELS[r.status],
  }),
  guest: (header: string): TableColumn<PayoutRow> => ({
    header,
    kind: 'text',
    width: 24,
    value: (r) => r.guestName ?? '',
  }),
  title: (header: string): TableColumn<PayoutRow> => ({
    header,
    kind: 'text',
    width: 36,
    value: (r) => r.propertyName ?? '',
  }),
};

/** A host's export (stays, all USD): PAYOUT_EXPORT_COLUMNS in order, for the CSV and XLSX table writers. */
export const PAYOUT_COLUMNS: TableColumn<PayoutRow>[] = [
  cells.bookingId(bookingId),
  { header: amount, kind: 'money', width: 12, value: (r) => r.amountCents },
  cells.payoutDate(payoutDate),
  cells.method(method),
  cells.status(status),
  cells.guest(guest),
  cells.title(property),
  { header: checkIn, kind: 'day', width: 12, value: (r) => r.checkIn },
  { header: checkOut, kind: 'day', width: 12, value: (r) => r.checkOut },
  { header: platformFee, kind: 'money', width: 12, value: (r) => r.platformFeeCents },
];

/** A provider's export (services, in their currencies): PROVIDER_PAYOUT_EXPORT_COLUMNS in order. */
const PROVIDER_COLUMNS: TableColumn<PayoutRow>[] = (() => {
  const [id, service, guestName, date, amountOf, currency, fee, paidOn, methodOf, statusOf, reference] =
    PROVIDER_PAYOUT_EXPORT_COLUMNS;
  return [
    cells.bookingId(id),
    cells.title(service),
    cells.guest(guestName),
    { header: date, kind: 'day', width: 12, value: (r) => r.checkIn },
    // In the row's Currency: two decimals, no symbol (a '$' format would be wrong on euros and pounds).
    { header: amountOf, kind: 'amount', value: (r) => r.amountCents },
    { header: currency, kind: 'text', width: 10, value: (r) => r.currency },
    { header: fee, kind: 'amount', value: (r) => r.platformFeeCents },
    cells.payoutDate(paidOn),
    cells.method(methodOf),
    cells.status(statusOf),
    { header: reference, kind: 'text', width: 28, value: (r) => r.providerRef ?? '' },
  ];
})();

/** The columns of a payee's export: a host's stays or a provider's services, in the given format. */
export function payoutColumns(kind: PayoutKind): TableColumn<PayoutRow>[] {
  return kind === 'stay' ? PAYOUT_COLUMNS : PROVIDER_COLUMNS;
}
