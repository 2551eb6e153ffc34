import { chargeCents, kesPer } from '../../../../shared/payments';
import { formatMoney } from '../../../../shared/money';
import type { ServiceBookingView } from '../../../../shared/service-bookings';
import { formatServicePrice } from '../../../../shared/service-catalog';
import { usePaymentsProvider } from '../../site/DemoPaymentNote';
import { usePublicSettings } from '../../site/usePublicSettings';

/**
 * What the guest is asked to pay for a service booking, as they will pay it: its price, and under Paystack
 * (which charges in shillings) the shillings at the admin's rate for its currency ('€45.00 (KES 6,810.20)').
 */
export function useServicePayPrice(booking: Pick<ServiceBookingView, 'amountCents' | 'currency'>): string {
  const provider = usePaymentsProvider();
  const settings = usePublicSettings().data;
  const price = formatServicePrice(booking.amountCents, booking.currency);
  if (provider !== 'paystack' || !settings) return price;
  const kes = chargeCents(booking.amountCents, 'KES', kesPer(settings, booking.currency));
  return `${price} (${formatMoney(kes, 'KES')})`;
}
