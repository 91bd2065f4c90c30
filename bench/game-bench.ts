/**
 * The platform's own game under load: 1,000 four-player games played here (BENCH_GAMES changes
 * it), 4,000 authenticated sockets opened from client processes separate from the server, every
 * player playing their own turns at human pace with bursts, against a bare socket.io server that
 * only relays a state object to the match's four sockets, measured the same way in the same run.
 *
 * The games are tournament tables, the only four-player games the platform starts: a running
 * multi-table tournament (of 250 tables at most, as a tournament seats 1,024) whose first round is
 * drawn here as advancing the tournament draws it: each table's match and game are made by the
 * tournament games service (TournamentGamesService.create, which starts the game through
 * GamesService.start), and its tournament_games row is written beside it. Players, sessions and
 * entries are written straight into a database made for the run (BENCH_DATABASE_URL as for the
 * other benches, dropped after), with access tokens signed by the server's key; no money moves.
 *
 * Each socket sends its player's seed once, then, whenever the latest `game:state` says it is its
 * player's turn, waits 1–3 s and emits `game:roll`, or `game:move` with a token the state says
 * may move; every 10 s, 30% of the players then waiting act at once (a burst). Latency is the time
 * from the emit to each of the game's four sockets receiving the `game:state` it produced (the
 * state's version, which the acting socket has when its action is answered), on the machine's
 * monotonic clock shared by the processes. Server CPU is the process's user + system time over a
 * round divided by the actions accepted in it. Rounds alternate between the two servers, so a
 * change in the machine's load hits both alike, after a warm-up round each.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { tournamentEntries, tournamentGames, tournaments, users } from '../apps/server/src/db/schema';
import { GamesService } from '../apps/server/src/modules/games/games.service';
import { silentNotifier } from '../apps/server/src/modules/matches/match-effects';
import { TournamentGamesService } from '../apps/server/src/modules/matches/tournament-games.service';
import {
  ask,
  type ClientAnswers,
  type GameAction,
  type GameReceipts,
  now,
  type Pace,
  type SocketSpec,
  type Usage,
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

const GAMES = Number(process.env.BENCH_GAMES ?? 1_000);
const SEATS = 4;
const SOCKETS = SEATS * GAMES;
const TABLES_PER_TOURNAMENT = 250;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = 10;
const PACE = { minMs: 1_000, maxMs: 3_000, burstEveryMs: 10_000, burstShare: 0.3 };
/** As in the realtime bench: each game's four sockets are spread over the processes, as over devices. */
const CLIENT_PROCESSES = 2;
const CONNECT_CONCURRENCY = 50;
const BASELINE_PORT = 3960;
const APP_PORT = 3961;
const GOAL_P99_MS = 100;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

type Kind = GameAction['kind'];

interface Results extends Spent {
  actions: Record<Kind, number>;
  latencies: Record<Kind, number[]>;
  lost: Record<Kind, number>;
  refused: number;
  firstRefusal: string | null;
}

const emptyResults = (): Results => ({
  actions: { roll: 0, move: 0 },
  latencies: { roll: [], move: [] },
  lost: { roll: 0, move: 0 },
  refused: 0,
  firstRefusal: null,
  ...nothingSpent(CLIENT_PROCESSES),
});

interface Side {
  name: string;
  server: ChildProcess;
  url: string;
  /** Socket i is seat i % 4 of game ⌊i / 4⌋; socket i is held by process i % CLIENT_PROCESSES. */
  sockets: SocketSpec[];
  clients: ChildProcess[];
  connectSeconds: number;
  seedsRefused: number;
  firstSeedRefusal: string | null;
  results: Results;
}

/** Where a socket (by its index over all) is found: its process and its index there. */
const holder = (socket: number) => ({ proc: socket % CLIENT_PROCESSES, local: Math.floor(socket / CLIENT_PROCESSES) });

