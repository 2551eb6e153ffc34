import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { MemoryMailer } from '../../src/server/mail/mailer';
import type { PaymentProvider } from '../../src/server/domains/payments/port';
import { createTestDatabase, openSameDatabase } from './db';

export const TEST_ORIGIN = 'http://kazistay.test';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mailer: MemoryMailer;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: { write(line: string): void };
    /** A payment provider's adapter (pointed at its double); without one the app takes demo payments. */
    payments?: PaymentProvider;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    SEARCH_COUNT_CACHE_SECONDS: '0',
    SERVICE_SEARCH_CACHE_SECONDS: '0',
    // Figures computed per call, so a test sees its own changes (admin-figures-cache.test.ts turns it on).
    ADMIN_FIGURES_CACHE_SECONDS: '0',
    PAYMENT_DELAY_MS: '0',
    // Background jobs are tested in jobs.test.ts; other files' apps need no runner polling their database.
    JOBS: 'off',
    // Uploads land in a directory of this test file's own.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kazistay-test-')),
    ...env,
  });
  const mailer = new MemoryMailer();
  const { logStream, payments } = options;
  const app = await buildApp({
    database,
    config,
    mailer,
    ...(payments ? { payments } : {}),
    ...(logStream ? { logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    mailer,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second app instance on the same database as `t` (its own connection and event bus), as behind a load
 * balancer. Close it before `t`.
 */
export async function createSecondInstance(t: TestApp): Promise<TestApp> {
  const database = openSameDatabase(t.database);
  const app = await buildApp({ database, config: t.config, mailer: t.mailer, logger: false });
  await app.ready();
  return {
    app,
    database,
    mailer: t.mailer,
    config: t.config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface CallResult<T = unknown> {
  status: number;
  data?: T;
  error?: {
    message: string;
    code: number;
    data: {
      code: string;
      httpStatus: number;
      domainCode?: string;
      zodIssues?: { path: string[]; message: string }[];
    };
  };
  setCookie: string | undefined;
  response: LightMyRequestResponse;
}

let clients = 0;
/** A private address of its own for each client that names none, as separate browsers would have. */
function nextAddress(): string {
  clients++;
  return `172.${16 + ((clients >> 16) & 15)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/**
 * A browser-like client: keeps the session cookie and sends the app's Origin on mutations. Each client has
 * its own network address unless `ip` gives one (per-address limits then count each client apart).
 */
export class TestClient {
  cookie: string | undefined;
  readonly ip: string;
  constructor(
    private readonly app: FastifyInstance,
    /** `host`: the Host header (default: inject's own, localhost:80). */
    private readonly options: { origin?: string | null; ip?: string; host?: string } = {},
  ) {
    this.ip = options.ip ?? nextAddress();
  }

  query<T = unknown>(path: string, input?: unknown): Promise<CallResult<T>> {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.send<T>('GET', `/trpc/${path}${qs}`);
  }

  mutate<T = unknown>(path: string, input?: unknown): Promise<CallResult<T>> {
    return this.send<T>('POST', `/trpc/${path}`, input);
  }

  private async send<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<CallResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const origin = this.options.origin === undefined ? TEST_ORIGIN : this.options.origin;
    if (method === 'POST' && origin) headers.origin = origin;
    if (this.cookie) headers.cookie = this.cookie;
    if (this.options.host) headers.host = this.options.host;
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
    });
    const raw = response.headers['set-cookie'];
    const setCookie = Array.isArray(raw) ? raw[0] : raw;
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /=$/.test(pair) || /max-age=0/i.test(setCookie) ? undefined : pair;
    }
    const json = response.body
      ? (JSON.parse(response.body) as { result?: { data: T }; error?: CallResult['error'] })
      : {};
    return { status: response.statusCode, data: json.result?.data, error: json.error, setCookie, response };
  }
}

/** The confirmation link's token from the last mail sent to `email`. */
export function confirmationToken(mailer: MemoryMailer, email: string): string {
  const mail = [...mailer.sent].reverse().find((m) => m.to === email);
  const match = mail?.text.match(/\/auth\/confirm\?token=([a-z0-9]+)/);
  if (!match?.[1]) throw new Error(`no confirmation mail for ${email}`);
  return match[1];
}

/** Signs up, confirms and signs in a fresh user; returns its client. */
export async function signedInClient(
  t: TestApp,
  fields: { email: string; role?: 'guest' | 'host' | 'provider'; fullName?: string; password?: string },
): Promise<TestClient> {
  const client = new TestClient(t.app);
  const password = fields.password ?? 'correct horse battery';
  await client.mutate('auth.signUp', {
    fullName: fields.fullName ?? 'Test User',
    role: fields.role ?? 'guest',
    email: fields.email,
    password,
  });
  await client.mutate('auth.confirmEmail', {
    token: confirmationToken(t.mailer, fields.email.toLowerCase()),
  });
  const res = await client.mutate('auth.signIn', { email: fields.email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.error)}`);
  return client;
}
