import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { rowsOf, type Database } from '../../src/server/db/client';
import {
  emailVerificationTokens,
  passwordResetTokens,
  signInSlowdowns,
  rateLimits,
  realtimeEvents,
  sessions,
  users,
} from '../../src/server/db/schema';
import { createBoss, withSetupLock, type BossOptions } from '../../src/server/jobs/boss';
import { pruneSchedules } from '../../src/server/jobs/prune';
import { defineJobs, Jobs, type JobPayload } from '../../src/server/jobs/registry';
import { startJobRunner } from '../../src/server/jobs/runner';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { createTestDatabase } from '../support/db';

const quiet = { warn: () => {}, error: () => {} };

const testJobs = defineJobs({
  count: { payload: z.object({ n: z.number().int() }) },
  typed: { payload: z.object({ email: z.email(), nights: z.number().int().positive() }) },
  // A one-second lease, retried at once: the crash test waits for the lease, not for a retry delay.
  crashy: {
    payload: z.object({ label: z.string() }),
    expireInSeconds: 1,
    retryLimit: 1,
    retryDelaySeconds: 0,
    retryBackoff: false,
  },
  flaky: { payload: z.object({}), retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
  tick: { payload: z.object({}) },
  slow: { payload: z.object({ label: z.string() }), retryLimit: 1 },
});
type TestJobs = Jobs<typeof testJobs>;

const FAST = { pollingIntervalSeconds: 0.5 };
const tmpDir = () => mkdtempSync(join(tmpdir(), 'kazistay-jobs-'));

let database: Database;
const running: PgBoss[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((boss) => boss.stop({ graceful: false })));
});

afterAll(async () => {
  await database.close();
});

/**
 * One runner (app instance) on the test database. On Postgres each has its own pool, so two of them claim
 * jobs concurrently; on PGlite they share its one connection, which still runs the same claim queries.
 */
async function startJobs(options: BossOptions = {}): Promise<TestJobs> {
  const boss = createBoss(database, {
    maintenanceIntervalSeconds: 1,
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
    ...options,
  });
  boss.on('error', () => {});
  await boss.start();
  running.push(boss);
  const jobs = new Jobs(boss, testJobs, quiet);
  await withSetupLock(database, () => jobs.createQueues());
  return jobs;
}

/** Polls `check` until it returns something truthy (never a fixed sleep). */
async function waitFor<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

interface JobRow {
  state: string;
  retry_count: number;
  started_on: Date | string | null;
  /** A thrown error is stored as { name, message, stack }; a reason given as text as { value }. */
  output: { message?: string; value?: string } | null;
}

/** A job as stored, read on the app's connection (a stopped runner's pool is closed). */
async function jobRow(id: string | null): Promise<JobRow | undefined> {
  const rows = rowsOf<JobRow>(
    await database.db.execute(
      sql`select state, retry_count, started_on, output from pgboss.job where id = ${id}::uuid`,
    ),
  );
  return rows[0];
}

/**
 * The runner dies: from now on nothing it does reaches the database (every statement hangs, as a dead
 * process's would never arrive), and on Postgres its connections close. Its claim on a running job stays.
 */
async function crash(jobs: TestJobs): Promise<void> {
  running.splice(running.indexOf(jobs.boss), 1);
  const db = jobs.boss.getDb() as PgBoss.Db & { close?: () => Promise<void> };
  const close = db.close?.bind(db);
  db.executeSql = () => new Promise(() => {});
  await close?.();
}

const never = new Promise<never>(() => {});

