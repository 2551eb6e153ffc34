import type { PayoutMethodKind, PayoutStatus, PayoutView } from '../../../shared/payouts';

/** A payout row with its joined details, as the list and the exports read it. */
export interface PayoutRow {
  id: string;
  bookingId: string;
  amountCents: number;
  platformFeeCents: number;
  deductedCents: number;
  payoutDate: Date;
  method: PayoutMethodKind | null;
  status: PayoutStatus;
  failureReason: string | null;
  propertyName: string | null;
  guestName: string | null;
  checkIn: string | null;
  checkOut: string | null;
}

export function payoutView(r: PayoutRow): PayoutView {
  return {
    id: r.id,
    bookingId: r.bookingId,
    propertyName: r.propertyName ?? '',
    guestName: r.guestName ?? '',
    checkInDate: r.checkIn ?? '',
    checkOutDate: r.checkOut ?? '',
    amountCents: r.amountCents,
    platformFeeCents: r.platformFeeCents,
    deductedCents: r.deductedCents,
    payoutDate: r.payoutDate.toISOString(),
    payoutMethod: r.method,
    status: r.status,
    failureReason: r.status === 'failed' ? r.failureReason : null,
  };
}
