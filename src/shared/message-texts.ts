import { formatInteger } from './number-format';

// The messages' limits, texts and preview, apart from their schemas: the realtime listener in the first
// download uses them.

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

export function messagePreview(content: string): string {
  return content.length > MESSAGE_PREVIEW_CHARS ? `${content.slice(0, MESSAGE_PREVIEW_CHARS)}…` : content;
}