/** The arrival of each version of the state at each socket: receipts[proc].states[local] as a map. */
function arrivalsOf(reports: GameReceipts[]) {
  return reports.map((report) =>
    report.states.map((pairs) => {
      const byVersion = new Map<number, number>();
      for (let i = 0; i + 1 < pairs.length; i += 2) byVersion.set(pairs[i] as number, pairs[i + 1] as number);
      return byVersion;
    }),
  );
}

/** Pairs every accepted action with its state's arrival at each of its game's four sockets. */
function pair(plays: GameAction[][], reports: GameReceipts[], into: Results) {
  const arrivals = arrivalsOf(reports);
  for (const [proc, actions] of plays.entries()) {
    for (const action of actions) {
      const game = Math.floor((proc + action.socket * CLIENT_PROCESSES) / SEATS);
      into.actions[action.kind]++;
      for (let seat = 0; seat < SEATS; seat++) {
        const { proc: p, local } = holder(SEATS * game + seat);
        const at = arrivals[p]?.[local]?.get(action.version);
        if (at === undefined) into.lost[action.kind]++;
        else into.latencies[action.kind].push(at - action.at);
      }
    }
  }
}

/** Waits until every accepted action's state reached all four players, or 5 s. */
async function collect(clients: ChildProcess[], plays: GameAction[][]) {
  const deadline = now() + 5_000;
  for (;;) {
    const reports = await Promise.all(clients.map((client) => ask<GameReceipts>(client, { type: 'gameReport' })));
    const probe = emptyResults();
    pair(plays, reports, probe);
    if (probe.lost.roll + probe.lost.move === 0 || now() > deadline) return reports;
    await sleep(100);
  }
}

/** One round of play on one side, added to `into`. */
async function round(side: Side, seconds: number, into: Results) {
  await Promise.all(side.clients.map((client) => ask(client, { type: 'reset' })));
  const serverBefore = await ask<Usage>(side.server, { type: 'usage' });
  const clientsBefore = await Promise.all(side.clients.map((client) => ask<Usage>(client, { type: 'usage' })));
  const started = now();
  const pace: Pace = { ...PACE, epoch: started };
  const plays = (
    await Promise.all(side.clients.map((client) => ask<ClientAnswers['play']>(client, { type: 'play', seconds, pace })))
  ).map((play) => play.actions);
  const wallMs = now() - started;
  const serverAfter = await ask<Usage>(side.server, { type: 'usage' });
  const clientsAfter = await Promise.all(side.clients.map((client) => ask<Usage>(client, { type: 'usage' })));
  const reports = await collect(side.clients, plays);
  pair(plays, reports, into);
  for (const report of reports) {
    into.refused += report.refused;
    into.firstRefusal ??= report.firstRefusal;
  }
  addSpent(into, wallMs, { before: serverBefore, after: serverAfter }, { before: clientsBefore, after: clientsAfter });
}

/** Starts a side's client processes, connects its sockets and sends the players' seeds. */
async function connect(side: Side) {
  side.clients = await Promise.all(
    Array.from({ length: CLIENT_PROCESSES }, () => children.start('realtime-clients', {}, false)),
  );
  side.connectSeconds = await connectAll(side, (i) => holder(i).proc, SOCKETS, CONNECT_CONCURRENCY);
  const seeds = await Promise.all(
    side.clients.map((client) => ask<ClientAnswers['seed']>(client, { type: 'seed', concurrency: 20 })),
  );
  // A seed comes too late once the game's first roll is made (the server makes it then): noted, not fatal.
  side.seedsRefused = seeds.reduce((sum, s) => sum + s.refused, 0);
  side.firstSeedRefusal = seeds.find((s) => s.firstRefusal)?.firstRefusal ?? null;
}

/**
 * The games, as a multi-table tournament's first round: per tournament its row (running, played
 * here in the classic variant), its entries, and each table made by the tournament games service
 * in one transaction, as a round is drawn. Returns the match ids, table by table.
 */
