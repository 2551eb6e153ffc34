import { formatMoney } from '../../../../shared/money';
import { refundOfPayment, type PaidWith } from '../../../../shared/payments';
import { formatServicePrice } from '../../../../shared/service-catalog';
import type { ServiceBookingView } from '../../../../shared/service-bookings';

const DESTINATION = { stripe: 'their card', paystack: 'their card or M-Pesa' } as const;

/**
 * A paid service booking's full refund through the provider it was paid with, as its cancel dialog states it:
 * 'The guest is refunded €45.00 in full, to their card.', or with what goes back when the payment was taken in
 * another currency: 'The guest is refunded €45.00 in full, as KES 6,810.20 to their card or M-Pesa.'
 */
export function serviceRefundText(
  booking: Pick<ServiceBookingView, 'amountCents' | 'currency'>,
  paid: PaidWith,
): string {
  const price = formatServicePrice(booking.amountCents, booking.currency);
  const to = DESTINATION[paid.provider];
  if (paid.currency.toUpperCase() === booking.currency)
    return `The guest is refunded ${price} in full, to ${to}.`;
  const back = formatMoney(refundOfPayment(booking.amountCents, paid), paid.currency);
  return `The guest is refunded ${price} in full, as ${back} to ${to}.`;
}
