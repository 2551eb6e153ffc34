import { eq } from 'drizzle-orm';
import { payByText } from '../../../shared/payments';
import { formatServicePrice } from '../../../shared/service-catalog';
import type { ServiceBookingView } from '../../../shared/service-bookings';
import { formatStayDate } from '../../../shared/host';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { servicePaymentMail } from '../../mail/templates';
import { servicePaymentUrl } from './bookings';

/**
 * E-mails the guest of a service booking just confirmed through a payment provider the link to pay for it, and
 * until when. Sent whatever their notification settings: it is about a payment they owe, not a message.
 */
export async function mailServicePayment(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  view: ServiceBookingView,
): Promise<void> {
  if (!view.payBy) return;
  const [guest] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, view.guest.id));
  if (!guest) return;
  await deps.mailer.send(
    servicePaymentMail(
      guest.email,
      view.guest.name,
      {
        what: `${view.serviceTitle} on ${formatStayDate(view.bookingDate)}, ${view.timeSlot}`,
        price: formatServicePrice(view.amountCents, view.currency),
        payBy: payByText(view.payBy),
      },
      servicePaymentUrl(deps.config.publicUrl, view.id),
    ),
  );
}
