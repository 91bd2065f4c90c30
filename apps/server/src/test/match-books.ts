import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { ledgerAccounts, ledgerTransfers, matches, users } from '../db/schema';
import { rowsOf } from '../lib/sql-rows';
import type { TestApp } from './harness';
import { PNG_BYTES, resultForm } from './matches';
import { bearer, creditPlayer, quickPlayer } from './users';

/**
 * Helpers for the model and race tests of matches: every match action as the HTTP call a player
 * makes (from a new client address each time, so the per-address rate limits never trip), the
 * money of players and escrows as the ledger holds it, and a starting gate that makes concurrent
 * calls really overlap on PostgreSQL.
 */

export type Player = { accessToken: string; userId: string };

/** What a test reads of an injected response. */
export interface Reply {
  statusCode: number;
  body: string;
  json: () => unknown;
}

/** The error code of a refused call (`{ code }`), or undefined for a success. */
export function codeOf(reply: Reply): string | undefined {
  if (reply.statusCode < 400) return undefined;
  return (JSON.parse(reply.body) as { code?: string }).code;
}

let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
};

/** A quick player (no argon2) with the given added money and winnings. */
export async function fundedPlayer(
  app: FastifyInstance,
  money: { depositPaise?: number; winningsPaise?: number },
): Promise<Player> {
  const player = await quickPlayer(app);
  await creditPlayer(app.db, player.userId, money);
  return player;
}

/** Every match action of the API, as the given player, answered with the raw response. */
export function matchApi(app: FastifyInstance) {
  const call = async (player: Player, method: 'POST', url: string, payload?: object): Promise<Reply> =>
    (await app.inject({ method, url, headers: bearer(player), payload, remoteAddress: nextAddress() })) as Reply;
  return {
    create: (player: Player, roomId: string, stake: number) =>
      call(player, 'POST', '/api/rooms', { roomId, stake, durationMinutes: 10 }),
    /** By match id or by room code. */
    request: (player: Player, roomIdOrMatchId: string) =>
      call(player, 'POST', `/api/rooms/${encodeURIComponent(roomIdOrMatchId)}/request`),
    accept: (player: Player, matchId: string, requestId: string) =>
      call(player, 'POST', `/api/matches/${matchId}/requests/${requestId}/accept`),
    decline: (player: Player, matchId: string, requestId: string) =>
      call(player, 'POST', `/api/matches/${matchId}/requests/${requestId}/decline`),
    withdraw: (player: Player, matchId: string) => call(player, 'POST', `/api/matches/${matchId}/request/withdraw`),
    cancel: (player: Player, matchId: string) => call(player, 'POST', `/api/matches/${matchId}/cancel`),
    keepPlaying: (player: Player, matchId: string) => call(player, 'POST', `/api/matches/${matchId}/cancel/withdraw`),
    report: async (player: Player, matchId: string, claim: 'won' | 'lost'): Promise<Reply> => {
      const form = resultForm(claim, { bytes: PNG_BYTES });
      return (await app.inject({
        method: 'POST',
        url: `/api/matches/${matchId}/result`,
        headers: { ...bearer(player), 'content-type': form.contentType },
        payload: form.payload,
        remoteAddress: nextAddress(),
      })) as Reply;
    },
    resolve: (
      admin: Player,
      matchId: string,
      decision: { outcome: 'award'; winnerId: string } | { outcome: 'cancel' },
      reason = 'Decided by the test',
    ) => call(admin, 'POST', `/api/admin/matches/${matchId}/resolve`, { ...decision, reason }),
  };
}
export type MatchApi = ReturnType<typeof matchApi>;

/** A player's two balances, in paise. */
export async function walletOf(db: Database, userId: string): Promise<{ depositPaise: number; winningsPaise: number }> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return {
    depositPaise: rows.find((row) => row.kind === 'deposit')?.balance ?? 0,
    winningsPaise: rows.find((row) => row.kind === 'winnings')?.balance ?? 0,
  };
}

/** Deposit and winnings of many players at once: userId → balances (0 for a player with no accounts). */
export async function walletsOf(
  db: Database,
  userIds: string[],
): Promise<Map<string, { depositPaise: number; winningsPaise: number }>> {
  const wallets = new Map(userIds.map((id) => [id, { depositPaise: 0, winningsPaise: 0 }]));
  if (userIds.length === 0) return wallets;
  const rows = await db
    .select({ userId: ledgerAccounts.userId, kind: ledgerAccounts.kind, balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, userIds));
  for (const row of rows) {
    const wallet = row.userId ? wallets.get(row.userId) : undefined;
    if (!wallet) continue;
    if (row.kind === 'deposit') wallet.depositPaise = row.balance;
    if (row.kind === 'winnings') wallet.winningsPaise = row.balance;
  }
  return wallets;
}

/** What each match's escrow holds: matchId → paise (0 for a match without an escrow account). */
export async function escrowsOf(db: Database, matchIds: string[]): Promise<Map<string, number>> {
  const escrows = new Map(matchIds.map((id) => [id, 0]));
  if (matchIds.length === 0) return escrows;
  const rows = await db
    .select({ refId: ledgerAccounts.refId, balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'escrow'), inArray(ledgerAccounts.refId, matchIds)));
  for (const row of rows) if (row.refId) escrows.set(row.refId, row.balance);
  return escrows;
}

