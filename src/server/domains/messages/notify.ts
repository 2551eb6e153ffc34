import { eq } from 'drizzle-orm';
import { messagePreview, type MessageView } from '../../../shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { newMessageMail } from '../../mail/templates';
import { getEmailPreferences } from '../account/profile';

/**
 * Emails the recipient about a message that opened an unread streak (see `send`) when their notifications
 * are on: one mail per streak, not one per line of a conversation.
 */
export async function notifyNewMessage(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  message: MessageView,
) {
  const { db } = deps;
  const prefs = await getEmailPreferences(db, message.receiverId);
  if (!prefs.notifyEmail) return;
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
