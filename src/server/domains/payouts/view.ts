import {
  PAYOUT_NETWORKS,
  type PayoutMethodKind,
  type PayoutNetworkName,
  type PayoutStatus,
  type PayoutView,
} from '../../../shared/payouts';

function networkOf(name: string | null): PayoutNetworkName | null {
  return PAYOUT_NETWORKS.find((n) => n === name) ?? null;
}

/**
 * A payout row with its joined details, as the list and the exports read it: for a service, the booking id is
 * the service booking's, the property name the service's title, and check-in and check-out the booking's date.
 */
export interface PayoutRow {
  id: string;
  bookingId: string | null;
  /** What amountCents is in (stays: USD; services: the booking's currency). */
  currency: string;
  amountCents: number;
  platformFeeCents: number;
  deductedCents: number;
  payoutDate: Date;
  method: PayoutMethodKind | null;
  status: PayoutStatus;
  failureReason: string | null;
  network: string | null;
  providerRef: string | null;
  propertyName: string | null;
  guestName: string | null;
  checkIn: string | null;
  checkOut: string | null;
}

export function payoutView(r: PayoutRow): PayoutView {
  return {
    id: r.id,
    bookingId: r.bookingId ?? '',
    propertyName: r.propertyName ?? '',
    guestName: r.guestName ?? '',
    checkInDate: r.checkIn ?? '',
    checkOutDate: r.checkOut ?? '',
    currency: r.currency,
    amountCents: r.amountCents,
    platformFeeCents: r.platformFeeCents,
    deductedCents: r.deductedCents,
    payoutDate: r.payoutDate.toISOString(),
    payoutMethod: r.method,
    status: r.status,
    failureReason: r.status === 'failed' ? r.failureReason : null,
    network: networkOf(r.network),
    providerRef: r.providerRef,
  };
}
