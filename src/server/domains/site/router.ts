import { contactInput } from '../../../shared/auth';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { contactMail } from '../../mail/templates';
import { publicProcedure, router } from '../../trpc/init';

export const siteRouter = router({
  /** Contact details shown on the static pages (configurable, see README). */
  info: publicProcedure.query(({ ctx }) => ctx.config.site),

  /** The /contact form: stored, and mailed to support when SMTP is configured. */
  contact: publicProcedure.input(contactInput).mutation(async ({ ctx, input }) => {
    const [row] = await ctx.db
      .insert(contactMessages)
      .values({ ...input, userId: ctx.user?.id ?? null })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact insert returned nothing');
    try {
      await ctx.mailer.send(contactMail(ctx.config.site.supportEmail, input, input.subject, input.message));
      if (ctx.mailer.kind === 'smtp') {
        await ctx.db
          .update(contactMessages)
          .set({ mailedAt: new Date() })
          .where(eq(contactMessages.id, row.id));
      }
    } catch (err) {
      // The message is stored either way; support reads unmailed ones from the database.
      ctx.log.error({ err }, 'contact message could not be mailed');
    }
    return { id: row.id };
  }),
});
