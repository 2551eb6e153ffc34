import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realtimeEvents } from '../db/schema';

export const EVENTS_CHANNEL = 'kazistay_events';
export const SIGNALS_CHANNEL = 'kazistay_signals';
/** pg_advisory_xact_lock key taken by every transaction that writes events (ids commit in order). */
const EVENTS_LOCK_KEY = 7_042_001;

export type EventScope = { topic: 'forum' } | { topic: 'user'; userId: string };

export interface BusEvent {
  id: number;
  topic: 'forum' | 'user';
  /** For 'user' events: who may receive it. */
  userIds: string[] | null;
  type: string;
  data: unknown;
}

export type Signal =
  | { kind: 'typing'; from: string; to: string; typing: boolean }
  | { kind: 'sessions_ended'; sessionIds: string[] };

export interface NewEvent {
  topic: 'forum' | 'user';
  userIds?: string[];
  type: string;
  data: unknown;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Emit = (event: NewEvent) => Promise<void>;

/**
 * Runs `fn` in a transaction that may emit realtime events. The events are rows written with the change
 * itself, and NOTIFY is delivered only when the transaction commits, so subscribers never hear of a change
 * that was rolled back.
 */
export function withEvents<T>(db: Db, fn: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK_KEY})`);
    const emit: Emit = async (event) => {
      const [row] = await tx
        .insert(realtimeEvents)
        .values({
          topic: event.topic,
          userIds: event.userIds ?? null,
          type: event.type,
          data: event.data,
        })
        .returning({ id: realtimeEvents.id });
      await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${String(row?.id ?? '')})`);
    };
    return fn(tx, emit);
  });
}

export function inScope(scope: EventScope, event: BusEvent): boolean {
  if (scope.topic === 'forum') return event.topic === 'forum';
  return event.topic === 'user' && (event.userIds?.includes(scope.userId) ?? false);
}
