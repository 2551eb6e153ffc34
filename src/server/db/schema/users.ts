import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../../../shared/roles';

export const roleEnum = pgEnum('role', roles);

/** Credentials. The public face of a user is its profile (same id). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    username: text('username'),
    bio: text('bio'),
    email: text('email').notNull(),
    avatarUrl: text('avatar_url'),
    role: roleEnum('role').notNull().default('guest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin: the account cannot sign in, its sessions are gone and its listings leave search. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_idx').on(sql`lower(${t.username})`),
    // The admin's users page (newest first, created_at then id) and the users report's keyset pages.
    index('profiles_created_at_idx').on(t.createdAt, t.id),
    // The admin's user search: any part of the name or email, accent- and case-insensitive (pg_trgm).
    // fastupdate off, as for services: no pending list for every search to read.
    index('profiles_admin_search_idx')
      .using('gin', sql`kazistay_fold(${t.fullName} || ' ' || ${t.email}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
