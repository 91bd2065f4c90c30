/**
 * Realtime delivery: 2,000 authenticated sockets in 1,000 matches (two players each), opened from
 * client processes separate from the server, and updates sent to the matches at a steady rate,
 * each delivered to both players. Two paths, each against a bare socket.io server (no auth, no
 * database, no framework) measured the same way in the same run:
 *
 * - matchUpdated: the server process emits `matchUpdated {matchId}` through the app's realtime
 *   layer (realtime.toMatch, as the matches module does); the baseline through io.to().emit().
 * - chat: this process POSTs /api/matches/:id/messages as one of the match's players; the app
 *   authenticates, checks the match and the sender's rate, stores the line in PostgreSQL and emits
 *   `chatMessage {matchId}` to the match; the baseline emits at once.
 *
 * Latency is the time a client process receives the event less the time it was sent (emitted by
 * the server, or the POST started), both on the machine's monotonic clock, for both players of
 * every update. Both servers run side by side with their own sockets, and the rounds alternate
 * between them, so a change in the machine's load (other work on it) hits both alike; each row
 * pools its rounds. Memory is each server's after a forced collection, before its sockets connect
 * and once all are connected, divided by the number of sockets.
 *
 * Users, sessions and matches are written straight into a database made for the run (PostgreSQL,
 * BENCH_DATABASE_URL as for the ledger bench, dropped after), with access tokens signed by the
 * server's key, rather than registered through HTTP (argon2 hashing 2,000 passwords takes
 * minutes). The matches are active but hold no escrow: money is not on the delivery path.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOM_DURATION_MINUTES } from '@ludo/shared/limits';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { matches } from '../apps/server/src/db/schema';
import {
  ask,
  now,
  paced,
  type Receipts,
  type Sent,
  type ServerAnswers,
  type SocketSpec,
  type Usage,
  usage,
} from './realtime-common';
import {
  addSpent,
  Children,
  connectAll,
  idleShare,
  nothingSpent,
  quantile,
  runDatabase,
  type Spent,
  seedPlayers,
  sleep,
} from './realtime-setup';

/** BENCH_MATCHES changes it, to try the bench out at a small scale. */
const MATCHES = Number(process.env.BENCH_MATCHES ?? 1_000);
const SOCKETS = 2 * MATCHES;
/** One round of 5 s sends one update to each match (200/s for 1,000): every socket gets one. */
const RATE = MATCHES / 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = 1;
/**
 * Each server's sockets are split over two client processes, the creators in one and the
 * opponents in the other, so every update goes to two processes as it would to two devices and
 * the handshakes use both cores. The CPU lines printed show the clients' share while updates flow
 * (a few percent of a core each): they are not what limits the numbers.
 */
const CLIENT_PROCESSES = 2;
/** Handshakes in flight per client process while connecting. */
const CONNECT_CONCURRENCY = 50;
const BASELINE_PORT = 3911;
const APP_PORT = 3912;
const GOAL_P99_MS = 100;
const GOAL_KB_PER_SOCKET = 100;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

type Path = 'matchUpdated' | 'chatMessage';

/** One path on one server, pooled over its rounds. */
interface Delivery extends Spent {
  updates: number;
  latencies: number[];
  lost: number;
  duplicated: number;
  misdelivered: number;
  /** This process, which sends the chat path's POSTs. */
  driverCpuMs: number;
  /** The chat path's POSTs: failures and how long each took to answer. */
  failures: number;
  firstFailure: string | null;
  responses: number[];
}

const emptyDelivery = (): Delivery => ({
  updates: 0,
  latencies: [],
  lost: 0,
  duplicated: 0,
  misdelivered: 0,
  ...nothingSpent(CLIENT_PROCESSES),
  driverCpuMs: 0,
  failures: 0,
  firstFailure: null,
  responses: [],
});

interface Side {
  name: string;
  server: ChildProcess;
  url: string;
  /** Socket i is player i % 2 (creator, opponent) of match ⌊i / 2⌋. */
  sockets: SocketSpec[];
  clients: ChildProcess[];
  /** Where each path resumes its round-robin over the matches. */
  next: Record<Path, number>;
  memory: { rssKb: number; heapKb: number; externalKb: number };
  connectSeconds: number;
  results: Record<Path, Delivery>;
}

