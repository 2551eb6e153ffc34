import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerSecurity } from './http/security';
import { loggingOptions, registerRequestLogs, safeError } from './http/logging';
import { registerSpa } from './http/spa';
import type { RenderPage } from './http/ssr';
import { registerWebResponseBodies } from './http/web-response';
import { registerCompression } from './http/compression';
import { ComputedCache } from './cache/computed-cache';
import { SERVICE_PAGES_CACHED } from './domains/services/catalog';
import { HOST_MONTHS_CACHED, HostFiguresCache } from './domains/host/figures-cache';
import { CountCache } from './domains/properties/count-cache';
import { alertingMailer } from './mail/alerting';
import { createMailer, type Mailer } from './mail/mailer';
import { registerFileRoutes } from './files/routes';
import { registerIcalRoutes } from './domains/host/ical/route';
import { registerPayoutExportRoutes } from './domains/payouts/route';
import { registerAdminPaymentExportRoute } from './domains/payments/admin-route';
import { registerAdminPayoutExportRoute } from './domains/payouts/admin-route';
import { registerReportDownloadRoute } from './domains/admin/reports/route';
import { registerProviderDocumentRoutes } from './domains/services/documents';
import { registerSpeedTestRoutes } from './domains/stays/speed-routes';
import type { PaymentProvider } from './domains/payments/port';
import { paymentProviderFor } from './domains/payments/provider';
import type { PayoutNetwork } from './domains/payouts/network';
import { payoutNetworkFor } from './domains/payouts/networks';
import { registerPaymentWebhook, registerPayoutWebhook } from './domains/payments/webhook-route';
import { startRefundsJob } from './jobs/refunds';
import { storageFromConfig } from './files/backend';
import { LocalDiskStorage, type FileStorage } from './files/storage';
import { startIcalSyncJob } from './jobs/ical-sync';
import { startPendingBookingsJob } from './jobs/bookings';
import { startPasswordResetJob } from './jobs/password-reset';
import { startPayoutJob } from './jobs/payouts';
import { startReportJob } from './jobs/reports';
import { startServiceRequestsJob } from './jobs/service-requests';
import { startWorkdayClaimsJob } from './jobs/workday-claims';
import { startOrphanUploadsJob } from './jobs/orphan-uploads';
import { startJobRunner, type JobRunner } from './jobs/runner';
import { clientDistDir, ssrDistDir } from './paths';
import { createLimits } from './limits/limits';
import { EventBus } from './realtime/bus';
import { registerRealtime } from './realtime/websocket';
import { createContext } from './trpc/context';
import { appRouter, type AppRouter } from './trpc/router';
import { MAX_BATCH_SIZE } from '../shared/limits';

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** Defaults to what config.mail says (SMTP, or the log). Tests pass a MemoryMailer. */
  mailer?: Mailer;
  /** Where the built UI lives (default dist/client). */
  clientDir?: string;
  /** The server renderer's build (dist/ssr); without one every page is drawn by the browser. */
  ssrDir?: string;
  /** A renderer to use instead of the build's (tests use src/client/entry-server.tsx itself). */
  renderPage?: RenderPage;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Uploaded files; defaults to local disk in DATA_DIR/uploads. */
  storage?: FileStorage;
  /** The payment provider; none takes demo payments. Tests pass an adapter pointed at its provider's double. */
  payments?: PaymentProvider;
  /** The payout network (the demo network by default). Tests pass an adapter pointed at its network's double. */
  payouts?: PayoutNetwork;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            serializers: { err: safeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    ...loggingOptions(config.trustProxy),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 5000 },
  });
  const bus = new EventBus(database, app.log);
  await bus.start();
  let runner: JobRunner | null = null;
  try {
    if (config.jobs) runner = await startJobRunner(database, app.log);
    await registerEverything(app, options, bus, runner);
  } catch (err) {
    // Nothing may keep polling or listening for an app that never came up.
    await runner?.stop();
    await bus.close();
    throw err;
  }
  const started = runner;
  // Closing the app (main.ts does it before closing the database) lets running jobs finish first.
  if (started) app.addHook('onClose', () => started.stop());
  app.addHook('onClose', () => bus.close());
  return app;
}

