import { randomUUID } from 'node:crypto';
import type { ForumReaction } from '../../../shared/forum';
import type { forumPosts, forumReactions, messages } from '../schema';

const MINUTE = 60_000;

const posts: { by: number; hoursAgo: number; content: string; reactions: [ForumReaction, number[]][] }[] = [
  {
    by: 8,
    hoursAgo: 72,
    content:
      'Two weeks in Kigali and the fibre has not dropped once. Tip: the cafés around Kimihurura open at 7, perfect for calls with Europe.',
    reactions: [
      ['👍', [0, 1, 9]],
      ['🔥', [0]],
    ],
  },
  {
    by: 9,
    hoursAgo: 50,
    content:
      'Anyone else working from Zanzibar this month? Looking for a co-working buddy in Stone Town for a few afternoons.',
    reactions: [['🙌', [8]]],
  },
  {
    by: 1,
    hoursAgo: 30,
    content:
      'Host here: we just added a second monitor and a standing desk to the Westlands loft. Ask me anything about working from Nairobi!',
    reactions: [
      ['👏', [7, 8]],
      ['❤️', [9]],
    ],
  },
  {
    by: 7,
    hoursAgo: 6,
    content:
      'Power cut survival kit for Addis: a small UPS for the router and a power bank for the laptop. Worked like a charm.',
    reactions: [
      ['💯', [8, 9]],
      ['😊', [2]],
    ],
  },
];

/**
 * The community's opening posts (with reactions) and a conversation between the demo guest and the host of
 * the guest's upcoming trip, the host's last message still unread.
 */
export function buildDemoCommunity(
  accountIds: string[],
  trip: { bookingId: string; guestId: string; hostId: string } | undefined,
  now: number,
) {
  const postRows: (typeof forumPosts.$inferInsert)[] = [];
  const reactionRows: (typeof forumReactions.$inferInsert)[] = [];
  for (const p of posts) {
    const userId = accountIds[p.by];
    if (!userId) continue;
    const createdAt = new Date(now - p.hoursAgo * 60 * MINUTE);
    const id = randomUUID();
    postRows.push({ id, userId, content: p.content, createdAt, updatedAt: createdAt });
    for (const [emoji, by] of p.reactions) {
      for (const i of by) {
        const reactor = accountIds[i];
        if (reactor) reactionRows.push({ postId: id, userId: reactor, emoji, createdAt });
      }
    }
  }

  const messageRows: (typeof messages.$inferInsert)[] = [];
  if (trip) {
    const lines: [from: 'guest' | 'host', minutesAgo: number, text: string][] = [
      ['guest', 1500, 'Hi! Looking forward to my stay. Is the desk by a window? I have calls most mornings.'],
      ['host', 1440, 'Welcome! Yes, the desk faces the garden and the router is two metres away.'],
      ['guest', 1430, 'Perfect, thank you. Could I check in around 3 pm?'],
      ['host', 45, 'Of course, 3 pm works. I will leave the keys with the caretaker at the gate.'],
    ];
    for (const [from, minutesAgo, content] of lines) {
      const createdAt = new Date(now - minutesAgo * MINUTE);
      const guestSent = from === 'guest';
      messageRows.push({
        senderId: guestSent ? trip.guestId : trip.hostId,
        receiverId: guestSent ? trip.hostId : trip.guestId,
        bookingId: trip.bookingId,
        content,
        createdAt,
        readAt: minutesAgo > 60 ? new Date(createdAt.getTime() + 5 * MINUTE) : null,
      });
    }
  }
  return { posts: postRows, reactions: reactionRows, messages: messageRows };
}
