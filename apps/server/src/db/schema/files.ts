import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const STORED_FILE_PURPOSES = [
  'match_screenshot',
  'kyc_aadhar_front',
  'kyc_aadhar_back',
  'kyc_pancard',
  'avatar',
  'support_attachment',
] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];

/**
 * Files players upload (result screenshots, KYC documents, profile pictures, support ticket
 * attachments), stored through the storage driver under a server-made key, encrypted at rest. Who
 * may read one is decided by the module that owns its purpose.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: STORED_FILE_PURPOSES }).notNull(),
    /** The name it was uploaded under, cleaned, for downloads; never used to find the file. */
    fileName: text('file_name').notNull().default(''),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerId, table.purpose)],
);
