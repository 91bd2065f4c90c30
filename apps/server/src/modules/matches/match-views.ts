import type { MatchName } from '@ludo/shared/domain-events';
import { matchDifficulty, matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import type {
  AdminDispute,
  JoinRequest,
  MatchDetail,
  MatchHistoryRow,
  MatchPlayer,
  MatchSummary,
  MatchViewerRole,
  PlayerRecord,
  Room,
} from '@ludo/shared/matches/matches.schemas';
import { paiseToRupees } from '@ludo/shared/money';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { type MatchRow, matches, matchJoinRequests, matchResults, users } from '../../db/schema';
import { type Language, matchName, render, SOME_PLAYER, tournamentTitleOf } from '../../lib/i18n';
import { rowsOf } from '../../lib/sql-rows';
import { isPlayerOf, matchNotFound, playsIn, timelineOf } from './match-records';

/** Read models of matches: what each screen shows, shaped by who is looking. */

type NamedMatch = Pick<MatchRow, 'title' | 'stakePaise' | 'tournamentRound' | 'tournamentTable'> &
  Partial<Pick<MatchRow, 'seats' | 'teams'>>;
/** How events name a match: a tournament game by its tournament's title, round and table; a room (title null) by its stake and seats. */
export const matchNameOf = (match: NamedMatch): MatchName => ({
  title: match.title,
  stakePaise: match.stakePaise,
  round: match.tournamentRound,
  table: match.tournamentTable,
  ...(match.seats !== undefined && match.seats > 2 ? { seats: match.seats, teams: match.teams ?? false } : {}),
});
/** A match's name in lists and screens, in `language` (the admin console's English by default). */
export const titleOf = (match: NamedMatch, language: Language = 'en') => {
  const name = matchName(matchNameOf(match));
  return typeof name === 'string' ? name : render(name, language);
};
/** A tournament's game played here: anyone signed in may watch it (its board, players and end). */
export const isWatchable = (match: Pick<MatchRow, 'tournamentId' | 'mode'>) =>
  match.tournamentId !== null && match.mode === 'platform';
/** Everyone but the two players sees only the last two digits of a room code. */
export const maskRoomCode = (code: string) => `${'•'.repeat(Math.max(code.length - 2, 2))}${code.slice(-2)}`;
export const screenshotUrl = (matchId: string, userId: string) =>
  `/api/matches/${matchId}/results/${userId}/screenshot`;

const prizeRupees = (match: Pick<MatchRow, 'stakePaise' | 'platformFeePercent' | 'seats'>) =>
  paiseToRupees(matchPrizePaise(match.stakePaise, match.platformFeePercent, match.seats).prizePaise);

/**
 * A match's prize in paise, in SQL: the same arithmetic as matchPrizePaise (every seat's stake,
 * minus the fee rounded up to whole paise), for sums over many matches.
 */
export const prizePaiseSql = (stakePaise: SQL, feePercent: SQL, seats: SQL) =>
  sql`(${stakePaise} * ${seats} - ceil(${stakePaise} * ${seats} * ${feePercent} / 100.0)::bigint)`;

/**
 * What a settled room paid `player`, in SQL over `matches m`: their share of a room for more than
 * two (a team shares its prize), else the whole prize to a 1v1's winner; null for nothing.
 */
export const paidToSql = (player: SQL) => sql`coalesce(
  (m.prize_shares ->> (${player})::text)::bigint,
  CASE WHEN m.prize_shares IS NULL AND m.winner_id = ${player}
       THEN ${prizePaiseSql(sql`m.stake_paise`, sql`m.platform_fee_percent`, sql`m.seats`)} END)`;
/** Whether `player` won a settled room, in SQL over `matches m` (a team's two players both won). */
export const wonSql = (player: SQL) =>
  sql`(m.winner_id = ${player} OR coalesce((m.placings ->> (${player})::text)::int = 1, false))`;
/** Whether `player` played room `m`, in SQL: its creator, its opponent or one of its seats. */
export const seatedSql = (player: SQL) =>
  sql`(m.creator_id = ${player} OR m.opponent_id = ${player} OR ${player} = ANY(m.seat_ids))`;

/** Played, won and lost over settled matches, for each of the given players. */
export async function recordsOf(db: DbOrTx, userIds: string[]): Promise<Map<string, PlayerRecord>> {
  const records = new Map<string, PlayerRecord>(userIds.map((id) => [id, { played: 0, won: 0, lost: 0 }]));
  if (userIds.length === 0) return records;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db.execute<{ user_id: string; played: string; won: string }>(sql`
    SELECT player.id AS user_id, count(*) AS played, count(*) FILTER (WHERE ${wonSql(sql`player.id`)}) AS won
    FROM unnest(ARRAY[${ids}]) AS player(id)
    JOIN ${matches} m ON m.status = 'settled' AND m.tournament_id IS NULL AND ${seatedSql(sql`player.id`)}
    GROUP BY player.id`);
  for (const row of rowsOf<{ user_id: string; played: string; won: string }>(rows)) {
    const played = Number(row.played);
    const won = Number(row.won);
    records.set(row.user_id, { played, won, lost: played - won });
  }
  return records;
}

async function playersOf(db: DbOrTx, userIds: string[]): Promise<Map<string, MatchPlayer>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const [rows, records] = await Promise.all([
    db
      .select({ id: users.id, name: users.fullName, ludoPlayerId: users.ludoPlayerId })
      .from(users)
      .where(inArray(users.id, unique)),
    recordsOf(db, unique),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        userId: row.id,
        name: row.name,
        ludoPlayerId: row.ludoPlayerId,
        record: records.get(row.id) ?? { played: 0, won: 0, lost: 0 },
      },
    ]),
  );
}

