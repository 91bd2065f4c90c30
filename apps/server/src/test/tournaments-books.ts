import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_DATABASE_CONFIG } from '../config';
import type { Database, Transaction } from '../db/client';
import { openDatabase } from '../db/client';
import { ledgerAccounts, tournamentEntries, tournaments, walletTransactions } from '../db/schema';
import { createPostgresDatabase, createTestApp, type TestApp, testConfig } from './harness';
import { fundedPlayer, type Player, type Reply } from './match-books';
import { multipartForm, PNG_BYTES } from './matches';
import { bearer } from './users';

/**
 * Helpers for the tournament tests: every tournament call of the API as the HTTP request a player
 * or an admin makes (each from a new client address), and the tournament's money as the ledger
 * holds it.
 */

let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `10.200.${(requests >> 8) & 255}.${requests & 255}`;
};

export interface NewTournament {
  title?: string;
  format?: 'knockout' | 'round_robin' | 'swiss' | 'multi_table';
  entryFee?: number;
  maxPlayers?: number;
  minPlayers?: number;
  startTime?: string;
  registrationOpensAt?: string;
  swissRounds?: number | null;
  tableAdvance?: number | null;
  playMode?: 'platform' | 'external';
  variant?: 'classic' | 'quick';
  sameDice?: boolean;
}

