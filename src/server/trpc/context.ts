import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ComputedCache } from '../cache/computed-cache';
import type { HostFiguresCache } from '../domains/host/figures-cache';
import type { CountCache } from '../domains/properties/count-cache';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../files/storage';
import type { AppJobs } from '../jobs/registry';
import type { Limits } from '../limits/limits';
import type { EventBus } from '../realtime/bus';
import { isSecureCookie, requestSession, setSessionCookie } from '../auth/cookies';
import { SESSION_COOKIE, type Access, type ValidSession } from '../auth/sessions';
import type { PaymentProvider } from '../domains/payments/port';
import type { PayoutNetwork } from '../domains/payouts/network';

export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /**
   * Per-instance caches of derived figures: search counts (a few seconds old at most), host figures (kept
   * under the host's data version, so never stale) and the admin's platform figures (half a minute at most).
   */
  caches: {
    searchCounts: CountCache;
    /** The same for /services. */
    serviceCounts: CountCache;
    /** /services result pages, a few seconds old at most (SERVICE_SEARCH_CACHE_SECONDS). */
    servicePages: ComputedCache;
    hostFigures: HostFiguresCache;
    hostMonths: HostFiguresCache;
    adminFigures: ComputedCache;
  };
  /** Realtime events and signals (LISTEN/NOTIFY), shared by every instance on the database. */
  bus: EventBus;
  storage: FileStorage;
  /** Abuse limits on counters in the database, shared by every instance. */
  limits: Limits;
  /** The durable background jobs (pg-boss); null when this instance runs none (JOBS=off, most tests). */
  jobs: AppJobs | null;
  /** Who takes payments; null: the demo, which takes none. */
  payments: PaymentProvider | null;
  /** Who pays hosts and providers (the demo network records transfers and moves no money). */
  payouts: PayoutNetwork;
}

/** What a connection's calls share on a WebSocket. */
export interface SocketSide {
  /**
   * The rights the socket was opened with (null: signed out). Its subscriptions run under them: a call that
   * finds other rights ends the socket, so the client opens a new one under the rights of the moment.
   */
  openedWith: Access | null;
  /** Subscriptions running on the connection. */
  subscriptions: number;
  end(code: number, reason: string): void;
}

export interface Context extends AppDeps {
  req: FastifyRequest;
  /** Absent on WebSocket connections. */
  res: FastifyReply | undefined;
  /**
   * Set on the context of a WebSocket connection, which is made once when it opens and kept for all its calls;
   * the procedures read its session again for each call (trpc/init.ts). Null over HTTP.
   */
  socket: SocketSide | null;
  log: FastifyBaseLogger;
  ip: string;
  session: ValidSession | null;
  user: ValidSession['user'] | null;
}

/** Builds the per-request context. Never throws: any failure gives a signed-out context. */
export async function createContext(
  deps: AppDeps,
  req: FastifyRequest,
  res: FastifyReply | undefined,
): Promise<Context> {
  // Without a reply (a WebSocket) the extended cookie could not be sent back: the expiry stays as it is.
  const session = await requestSession(deps.db, req, { renew: res !== undefined });
  const token = req.cookies[SESSION_COOKIE];
  if (session?.renewed && res && token)
    setSessionCookie(res, token, session.expiresAt, isSecureCookie(deps.config));
  return { ...deps, req, res, socket: null, log: req.log, ip: req.ip, session, user: session?.user ?? null };
}
