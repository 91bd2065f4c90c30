import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './users';

/**
 * A player's identity submission: the details they typed and their three documents (stored
 * encrypted). The latest submission is the one that counts; the user row carries its status for
 * the checks elsewhere (withdrawals). Earlier, rejected submissions are kept for the record.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    panNumber: text('pan_number'),
    aadharFrontFileId: uuid('aadhar_front_file_id')
      .notNull()
      .references(() => storedFiles.id),
    aadharBackFileId: uuid('aadhar_back_file_id')
      .notNull()
      .references(() => storedFiles.id),
    pancardFileId: uuid('pancard_file_id')
      .notNull()
      .references(() => storedFiles.id),
    status: text('status', { enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('kyc_submissions_user_idx').on(table.userId, table.createdAt),
    index('kyc_submissions_status_idx').on(table.status, table.createdAt),
    // One submission waiting for review per player.
    uniqueIndex('kyc_submissions_pending_key').on(table.userId).where(sql`${table.status} = 'pending'`),
  ],
);
export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
