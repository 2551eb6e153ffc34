import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactInput } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { countContactMessage } from '../../limits/actions';
import type { Limits } from '../../limits/limits';
import { contactMessages } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { contactMail } from '../../mail/templates';

export interface ContactDeps {
  db: Db;
  limits: Limits;
  mailer: Mailer;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/**
 * A /contact form message: counted against the sender's limits, stored, and mailed to support. A mail that
 * fails does not fail the send: support reads unmailed messages (mailed_at null) from the database.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: ContactInput,
  sender: { userId: string | null; ip: string },
): Promise<{ id: string }> {
  const { db, mailer } = deps;
  const { website, ...message } = input;
  // Filled by a bot: it is told the message went out, so it has no reason to try another way.
  if (website) return { id: randomUUID() };
  await countContactMessage(deps.limits, message.email, sender.ip);
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, userId: sender.userId, ip: sender.ip })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact insert returned nothing');
  try {
    await mailer.send(contactMail(deps.supportEmail, message, message.subject, message.message));
    if (mailer.kind === 'smtp') {
      await db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, row.id));
    }
  } catch (err) {
    deps.log.error({ err }, 'contact message could not be mailed');
  }
  return { id: row.id };
}