/**
 * Pairs each match's updates, in the order sent, with each of its two sockets' receipts, in the
 * order received (socket.io keeps a socket's order; one match gets one update every 5 s).
 */
function pair(sends: Sent[], reports: Receipts[], path: Path, into: Delivery) {
  const byMatch = Array.from({ length: MATCHES }, (): number[] => []);
  for (const sent of sends) byMatch[sent.match]?.push(sent.at);
  for (const list of byMatch) list.sort((a, b) => a - b);
  for (const [proc, report] of reports.entries()) {
    for (const [local, arrivals] of report[path].entries()) {
      const socket = proc + local * CLIENT_PROCESSES;
      const sent = byMatch[Math.floor(socket / 2)] ?? [];
      for (let i = 0; i < Math.min(sent.length, arrivals.length); i++)
        into.latencies.push((arrivals[i] as number) - (sent[i] as number));
      into.lost += Math.max(0, sent.length - arrivals.length);
      into.duplicated += Math.max(0, arrivals.length - sent.length);
    }
    into.misdelivered += report.misdelivered;
  }
}

/** Waits until every update reached both players, or 5 s after the last was sent. */
async function collect(clients: ChildProcess[], path: Path, expected: number) {
  const deadline = now() + 5_000;
  for (;;) {
    const reports = await Promise.all(clients.map((client) => ask<Receipts>(client, { type: 'report' })));
    const received = reports.reduce((sum, report) => sum + report[path].reduce((n, list) => n + list.length, 0), 0);
    if (received >= expected || now() > deadline) return reports;
    await sleep(100);
  }
}

/** Keep-alive connections, as a browser keeps them; node:http costs this process less CPU than fetch. */
const agent = new Agent({ keepAlive: true });
const chatBody = JSON.stringify({ message: 'All the best!' });

function post(url: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(chatBody),
        authorization: `Bearer ${token}`,
      },
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end(chatBody);
  });
}

/** POSTs chat lines at RATE for `seconds`, each by one player of the next match in turn. */
async function chat(side: Side, tokens: string[], matchIds: string[], first: number, seconds: number, into: Delivery) {
  const sends: Sent[] = [];
  const pending: Promise<void>[] = [];
  await paced(RATE, seconds, (i) => {
    const match = (first + i) % MATCHES;
    // The two players take turns, so each sends one line per 10 s (the chat allows 5).
    const player = Math.floor((first + i) / MATCHES) % 2;
    const at = now();
    pending.push(
      post(`${side.url}/api/matches/${matchIds[match]}/messages`, tokens[2 * match + player] as string).then(
        ({ status, body }) => {
          if (status === 201) {
            sends.push({ match, at });
            into.responses.push(now() - at);
          } else {
            into.failures++;
            into.firstFailure ??= `${status} ${body}`;
          }
        },
        (error: unknown) => {
          into.failures++;
          into.firstFailure ??= String(error);
        },
      ),
    );
  });
  await Promise.all(pending);
  return sends;
}

/** One round of one path on one side, added to `into`. */
async function deliver(
  side: Side,
  path: Path,
  seconds: number,
  into: Delivery,
  tokens: string[],
  matchIds: string[],
): Promise<void> {
  await Promise.all(side.clients.map((client) => ask(client, { type: 'reset' })));
  const first = side.next[path];
  side.next[path] += Math.round(RATE * seconds);
  const serverBefore = await ask<Usage>(side.server, { type: 'usage' });
  const clientsBefore = await Promise.all(side.clients.map((client) => ask<Usage>(client, { type: 'usage' })));
  const driverBefore = usage();
  const started = now();
  const sends =
    path === 'matchUpdated'
      ? (
          await ask<ServerAnswers['emit']>(side.server, {
            type: 'emit',
            rate: RATE,
            seconds,
            matchIds,
            first,
          })
        ).sends
      : await chat(side, tokens, matchIds, first, seconds, into);
  const wallMs = now() - started;
  into.driverCpuMs += usage().cpuMs - driverBefore.cpuMs;
  const serverAfter = await ask<Usage>(side.server, { type: 'usage' });
  const clientsAfter = await Promise.all(side.clients.map((client) => ask<Usage>(client, { type: 'usage' })));
  const reports = await collect(side.clients, path, 2 * sends.length);
  pair(sends, reports, path, into);
  into.updates += sends.length;
  addSpent(into, wallMs, { before: serverBefore, after: serverAfter }, { before: clientsBefore, after: clientsAfter });
}

