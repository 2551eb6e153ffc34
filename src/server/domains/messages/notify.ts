import { and, count, eq, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messagePreview, type MessageView } from '../../../shared/messages';
import { messages, profiles } from '../../db/schema';
import { newMessageMail } from '../../mail/templates';
import type { AppDeps } from '../../trpc/context';
import { getEmailPreferences } from '../account/profile';
import { unreadFrom } from './access';

/**
 * Emails the recipient about a new message when their notifications are on, once per unread streak: only
 * the first message they have not read from this sender sends mail, not every line of a conversation.
 * "First" is by time, counting only unread messages up to this one: a second message saved before this
 * check runs (two sent in quick succession) must not stop the first one's mail.
 */
export async function notifyNewMessage(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  message: MessageView,
) {
  const { db } = deps;
  const prefs = await getEmailPreferences(db, message.receiverId);
  if (!prefs.notifyEmail) return;
  const thisMessage = alias(messages, 'this_message');
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(thisMessage, eq(thisMessage.id, message.id))
    .where(
      and(unreadFrom(message.receiverId, message.senderId), lte(messages.createdAt, thisMessage.createdAt)),
    );
  // 1: this message is unread and nothing earlier from the sender is.
  if ((unread?.n ?? 0) !== 1) return;
  const [recipient] = await db
    .select({ email: profiles.email, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, message.receiverId));
  if (!recipient) return;
  const link = `${deps.config.publicUrl}/messages?with=${message.senderId}`;
  await deps.mailer.send(
    newMessageMail(
      recipient.email,
      { recipient: recipient.fullName, sender: message.sender.fullName },
      messagePreview(message.content),
      link,
    ),
  );
}
