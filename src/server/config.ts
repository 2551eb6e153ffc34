import { z } from 'zod';
import { checkPayments, paymentsConfig, paymentVariables, type PaymentsConfig } from './config-payments';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const urlWithProtocols = (protocols: string[], example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => {
          try {
            return protocols.includes(new URL(v).protocol);
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.join(' or ')}// (for example ${example})`,
      )
      .optional(),
  );

/** A host name (or [IPv6] address) with an optional port, as a Host header carries it: `app.internal:3000`. */
const HOST_HEADER = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

const optionalText = z.preprocess(emptyToUndefined, z.string().optional());

/** Where uploads live: STORAGE=local (DATA_DIR/uploads) or STORAGE=s3 with the S3_* variables. */
const storageVariables = {
  STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/,
        'must be a bucket name: letters, digits, dots and hyphens (for example kazistay-uploads)',
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region name (for example us-east-1, eu-west-2 or auto for R2)')
      .default('us-east-1'),
  ),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://<account>.r2.cloudflarestorage.com'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
};

type StorageVariables = z.infer<z.ZodObject<typeof storageVariables>>;

/** STORAGE=s3 needs a bucket; access keys come as a pair or not at all (then the SDK's default chain). */
function checkStorage(e: StorageVariables, ctx: z.RefinementCtx): void {
  if (e.STORAGE !== 's3') return;
  const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!e.S3_BUCKET) missing('S3_BUCKET', 'is required when STORAGE=s3 (the bucket uploads are kept in)');
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    missing('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
    missing('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
}

type MailVariables = { NODE_ENV: string; SMTP_URL?: string | undefined; MAIL?: 'smtp' | 'log' | undefined };

/** MAIL names where mail goes; it cannot contradict SMTP_URL. */
function checkMail(e: MailVariables, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (e.MAIL === 'smtp' && !e.SMTP_URL) issue('SMTP_URL', 'is required when MAIL=smtp');
  if (e.MAIL === 'log' && e.SMTP_URL)
    issue('MAIL', 'is log, so no mail would be sent to SMTP_URL: unset one of them');
}

/**
 * Mail goes out through SMTP_URL, or into the log. A whole mail in the log (confirmation and reset links,
 * message previews, contact messages) is how a developer signs up without a mail server, so it is the default
 * only outside production; a production server needs SMTP_URL, or MAIL=log, which logs each mail's recipient
 * and subject.
 */
function checkProductionMail(e: MailVariables, ctx: z.RefinementCtx): void {
  if (!e.MAIL && !e.SMTP_URL && e.NODE_ENV === 'production')
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'is required when NODE_ENV=production (or set MAIL=log to log only the recipient and subject of each mail)',
    });
}

/** Where mail goes: an SMTP server, or the log (`contents`: the whole mail, never in production). */
export type MailConfig = { kind: 'smtp'; url: string } | { kind: 'log'; contents: boolean };

function mailConfig(e: MailVariables): MailConfig {
  if (e.SMTP_URL) return { kind: 'smtp', url: e.SMTP_URL };
  return { kind: 'log', contents: e.MAIL !== 'log' && e.NODE_ENV !== 'production' };
}

/** How long a new booking holds its dates while its payment is under way, unless PAYMENT_HOLD_MINUTES says. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 30;

const configSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://kazistay.example'),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example:587'),
    MAIL: z.preprocess(emptyToUndefined, z.enum(['smtp', 'log']).optional()),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('KaziStay <no-reply@kazistay.com>')),
    CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('hello@kazistay.com')),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@kazistay.com')),
    CONTACT_PHONE: z.preprocess(emptyToUndefined, z.string().min(3).default('+256 700 123 456')),
    OFFICE_ADDRESS: z.preprocess(
      emptyToUndefined,
      z.string().min(3).default('Plot 12, Kampala Road, Kampala, Uganda'),
    ),
    SEED_DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['auto', 'always', 'never']).default('auto')),
    ...paymentVariables,
    PAYMENT_DELAY_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(60_000).default(1500),
    ),
    PAYMENT_HOLD_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60)
        .default(DEFAULT_PAYMENT_HOLD_MINUTES),
    ),
    SEARCH_COUNT_CACHE_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(3600).default(30),
    ),
    SERVICE_SEARCH_CACHE_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(60).default(5),
    ),
    ADMIN_FIGURES_CACHE_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(3600).default(30),
    ),
    ALLOWED_HOSTS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        )
        .refine(
          (hosts) => hosts.every((h) => HOST_HEADER.test(h)),
          'must be host names with optional ports, comma-separated (for example app.internal:3000,stay.example)',
        )
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    JOBS: z.preprocess(emptyToUndefined, z.enum(['on', 'off']).default('on')),
    ICAL_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    ...storageVariables,
  })
  .superRefine(checkStorage)
  .superRefine(checkPayments)
  .superRefine(checkMail)
  .refine((e) => e.PAYMENT_HOLD_MINUTES * 60_000 > e.PAYMENT_DELAY_MS, {
    path: ['PAYMENT_HOLD_MINUTES'],
    message: 'must be longer than PAYMENT_DELAY_MS (a hold that ends before the payment would never be paid)',
  })
  .refine((e) => !(e.NODE_ENV === 'production' && e.ICAL_ALLOW_LOOPBACK === 'true'), {
    path: ['ICAL_ALLOW_LOOPBACK'],
    message: 'is for tests only and cannot be true when NODE_ENV=production',
  });

/** What the server reads: it sends mail, so production must say where mail goes. */
const serverConfigSchema = configSchema.superRefine(checkProductionMail);

