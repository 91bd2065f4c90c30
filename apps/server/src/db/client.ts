import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one data-layer type: PGlite and node-postgres share Drizzle's PostgreSQL API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every function that writes as part of a larger change takes one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

/** Beside this file in the sources; beside the bundle (dist/migrations) once built. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// A fixed key for pg_advisory_lock so that instances starting together migrate one at a time.
const MIGRATION_LOCK_KEY = 7_340_611;

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  /** A directory for PGlite files, or undefined for an in-memory database (tests). */
  pgliteDir: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on next use.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`SELECT 1`);
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return pgliteHandle(client);
}

/** Wraps an open, migrated PGlite (the tests start some from a saved copy). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`SELECT 1`);
    },
    close: () => client.close(),
  };
}

export { migrationsFolder };