describe('background jobs', () => {
  it('shares jobs between two runners and runs each exactly once', async () => {
    // Started together: both create the pgboss schema at once, and one must lose that race cleanly.
    const [a, b] = await Promise.all([startJobs(), startJobs()]);
    const runs: { n: number; runner: string }[] = [];
    for (const [runner, jobs] of [
      ['a', a],
      ['b', b],
    ] as const) {
      await jobs.work(
        'count',
        async ({ n }) => {
          runs.push({ n, runner });
          await database.db.execute(sql`select 1`);
        },
        { ...FAST, workers: 3 },
      );
    }
    const total = 40;
    const ids = await Promise.all(Array.from({ length: total }, (_, n) => a.send('count', { n })));
    expect(new Set(ids).size).toBe(total);

    await waitFor(async () => {
      const rows = rowsOf<{ done: number | string }>(
        await database.db.execute(
          sql`select count(*) as done from pgboss.job where name = 'count' and state = 'completed'`,
        ),
      );
      return Number(rows[0]?.done) === total;
    }, 'every job completed');

    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, n) => n));
    expect(runs.filter((r) => r.runner === 'a').length).toBeGreaterThan(0);
    expect(runs.filter((r) => r.runner === 'b').length).toBeGreaterThan(0);
    const retried = rowsOf(
      await database.db.execute(sql`select id from pgboss.job where name = 'count' and retry_count > 0`),
    );
    expect(retried).toEqual([]);
  });

  it('runs the job of a runner that died mid-job again, elsewhere, once its lease expires', async () => {
    // A runner that only works (no maintenance or cron): when it dies nothing of it keeps running.
    const dead = await startJobs({ supervise: false, schedule: false });
    let claimed!: (at: number) => void;
    const claimedAt = new Promise<number>((resolve) => (claimed = resolve));
    await dead.work(
      'crashy',
      () => {
        claimed(Date.now());
        return never;
      },
      FAST,
    );
    const id = await dead.send('crashy', { label: 'mid-job' });
    const firstClaim = await claimedAt;
    await crash(dead);

    const live = await startJobs();
    expect((await jobRow(id))?.state).toBe('active');
    const reruns: number[] = [];
    await live.work(
      'crashy',
      ({ label }, job) => {
        expect(label).toBe('mid-job');
        reruns.push(job.attempt);
      },
      FAST,
    );
    await waitFor(async () => (await jobRow(id))?.state === 'completed', 'the job to complete after restart');

    expect(reruns).toEqual([1]);
    const row = await jobRow(id);
    expect(row?.retry_count).toBe(1);
    // Taken again only after the one-second lease ran out.
    expect(new Date(row?.started_on ?? 0).getTime() - firstClaim).toBeGreaterThanOrEqual(1000);
  });

  it('retries a failing job with growing delays, then marks it failed with its error', async () => {
    const jobs = await startJobs();
    const attempts: { attempt: number; at: number }[] = [];
    await jobs.work(
      'flaky',
      (_payload, job) => {
        attempts.push({ attempt: job.attempt, at: Date.now() });
        throw new Error(`flaky failure on attempt ${job.attempt}`);
      },
      FAST,
    );
    const id = await jobs.send('flaky', {});
    await waitFor(async () => (await jobRow(id))?.state === 'failed', 'the job to fail for good');

    expect(attempts.map((a) => a.attempt)).toEqual([0, 1, 2]);
    const [first, second, third] = attempts.map((a) => a.at);
    // retryDelay 1 s with backoff: the first retry waits 1-2 s, the second 2-4 s.
    expect(second! - first!).toBeGreaterThanOrEqual(1000);
    expect(third! - second!).toBeGreaterThanOrEqual(2000);
    const job = await jobRow(id);
    expect(job?.retry_count).toBe(2);
    expect(job?.output?.message).toBe('flaky failure on attempt 2');
  });

  it('runs a recurring job once per period however many instances run', async () => {
    // pg-boss's cron is minute-granular: the test watches one period ('* * * * *' is due all minute long),
    // so it starts early enough in a minute to finish inside it.
    await waitFor(() => new Date().getUTCSeconds() < 48, 'the start of a minute', 15_000);
    const instances = await Promise.all([startJobs(), startJobs()]);
    const enqueueAttempts = instances.map((jobs) => countCronEnqueues(jobs.boss, 'tick'));
    const runs: number[] = [];
    for (const jobs of instances) {
      // Every instance registers the schedule at start, as the app does.
      await jobs.schedule('tick', '* * * * *', {});
      await jobs.work('tick', () => void runs.push(Date.now()), FAST);
    }
    await waitFor(() => runs.length > 0, 'the first run');
    // Both instances keep finding the schedule due; every one of their enqueues after the first is refused.
    await waitFor(
      () => enqueueAttempts.every((n) => n() >= 1) && enqueueAttempts.reduce((s, n) => s + n(), 0) >= 4,
      'several cron passes on both instances',
    );
    const minuteOfStart = new Date(runs[0]!).getUTCMinutes();
    expect(new Date().getUTCMinutes()).toBe(minuteOfStart);
    const queued = rowsOf<{ n: number | string }>(
      await database.db.execute(sql`select count(*) as n from pgboss.job where name = 'tick'`),
    );
    expect(Number(queued[0]?.n)).toBe(1);
    expect(runs).toHaveLength(1);
  });

  it("runs a job sent on an instance at once on that instance, not at its workers' next poll", async () => {
    const jobs = await startJobs();
    const ran: number[] = [];
    // An idle worker looks for work once a minute: longer than this test may take.
    await jobs.work('count', ({ n }) => void ran.push(n), { pollingIntervalSeconds: 60 });
    // Its first look (at once) found nothing; it is now waiting out its interval.
    await pause(1000);
    await jobs.send('count', { n: 7 });
    await waitFor(() => ran.length > 0, 'the job to run', 15_000);
    expect(ran).toEqual([7]);
  });

  it('refuses at send a payload that does not fit its schema, and types handlers', async () => {
    const jobs = await startJobs();
    expectTypeOf<JobPayload<typeof testJobs, 'typed'>>().toEqualTypeOf<{ email: string; nights: number }>();
    // @ts-expect-error nights must be a number (the compiler refuses it too)
    await expect(jobs.send('typed', { email: 'ana@example.com', nights: 'two' })).rejects.toThrow(z.ZodError);
    await expect(jobs.send('typed', { email: 'not an email', nights: 2 })).rejects.toThrow(z.ZodError);
    // @ts-expect-error not a job of this map
    await expect(jobs.send('typo', {})).rejects.toThrow(/unknown job/);
    expect(await jobs.boss.getQueueSize('typed')).toBe(0);
    expect(await jobs.send('typed', { email: 'ana@example.com', nights: 2 })).toEqual(expect.any(String));
    expect(await jobs.boss.getQueueSize('typed')).toBe(1);
  });

  it('lets a running job finish on a graceful stop and hands back one that overruns', async () => {
    const jobs = await startJobs();
    const started = new Set<string>();
    let releaseQuick!: () => void;
    const quick = new Promise<void>((resolve) => (releaseQuick = resolve));
    let releaseStuck!: () => void;
    const stuck = new Promise<void>((resolve) => (releaseStuck = resolve));
    await jobs.work(
      'slow',
      async ({ label }) => {
        started.add(label);
        await (label === 'quick' ? quick : stuck);
      },
      { ...FAST, workers: 2 },
    );
    const quickId = await jobs.send('slow', { label: 'quick' });
    const stuckId = await jobs.send('slow', { label: 'stuck' });
    await waitFor(() => started.size === 2, 'both jobs to start');

    const stopping = jobs.boss.stop({ graceful: true, timeout: 1000 });
    releaseQuick();
    await stopping;
    expect((await jobRow(quickId))?.state).toBe('completed');
    expect((await jobRow(stuckId))?.state).toBe('retry');
    expect((await jobRow(stuckId))?.output?.value).toMatch(/shut down/);
    // Its handler ends later; finishing a job that is no longer its own changes nothing.
    releaseStuck();
  });
});