export type Env = z.infer<typeof configSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The app's own origin (scheme://host[:port]); mutations from any other Origin are refused. */
  publicUrl: string;
  /** True when PUBLIC_URL was given: then it is the only accepted origin. */
  publicUrlFixed: boolean;
  /**
   * The Host header values answered (lower case), or null for any. Set in production with PUBLIC_URL fixed:
   * PUBLIC_URL's host plus ALLOWED_HOSTS, so the app never serves pages or links under a name it was not given.
   */
  allowedHosts: string[] | null;
  mail: MailConfig;
  mailFrom: string;
  site: { contactEmail: string; supportEmail: string; phone: string; officeAddress: string };
  seedDemoData: Env['SEED_DEMO_DATA'];
  logLevel: Env['LOG_LEVEL'];
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Who takes payments, with the provider's keys: `demo` takes none (every screen says so). */
  payments: PaymentsConfig;
  /** The simulated payment's wait (1.5 s by default, so a booking feels like a real charge; tests use 0). */
  paymentDelayMs: number;
  /**
   * How long a new booking holds its dates while its payment is under way; unpaid by then, it expires and
   * frees them.
   */
  bookingHoldMinutes: number;
  /** How long a search's match count may be reused (0: never). */
  searchCountCacheSeconds: number;
  /** How long this instance reuses a /services result page (0: never); its own catalogue changes clear them. */
  serviceSearchCacheSeconds: number;
  /** How long the admin overview and the users page's totals may be reused (0: never). */
  adminFiguresCacheSeconds: number;
  /** Whether this instance runs background jobs (off: it only serves requests; others do the work). */
  jobs: boolean;
  /** Test-only: imported calendars may be fetched from loopback addresses (tests serve them on 127.0.0.1). */
  icalAllowLoopback: boolean;
  /** Where uploaded files live: DATA_DIR/uploads, or a bucket every instance shares. */
  storage: StorageConfig;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/**
 * Reads and validates the environment; a bad value throws a ConfigError naming the variable. `sendsMail:
 * false` is for tools that send none (backup, restore, seed): they need no mail settings.
 */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  options: { sendsMail?: boolean } = {},
): Config {
  const parsed = (options.sendsMail === false ? configSchema : serverConfigSchema).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    publicUrlFixed: Boolean(e.PUBLIC_URL),
    allowedHosts:
      e.NODE_ENV === 'production' && e.PUBLIC_URL
        ? [new URL(e.PUBLIC_URL).host, ...(e.ALLOWED_HOSTS ?? [])]
        : null,
    mail: mailConfig(e),
    mailFrom: e.MAIL_FROM,
    site: {
      contactEmail: e.CONTACT_EMAIL,
      supportEmail: e.SUPPORT_EMAIL,
      phone: e.CONTACT_PHONE,
      officeAddress: e.OFFICE_ADDRESS,
    },
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    searchCountCacheSeconds: e.SEARCH_COUNT_CACHE_SECONDS,
    serviceSearchCacheSeconds: e.SERVICE_SEARCH_CACHE_SECONDS,
    adminFiguresCacheSeconds: e.ADMIN_FIGURES_CACHE_SECONDS,
    payments: paymentsConfig(e),
    paymentDelayMs: e.PAYMENT_DELAY_MS,
    bookingHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    jobs: e.JOBS === 'on',
    icalAllowLoopback: e.ICAL_ALLOW_LOOPBACK === 'true',
    storage: storageConfig(e),
  };
}

function storageConfig(e: StorageVariables): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: is required when STORAGE=s3');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