async function drawTables(db: Database, service: TournamentGamesService, userIds: string[]) {
  const matchIds: string[] = [];
  const startedAt = new Date();
  for (let first = 0; first < GAMES; first += TABLES_PER_TOURNAMENT) {
    const tables = Math.min(TABLES_PER_TOURNAMENT, GAMES - first);
    const players = userIds.slice(SEATS * first, SEATS * (first + tables));
    const [tournament] = await db
      .insert(tournaments)
      .values({
        title: `Bench Cup ${first / TABLES_PER_TOURNAMENT + 1}`,
        format: 'multi_table',
        entryFeePaise: 100,
        maxPlayers: players.length,
        minPlayers: 2,
        status: 'running',
        startTime: startedAt,
        startedAt,
        playMode: 'platform',
        gameVariant: 'classic',
        currentRound: 1,
      })
      .returning({ id: tournaments.id, title: tournaments.title });
    if (!tournament) throw new Error('tournament insert returned no row');
    await db
      .insert(tournamentEntries)
      .values(players.map((userId, i) => ({ tournamentId: tournament.id, userId, entryFeePaise: 100, seed: i + 1 })));
    await db.transaction(async (tx) => {
      for (let table = 1; table <= tables; table++) {
        const seatIds = players.slice(SEATS * (table - 1), SEATS * table);
        const matchId = await service.create(tx, {
          tournamentId: tournament.id,
          title: tournament.title,
          variant: 'classic',
          round: 1,
          table,
          seatIds,
        });
        await tx
          .insert(tournamentGames)
          .values({ tournamentId: tournament.id, round: 1, number: table, playerIds: seatIds, matchId });
        matchIds.push(matchId);
      }
    });
  }
  return matchIds;
}

/**
 * The longest turn timer, for the games made here (their first deadline) and the app alike: while
 * sockets connect, or the other server's round is played, no turn runs out and is played by the
 * sweep; in a round every player acts within 3 s anyway.
 */
const gameSettings = { GAME_TURN_SECONDS: '120' };

const children = new Children('game');
const database = await runDatabase(serverUrl, 'ludo_bench_game');
const databaseUrl = database.url;
const dataDir = mkdtempSync(join(tmpdir(), 'ludo-bench-game-'));