describe('the app runner', () => {
  it('runs the prune jobs: expired sessions, dead links, stale sign-in failures and old events go', async () => {
    // The app on this file's database, as main.ts builds it: its runner starts with it.
    const app = await buildApp({
      database,
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'on', DATA_DIR: tmpDir() }),
      mailer: new MemoryMailer(),
      logger: false,
    });
    const db = database.db;
    try {
      const now = Date.now();
      const hours = (h: number) => new Date(now + h * 3600_000);
      const [pending, confirmed] = await db
        .insert(users)
        .values([
          { email: 'pending@example.com', passwordHash: 'x' },
          { email: 'confirmed@example.com', passwordHash: 'x', emailVerifiedAt: hours(-1) },
        ])
        .returning({ id: users.id });
      await db.insert(sessions).values([
        { id: 'expired', secretHash: 'x', userId: confirmed!.id, expiresAt: hours(-1) },
        { id: 'live', secretHash: 'x', userId: confirmed!.id, expiresAt: hours(24) },
      ]);
      await db.insert(emailVerificationTokens).values([
        { id: 'expired', userId: pending!.id, expiresAt: hours(-1) },
        { id: 'live', userId: pending!.id, expiresAt: hours(23) },
        { id: 'already-confirmed', userId: confirmed!.id, expiresAt: hours(23) },
      ]);
      await db.insert(passwordResetTokens).values([
        { id: 'expired', userId: confirmed!.id, expiresAt: hours(-0.1) },
        { id: 'live', userId: confirmed!.id, expiresAt: hours(0.9) },
      ]);
      const slowed = (account: string, lastFailureAt: Date) => ({
        account,
        failures: 12,
        waitUntil: lastFailureAt,
        lastFailureAt,
      });
      await db
        .insert(signInSlowdowns)
        .values([slowed('quiet@example.com', hours(-25)), slowed('besieged@example.com', hours(-1))]);
      await db.insert(rateLimits).values([
        { key: 'signInPair:old@example.com|192.0.2.1', points: 3, expire: hours(-0.05).getTime() },
        { key: 'signInPair:recent@example.com|192.0.2.1', points: 3, expire: hours(0.2).getTime() },
      ]);
      const event = (postId: string) =>
        ({ topic: 'forum', type: 'post.deleted', data: { type: 'post.deleted', postId } }) as const;
      const [, recentEvent] = await db
        .insert(realtimeEvents)
        .values([
          { ...event('old'), createdAt: hours(-25) },
          { ...event('recent'), createdAt: hours(-23) },
        ])
        .returning({ id: realtimeEvents.id });

      // A second instance beside the app's own runner; either may take each job.
      const other = await startJobRunner(database, quiet, { work: FAST });
      try {
        const names = ['prune-expired-auth', 'prune-rate-limits', 'prune-realtime-events'] as const;
        const ids = await Promise.all(names.map((name) => other.jobs.send(name, {})));
        await waitFor(async () => {
          const jobs = await Promise.all(names.map((name, i) => other.jobs.boss.getJobById(name, ids[i]!)));
          return jobs.every((job) => job?.state === 'completed');
        }, 'the prune jobs to complete');
        const schedules = await other.jobs.boss.getSchedules();
        const prune = schedules.filter((s) => s.name in pruneSchedules);
        expect(Object.fromEntries(prune.map((s) => [s.name, s.cron]))).toEqual(pruneSchedules);
      } finally {
        await other.stop();
      }

      expect((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).toEqual(['live']);
      expect(
        (await db.select({ id: emailVerificationTokens.id }).from(emailVerificationTokens)).map((r) => r.id),
      ).toEqual(['live']);
      expect(
        (await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens)).map((r) => r.id),
      ).toEqual(['live']);
      expect(
        (await db.select({ account: signInSlowdowns.account }).from(signInSlowdowns)).map((r) => r.account),
      ).toEqual(['besieged@example.com']);
      expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual([
        'signInPair:recent@example.com|192.0.2.1',
      ]);
      expect(await db.select({ id: realtimeEvents.id }).from(realtimeEvents)).toEqual([recentEvent]);
    } finally {
      await app.close();
    }
  });
});

/** Counts the times an instance's cron pass tries to enqueue a run of `name` (pg-boss's timekeeping). */
function countCronEnqueues(boss: PgBoss, name: string): () => number {
  const db = boss.getDb();
  const execute = db.executeSql.bind(db);
  let count = 0;
  db.executeSql = (text, values) => {
    const first: unknown = values?.[0];
    if (typeof first === 'string' && first.includes('__pgboss__send-it') && first.includes(`"${name}"`))
      count++;
    return execute(text, values);
  };
  return () => count;
}
