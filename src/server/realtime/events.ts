import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { realtimeEvents } from '../db/schema';
import type { EventName, EventPayload, Topic, TopicPayload } from './event-map';

export const EVENTS_CHANNEL = 'kazistay_events';
export const SIGNALS_CHANNEL = 'kazistay_signals';
/** pg_advisory_xact_lock key taken by every transaction that writes events (ids commit in order). */
const EVENTS_LOCK_KEY = 7_042_001;

export type EventScope = { topic: 'forum' } | { topic: 'admin' } | { topic: 'user'; userId: string };

/** A logged event as the bus dispatches it; `data.type` is `type`, so narrowing `data` needs no cast. */
export interface BusEvent {
  id: number;
  topic: Topic;
  /** For 'user' events: who may receive it. */
  userIds: string[] | null;
  type: EventName;
  data: EventPayload;
}

/** Fire-and-forget notices between instances; parsed on arrival, since any database client can NOTIFY. */
export const signalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typing'), from: z.string(), to: z.string(), typing: z.boolean() }),
  z.object({ kind: z.literal('sessions_ended'), sessionIds: z.array(z.string()) }),
  /** What these users may do changed (a role, a provider approval or revocation): re-authorize their sockets. */
  z.object({ kind: z.literal('access_changed'), userIds: z.array(z.string()) }),
]);
export type Signal = z.infer<typeof signalSchema>;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Logs an event of a topic (the compiler checks the payload belongs to it); user events name their audience. */
export interface Emit {
  (topic: 'forum', event: TopicPayload<'forum'>): Promise<void>;
  (topic: 'admin', event: TopicPayload<'admin'>): Promise<void>;
  (topic: 'user', event: TopicPayload<'user'>, userIds: string[]): Promise<void>;
}

/**
 * Runs `fn` in a transaction that may emit realtime events. The events are rows written with the change
 * itself, and NOTIFY is delivered only when the transaction commits, so subscribers never hear of a change
 * that was rolled back.
 */
export function withEvents<T>(db: Db, fn: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_KEY})`);
    const emit: Emit = async (topic: Topic, event: EventPayload, userIds?: string[]) => {
      const [row] = await tx
        .insert(realtimeEvents)
        .values({ topic, userIds: userIds ?? null, type: event.type, data: event })
        .returning({ id: realtimeEvents.id });
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row?.id ?? '')})`);
    };
    return fn(tx, emit);
  });
}

export function inScope(scope: EventScope, event: BusEvent): boolean {
  if (scope.topic !== 'user') return event.topic === scope.topic;
  return event.topic === 'user' && (event.userIds?.includes(scope.userId) ?? false);
}
