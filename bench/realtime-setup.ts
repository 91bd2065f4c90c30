/**
 * What the realtime benchmarks (realtime-bench.ts, game-bench.ts) do in the process that drives
 * them: build and start the child processes, make a database for the run with its players, watch
 * the machine's load, and summarise latencies. The children share realtime-common.ts instead.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import type { Database } from '../apps/server/src/db/client';
import { sessions, users } from '../apps/server/src/db/schema';
import { AccessTokens } from '../apps/server/src/modules/auth/tokens';
import { ask, type ClientAnswers, type SocketSpec, type Usage } from './realtime-common';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The share of the machine's CPU time left idle over a second: other work on it shows here. */
export async function idleShare() {
  const before = cpus();
  await sleep(1_000);
  let idle = 0;
  let total = 0;
  for (const [i, cpu] of cpus().entries()) {
    const was = before[i]?.times;
    if (!was) continue;
    idle += cpu.times.idle - was.idle;
    total += Object.entries(cpu.times).reduce((sum, [key, t]) => sum + t - was[key as keyof typeof was], 0);
  }
  return idle / total;
}

export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);

/**
 * The child processes of a run: built, as the HTTP bench runs apps/server/dist/server.js, into
 * their own folder under bench/dist (ignored by git and Biome), and all ended by `close`.
 */
export class Children {
  readonly outDir: string;
  private readonly started: ChildProcess[] = [];

  constructor(run: string) {
    this.outDir = join('bench', 'dist', `${run}-${process.pid}`);
  }

  /**
   * Bundles the entries with the server's own build settings (apps/server/build.mjs: esbuild,
   * packages external, the workspace's code bundled in), with the files the server reads beside
   * its bundle.
   */
  async build() {
    const pkg = JSON.parse(readFileSync('apps/server/package.json', 'utf8')) as Record<string, Record<string, string>>;
    await build({
      entryPoints: Object.fromEntries(
        ['realtime-server', 'realtime-baseline', 'realtime-clients'].map((entry) => [entry, `bench/${entry}.ts`]),
      ),
      outdir: this.outDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})],
      logLevel: 'warning',
    });
    cpSync('apps/server/src/db/migrations', join(this.outDir, 'migrations'), { recursive: true });
    cpSync('apps/server/src/modules/auth/common-passwords.txt', join(this.outDir, 'common-passwords.txt'));
  }

  /** Forks a built entry and waits for it to say it is ready. */
  start(entry: string, env: Record<string, string>, exposeGc: boolean): Promise<ChildProcess> {
    // BENCH_CPU_PROFILE=<folder>: the app server writes a V8 CPU profile there when it stops.
    const profile = entry === 'realtime-server' && process.env.BENCH_CPU_PROFILE;
    const child = fork(join(this.outDir, `${entry}.js`), [], {
      execArgv: [...(exposeGc ? ['--expose-gc'] : []), ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.started.push(child);
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${entry} exited (${code}) before it was ready`));
      child.once('exit', onExit);
      child.once('message', () => {
        child.off('exit', onExit);
        resolve(child);
      });
    });
  }

  close() {
    for (const child of this.started) child.kill();
    rmSync(this.outDir, { recursive: true, force: true });
    try {
      rmdirSync(join('bench', 'dist'));
    } catch {
      // Another run's folder is still there.
    }
  }
}

/** A database made for the run on the PostgreSQL server at `serverUrl`, dropped by `drop`. */
export async function runDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * `count` players, each with a live session and an access token signed by the server's key,
 * written straight into the database rather than registered through HTTP (argon2 hashing
 * thousands of passwords takes minutes).
 */
export async function seedPlayers(db: Database, jwtSecret: string, count: number, tag: string) {
  const ids: Array<{ id: string }> = [];
  // In slices: one INSERT of thousands of rows passes PostgreSQL's limit of bound parameters.
  for (let from = 0; from < count; from += 1_000) {
    const slice = Array.from({ length: Math.min(1_000, count - from) }, (_, k) => from + k);
    ids.push(
      ...(await db
        .insert(users)
        .values(
          slice.map((i) => ({
            fullName: `Bench Player ${i}`,
            email: `${tag}${i}@bench.example.in`,
            phone: `+919${String(i).padStart(9, '0')}`,
            ludoPlayerId: `${tag.toUpperCase()}${i}`,
            // Nobody logs in with a password here: their sessions and tokens are made below.
            passwordHash: 'x',
          })),
        )
        .returning({ id: users.id })),
    );
  }
  const live: Array<{ id: string; userId: string }> = [];
  for (let from = 0; from < count; from += 1_000) {
    live.push(
      ...(await db
        .insert(sessions)
        .values(
          ids
            .slice(from, from + 1_000)
            .map((player) => ({ userId: player.id, userAgent: 'bench', ipAddress: '127.0.0.1' })),
        )
        .returning({ id: sessions.id, userId: sessions.userId })),
    );
  }
  const signer = new AccessTokens(jwtSecret, 3_600);
  const tokens = await Promise.all(
    live.map((session) => signer.sign({ userId: session.userId, sid: session.id, role: 'player' })),
  );
  return { userIds: live.map((session) => session.userId), tokens };
}

/** What a side's processes spent over its rounds: wall time, the server's CPU and event loop, each client's CPU. */
export interface Spent {
  wallMs: number;
  serverCpuMs: number;
  serverLoop: { active: number; idle: number };
  clientCpuMs: number[];
}

export const nothingSpent = (clientProcesses: number): Spent => ({
  wallMs: 0,
  serverCpuMs: 0,
  serverLoop: { active: 0, idle: 0 },
  clientCpuMs: Array.from({ length: clientProcesses }, () => 0),
});

/** Adds one round's usage, read from the server and the clients before and after it, to `into`. */
export function addSpent(
  into: Spent,
  wallMs: number,
  server: { before: Usage; after: Usage },
  clients: { before: Usage[]; after: Usage[] },
) {
  into.wallMs += wallMs;
  into.serverCpuMs += server.after.cpuMs - server.before.cpuMs;
  into.serverLoop.active += server.after.elu.active - server.before.elu.active;
  into.serverLoop.idle += server.after.elu.idle - server.before.elu.idle;
  for (const [i, before] of clients.before.entries())
    into.clientCpuMs[i] = (into.clientCpuMs[i] ?? 0) + ((clients.after[i] as Usage).cpuMs - before.cpuMs);
}

/**
 * Connects every socket of a side from its client processes (socket i from the process `holder`
 * names) and answers how long the slowest process took; fails unless all `total` connected.
 */
export async function connectAll(
  side: { name: string; url: string; sockets: SocketSpec[]; clients: ChildProcess[] },
  holder: (socket: number) => number,
  total: number,
  concurrency: number,
): Promise<number> {
  const connects = await Promise.all(
    side.clients.map((client, p) =>
      ask<ClientAnswers['connect']>(client, {
        type: 'connect',
        url: side.url,
        sockets: side.sockets.filter((_, i) => holder(i) === p),
        concurrency,
      }),
    ),
  );
  const connected = connects.reduce((sum, c) => sum + c.connected, 0);
  if (connected !== total) {
    const error = connects.find((c) => c.firstError)?.firstError;
    throw new Error(`${side.name}: ${connected} of ${total} sockets connected (${error})`);
  }
  return Math.max(...connects.map((c) => c.seconds));
}
