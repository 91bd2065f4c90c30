import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about the deployment that a database keeps for life, by key. `money_mode` is the money
 * mode the database was first started in: starting it in the other mode is refused
 * (lib/money-mode.ts), since coins and rupees must never share one ledger.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
