import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, eq, gt, lt, max, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { FastifyBaseLogger } from 'fastify';
import type postgres from 'postgres';
import { postgresClient, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { realtimeEvents } from '../db/schema';
import {
  EVENTS_CHANNEL,
  SIGNALS_CHANNEL,
  signalSchema,
  type BusEvent,
  type EventScope,
  type Signal,
} from './events';
import { EventQueue } from './queue';

const PUMP_BATCH = 500;
/** How long events stay replayable; the 'prune-realtime-events' job (src/server/jobs) deletes older ones. */
const RETENTION = '1 day';
/**
 * Subscribers handed an event per turn of the event loop. Each one serializes and writes it in microtasks,
 * before any I/O runs; offering a backlog to 1,000 subscribers at once stalled the loop for seconds (HTTP
 * requests, the writers' queries and the next NOTIFY all waited). Chunks keep the loop turning.
 */
const DISPATCH_CHUNK = 100;
/** After a failed read (the database restarting, a connection killed), the pump tries again this often. */
const PUMP_RETRY_MS = 250;

/**
 * The realtime event bus of one app instance, on Postgres LISTEN/NOTIFY. Durable events are rows of
 * realtime_events; a notification only says "there is something new", and the bus reads every row after the
 * last one it dispatched (one query per burst, however many subscribers). Because writers take one advisory
 * lock, ids commit in order, so "after id N" never skips a row. Signals (typing, sign-out) are fire-and-forget
 * notifications with their small JSON payload.
 */
export class EventBus {
  private lastId = 0;
  private pumping: Promise<void> | null = null;
  private pumpAgain = false;
  private readonly queues = new Set<EventQueue>();
  private readonly signalHandlers = new Set<(signal: Signal) => void>();
  private readonly missedHandlers = new Set<() => void>();
  private readonly unlisten: (() => Promise<void>)[] = [];
  private closed = false;
  /**
   * On Postgres the pump reads on a connection of its own: writers wait for the events lock while holding
   * pool connections, and the pump must not queue behind them to deliver what they have committed. It is a
   * one-connection client rather than a connection reserved from the pool: a client reconnects by itself
   * when its backend goes away, a reserved connection stays dead.
   */
  private pumpClient: postgres.Sql | undefined;
  private pumpDb: Db | undefined;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  private get db(): Db {
    return this.database.db;
  }

  async start(): Promise<void> {
    if (this.database.url) {
      this.pumpClient = postgresClient(this.database.url, 1);
      this.pumpDb = drizzle({ client: this.pumpClient, schema });
    }
    this.lastId = await this.currentId();
    await this.listen(EVENTS_CHANNEL, () => this.pump());
    await this.listen(SIGNALS_CHANNEL, (payload) => this.dispatchSignal(payload));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queue of this.queues) queue.end();
    this.queues.clear();
    await Promise.allSettled(this.unlisten.map((fn) => fn()));
    clearTimeout(this.retryTimer);
    await this.pumping?.catch(() => undefined);
    await this.pumpClient?.end({ timeout: 1 });
  }

  /** The newest event id this instance has dispatched. */
  get dispatchedId(): number {
    return this.lastId;
  }

  /** Starts buffering the events of `scope` from now on. */
  subscribe(scope: EventScope, signal?: AbortSignal): EventQueue {
    const queue = new EventQueue(scope, () => this.queues.delete(queue));
    if (this.closed) queue.end();
    else this.queues.add(queue);
    signal?.addEventListener('abort', () => queue.end(), { once: true });
    return queue;
  }

  /** Events of `scope` committed after `afterId`, oldest first, or 'gap' when some were already pruned. */
  async replay(scope: EventScope, afterId: number, limit: number): Promise<BusEvent[] | 'gap'> {
    if (afterId > 0) {
      // Clients only ever hold ids of real events; when that row is gone it was pruned with its successors.
      const [seen] = await this.db
        .select({ id: realtimeEvents.id })
        .from(realtimeEvents)
        .where(eq(realtimeEvents.id, afterId));
      if (!seen) return 'gap';
    }
    const rows = await this.db
      .select()
      .from(realtimeEvents)
      .where(and(gt(realtimeEvents.id, afterId), scopeCondition(scope)))
      .orderBy(asc(realtimeEvents.id))
      .limit(limit + 1);
    if (rows.length > limit) return 'gap';
    return rows.map(toBusEvent);
  }

  onSignal(handler: (signal: Signal) => void): () => void {
    this.signalHandlers.add(handler);
    return () => this.signalHandlers.delete(handler);
  }

  /**
   * Runs `handler` after the listening connection came back from a drop: signals are not kept, so any sent
   * meanwhile were lost and whoever acts on them must look at the state afresh.
   */
  onSignalsMissed(handler: () => void): () => void {
    this.missedHandlers.add(handler);
    return () => this.missedHandlers.delete(handler);
  }

  /** Sends a signal to every instance (this one included). */
  async signal(signal: Signal): Promise<void> {
    await this.db.execute(sql`select pg_notify(${SIGNALS_CHANNEL}, ${JSON.stringify(signal)})`);
  }

  private async currentId(): Promise<number> {
    const [row] = await this.db.select({ id: max(realtimeEvents.id) }).from(realtimeEvents);
    return Number(row?.id ?? 0);
  }

  private async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const { pglite, sql: client } = this.database;
    if (pglite) {
      this.unlisten.push(await pglite.listen(channel, onPayload));
    } else if (client) {
      let connectedBefore = false;
      // onlisten runs on every (re)connection of the listening connection: after a drop, catch up.
      const handle = await client.listen(channel, onPayload, () => {
        if (connectedBefore && channel === EVENTS_CHANNEL) this.pump();
        if (connectedBefore && channel === SIGNALS_CHANNEL)
          for (const handler of this.missedHandlers) handler();
        connectedBefore = true;
      });
      this.unlisten.push(() => handle.unlisten());
    }
  }

  /** Reads and dispatches every event after the last one; concurrent bells coalesce into one more pass. */
  private pump(): void {
    if (this.closed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = (async () => {
      do {
        this.pumpAgain = false;
        let rows;
        do {
          rows = await (this.pumpDb ?? this.db)
            .select()
            .from(realtimeEvents)
            .where(gt(realtimeEvents.id, this.lastId))
            .orderBy(asc(realtimeEvents.id))
            .limit(PUMP_BATCH);
          for (const row of rows) await this.dispatch(toBusEvent(row));
        } while (rows.length === PUMP_BATCH && !this.closed);
      } while (this.pumpAgain && !this.closed);
    })()
      .catch((err: unknown) => {
        // Events stay in the log: read them again shortly, whether or not another bell rings.
        this.log.error({ err }, 'realtime bus: reading events failed; retrying');
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.pump(), PUMP_RETRY_MS);
      })
      .finally(() => {
        this.pumping = null;
      });
  }

  private async dispatch(event: BusEvent): Promise<void> {
    this.lastId = Math.max(this.lastId, event.id);
    let offered = 0;
    // A snapshot: a stream subscribing meanwhile starts after this event (its 'ready' carries lastId).
    for (const queue of [...this.queues]) {
      queue.offer(event);
      if (++offered % DISPATCH_CHUNK === 0) await nextTurn();
    }
  }

  private dispatchSignal(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const signal = signalSchema.safeParse(parsed);
    if (!signal.success) return;
    for (const handler of this.signalHandlers) handler(signal.data);
  }
}

/** Deletes events older than the retention. A recurring job runs it, once per period for all instances. */
export async function pruneRealtimeEvents(db: Db): Promise<void> {
  await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, sql`now() - ${RETENTION}::interval`));
}

function scopeCondition(scope: EventScope) {
  return scope.topic !== 'user'
    ? sql`${realtimeEvents.topic} = ${scope.topic}`
    : sql`${realtimeEvents.topic} = 'user' and ${scope.userId}::uuid = any(${realtimeEvents.userIds})`;
}

function toBusEvent(row: typeof realtimeEvents.$inferSelect): BusEvent {
  return {
    id: Number(row.id),
    topic: row.topic,
    userIds: row.userIds,
    type: row.type,
    data: row.data,
  };
}
