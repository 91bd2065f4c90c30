import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect } from 'vitest';
import { migrationsFolder } from '../db/client';

/**
 * A database migrated up to (not including) `migration`, for a test of that migration over rows
 * written under the schema before it: the migrations before it are copied to a folder of their own.
 * `close` ends the database and removes the folder.
 */
export async function migratedUpTo(migration: string): Promise<{ client: PGlite; close: () => Promise<void> }> {
  const before = mkdtempSync(join(tmpdir(), 'ludo-migrations-'));
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const index = journal.entries.findIndex((entry) => entry.tag === migration);
  expect(index, `${migration} is in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: before });
  return {
    client,
    close: async () => {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    },
  };
}
