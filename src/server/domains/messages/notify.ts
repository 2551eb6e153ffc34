import { and, count, eq } from 'drizzle-orm';
import { messagePreview, type MessageView } from '../../../shared/messages';
import { messages, profiles } from '../../db/schema';
import { newMessageMail } from '../../mail/templates';
import type { AppDeps } from '../../trpc/context';
import { getEmailPreferences } from '../account/profile';
import { unreadFrom } from './access';

/**
 * Emails the recipient about a new message when their notifications are on, once per unread streak: only
 * the first message they have not read from this sender sends mail, not every line of a conversation.
 */
export async function notifyNewMessage(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  message: MessageView,
) {
  const { db } = deps;
  const prefs = await getEmailPreferences(db, message.receiverId);
  if (!prefs.notifyEmail) return;
  const [unread] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(unreadFrom(message.receiverId, message.senderId)));
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
