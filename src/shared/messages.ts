import { z } from 'zod';
import type { ServiceBookingEvent } from './service-bookings';
import { text } from './text';
import { MESSAGE_MAX, MESSAGE_TEXTS } from './message-texts';

export * from './message-texts';

const uuid = z.uuid(MESSAGE_TEXTS.userNotFound);

export const sendMessageInput = z.object({
  to: uuid,
  bookingId: z.uuid(MESSAGE_TEXTS.bookingNotFound).nullish(),
  content: text()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, MESSAGE_TEXTS.empty).max(MESSAGE_MAX, MESSAGE_TEXTS.tooLong)),
});
/** The composer's one field, checked as messages.send will check it. */
export const messageFormSchema = sendMessageInput.pick({ content: true });
export const threadInput = z.object({ withUserId: uuid, cursor: text().max(200).nullish() });
export const withUserInput = z.object({ withUserId: uuid });
export const bookingContextInput = z.object({ bookingId: z.uuid(MESSAGE_TEXTS.bookingNotFound) });
export const typingInput = z.object({ to: uuid, typing: z.boolean() });

export interface MessageView {
  id: string;
  content: string;
  senderId: string;
  receiverId: string;
  bookingId: string | null;
  createdAt: string;
  readAt: string | null;
  isRead: boolean;
  sender: { fullName: string; avatarUrl: string | null };
}

export interface ConversationView {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
  lastMessage: string;
  lastMessageDate: string;
  /** True when the viewer sent the last message. */
  lastMessageMine: boolean;
  unreadCount: number;
}

export interface BookingContextView {
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  checkIn: string;
  checkOut: string;
  status: string;
  /** The person on the other side of the booking: the host for a guest, the guest for the host. */
  counterpart: { userId: string; fullName: string; avatarUrl: string | null; role: 'host' | 'guest' };
}

export type MessageEvent =
  | { type: 'message.created'; message: MessageView }
  | { type: 'messages.read'; readerId: string; senderId: string; messageIds: string[]; readAt: string };

/** Everything a signed-in person hears on their own live feed: messages, and their service bookings changing. */
export type UserEvent = MessageEvent | ServiceBookingEvent;

export interface TypingSignal {
  from: string;
  typing: boolean;
}