/** GET /api/rooms: open rooms not yet expired, newest first. */
export async function listOpenRooms(db: DbOrTx, viewerId: string): Promise<Room[]> {
  const rows = await db
    .select({ match: matches, creatorName: users.fullName, myRequestId: matchJoinRequests.id })
    .from(matches)
    .innerJoin(users, eq(users.id, matches.creatorId))
    .leftJoin(
      matchJoinRequests,
      and(
        eq(matchJoinRequests.matchId, matches.id),
        eq(matchJoinRequests.requesterId, viewerId),
        eq(matchJoinRequests.status, 'pending'),
      ),
    )
    .where(and(eq(matches.status, 'open'), gt(matches.expiresAt, new Date())))
    .orderBy(desc(matches.createdAt))
    .limit(100);
  // The seats taken in rooms for more than two, by name: names only, the list shows no records.
  const seatedIds = [
    ...new Set(rows.flatMap(({ match }) => (match.seatIds ?? []).filter((id) => id !== match.creatorId))),
  ];
  const seated = new Map(
    seatedIds.length === 0
      ? []
      : (await db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, seatedIds))).map(
          (row) => [row.id, row] as const,
        ),
  );
  return rows.map(({ match, creatorName, myRequestId }) => {
    const isMine = match.creatorId === viewerId;
    // An open room of the external app always has its code (only tournament games start without
    // one, and never open); a platform room has none and is named by its match id.
    const code = match.roomCode ?? match.id;
    return {
      id: match.id,
      roomId: isMine ? code : maskRoomCode(code),
      mode: match.mode,
      variant: match.variant,
      stake: paiseToRupees(match.stakePaise),
      prizePool: prizeRupees(match),
      durationMinutes: match.durationMinutes,
      creator: { _id: match.creatorId, name: creatorName },
      players: (match.seatIds ?? [match.creatorId]).map((id) => ({
        user: id,
        name: id === match.creatorId ? creatorName : (seated.get(id)?.name ?? ''),
      })),
      createdAt: match.createdAt.toISOString(),
      expiresAt: match.expiresAt.toISOString(),
      isMine,
      myRequestId,
      seats: match.seats,
      teams: match.teams,
    };
  });
}

export interface Viewer {
  id: string;
  isAdmin: boolean;
  /** The language the match's name and timeline are written in (the request's; English for the admin console). */
  language?: Language;
}

/**
 * One match as its viewer may see it. Its players see everything; a player with a request, or
 * anyone while the room is open, sees it without the room code; admins see all. Everyone else
 * is told it does not exist.
 */
