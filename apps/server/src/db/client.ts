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
import { type DatabaseConfig, DEFAULT_DATABASE_CONFIG } from '../config';
import { isConnectionBroken } from '../lib/db-errors';
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
export const MIGRATION_LOCK_KEY = 7_340_611;

/** Linux waits two hours before its first keepalive probe; a dead peer should be noticed sooner. */
const KEEPALIVE_DELAY_MS = 10_000;

/** Where connection trouble is reported: the app's logger, or nothing (command-line tools). */
export interface DatabaseLog {
  warn: (details: { err: unknown }, message: string) => void;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  /** A directory for PGlite files, or undefined for an in-memory database (tests). */
  pgliteDir: string | undefined;
  /** Pool size and timeouts for PostgreSQL; DEFAULT_DATABASE_CONFIG when left out. */
  postgres?: DatabaseConfig;
  log?: DatabaseLog;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.postgres ?? DEFAULT_DATABASE_CONFIG, options.log);
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return pgliteHandle(client);
}

async function openPostgres(url: string, settings: DatabaseConfig, log?: DatabaseLog): Promise<DatabaseHandle> {
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: settings.keepAlive,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    // Sent with the startup message; 0 leaves the server's own setting.
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs || undefined,
  };
  await migrate(connection, log);
  const pool = new pg.Pool({
    ...connection,
    max: settings.poolSize,
    statement_timeout: settings.statementTimeoutMs || undefined,
    query_timeout: settings.queryTimeoutMs || undefined,
  });
  guardPool(pool, log);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    // Its own short deadline, covering the wait for a connection too: a load balancer's probe
    // must hear at once that this instance cannot serve.
    ping: () => {
      const probe = { text: 'SELECT 1', query_timeout: settings.pingTimeoutMs } as pg.QueryConfig;
      return withDeadline(pool.query(probe), settings.pingTimeoutMs);
    },
    close: () => pool.end(),
  };
}

/**
 * Migrates on a connection of its own, without the pool's query and statement timeouts: a
 * migration may rightly run long, and so may the wait for another instance's advisory lock.
 */
async function migrate(connection: pg.ClientConfig, log?: DatabaseLog) {
  const client = new pg.Client(connection);
  client.on('error', (error) => log?.warn({ err: error }, 'PostgreSQL connection lost while migrating'));
  await client.connect();
  try {
    // A statement_timeout set on the role or the database would apply here too.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * Keeps database faults from crashing the process or draining the pool:
 * - every connection gets an 'error' listener, not only idle ones (the pool's own listener is
 *   removed while a connection is checked out, and an 'error' event with no listener kills the
 *   process);
 * - a checked-out connection whose query failed because the connection is lost or silent is
 *   handed back to the pool as broken at once. Drizzle sends a transaction's `begin` before the
 *   code that would release the connection, so a failed `begin` would otherwise keep the
 *   connection checked out for good, and a connection with a query still unanswered would go
 *   back to the pool for the next request to wait on.
 */
function guardPool(pool: pg.Pool, log?: DatabaseLog) {
  // An idle connection dropped by the server (restart, failover): the pool replaces it on next use.
  pool.on('error', (error) => log?.warn({ err: error }, 'PostgreSQL idle connection lost'));
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (error) => log?.warn({ err: error }, 'PostgreSQL connection lost'));
    const retire = (error: unknown) => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      // The holder still releases it later (Drizzle does, in `finally`): that must not throw.
      client.release = () => undefined;
      release.call(client, error instanceof Error ? error : new Error(String(error)));
    };
    // Only promise-style calls are watched: the pool's own `pool.query` passes a callback and
    // already releases the connection with the error.
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isConnectionBroken(error)) retire(error);
        });
      }
      return result;
    }) as typeof client.query;
  });
}

/** Rejects when `work` has not settled in time; `work` is left to fail on its own. */
async function withDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  try {
    await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
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
