import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_UNAVAILABLE } from '@ludo/shared/errors';
import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { DEFAULT_DATABASE_CONFIG } from '../config';
import { MIGRATION_LOCK_KEY, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { startPolling } from '../lib/polling';
import { createPostgresDatabase, eventually, testConfig } from '../test/harness';
import { TcpProxy } from '../test/tcp-proxy';
import { bearer, registerAndLogin } from '../test/users';

/**
 * The server in front of a PostgreSQL that goes away: refusing connections, then holding them in
 * silence (new ones and those already pooled, one inside an open transaction). Every request,
 * the readiness probe included, must be answered 503 within a bound, nothing may escape as an
 * unhandled error, background loops keep going, and service comes back by itself.
 * Always on a real PostgreSQL (`TEST_POSTGRES_URL`), reached through a TCP proxy the test controls.
 */
const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';
const POOL_SIZE = 3;
/** Connect 500 ms, query 1 s: an answer during an outage is due well within this. */
const ANSWER_WITHIN_MS = 2500;

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let proxy: TcpProxy;
let app: FastifyInstance;
let baseUrl: string;
let player: { accessToken: string; userId: string };
let dataDir: string;
let database: { name: string; drop: () => Promise<void> } | undefined;
const sockets: ClientSocket[] = [];

// Vitest fails a run on these by itself; listening as well names them in the failing test.
const escaped: unknown[] = [];
const recordEscape = (error: unknown) => escaped.push(error);

/** A background loop on the app's database, with its own log to count what it reports. */
const probe = { passes: 0, failed: 0, thrownAtOnce: 0 };
const probeLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const probeClosers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  process.on('unhandledRejection', recordEscape);
  process.on('uncaughtException', recordEscape);
  database = await createPostgresDatabase(POSTGRES_URL, 'ludo_faults');
  const target = new URL(POSTGRES_URL);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(POSTGRES_URL);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${database.name}`;
  dataDir = mkdtempSync(join(tmpdir(), 'ludo-faults-'));
  const config = testConfig(dataDir, {
    DATABASE_URL: viaProxy.toString(),
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    DATABASE_CONNECT_TIMEOUT_MS: '500',
    DATABASE_QUERY_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '800',
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1000',
    DATABASE_PING_TIMEOUT_MS: '300',
    // Every request asks the database about its session.
    AUTH_CACHE_TTL_MS: '0',
    PAYMENT_SETTLE_INTERVAL_MS: '0',
    MATCH_SWEEP_INTERVAL_MS: '0',
  });
  app = await buildApp({ config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  player = await registerAndLogin(app);

  const host = {
    log: probeLog,
    addHook: (_name: 'onClose', hook: () => Promise<void>) => probeClosers.push(hook),
  } as unknown as FastifyInstance;
  startPolling(host, 'db-faults probe', 50, async () => {
    probe.passes++;
    try {
      await app.db.execute(sql`SELECT 1`);
    } catch (error) {
      probe.failed++;
      throw error;
    }
  });
  // A pass that throws before its first await must not escape the loop either.
  startPolling(host, 'db-faults sync probe', 50, (() => {
    probe.thrownAtOnce++;
    throw new Error('thrown before any await');
  }) as () => Promise<unknown>);
});

afterEach(async () => {
  await proxy.pass();
  expect(escaped).toEqual([]);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const close of probeClosers) await close();
  await app?.close();
  await proxy?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.off('unhandledRejection', recordEscape);
  process.off('uncaughtException', recordEscape);
});

/** Resolves with the outcome of `work`; fails once `ms` pass without one. */
async function answeredWithin<T>(work: Promise<T>, ms = ANSWER_WITHIN_MS): Promise<T> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
    expect(performance.now() - started).toBeLessThan(ms);
  }
}

const profile = () => app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(player) });
const ready = () => app.inject({ method: 'GET', url: '/readyz' });

async function expectUnavailable() {
  const [answer, probeAnswer] = await Promise.all([answeredWithin(profile()), answeredWithin(ready())]);
  expect(answer.statusCode, answer.body).toBe(503);
  expect(answer.json()).toEqual({
    message: 'The service is briefly unavailable. Please try again in a moment.',
    code: SERVICE_UNAVAILABLE,
  });
  expect(answer.headers['retry-after']).toBe('5');
  expect(probeAnswer.statusCode).toBe(503);
  expect(probeAnswer.json()).toEqual({ status: 'unavailable', database: 'postgres' });
}

/** The loop keeps making passes while they fail, and reports each failed pass exactly once. */
async function expectLoopSkippingPasses() {
  const failedBefore = probe.failed;
  const thrownBefore = probe.thrownAtOnce;
  await eventually(async () => probe.failed >= failedBefore + 2 && probe.thrownAtOnce >= thrownBefore + 2, {
    what: 'failed passes of the background loops',
  });
  const reported = probeLog.warn.mock.calls.filter(
    ([, message]) => message === 'db-faults probe skipped: the database is unavailable',
  );
  expect(reported).toHaveLength(probe.failed);
}

/** Back to normal, on the same app: requests, readiness and the loop. */
async function expectRecovered() {
  const passesBefore = probe.passes;
  await eventually(async () => (await profile()).statusCode === 200, { what: 'the profile to answer again' });
  await eventually(async () => (await ready()).statusCode === 200, { what: 'readiness to come back' });
  // Connections that went silent may fail a last pass or two before the pool has dropped them all.
  let failedSeen = probe.failed;
  let goodFrom = passesBefore;
  await eventually(
    async () => {
      if (probe.failed !== failedSeen) [failedSeen, goodFrom] = [probe.failed, probe.passes];
      return probe.passes >= goodFrom + 2;
    },
    { what: 'good passes of the background loop' },
  );
  expect(probeLog.info).toHaveBeenCalledWith('db-faults probe resumed');
}

/**
 * Fills the pool with open connections, so the next fault catches them pooled: each transaction
 * holds its connection until all have one (short queries on a busy machine could share one). A
 * connection that a loaded machine opens slower than the pool's short connect timeout lets the
 * others go, and the pool is filled again.
 */
async function warmPool() {
  await eventually(
    async () => {
      let allIn: () => void = () => undefined;
      const everyoneIn = new Promise<void>((resolve) => {
        allIn = resolve;
      });
      let entered = 0;
      const held = await Promise.allSettled(
        Array.from({ length: POOL_SIZE }, () =>
          app.db
            .transaction(async (tx) => {
              await tx.execute(sql`SELECT 1`);
              entered += 1;
              if (entered === POOL_SIZE) allIn();
              await everyoneIn;
            })
            .finally(allIn),
        ),
      );
      return held.every((outcome) => outcome.status === 'fulfilled');
    },
    { what: 'every pooled connection open at once', timeoutMs: 15_000 },
  );
  expect(proxy.openConnections).toBeGreaterThanOrEqual(POOL_SIZE);
}

function connectSocket(): ClientSocket {
  const socket: ClientSocket = io(baseUrl, {
    auth: { token: player.accessToken },
    reconnection: false,
    transports: ['websocket'],
  });
  sockets.push(socket);
  return socket;
}

const connectOutcome = (socket: ClientSocket) =>
  new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });

describe('database faults', () => {
  it('answers 503 at once while the database refuses connections, and recovers by itself', async () => {
    expect((await profile()).statusCode).toBe(200);
    // The server goes down under an open transaction: its connection is reset while checked out.
    const open = app.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      await proxy.refuse();
      await tx.execute(sql`SELECT 1`);
    });
    expect(
      isDatabaseUnavailable(
        await answeredWithin(
          open.then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      ),
    ).toBe(true);
    await expectUnavailable();
    await expectLoopSkippingPasses();
    await proxy.pass();
    await expectRecovered();
  });

  it('answers 503 within the bound when pooled connections go silent, and recovers by itself', async () => {
    await warmPool();
    await proxy.blackhole();
    await expectUnavailable();
    // More requests than connections: those waiting for a connection are bounded too.
    const answers = await Promise.all(Array.from({ length: POOL_SIZE + 2 }, () => answeredWithin(profile())));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(POOL_SIZE + 2).fill(503));
    await expectLoopSkippingPasses();
    await proxy.pass();
    await expectRecovered();
  });

  it('fails an open transaction that goes silent, keeps the pool whole, and lets its locks go', async () => {
    await warmPool();
    const stuck = app.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, player.userId)).for('update');
      await proxy.blackhole();
      await tx.execute(sql`SELECT 1`);
    });
    const failure = await answeredWithin(
      stuck.then(
        () => null,
        (error: unknown) => error,
      ),
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // Transactions beginning on connections that went silent: each must give its connection back.
    const attempts = await Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        answeredWithin(
          app.db
            .transaction((tx) => tx.execute(sql`SELECT 1`))
            .then(
              () => null,
              (error: unknown) => error,
            ),
        ),
      ),
    );
    for (const attempt of attempts) expect(isDatabaseUnavailable(attempt)).toBe(true);
    await expectUnavailable();
    await expectLoopSkippingPasses();
    await proxy.pass();
    await expectRecovered();
    // The server never heard from the silent session: it ends it (idle in transaction), so the
    // row it locked can be written again.
    await eventually(
      async () =>
        app.db
          .update(users)
          .set({ fullName: 'After the outage' })
          .where(eq(users.id, player.userId))
          .then(
            () => true,
            () => false,
          ),
      { what: 'the locked row to be released' },
    );
    // The whole pool serves at once again (each query holds its connection longer than a wait for
    // one may last): no connection was kept by a transaction that failed to begin.
    await eventually(
      async () =>
        Promise.all(Array.from({ length: POOL_SIZE }, () => app.db.execute(sql`SELECT pg_sleep(0.6)`))).then(
          () => true,
          () => false,
        ),
      { what: 'every pooled connection to serve' },
    );
  });

  it('refuses a socket whose session cannot be checked, instead of leaving it waiting', async () => {
    await proxy.refuse();
    expect(await answeredWithin(connectOutcome(connectSocket()))).toBe('unavailable');
    await proxy.blackhole();
    expect(await answeredWithin(connectOutcome(connectSocket()))).toBe('unavailable');
    await proxy.pass();
    await eventually(async () => (await ready()).statusCode === 200, { what: 'readiness to come back' });
    const socket = connectSocket();
    expect(await answeredWithin(connectOutcome(socket))).toBe('connected');
  });
});

describe('migrations under the request timeouts', () => {
  // One fresh database on the server itself (no proxy): the first test migrates it, the second
  // finds it migrated (or migrates it, if run alone).
  let url: string;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase(POSTGRES_URL, 'ludo_faults'));
  });
  afterAll(() => drop?.());

  it('runs every migration even when statements may last only a millisecond', async () => {
    const postgres = { ...DEFAULT_DATABASE_CONFIG, statementTimeoutMs: 1, queryTimeoutMs: 1 };
    const handle = await openDatabase({ databaseUrl: url, pgliteDir: undefined, postgres });
    await handle.close();
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await check.end();
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('waits as long as another instance holds the migration lock', async () => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const postgres = { ...DEFAULT_DATABASE_CONFIG, statementTimeoutMs: 200, queryTimeoutMs: 200 };
      const opening = openDatabase({ databaseUrl: url, pgliteDir: undefined, postgres });
      const outcome = opening.then(
        () => 'opened',
        (error: unknown) => error,
      );
      await eventually(
        async () => {
          const { rows } = await other.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
          return rows.length > 0;
        },
        { what: 'the second instance to wait for the lock' },
      );
      // Held past both timeouts: the waiting instance must not give up.
      await other.query('SELECT pg_sleep(0.6)');
      await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      expect(await outcome).toBe('opened');
      await (await opening).close();
    } finally {
      await other.end();
    }
  });
});
