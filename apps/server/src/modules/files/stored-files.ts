import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { returnedRow } from '../../lib/sql-rows';

/**
 * The record of every uploaded file (whose it is, what for, where its encrypted bytes are kept) is
 * written here and nowhere else. A module that takes an upload puts the bytes in the store first
 * (`EncryptedStorage`), then records the file in the transaction of the change that uses it; a
 * module that drops a file forgets the record in its transaction and deletes the bytes after the
 * commit, with the storage keys answered here.
 */

export type StoredFileRow = typeof storedFiles.$inferSelect;
type NewStoredFile = Omit<typeof storedFiles.$inferInsert, 'id' | 'createdAt'>;

/** Records a file whose bytes are stored under `storageKey`; answers its id. */
export async function recordStoredFile(tx: DbOrTx, file: NewStoredFile): Promise<string> {
  const [row] = await tx.insert(storedFiles).values(file).returning({ id: storedFiles.id });
  return returnedRow(row, 'stored file insert').id;
}

/** Forgets the files with these ids; answers the storage keys of those there were, to delete after the commit. */
export async function forgetStoredFiles(tx: DbOrTx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const removed = await tx
    .delete(storedFiles)
    .where(inArray(storedFiles.id, [...ids]))
    .returning({ storageKey: storedFiles.storageKey });
  return removed.map((file) => file.storageKey);
}

export async function storedFile(db: DbOrTx, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export function storedFilesById(db: DbOrTx, ids: readonly string[]): Promise<StoredFileRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...ids]));
}
