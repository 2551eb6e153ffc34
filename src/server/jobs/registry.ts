import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { z } from 'zod';

/** One kind of job: what its payload must be, how often it is retried and how long its lease lasts. */
export interface JobDefinition {
  /** Checked when the job is sent (a bad payload is refused there) and again when it runs. */
  payload: z.ZodObject;
  /** Attempts after the first failure before the job is marked failed (default 3). */
  retryLimit?: number;
  /** Wait before the first retry; with backoff it doubles each time, plus up to as much jitter. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * The lease. A job still running after this long is taken to have died with its runner: it is failed
   * (and retried) by whichever instance runs maintenance next, and its handler is abandoned.
   */
  expireInSeconds?: number;
}

export type JobMap = Record<string, JobDefinition>;
export type JobName<M extends JobMap> = keyof M & string;
export type JobInput<M extends JobMap, N extends JobName<M>> = z.input<M[N]['payload']>;
export type JobPayload<M extends JobMap, N extends JobName<M>> = z.output<M[N]['payload']>;

export interface JobContext {
  id: string;
  /** 0 on the first run, then 1, 2... on retries. */
  attempt: number;
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<unknown> | void;

export interface WorkOptions {
  /** Jobs of this kind this instance runs at once (each is a polling loop). */
  workers?: number;
  /**
   * How often an idle worker looks for a job (pg-boss's minimum is 0.5 s). A job sent on this instance wakes
   * its workers, so this only delays jobs sent elsewhere, scheduled ones and retries.
   */
  pollingIntervalSeconds?: number;
}

export type SendOptions = Pick<PgBoss.SendOptions, 'startAfter' | 'singletonKey' | 'singletonSeconds'>;

export type JobLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** Keeps the literal job names of a map, so send/work/schedule only accept those names. */
export function defineJobs<M extends JobMap>(map: M): M {
  return map;
}

const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 15 * 60 };

/**
 * The typed face of pg-boss: names come from a job map, payloads are checked by the compiler and by zod.
 * One job per fetch: pg-boss completes or fails a fetched batch as a whole, and a failure in a batch would
 * run its finished jobs again.
 */
export class Jobs<M extends JobMap> {
  /** This instance's workers, by job name. */
  private readonly workers = new Map<string, string[]>();

  constructor(
    readonly boss: PgBoss,
    readonly definitions: M,
    private readonly log?: JobLog,
  ) {}

  /**
   * Creates (or updates) one queue per job with its retry and lease policy. pg-boss silently drops a job
   * sent to a queue that does not exist, so this runs before anything is sent. Instances starting together
   * must run it one at a time (see withSetupLock).
   */
  async createQueues(): Promise<void> {
    for (const [name, definition] of Object.entries(this.definitions)) {
      const policy = { ...DEFAULTS, ...definition };
      const options: PgBoss.Queue = {
        name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
      };
      await this.boss.createQueue(name, options);
      // createQueue leaves an existing queue alone; a changed policy must still reach it.
      await this.boss.updateQueue(name, options);
    }
  }

  /**
   * Stores a job; any instance's worker runs it. This instance's workers of that job are woken to fetch it at
   * once (unless it starts later), so a slow poll only delays jobs sent elsewhere and retries. Throws (a
   * ZodError) when the payload does not fit.
   */
  async send<N extends JobName<M>>(
    name: N,
    payload: JobInput<M, N>,
    options: SendOptions = {},
  ): Promise<string | null> {
    const data = this.definition(name).payload.parse(payload);
    const id = await this.boss.send(name, data, options);
    if (id && options.startAfter === undefined) {
      for (const worker of this.workers.get(name) ?? []) this.boss.notifyWorker(worker);
    }
    return id;
  }

  /** Runs `handler` for jobs of `name` on this instance; a throw fails the attempt (retried, then failed). */
  async work<N extends JobName<M>>(
    name: N,
    handler: JobHandler<JobPayload<M, N>>,
    options: WorkOptions = {},
  ): Promise<void> {
    const schema = this.definition(name).payload;
    const workOptions = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    };
    for (let i = 0; i < (options.workers ?? 1); i++) {
      const worker = await this.boss.work(name, workOptions, async ([job]) => {
        if (!job) return;
        try {
          // A row written by an older version of the app may no longer fit.
          const payload = schema.parse(job.data) as JobPayload<M, N>;
          await handler(payload, { id: job.id, attempt: job.retryCount });
        } catch (err) {
          this.log?.warn({ err, job: name, id: job.id, attempt: job.retryCount }, 'job failed');
          throw err;
        }
      });
      this.workers.set(name, [...(this.workers.get(name) ?? []), worker]);
    }
  }

  /**
   * Sends the job on a cron schedule (UTC; minute-granular). Every instance may call this at start: the
   * schedule is one row per job, and pg-boss enqueues it once per period whichever instances are running.
   */
  async schedule<N extends JobName<M>>(name: N, cron: string, payload: JobInput<M, N>): Promise<void> {
    const data = this.definition(name).payload.parse(payload);
    await this.boss.schedule(name, cron, data, { tz: 'UTC' });
  }

  private definition(name: string): JobDefinition {
    const definition = this.definitions[name];
    if (!definition) throw new Error(`unknown job "${name}"`);
    return definition;
  }
}

const nothing = z.object({});

/** Every job the app runs; handlers and schedules are set up in runner.ts. */
export const appJobs = defineJobs({
  'prune-realtime-events': { payload: nothing, retryLimit: 2, expireInSeconds: 5 * 60 },
  'prune-rate-limits': { payload: nothing, retryLimit: 2, expireInSeconds: 5 * 60 },
  'prune-expired-auth': { payload: nothing, retryLimit: 2, expireInSeconds: 5 * 60 },
  'delete-orphan-uploads': { payload: nothing, retryLimit: 2, expireInSeconds: 15 * 60 },
  // Each feed records its own failure; a retry would only fetch every calendar again before the next run.
  'sync-ical-feeds': { payload: nothing, retryLimit: 0, expireInSeconds: 14 * 60 },
  // Each payout keeps its own state (failed, retry time); a job retry would only run the release again early.
  'release-payouts': { payload: nothing, retryLimit: 0, expireInSeconds: 10 * 60 },
  // One UPDATE closes every stale request; a failed run is simply the next minute's.
  'expire-service-requests': { payload: nothing, retryLimit: 0, expireInSeconds: 5 * 60 },
  // Two UPDATEs settle every pending booking that can be settled; a failed run is simply the next minute's.
  'settle-pending-bookings': { payload: nothing, retryLimit: 0, expireInSeconds: 5 * 60 },
  // Sends every refund recorded and not yet sent; each keeps its own state, so a failed run is the next minute's.
  'send-refunds': { payload: nothing, retryLimit: 0, expireInSeconds: 5 * 60 },
  // Each outage's days are decided once (unique rows); a failed run is simply the next quarter hour's.
  'review-workday-claims': { payload: nothing, retryLimit: 0, expireInSeconds: 10 * 60 },
  // One request for a password reset link (the handler looks the account up). A mail server that is down
  // is tried again a few times; a link that was not sent is deleted with its failed attempt.
  'mail-password-reset': {
    payload: z.object({ email: z.string().max(254) }),
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
  },
  // One report. A runner that dies mid-report loses its lease and another attempt starts over; the last failed
  // attempt marks the report failed (reports/run.ts).
  'generate-report': {
    payload: z.object({ reportId: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
  },
});

export type AppJobs = Jobs<typeof appJobs>;