export async function matchDetail(db: DbOrTx, matchId: string, viewer: Viewer): Promise<MatchDetail> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw matchNotFound();
  const myRequests = await db
    .select({ id: matchJoinRequests.id, status: matchJoinRequests.status })
    .from(matchJoinRequests)
    .where(and(eq(matchJoinRequests.matchId, matchId), eq(matchJoinRequests.requesterId, viewer.id)))
    .orderBy(desc(matchJoinRequests.createdAt));
  const role: MatchViewerRole =
    match.creatorId === viewer.id
      ? 'creator'
      : isPlayerOf(match, viewer.id)
        ? 'opponent'
        : viewer.isAdmin
          ? 'admin'
          : myRequests.length > 0
            ? 'requester'
            : 'visitor';
  // A tournament's table played here is open to watch, to every player (docs/decisions/0021).
  const watcher = role === 'visitor' && isWatchable(match);
  if (role === 'visitor' && match.status !== 'open' && !watcher) throw matchNotFound();
  const insider = role === 'creator' || role === 'opponent' || role === 'admin';

  const [pending, results, timeline] = await Promise.all([
    role === 'creator' || role === 'admin'
      ? db
          .select()
          .from(matchJoinRequests)
          .where(and(eq(matchJoinRequests.matchId, matchId), eq(matchJoinRequests.status, 'pending')))
          .orderBy(asc(matchJoinRequests.createdAt))
      : Promise.resolve([]),
    insider
      ? db.select().from(matchResults).where(eq(matchResults.matchId, matchId)).orderBy(asc(matchResults.submittedAt))
      : Promise.resolve([]),
    insider ? timelineOf(db, matchId, viewer.language) : Promise.resolve([]),
  ]);
  const seats = match.seatIds ?? [match.creatorId, ...(match.opponentId ? [match.opponentId] : [])];
  // An open room for more than two shows who has taken a seat to whoever may look at it.
  const fillingRoom = match.seats > 2 && match.status === 'open';
  const people = await playersOf(db, [
    match.creatorId,
    ...(match.opponentId ? [match.opponentId] : []),
    ...(insider || watcher || fillingRoom ? seats : []),
    ...pending.map((request) => request.requesterId),
  ]);
  const unknown = (id: string): MatchPlayer => ({
    userId: id,
    name: render(SOME_PLAYER, viewer.language ?? 'en'),
    ludoPlayerId: '',
    record: { played: 0, won: 0, lost: 0 },
  });
  const player = (id: string): MatchPlayer => people.get(id) ?? unknown(id);
  const { prizePaise, feePaise } = matchPrizePaise(match.stakePaise, match.platformFeePercent, match.seats);
  const requests: JoinRequest[] = pending.map((request) => ({
    id: request.id,
    status: request.status,
    requester: player(request.requesterId),
    createdAt: request.createdAt.toISOString(),
  }));
  // The code is the creator's from the start and the opponent's once accepted.
  const showCode = role === 'creator' || role === 'admin' || (role === 'opponent' && match.status !== 'open');
  return {
    id: match.id,
    title: titleOf(match, viewer.language),
    status: match.status,
    type: match.tournamentTable !== null ? 'table' : '1v1',
    mode: match.mode,
    variant: match.variant,
    seats: match.seats,
    teams: match.teams,
    difficulty: matchDifficulty(paiseToRupees(match.stakePaise)),
    entryFee: paiseToRupees(match.stakePaise),
    prizePool: paiseToRupees(prizePaise),
    platformFee: paiseToRupees(feePaise),
    durationMinutes: match.durationMinutes,
    roomCode: showCode ? match.roomCode : null,
    maskedRoomCode: match.roomCode === null ? null : maskRoomCode(match.roomCode),
    createdAt: match.createdAt.toISOString(),
    expiresAt: match.expiresAt.toISOString(),
    startedAt: match.startedAt?.toISOString() ?? null,
    resultDeadlineAt: match.resultDeadlineAt?.toISOString() ?? null,
    endedAt: match.endedAt?.toISOString() ?? null,
    creator: player(match.creatorId),
    opponent: match.opponentId && insider ? player(match.opponentId) : null,
    players:
      insider && (match.status !== 'open' || match.tournamentId || fillingRoom)
        ? seats.map(player)
        : // A watcher sees who plays, not their ids in the external app.
          watcher || fillingRoom
          ? seats.map((id) => ({ ...player(id), ludoPlayerId: '' }))
          : [],
    hostUserId: match.creatorId,
    tournamentId: match.tournamentId,
    tournament:
      match.tournamentId && match.tournamentRound !== null
        ? {
            id: match.tournamentId,
            title: tournamentTitleOf(match.title ?? ''),
            round: match.tournamentRound,
            table: match.tournamentTable,
          }
        : null,
    codeDeadlineAt: match.codeDeadlineAt?.toISOString() ?? null,
    showDeadlineAt: match.showDeadlineAt?.toISOString() ?? null,
    checkedInIds: insider ? (match.checkedInIds ?? []) : [],
    placings:
      insider && match.status === 'settled' && match.placings && (match.tournamentTable !== null || match.seats > 2)
        ? Object.entries(match.placings)
            .map(([userId, position]) => ({ userId, position }))
            .sort((a, b) => a.position - b.position)
        : null,
    viewerRole: role,
    myRequestId: myRequests.find((request) => request.status === 'pending')?.id ?? null,
    requests,
    results: results.map((result) => ({
      userId: result.userId,
      name: player(result.userId).name,
      claim: result.claim,
      position: result.position,
      submittedAt: result.submittedAt.toISOString(),
      screenshotUrl: screenshotUrl(match.id, result.userId),
    })),
    cancelRequestedBy: insider ? match.cancelRequestedBy : null,
    winnerId: insider ? match.winnerId : null,
    resolution: insider ? match.resolution : null,
    reviewReason: insider ? match.reviewReason : null,
    decisionReason: insider ? match.decisionReason : null,
    timeline,
  };
}

