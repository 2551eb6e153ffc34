import { z } from 'zod';
import type { ServiceBookingEvent } from './service-bookings';
import { text } from './text';
import { formatInteger } from './number-format';

export const MESSAGE_MAX = 5000;
export const THREAD_PAGE_SIZE = 50;
/** The hidden-tab toast shows this much of a message: enough to recognise it, short enough for a toast. */
export const MESSAGE_PREVIEW_CHARS = 50;
/** The other side's typing indicator goes away after this long without a refresh. */
export const TYPING_EXPIRES_MS = 5000;
/** While the input stays non-empty the client repeats "typing" this often. */
export const TYPING_REFRESH_MS = 2000;

export const MESSAGE_TEXTS = {
  signIn: 'Sign In to View Messages',
  fetchError: 'Error fetching messages',
  sendError: 'Error sending message',
  newMessage: 'New message received',
  empty: 'Message cannot be empty',
  tooLong: `Messages can be at most ${formatInteger(MESSAGE_MAX)} characters`,
  notAllowed: 'You can only message hosts and guests of your bookings, or reply to people who wrote to you',
  bookingNotFound: 'Booking not found',
  userNotFound: 'User not found',
  self: 'You cannot message yourself',
} as const;

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

export function messagePreview(content: string): string {
  return content.length > MESSAGE_PREVIEW_CHARS ? `${content.slice(0, MESSAGE_PREVIEW_CHARS)}…` : content;
}

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