/** The routes, the API and the pages, on the bus buildApp started. */
async function registerEverything(
  app: FastifyInstance,
  options: BuildAppOptions,
  bus: EventBus,
  runner: JobRunner | null,
): Promise<void> {
  const { database, config } = options;
  const mailer = alertingMailer(
    options.mailer ?? createMailer({ mail: config.mail, from: config.mailFrom, log: app.log }),
    database.db,
    app.log,
  );
  const caches = {
    searchCounts: new CountCache(config.searchCountCacheSeconds * 1000),
    serviceCounts: new CountCache(config.searchCountCacheSeconds * 1000),
    servicePages: new ComputedCache(config.serviceSearchCacheSeconds * 1000, SERVICE_PAGES_CACHED),
    hostFigures: new HostFiguresCache(),
    hostMonths: new HostFiguresCache(HOST_MONTHS_CACHED),
    adminFigures: new ComputedCache(config.adminFiguresCacheSeconds * 1000),
  };
  const storage = options.storage ?? storageFromConfig(config.storage, resolve(config.dataDir, 'uploads'));
  if (!options.storage) app.addHook('onClose', () => storage.close());
  if (storage instanceof LocalDiskStorage) await mkdir(storage.root, { recursive: true });
  if (runner) await startOrphanUploadsJob(runner.jobs, database.db, storage, app.log);
  if (runner) await startIcalSyncJob(runner.jobs, database.db, config, app.log);
  const payouts = options.payouts ?? payoutNetworkFor(config.payments, database.db);
  if (runner) await startPayoutJob(runner.jobs, database.db, payouts, app.log);
  if (runner) await startReportJob(runner.jobs, database.db, storage, app.log);
  if (runner) await startServiceRequestsJob(runner.jobs, database.db);
  if (runner) await startWorkdayClaimsJob(runner.jobs, database.db, app.log);
  const payments = options.payments ?? paymentProviderFor(config.payments);
  if (runner) await startPendingBookingsJob(runner.jobs, database.db, config.paymentDelayMs, payments);
  if (runner && payments) await startRefundsJob(runner.jobs, database.db, payments);
  if (runner) {
    await startPasswordResetJob(runner.jobs, { db: database.db, mailer, publicUrl: config.publicUrl });
  }
  const limits = createLimits(database, app.log);
  app.addHook('onClose', () => limits.close());
  const deps = {
    db: database.db,
    config,
    mailer,
    caches,
    bus,
    storage,
    limits,
    jobs: runner?.jobs ?? null,
    payments,
    payouts,
  };

  registerRequestLogs(app);
  registerWebResponseBodies(app);
  await registerCompression(app);
  await registerSecurity(app, config);
  await app.register(cookie);
  await registerRealtime(app, deps, config);
  await registerFileRoutes(app, { db: database.db, storage });
  await registerIcalRoutes(app, database.db);
  await registerPayoutExportRoutes(app, database.db);
  await registerAdminPaymentExportRoute(app, database.db);
  await registerAdminPayoutExportRoute(app, database.db);
  await registerReportDownloadRoute(app, database.db, storage);
  await registerProviderDocumentRoutes(app, { db: database.db, storage });
  await registerSpeedTestRoutes(app, database.db);
  await registerPaymentWebhook(app, database.db, payments);
  await registerPayoutWebhook(app, database.db, payouts);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // A batch runs its calls in parallel: a big one would hog the database (and guess passwords in bulk).
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError: ({ error, path, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          req.log.error({ err: error, path }, 'tRPC procedure failed');
        if (error.code === 'SERVICE_UNAVAILABLE') req.log.warn({ err: error, path }, 'database unavailable');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  app.get('/healthz', async (_req, reply) => {
    try {
      await withTimeout(database.ping(), 2000);
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  await registerSpa(app, {
    clientDir: options.clientDir ?? clientDistDir,
    // A test's own client folder comes without the server's renderer unless it names one.
    ssrDir: options.ssrDir ?? (options.clientDir ? undefined : ssrDistDir),
    renderPage: options.renderPage,
    deps,
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
