import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { type DatabaseHandle, migrationsFolder, openDatabase, pgliteHandle } from '../db/client';
import * as schema from '../db/schema';

export interface TestApp {
  app: FastifyInstance;
  /** The context holding the domain services (app.tournaments…), to drive their timers directly. */
  services: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

const templateDir = join(tmpdir(), 'ludo-pglite-templates');

/** Names the template by the migrations and the installed PGlite, so either changing makes a new one. */
function templateFile(): string {
  const hash = createHash('sha256');
  const addFolder = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) addFolder(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  addFolder(migrationsFolder);
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const { size, mtimeMs } = statSync(pgliteEntry);
  hash.update(`${pgliteEntry}:${size}:${mtimeMs}`);
  return join(templateDir, `${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A new in-memory PGlite database with the migrations applied. Starting PGlite from scratch runs
 * initdb (~2-3 s of CPU per test file); the first file therefore saves its freshly migrated data
 * directory under the system temp folder and later files start from that copy (~0.5 s). The
 * migrator still runs on every copy, so a template is never behind the migrations.
 */
async function pgliteFromTemplate(): Promise<DatabaseHandle> {
  const file = templateFile();
  let copy: PGlite | undefined;
  try {
    copy = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
    await migrate(drizzle(copy, { schema }), { migrationsFolder });
    return pgliteHandle(copy);
  } catch {
    // No template yet (or an unreadable one): build the database the way the server does.
    await copy?.close().catch(() => undefined);
  }
  const handle = await openDatabase({ databaseUrl: undefined, pgliteDir: undefined });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  mkdirSync(templateDir, { recursive: true });
  // Written aside and renamed: two workers may build the template at once.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Templates of older migrations are of no further use (40 MB each).
  for (const name of readdirSync(templateDir)) {
    if (name.endsWith('.tar') && join(templateDir, name) !== file) rmSync(join(templateDir, name), { force: true });
  }
  return handle;
}

/** Runs one statement on the PostgreSQL server at `serverUrl` (creating or dropping a database). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database named `prefix` and random characters on the PostgreSQL server at
 * `serverUrl`: its name, its address, and `drop` to remove it (connections still open included).
 */
export async function createPostgresDatabase(
  serverUrl: string,
  prefix = 'ludo_test',
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh database per test file: PGlite in memory by default, or — when DATABASE_URL is set —
 * a new database created on that PostgreSQL server and dropped afterwards.
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { handle: await pgliteFromTemplate(), drop: async () => undefined };
  const { url, drop } = await createPostgresDatabase(serverUrl);
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: undefined });
  return { handle, drop };
}

/**
 * Every injected request comes from 127.0.0.1, so the per-address limits of register and refresh
 * would trip after a handful of tests: they are raised here. A file that tests a limit passes its
 * own value (`createTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '2' })`) or varies `remoteAddress`.
 */
const TEST_DEFAULTS: Record<string, string> = {
  // CI runs the whole suite once per money mode (MONEY_MODE=play on the second pass); a file that
  // is about one mode's features passes MONEY_MODE itself.
  MONEY_MODE: process.env.MONEY_MODE ?? 'real',
  // Players start with no coins, as real-money players start with no rupees, so every balance a
  // test checks is the money it gave; the coins' own tests set the grants they check.
  PLAY_WELCOME_COINS: '0',
  RATE_LIMIT_REGISTER_PER_HOUR: '10000',
  RATE_LIMIT_REFRESH_PER_MINUTE: '10000',
  // One test player sends more in a minute than a person would (50 withdrawals at once, a dozen
  // refused KYC forms): per-account limits are raised a hundredfold. A file that tests them
  // passes RATE_LIMIT_ACCOUNT_MULTIPLIER: '1'.
  RATE_LIMIT_ACCOUNT_MULTIPLIER: '100',
  // Tests call the settlement directly instead of waiting for its timer.
  PAYMENT_SETTLE_INTERVAL_MS: '0',
  // Likewise the match sweep (room expiry, result deadlines, review): tests drive it with a chosen `now`.
  MATCH_SWEEP_INTERVAL_MS: '0',
  // And the outbox of domain events: tests dispatch it when they look at notifications.
  EVENTS_DISPATCH_INTERVAL_MS: '0',
  // And the platform games' turn timer: tests play due turns with a chosen `now`.
  GAME_SWEEP_INTERVAL_MS: '0',
  // And the play reminders' look at time played.
  PLAY_REMINDER_INTERVAL_MS: '0',
  NOTIFICATION_DELIVERY_INTERVAL_MS: '0',
};

/**
 * The configuration of a server under test: silent logs, fresh secrets, files in `dataDir`
 * (the caller creates and removes it), and `env` on top.
 */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
}

/**
 * For files about features only the real-money mode has (deposits, withdrawals, payouts, KYC):
 * they run in that mode on both CI passes. `createTestApp({ ...REAL_MONEY, ... })`.
 */
export const REAL_MONEY = { MONEY_MODE: 'real' } as const;

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ludo-test-'));
  const config = testConfig(dataDir, { ...TEST_DEFAULTS, ...env });
  const { handle, drop } = await freshDatabase();
  let services: FastifyInstance | undefined;
  const app = await buildApp({
    config,
    database: handle,
    ...options,
    onServices: (web) => {
      services = web;
    },
  });
  await app.ready();
  if (!services) throw new Error('the app registered no domain services');
  return {
    app,
    services,
    config,
    database: handle,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How many rows a table holds: to check that a refused request stored nothing. */
export async function countRows(database: DatabaseHandle, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The balance of a platform account (gateway, payouts, revenue, tds, grants), in paise; 0 before its first use. */
export async function platformBalance(
  database: DatabaseHandle,
  kind: 'gateway' | 'payouts' | 'revenue' | 'tds' | 'grants',
): Promise<number> {
  const [row] = await database.db
    .select({ balance: schema.ledgerAccounts.balancePaise })
    .from(schema.ledgerAccounts)
    .where(eq(schema.ledgerAccounts.kind, kind));
  return row?.balance ?? 0;
}

/**
 * Polls until `check` returns a value other than undefined or false (work done in the background,
 * such as the sandbox's own webhook), or fails after the deadline.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  { timeoutMs = 5000, intervalMs = 20, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