export function tournamentApi(app: FastifyInstance) {
  const call = async (
    who: Player | null,
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ): Promise<Reply> =>
    (await app.inject({
      method,
      url,
      headers: who ? bearer(who) : {},
      payload,
      remoteAddress: nextAddress(),
    })) as Reply;
  const report = async (player: Player, matchId: string, fields: Record<string, string>): Promise<Reply> => {
    const form = multipartForm(fields, { bytes: PNG_BYTES });
    return (await app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/result`,
      headers: { ...bearer(player), 'content-type': form.contentType },
      payload: form.payload,
      remoteAddress: nextAddress(),
    })) as Reply;
  };
  return {
    /** The player's live games (GET /api/matches/live), tournament games only. */
    liveGames: async (player: Player) =>
      ((await call(player, 'GET', '/api/matches/live')).json() as MatchDetail[]).filter((m) => m.tournament !== null),
    postCode: (player: Player, matchId: string, roomId: string) =>
      call(player, 'POST', `/api/matches/${matchId}/room-code`, { roomId }),
    checkIn: (player: Player, matchId: string) => call(player, 'POST', `/api/matches/${matchId}/check-in`),
    reportDuel: (player: Player, matchId: string, result: 'won' | 'lost') => report(player, matchId, { result }),
    reportPosition: (player: Player, matchId: string, position: number) =>
      report(player, matchId, { position: String(position) }),
    mine: (player: Player) => call(player, 'GET', '/api/tournaments/mine'),
    adminDetail: (admin: Player, id: string) => call(admin, 'GET', `/api/admin/tournaments/${id}`),
    edit: (admin: Player, id: string, body: object) => call(admin, 'PATCH', `/api/admin/tournaments/${id}`, body),
    disqualify: (admin: Player, id: string, userId: string, reason = 'Broke the fair play rules') =>
      call(admin, 'POST', `/api/admin/tournaments/${id}/disqualify`, { userId, reason }),
    forceResult: (admin: Player, matchId: string, ranking: string[], reason = 'Both screenshots checked') =>
      call(admin, 'POST', `/api/admin/matches/${matchId}/force-result`, { ranking, reason }),
    create: (admin: Player | null, body: NewTournament = {}) =>
      call(admin, 'POST', '/api/admin/tournaments', {
        title: 'Sunday Cup',
        format: 'knockout',
        entryFee: 100,
        maxPlayers: 32,
        minPlayers: 4,
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
        ...body,
      }),
    start: (admin: Player | null, id: string) => call(admin, 'POST', `/api/admin/tournaments/${id}/start`),
    cancel: (admin: Player | null, id: string, reason = 'Called off by the test') =>
      call(admin, 'POST', `/api/admin/tournaments/${id}/cancel`, { reason }),
    register: (player: Player | null, id: string) => call(player, 'POST', `/api/tournaments/${id}/register`),
    unregister: (player: Player | null, id: string) => call(player, 'DELETE', `/api/tournaments/${id}/register`),
    detail: (id: string) => call(null, 'GET', `/api/tournaments/${id}`),
    list: (query = '') => call(null, 'GET', `/api/tournaments${query}`),
  };
}
export type TournamentApi = ReturnType<typeof tournamentApi>;

/** What a tournament's pool holds, in paise (0 before its first entry). */
export async function poolOf(db: Database, tournamentId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'pool'), eq(ledgerAccounts.refId, tournamentId)));
  return row?.balance ?? 0;
}

export async function tournamentRow(db: Database, tournamentId: string) {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!row) throw new Error(`no tournament ${tournamentId}`);
  return row;
}

export async function entriesOf(db: Database, tournamentId: string) {
  return db.select().from(tournamentEntries).where(eq(tournamentEntries.tournamentId, tournamentId));
}

/** The wallet history rows of these players: type, amount and reference, oldest first. */
export async function historyOf(db: Database, userIds: string[]) {
  const rows = await db
    .select({
      userId: walletTransactions.userId,
      type: walletTransactions.type,
      amountPaise: walletTransactions.amountPaise,
      reference: walletTransactions.reference,
      status: walletTransactions.status,
    })
    .from(walletTransactions)
    .where(inArray(walletTransactions.userId, userIds))
    .orderBy(walletTransactions.createdAt);
  return rows;
}

/** A gate's lock on a tournament row (see raceBehindLock in match-books). */
export const lockTournamentRow = (id: string) => (tx: Transaction) =>
  tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, id)).for('update');

/**
 * A test app whose PostgreSQL pool has `poolSize` connections, so that many racers can all be
 * inside their transactions at once behind a gate (the usual test app has 10). On PGlite, the
 * usual test app: there is one connection either way.
 */
export async function createRaceApp(poolSize: number): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const env = { RATE_LIMIT_ACCOUNT_MULTIPLIER: '100', PAYMENT_SETTLE_INTERVAL_MS: '0', MATCH_SWEEP_INTERVAL_MS: '0' };
  if (!serverUrl) return createTestApp(env);
  const dataDir = mkdtempSync(join(tmpdir(), 'ludo-test-'));
  const config = testConfig(dataDir, env);
  const { url, drop } = await createPostgresDatabase(serverUrl);
  const database = await openDatabase({
    databaseUrl: url,
    pgliteDir: undefined,
    postgres: { ...DEFAULT_DATABASE_CONFIG, poolSize },
  });
  let services: FastifyInstance | undefined;
  const app = await buildApp({
    config,
    database,
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
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A running tournament for tests of play: `admin` creates it (a ₹100 fee and room for 32 unless
 * `body` says otherwise), `count` new players funded with `feePaise` register, and it starts.
 */
export async function runningTournamentOf(
  t: TestApp,
  admin: Player,
  count: number,
  body: NewTournament = {},
  feePaise = 10_000,
): Promise<{ id: string; players: Player[] }> {
  const api = tournamentApi(t.app);
  const created = await api.create(admin, { entryFee: 100, maxPlayers: 32, minPlayers: 2, ...body });
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { id: string }).id;
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const player = await fundedPlayer(t.app, { depositPaise: feePaise });
    const registered = await api.register(player, id);
    if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
    players.push(player);
  }
  const started = await api.start(admin, id);
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  return { id, players };
}

/** Moves the tournament on as the sweep would until `until` holds (its next round drawn, its finish). */
export async function tournamentReaching(
  t: TestApp,
  id: string,
  until: (detail: TournamentDetail) => boolean,
): Promise<TournamentDetail> {
  const api = tournamentApi(t.app);
  for (let i = 0; i < 200; i++) {
    await t.services.tournaments.advance(id);
    const detail = (await api.detail(id)).json() as TournamentDetail;
    if (until(detail)) return detail;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`tournament ${id} did not reach the expected state`);
}
