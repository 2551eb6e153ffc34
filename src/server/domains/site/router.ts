import { contactInput } from '../../../shared/auth';
import { publicProcedure, router } from '../../trpc/init';
import { publicSettings } from '../admin/settings';
import { sendContactMessage } from './service';

export const siteRouter = router({
  /** Contact details shown on the static pages and who takes payments (configurable, see README). */
  info: publicProcedure.query(({ ctx }) => ({
    ...ctx.config.site,
    paymentsProvider: ctx.payments?.name ?? ('demo' as const),
    /** How long a new booking holds its dates while its payment is under way. */
    paymentHoldMinutes: ctx.config.bookingHoldMinutes,
  })),

  /** The fees a quote adds, whether sign-up is open and the site notice (Admin Settings), read fresh. */
  settings: publicProcedure.query(({ ctx }) => publicSettings(ctx.db)),

  /** The /contact form: limited per sender, stored, and mailed to support when SMTP is configured. */
  contact: publicProcedure.input(contactInput).mutation(({ ctx, input }) =>
    sendContactMessage(
      {
        db: ctx.db,
        limits: ctx.limits,
        mailer: ctx.mailer,
        supportEmail: ctx.config.site.supportEmail,
        log: ctx.log,
      },
      input,
      { userId: ctx.user?.id ?? null, ip: ctx.ip },
    ),
  ),
});
