import type { AdminEvent } from '../../shared/admin';
import type { ForumEvent } from '../../shared/forum';
import type { UserEvent } from '../../shared/messages';

/** The events of each topic, as the client receives them (each carries its own `type`). */
interface TopicPayloads {
  /** Public: anyone may subscribe. */
  forum: ForumEvent;
  /** Delivered only to the users the event names. */
  user: UserEvent;
  /** Delivered to admins only (the subscription is an admin procedure). */
  admin: AdminEvent;
}

export type Topic = keyof TopicPayloads;
export type TopicPayload<T extends Topic> = TopicPayloads[T];
export type EventPayload = TopicPayloads[Topic];

/** Every durable realtime event: its name -> the payload logged and sent with it. */
export type EventMap = { [E in EventPayload as E['type']]: E };
export type EventName = keyof EventMap;

type TopicOf<K extends EventName> = { [T in Topic]: K extends TopicPayloads[T]['type'] ? T : never }[Topic];

/** Which topic each event travels on; the compiler keeps it complete and in step with the map. */
const EVENT_TOPICS: { [K in EventName]: TopicOf<K> } = {
  'post.created': 'forum',
  'post.deleted': 'forum',
  'post.reactions': 'forum',
  'message.created': 'user',
  'messages.read': 'user',
  'service_booking.updated': 'user',
  'alert.raised': 'admin',
  'alert.updated': 'admin',
  'report.updated': 'admin',
};

/** Narrows a logged event's payload to the events of one topic. */
export function isTopicEvent<T extends Topic>(topic: T, event: EventPayload): event is TopicPayload<T> {
  return EVENT_TOPICS[event.type] === topic;
}
