import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Sessions after the Lucia guide: the cookie holds `<id>.<secret>`; only the SHA-256 of the secret is stored
 * and compared in constant time.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use e-mail confirmation tokens; the id is the SHA-256 (hex) of the token in the link. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/** Single-use password reset links; the id is the SHA-256 (hex) of the token in the link. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * The account-wide sign-in slowdown (domains/auth/slowdown.ts), one row per account tried (the lower-cased
 * email, whether or not an account has it): the failed attempts from addresses not known for it, until when
 * the next such attempt waits, and when the owner was last told. A row with no failure for a day is forgotten.
 */
export const signInSlowdowns = pgTable(
  'sign_in_slowdowns',
  {
    account: text('account').primaryKey(),
    failures: integer('failures').notNull(),
    waitUntil: timestamp('wait_until', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_slowdowns_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Counters of the abuse limits (src/server/limits), one row per limit and subject ("sign-in-pair:<email>|<ip>"),
 * in the shape rate-limiter-flexible's RateLimiterPostgres reads and writes: points used, and the window's end
 * in epoch milliseconds. Rows past `expire` count for nothing and are pruned by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
