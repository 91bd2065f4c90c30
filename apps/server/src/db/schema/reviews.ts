import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A player's review of the platform (one each; an edit goes back for approval). Admins approve or
 * reject it, and may feature an approved one on the landing page.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    featured: boolean('featured').notNull().default(false),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_user_key').on(table.userId),
    check('reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_status_known', sql`${table.status} IN ('pending', 'approved', 'rejected')`),
    check('reviews_featured_approved', sql`NOT ${table.featured} OR ${table.status} = 'approved'`),
    index('reviews_featured_idx').on(table.updatedAt).where(sql`${table.featured}`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;
