import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventName, EventPayload, Topic } from '../../realtime/event-map';

/**
 * The durable event log behind the realtime bus. A row is written in the same transaction as the change it
 * describes; NOTIFY (delivered at commit) only rings the bell. Writers take one advisory lock, so ids commit
 * in order and "everything after id N" is a complete resume point. Rows are pruned after a day.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'forum' (public) or 'user' (delivered to user_ids only). */
    topic: text('topic').$type<Topic>().notNull(),
    userIds: uuid('user_ids').array(),
    type: text('type').$type<EventName>().notNull(),
    /** The event as subscribers receive it (see realtime/event-map.ts); only the app writes these rows. */
    data: jsonb('data').$type<EventPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_events_created_idx').on(t.createdAt)],
);
