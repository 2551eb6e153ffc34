import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './users';

/**
 * Listing photos as uploaded (POST /api/files/image), so the clean-up job can find the ones no listing took:
 * `key` is the cover's storage key; its thumbnail sits beside it ('<name>-thumb.webp').
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_created_at_idx').on(t.createdAt), index('uploads_user_idx').on(t.userId)],
);