/** Starts a side's client processes and connects its sockets, with the server's memory around it. */
async function connect(side: Side) {
  side.clients = await Promise.all(
    Array.from({ length: CLIENT_PROCESSES }, () => children.start('realtime-clients', {}, false)),
  );
  const before = await ask<NodeJS.MemoryUsage>(side.server, { type: 'memory' });
  side.connectSeconds = await connectAll(side, (i) => i % CLIENT_PROCESSES, SOCKETS, CONNECT_CONCURRENCY);
  const after = await ask<NodeJS.MemoryUsage>(side.server, { type: 'memory' });
  const perSocketKb = (key: 'rss' | 'heapUsed' | 'external') => (after[key] - before[key]) / SOCKETS / 1024;
  side.memory = { rssKb: perSocketKb('rss'), heapKb: perSocketKb('heapUsed'), externalKb: perSocketKb('external') };
}

// A database for the run, seeded with the players, their sessions and their matches.
const children = new Children('realtime');
const database = await runDatabase(serverUrl, 'ludo_bench_rt');
const databaseUrl = database.url;
const dataDir = mkdtempSync(join(tmpdir(), 'ludo-bench-rt-'));

try {
  const idleAtStart = await idleShare();
  await children.build();
  // The server reads its signing key from DATA_DIR/secrets.json, made here on first load.
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const handle = await openDatabase({ databaseUrl, pgliteDir: undefined });
  // The matches are active but hold no escrow: money is not on the delivery path.
  const { userIds: players, tokens } = await seedPlayers(handle.db, config.jwtSecret, SOCKETS, 'rt');
  const inAnHour = new Date(Date.now() + 3_600_000);
  const seeded = await handle.db
    .insert(matches)
    .values(
      Array.from({ length: MATCHES }, (_, m) => ({
        roomCode: String(10_000_000 + m),
        stakePaise: 5_000,
        durationMinutes: ROOM_DURATION_MINUTES,
        platformFeePercent: 0,
        creatorId: players[2 * m] ?? '',
        opponentId: players[2 * m + 1] ?? '',
        status: 'active' as const,
        expiresAt: inAnHour,
        startedAt: new Date(),
        // Not due for review during the run, so the sweep leaves them active.
        reviewAt: inAnHour,
      })),
    )
    .returning({ id: matches.id });
  await handle.close();
  const matchIds = seeded.map((match) => match.id);
  const matchOf = (socket: number) => matchIds[Math.floor(socket / 2)] as string;

  const [baselineServer, appServer] = await Promise.all([
    children.start('realtime-baseline', { PORT: String(BASELINE_PORT) }, true),
    children.start(
      'realtime-server',
      { PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      true,
    ),
  ]);
  const side = (title: string, server: ChildProcess, port: number, auth: (i: number) => Record<string, string>) => ({
    name: title,
    server,
    url: `http://127.0.0.1:${port}`,
    sockets: tokens.map((_, i) => ({ auth: auth(i), matchId: matchOf(i) })),
    clients: [],
    next: { matchUpdated: 0, chatMessage: 0 },
    memory: { rssKb: 0, heapKb: 0, externalKb: 0 },
    connectSeconds: 0,
    results: { matchUpdated: emptyDelivery(), chatMessage: emptyDelivery() },
  });
  const baseline: Side = side('bare socket.io', baselineServer, BASELINE_PORT, (i) => ({ matchId: matchOf(i) }));
  const app: Side = side('app', appServer, APP_PORT, (i) => ({ token: tokens[i] as string }));
  await connect(baseline);
  await connect(app);

  const paths: Path[] = ['matchUpdated', 'chatMessage'];
  // Warm the JIT on both paths before measuring, as the HTTP bench does.
  for (const path of paths)
    for (const s of [baseline, app]) await deliver(s, path, WARM_UP_SECONDS, emptyDelivery(), tokens, matchIds);
  for (let round = 0; round < ROUNDS; round++)
    for (const path of paths)
      for (const s of [baseline, app]) await deliver(s, path, SECONDS, s.results[path], tokens, matchIds);
  // After the rounds the bench's own processes are idle (connected sockets, nothing sent).
  const idleAtEnd = await idleShare();

  const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
  console.log(
    `\nRealtime: ${SOCKETS} sockets in ${MATCHES} matches (${CLIENT_PROCESSES} client processes per server), ` +
      `${RATE} updates/s, each to both players; ${ROUNDS} rounds of ${SECONDS} s per path and server, interleaved ` +
      `(pooled); loopback, PostgreSQL; machine's CPU idle before the run ${pct(idleAtStart)}, ` +
      `after it ${pct(idleAtEnd)}\n`,
  );
  if (Math.min(idleAtStart, idleAtEnd) < 0.8)
    console.log('The machine was busy with other work: these latencies are inflated by it.\n');
  console.log('path          server             updates  lost    p50 ms   p99 ms   max ms  p99 ratio  goal');
  for (const path of paths) {
    const base = baseline.results[path];
    for (const s of [baseline, app]) {
      const r = s.results[path];
      r.latencies.sort((a, b) => a - b);
      const p99 = quantile(r.latencies, 0.99);
      const ours = s === app;
      const ratio = p99 / quantile(base.latencies, 0.99);
      const met = p99 <= GOAL_P99_MS && r.lost === 0 && r.duplicated === 0 && r.misdelivered === 0 && !r.failures;
      console.log(
        `${(s === baseline ? (path === 'matchUpdated' ? 'matchUpdated' : 'chat (POST)') : '').padEnd(13)} ${s.name.padEnd(16)} ${String(r.updates).padStart(9)} ${String(r.lost).padStart(5)} ${ms(quantile(r.latencies, 0.5)).padStart(9)} ${ms(p99).padStart(8)} ${ms(r.latencies.at(-1) ?? Number.NaN).padStart(8)}  ${(ours ? `${ratio.toFixed(2)}x` : '').padStart(9)}  ${ours ? `p99 ≤ ${GOAL_P99_MS} ms, none lost: ${met ? 'met' : 'NOT met'}` : ''}`,
      );
    }
  }
  console.log();
  for (const path of paths) {
    for (const s of [baseline, app]) {
      const r = s.results[path];
      r.responses.sort((a, b) => a - b);
      const problems = [
        r.duplicated > 0 ? `${r.duplicated} delivered twice` : '',
        r.misdelivered > 0 ? `${r.misdelivered} to the wrong match` : '',
        r.failures ? `${r.failures} POSTs failed (first: ${r.firstFailure})` : '',
      ].filter(Boolean);
      const loop = r.serverLoop.active / (r.serverLoop.active + r.serverLoop.idle);
      console.log(
        `${`${path}, ${s.name}:`.padEnd(29)} server CPU ${(r.serverCpuMs / r.updates).toFixed(2)} ms per update, ` +
          `${pct(r.serverCpuMs / r.wallMs)} of a core ` +
          `(event loop busy ${pct(loop)}), client processes ${r.clientCpuMs.map((c) => pct(c / r.wallMs)).join(' + ')}` +
          `${path === 'chatMessage' ? `, POSTing process ${pct(r.driverCpuMs / r.wallMs)}; POST p50 ${ms(quantile(r.responses, 0.5))} ms p99 ${ms(quantile(r.responses, 0.99))} ms` : ''}` +
          `${problems.length ? `; ${problems.join(', ')}` : ''}`,
      );
    }
  }

  console.log('\nserver memory per socket   RSS KB  heap KB  external KB  connected in  goal');
  for (const s of [baseline, app]) {
    const m = s.memory;
    const goal =
      s === app
        ? `RSS ≤ ${GOAL_KB_PER_SOCKET} KB: ${m.rssKb <= GOAL_KB_PER_SOCKET ? 'met' : 'NOT met'} (heap ${(m.heapKb / baseline.memory.heapKb).toFixed(1)}x bare)`
        : '';
    console.log(
      `${s.name.padEnd(26)} ${m.rssKb.toFixed(1).padStart(7)} ${m.heapKb.toFixed(1).padStart(8)} ${m.externalKb.toFixed(1).padStart(12)} ${`${s.connectSeconds.toFixed(1)} s`.padStart(13)}  ${goal}`,
    );
  }
} finally {
  agent.destroy();
  children.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