const historyResult = (match: MatchRow, userId: string): MatchHistoryRow['result'] => {
  if (match.status === 'settled') return match.winnerId === userId || match.placings?.[userId] === 1 ? 'win' : 'loss';
  if (match.status === 'cancelled' || match.status === 'expired') return 'cancelled';
  return 'pending';
};

/** Match History: every match the player created or played, newest first. */
export async function matchHistory(
  db: DbOrTx,
  userId: string,
  language: Language,
  limit = 500,
): Promise<MatchHistoryRow[]> {
  const rows = await db.select().from(matches).where(playsIn(userId)).orderBy(desc(matches.createdAt)).limit(limit);
  const others = (match: MatchRow) =>
    (match.seats > 2 ? (match.seatIds ?? []) : [match.creatorId, match.opponentId]).filter(
      (id): id is string => id !== null && id !== userId,
    );
  const names = await playersOf(db, rows.flatMap(others));
  return rows.map((match) => {
    // A room for more than two lists every other seat's id in the game.
    const opponents = others(match).flatMap((id) => names.get(id)?.ludoPlayerId ?? []);
    return {
      id: match.id.slice(0, 8).toUpperCase(),
      matchId: match.id,
      date: (match.startedAt ?? match.createdAt).toISOString(),
      title: titleOf(match, language),
      opponent: opponents.length > 0 ? opponents.join(', ') : null,
      entryFee: paiseToRupees(match.stakePaise),
      prize: prizeRupees(match),
      result: historyResult(match, userId),
      roomCode: match.roomCode ?? '',
      status: match.status,
    };
  });
}

/** The dashboard's figures, over settled matches. */
export async function matchSummary(db: DbOrTx, userId: string): Promise<MatchSummary> {
  const rows = await db.execute<{ played: string; wins: string; winnings: string | null }>(sql`
    SELECT count(*) AS played,
           count(*) FILTER (WHERE ${wonSql(sql`${userId}::uuid`)}) AS wins,
           sum(${paidToSql(sql`${userId}::uuid`)}) AS winnings
    FROM ${matches} m
    WHERE m.status = 'settled' AND m.tournament_id IS NULL AND ${seatedSql(sql`${userId}::uuid`)}`);
  const [row] = rowsOf<{ played: string; wins: string; winnings: string | null }>(rows);
  const played = Number(row?.played ?? 0);
  const wins = Number(row?.wins ?? 0);
  return {
    totalWinnings: paiseToRupees(Number(row?.winnings ?? 0)),
    matchesPlayed: played,
    wins,
    losses: played - wins,
    winRate: played === 0 ? null : Math.round((wins / played) * 100),
  };
}

/** The matches waiting for an admin's decision, oldest first (at most 200). */
export async function disputeQueue(db: DbOrTx): Promise<AdminDispute[]> {
  const creator = alias(users, 'creator');
  const opponent = alias(users, 'opponent');
  const rows = await db
    .select({ match: matches, creatorName: creator.fullName, opponentName: opponent.fullName })
    .from(matches)
    .innerJoin(creator, eq(creator.id, matches.creatorId))
    .innerJoin(opponent, eq(opponent.id, matches.opponentId))
    .where(eq(matches.status, 'review'))
    .orderBy(asc(matches.reviewSince))
    .limit(200);
  return rows.map(({ match, creatorName, opponentName }) => ({
    id: match.id,
    title: titleOf(match),
    stake: paiseToRupees(match.stakePaise),
    creatorName,
    opponentName,
    reviewReason: match.reviewReason ?? 'no_result',
    startedAt: match.startedAt?.toISOString() ?? null,
    reviewSince: (match.reviewSince ?? match.updatedAt).toISOString(),
  }));
}
