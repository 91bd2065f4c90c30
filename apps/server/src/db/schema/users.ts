import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    /** Stored lower-case (normalised by the shared schema). */
    email: text('email').notNull(),
    /** Stored as +91XXXXXXXXXX. */
    phone: text('phone').notNull(),
    ludoPlayerId: text('ludo_player_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['player', 'admin'] })
      .notNull()
      .default('player'),
    /** `closed`: closed by the player, personal data erased (docs/decisions/0015). */
    status: text('status', { enum: ['active', 'suspended', 'closed'] })
      .notNull()
      .default('active'),
    suspendedReason: text('suspended_reason'),
    referredByCode: text('referred_by_code'),
    kycStatus: text('kyc_status', { enum: ['not_submitted', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('not_submitted'),
    kycRejectionReason: text('kyc_rejection_reason'),
    /** The state the player says they live in (one of INDIAN_STATES), asked at registration; null until given. */
    state: text('state'),
    /** The profile picture (a stored file); no foreign key, to keep users free of a cycle with files. */
    avatarFileId: uuid('avatar_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_key').on(table.phone),
    // Ludo King ids are compared case-insensitively so "AbC1" and "abc1" cannot both register.
    uniqueIndex('users_ludo_player_id_key').on(sql`lower(${table.ludoPlayerId})`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
