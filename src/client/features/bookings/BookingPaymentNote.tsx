import { PAYMENT_TEXTS, providerBookingText } from '../../../shared/payments';
import { trpc } from '../../trpc';
import { DemoPaymentNote } from '../site/DemoPaymentNote';
import { ProviderPaymentNote } from '../site/ProviderPaymentNote';
import { usePublicSettings } from '../site/usePublicSettings';

/**
 * Under the booking card's button: how the stay is paid. The demo says no money moves; a provider's note says
 * what is charged where (in shillings at the admin's rate for Paystack) and how long the dates are held.
 */
export function BookingPaymentNote({ totalCents }: { totalCents: number | null }) {
  const info = trpc.site.info.useQuery(undefined, { staleTime: Infinity }).data;
  const kesPerUsd = usePublicSettings().data?.kesPerUsd;
  if (!info) return null;
  if (info.paymentsProvider === 'demo')
    return <DemoPaymentNote text={PAYMENT_TEXTS.demoBooking} ta="center" />;
  if (totalCents === null || kesPerUsd === undefined) return null;
  return (
    <ProviderPaymentNote
      centered
      text={providerBookingText(info.paymentsProvider, totalCents, kesPerUsd, info.paymentHoldMinutes)}
    />
  );
}
