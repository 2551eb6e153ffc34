import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './users';

export const hostProfiles = pgTable('host_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  businessName: text('business_name'),
  phoneNumber: text('phone_number'),
  isBusiness: boolean('is_business').notNull().default(false),
  stripeAccountId: text('stripe_account_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Email preferences; no row means the defaults (notifications on, marketing off; README 'How accounts behave'). */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  notifyEmail: boolean('notify_email').notNull().default(true),
  marketingEmail: boolean('marketing_email').notNull().default(false),
  /** The guest's team: its IANA zone and working day (minutes after midnight), for time-zone overlap. */
  teamTimeZone: text('team_time_zone'),
  teamWorkStart: smallint('team_work_start'),
  teamWorkEnd: smallint('team_work_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_idx').on(t.code)],
);

/** Who brought whom: one row per referred account, written at sign-up. */
export const referrals = pgTable(
  'referrals',
  {
    referredId: uuid('referred_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);