export async function escrowOf(db: Database, matchId: string): Promise<number> {
  return (await escrowsOf(db, [matchId])).get(matchId) ?? 0;
}

/** The sum of every account's balance (0 in a double-entry ledger) and how many player/escrow accounts are negative. */
export async function ledgerTotals(db: Database): Promise<{ totalPaise: number; negativeAccounts: number }> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(balance_paise), 0)::bigint AS total,
           count(*) FILTER (WHERE kind IN ('deposit', 'winnings', 'escrow', 'pool') AND balance_paise < 0)::int AS negative
    FROM ledger_accounts`);
  const [row] = rowsOf<{ total: string | number; negative: number }>(result);
  return { totalPaise: Number(row?.total ?? 0), negativeAccounts: Number(row?.negative ?? 0) };
}

/** The ledger transfers the given matches caused, by match and reason: how many and how much. */
export async function matchTransfers(
  db: Database,
  matchIds: string[],
): Promise<Array<{ matchId: string; reason: string; count: number; paise: number }>> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .select({
      matchId: ledgerTransfers.refId,
      reason: ledgerTransfers.reason,
      count: sql<number>`count(*)::int`,
      paise: sql<string>`sum(${ledgerTransfers.amountPaise})`,
    })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'match'), inArray(ledgerTransfers.refId, matchIds)))
    .groupBy(ledgerTransfers.refId, ledgerTransfers.reason);
  return rows.map((row) => ({ ...row, count: Number(row.count), paise: Number(row.paise) }));
}

/** The platform fees the given matches paid into revenue, in paise. */
export async function feesOf(db: Database, matchIds: string[]): Promise<number> {
  return (await matchTransfers(db, matchIds))
    .filter((row) => row.reason === 'match_fee')
    .reduce((sum, row) => sum + row.paise, 0);
}

/** How much money moved out of one match's escrow to whom, by reason: prize, fee and refunds. */
export async function moneyMovesOf(
  db: Database,
  matchId: string,
): Promise<Record<string, { count: number; paise: number }>> {
  const moves: Record<string, { count: number; paise: number }> = {};
  for (const row of await matchTransfers(db, [matchId])) moves[row.reason] = { count: row.count, paise: row.paise };
  return moves;
}

/** The match rows of live matches that used a room code (at most one, by the unique index). */
export async function liveMatchesWithCode(db: Database, roomCode: string) {
  return db
    .select()
    .from(matches)
    .where(and(eq(matches.roomCode, roomCode), inArray(matches.status, ['open', 'active', 'review'])));
}

export async function matchRow(db: Database, matchId: string) {
  const [row] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) throw new Error(`no match ${matchId}`);
  return row;
}

// ---- Starting gate for races ----------------------------------------------------------------

/** Row locks a gate can hold: match rows, user rows (create's lock), and players' ledger accounts. */
export const lockMatchRows = (ids: string[]) => (tx: Transaction) =>
  tx.select({ id: matches.id }).from(matches).where(inArray(matches.id, ids)).for('update');
export const lockUserRows = (ids: string[]) => (tx: Transaction) =>
  tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).for('update');
export const lockWalletRows = (userIds: string[]) => (tx: Transaction) =>
  tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(isNotNull(ledgerAccounts.userId), inArray(ledgerAccounts.userId, userIds)))
    .orderBy(ledgerAccounts.id)
    .for('update');

/** How many sessions on this test database wait for a lock right now (PostgreSQL only). */
async function sessionsWaitingForLocks(db: Database): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Starts `racers` while a transaction of the test holds `lock`, and lets go once `waiting` sessions
 * queue behind it: on PostgreSQL every racer is then inside its own transaction, blocked at the
 * same row, and they are all released at one moment, so their reads and writes really overlap
 * instead of the first one committing before the next one starts. `overlapped` tells whether
 * they all arrived (the gate gives up after 3 s and releases them anyway). PGlite runs one
 * transaction at a time, so there the racers simply run (overlapped: false).
 */
export async function raceBehindLock<T>(
  t: TestApp,
  lock: (tx: Transaction) => Promise<unknown>,
  waiting: number,
  racers: () => Promise<T>,
): Promise<{ results: T; overlapped: boolean }> {
  if (t.database.kind === 'pglite') return { results: await racers(), overlapped: false };
  let running: Promise<T> | undefined;
  let overlapped = false;
  await t.database.db.transaction(async (tx) => {
    await lock(tx);
    running = racers();
    // Settled later; a failure must not be reported as unhandled while the gate is held.
    running.catch(() => undefined);
    const deadline = Date.now() + 3_000;
    while (Date.now() < deadline) {
      if ((await sessionsWaitingForLocks(t.database.db)) >= waiting) {
        overlapped = true;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  if (!running) throw new Error('racers did not start');
  return { results: await running, overlapped };
}
