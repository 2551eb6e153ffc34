import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { properties } from './properties';
import { profiles } from './users';

/**
 * Ratings are 1-5 stars; work and stay ratings may be 0 (not given). A trigger (custom migration) keeps
 * properties.rating_avg and rating_count current.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    workRating: integer('work_rating').notNull().default(0),
    stayRating: integer('stay_rating').notNull().default(0),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_property_idx').on(t.propertyId, t.createdAt.desc()),
    // The admin's 'reviews in the last 7 days'.
    index('reviews_created_at_idx').on(t.createdAt),
    index('reviews_testimonials_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.rating} >= 4 and ${t.comment} is not null`),
    uniqueIndex('reviews_booking_idx').on(t.bookingId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_work_rating_check', sql`${t.workRating} between 0 and 5`),
    check('reviews_stay_rating_check', sql`${t.stayRating} between 0 and 5`),
  ],
);

export const savedProperties = pgTable(
  'saved_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_properties_user_property_idx').on(t.userId, t.propertyId)],
);