try {
  const idleAtStart = await idleShare();
  await children.build();
  // The server reads its signing key from DATA_DIR/secrets.json, made here on first load.
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...gameSettings });
  const handle = await openDatabase({ databaseUrl, pgliteDir: undefined });
  const { userIds, tokens } = await seedPlayers(handle.db, config.jwtSecret, SOCKETS, 'gm');
  // The services as the app makes them, without its sockets: nobody is connected to be told yet.
  const games = new GamesService(
    handle.db,
    config.games,
    { state: () => undefined },
    async (db, ids) => {
      const rows = await db
        .select({ id: users.id, name: users.fullName })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((row) => [row.id, { name: row.name, avatarFileId: null }]));
    },
    async () => ({ connected: false, leftAt: null }),
  );
  const matchIds = await drawTables(
    handle.db,
    new TournamentGamesService(handle.db, config.matches, silentNotifier, games),
    userIds,
  );
  await handle.close();

  const [baselineServer, appServer] = await Promise.all([
    children.start('realtime-baseline', { PORT: String(BASELINE_PORT) }, true),
    children.start(
      'realtime-server',
      {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        ...gameSettings,
      },
      true,
    ),
  ]);
  const side = (name: string, server: ChildProcess, port: number, auth: (i: number) => SocketSpec['auth']) => ({
    name,
    server,
    url: `http://127.0.0.1:${port}`,
    sockets: tokens.map((_, i) => ({
      auth: auth(i),
      matchId: matchIds[Math.floor(i / SEATS)] as string,
      userId: userIds[i] as string,
    })),
    clients: [],
    connectSeconds: 0,
    seedsRefused: 0,
    firstSeedRefusal: null,
    results: emptyResults(),
  });
  const baseline: Side = side('bare socket.io', baselineServer, BASELINE_PORT, (i) => ({
    matchId: matchIds[Math.floor(i / SEATS)] as string,
    userId: userIds[i] as string,
    seat: i % SEATS,
  }));
  const app: Side = side('app', appServer, APP_PORT, (i) => ({ token: tokens[i] as string }));
  await connect(baseline);
  await connect(app);

  // Warm the JIT (and the app's caches of the players' names) before measuring.
  for (const s of [baseline, app]) await round(s, WARM_UP_SECONDS, emptyResults());
  for (let r = 0; r < ROUNDS; r++) for (const s of [baseline, app]) await round(s, SECONDS, s.results);
  const idleAtEnd = await idleShare();

  const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
  const pct = (n: number) => `${(n * 100).toFixed(0)}%`;
  console.log(
    `\nGames: ${GAMES} four-player games played here, ${SOCKETS} sockets (${CLIENT_PROCESSES} client processes per ` +
      `server); each player acts ${PACE.minMs / 1000}–${PACE.maxMs / 1000} s after their turn comes, ` +
      `${pct(PACE.burstShare)} of the waiting players at once every ${PACE.burstEveryMs / 1000} s; ` +
      `${ROUNDS} rounds of ${SECONDS} s per server, interleaved (pooled); loopback, PostgreSQL; ` +
      `machine's CPU idle before the run ${pct(idleAtStart)}, after it ${pct(idleAtEnd)}\n`,
  );
  if (Math.min(idleAtStart, idleAtEnd) < 0.8)
    console.log('The machine was busy with other work: these latencies are inflated by it.\n');
  console.log(
    'action     server            actions  per s   lost    p50 ms   p95 ms   p99 ms   max ms  p99 ratio  goal',
  );
  for (const kind of ['move', 'roll'] as const) {
    const base = baseline.results.latencies[kind].sort((a, b) => a - b);
    for (const s of [baseline, app]) {
      const r = s.results;
      const l = r.latencies[kind].sort((a, b) => a - b);
      const p99 = quantile(l, 0.99);
      const ours = s === app;
      const met = p99 <= GOAL_P99_MS && r.lost[kind] === 0;
      const goal = ours && kind === 'move' ? `p99 ≤ ${GOAL_P99_MS} ms, none lost: ${met ? 'met' : 'NOT met'}` : '';
      console.log(
        `${(s === baseline ? `game:${kind}` : '').padEnd(10)} ${s.name.padEnd(16)} ${String(r.actions[kind]).padStart(8)} ${((r.actions[kind] * 1000) / r.wallMs).toFixed(0).padStart(6)} ${String(r.lost[kind]).padStart(6)} ${ms(quantile(l, 0.5)).padStart(9)} ${ms(quantile(l, 0.95)).padStart(8)} ${ms(p99).padStart(8)} ${ms(l.at(-1) ?? Number.NaN).padStart(8)}  ${(ours ? `${(p99 / quantile(base, 0.99)).toFixed(2)}x` : '').padStart(9)}  ${goal}`,
      );
    }
  }
  console.log('(latency: from the emit to each of the four players receiving the game:state it produced)\n');
  for (const s of [baseline, app]) {
    const r = s.results;
    const actions = r.actions.roll + r.actions.move;
    const loop = r.serverLoop.active / (r.serverLoop.active + r.serverLoop.idle);
    console.log(
      `${`${s.name}:`.padEnd(16)} server CPU ${(r.serverCpuMs / actions).toFixed(2)} ms per action (roll or move), ` +
        `${pct(r.serverCpuMs / r.wallMs)} of a core (event loop busy ${pct(loop)}), ` +
        `client processes ${r.clientCpuMs.map((c) => pct(c / r.wallMs)).join(' + ')}; ` +
        `${s.connectSeconds.toFixed(1)} s to connect` +
        `${r.refused ? `; ${r.refused} actions refused (first: ${r.firstRefusal})` : ''}` +
        `${s.seedsRefused ? `; ${s.seedsRefused} seeds refused (first: ${s.firstSeedRefusal})` : ''}`,
    );
  }
} finally {
  children.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
