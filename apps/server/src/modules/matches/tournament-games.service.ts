import type { GameVariant } from '@ludo/shared/game/rules';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MatchesConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { type MatchRow, matches, matchResults } from '../../db/schema';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { publishEvent } from '../../lib/domain-events';
import { AppError, conflict } from '../../lib/errors';
import { list, type Message, matchName, type ServerMessageId, SOME_PLAYER } from '../../lib/i18n';
import { recordAudit } from '../audit/audit.service';
import { AfterCommit, commitThenNotify, type MatchNotifier } from './match-effects';
import {
  dueMatches,
  eventName,
  isPlayerOf,
  lockMatch,
  matchNotFound,
  nameOf,
  playersOf,
  recordEvent,
  updateMatch,
} from './match-records';
import { matchNameOf } from './match-views';
import type { MatchGames } from './rooms.service';
import {
  duelPlacings,
  type Placings,
  placingsAfterGame,
  placingsWinner,
  rankingPlacings,
  tableForfeit,
  tableVerdict,
  unplacedSeats,
} from './tournament-game-rules';

/**
 * Tournament games on the match machinery (docs/decisions/0012). The tournaments module draws the
 * rounds and asks for a game per pairing or table; this module runs it as a match: the host posts
 * the external app's room code within the grace period (or forfeits), players report with a
 * screenshot, and the decision reaches the tournament through `TournamentGameListener`, inside
 * the transaction that decided it, so a game and its match never disagree.
 */

/** What a tournament hears about its games. */
export interface TournamentGameListener {
  /** Inside the deciding transaction: record the game's placings. */
  decided(tx: Transaction, decision: { tournamentId: string; matchId: string; placings: Placings }): Promise<void>;
  /** After it committed: the round may be complete. */
  afterDecided(tournamentId: string): void;
}

export type TournamentGameResolution =
  | 'results_agreed'
  | 'result_unanswered'
  | 'admin_award'
  | 'host_no_show'
  | 'player_no_show'
  | 'disqualified'
  | 'admin_forced'
  | 'game_finished';

/** The games of matches (rooms.service), and taking a disqualified player out of one. */
export interface TournamentMatchGames extends MatchGames {
  concedeIn(tx: Transaction, matchId: string, userId: string): Promise<() => void>;
}

export interface NewTournamentGame {
  tournamentId: string;
  /** The tournament's title: the game's name adds its round and table in each reader's words. */
  title: string;
  /** Played here in this variant (docs/decisions/0021-platform-games.md); null: the external app. */
  variant: GameVariant | null;
  /** The round's shared dice, when its tables roll the same. */
  dice?: { serverSeed: string; clientSeeds: string[] };
  round: number;
  /** Multi-table rounds only. */
  table: number | null;
  /** Seat order, the host first; 2 to 4 players. */
  seatIds: readonly string[];
}

/** A game's state as a tournament's views show it. */
export type TournamentGameState = 'waiting_code' | 'playing' | 'review' | 'decided';

type Forfeit = 'host_no_show' | 'player_no_show' | 'disqualified';
/** Why a player forfeits a 1v1 game, and a table's place (they take the last free one). */
const FORFEITS: Record<Forfeit, ServerMessageId> = {
  host_no_show: 'match.event.forfeit.hostNoShow',
  player_no_show: 'match.event.forfeit.playerNoShow',
  disqualified: 'match.event.forfeit.disqualified',
};
const TABLE_FORFEITS: Record<Forfeit, ServerMessageId> = {
  host_no_show: 'match.event.tableForfeit.hostNoShow',
  player_no_show: 'match.event.tableForfeit.playerNoShow',
  disqualified: 'match.event.tableForfeit.disqualified',
};

export const isTableGame = (match: Pick<MatchRow, 'tournamentId' | 'tournamentTable'>) =>
  match.tournamentId !== null && match.tournamentTable !== null;

export class TournamentGamesService {
  private listener: TournamentGameListener | null = null;
  private readonly roomCode: RegExp;

  constructor(
    private readonly db: Database,
    private readonly config: MatchesConfig,
    private readonly notify: MatchNotifier,
    /** The platform's own games, for tournaments played here; without them every game is external. */
    private readonly games: TournamentMatchGames | null = null,
  ) {
    this.roomCode = new RegExp(config.roomCodePattern);
  }

  /** The tournaments module registers once, at start-up. */
  setListener(listener: TournamentGameListener): void {
    if (this.listener) throw new Error('a tournament game listener is already registered');
    this.listener = listener;
  }

  private commit<T>(work: (tx: Transaction, after: AfterCommit) => Promise<T>): Promise<T> {
    return commitThenNotify(this.db, this.notify, work);
  }

  /**
   * Creates a round's game inside the tournament's transaction. Played here, its game starts at
   * once (the turn timer plays for whoever is away, so it always ends). Played in the external app,
   * it starts active with no room code: the host has the grace period to create the room and post
   * its code. Call `announce` with the ids once that transaction committed.
   */
  async create(tx: Transaction, game: NewTournamentGame): Promise<string> {
    const [host, second] = game.seatIds;
    if (!host || !second || game.seatIds.length > 4)
      throw new Error(`a tournament game seats 2 to 4, not ${game.seatIds.length}`);
    const platform = game.variant !== null;
    if (platform && !this.games) throw new Error('a tournament played here needs the games module');
    const now = new Date();
    const deadline = new Date(now.getTime() + this.config.tournamentGraceSeconds * 1000);
    const [row] = await tx
      .insert(matches)
      .values({
        mode: platform ? 'platform' : 'external',
        variant: game.variant,
        roomCode: null,
        stakePaise: 0,
        durationMinutes: Math.ceil(this.config.roomWaitSeconds / 60),
        platformFeePercent: 0,
        creatorId: host,
        opponentId: second,
        status: 'active',
        expiresAt: deadline,
        startedAt: now,
        codeDeadlineAt: platform ? null : deadline,
        tournamentId: game.tournamentId,
        tournamentRound: game.round,
        tournamentTable: game.table,
        title: game.title,
        seatIds: [...game.seatIds],
      })
      .returning({ id: matches.id });
    if (!row) throw new Error('tournament game insert returned no row');
    const name = matchName(
      matchNameOf({ title: game.title, stakePaise: 0, tournamentRound: game.round, tournamentTable: game.table }),
    );
    if (this.games && game.variant !== null) {
      // Its players open it from the round's notice and read the game then: nothing to send now.
      await this.games.start(tx, {
        matchId: row.id,
        playerIds: [...game.seatIds],
        variant: game.variant,
        ...(game.dice ? { dice: game.dice } : {}),
      });
      await recordEvent(tx, row.id, { id: 'match.event.gameStarted', values: { match: name } }, { chat: true });
      return row.id;
    }
    const values = {
      match: name,
      host: await nameOf(tx, host),
      appName: this.config.appName,
      minutes: Math.round(this.config.tournamentGraceSeconds / 60),
    };
    await recordEvent(tx, row.id, { id: 'match.event.gameHost', values }, { chat: true });
    return row.id;
  }

  /** After the round committed: its players' sockets join the games' channels and hear of them. */
  async announce(matchIds: readonly string[]): Promise<void> {
    if (matchIds.length === 0) return;
    const rows = await this.db
      .select({ id: matches.id, seatIds: matches.seatIds })
      .from(matches)
      .where(inArray(matches.id, [...matchIds]));
    for (const row of rows) {
      for (const userId of row.seatIds ?? []) this.notify.watch(userId, row.id);
      this.notify.matchChanged(row.id);
    }
  }

  /** The host posts the room code: once, before the grace period ends. */
  async postRoomCode(userId: string, matchId: string, code: string): Promise<MatchRow> {
    if (!this.roomCode.test(code)) {
      throw new AppError(400, 'INVALID_ROOM_CODE', {
        id: 'error.match.invalidRoomCode',
        values: { appName: this.config.appName, hint: { perLanguage: this.config.roomCodeHint } },
      });
    }
    try {
      return await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, matchId);
        if (!isPlayerOf(match, userId)) throw matchNotFound();
        if (!match.tournamentId)
          throw conflict('NOT_A_TOURNAMENT_GAME', 'The room code of this match is set when its room is created.');
        if (match.mode === 'platform') throw conflict('PLATFORM_GAME', { id: 'error.match.platformGame' });
        if (match.status !== 'active') throw conflict('MATCH_NOT_ACTIVE', 'This game has already been decided.');
        if (match.roomCode !== null)
          throw conflict('ROOM_CODE_ALREADY_POSTED', 'The room code of this game has already been posted.');
        if (match.creatorId !== userId)
          throw new AppError(403, 'NOT_THE_HOST', 'Only the host of this game posts its room code.');
        const now = new Date();
        if (match.codeDeadlineAt && match.codeDeadlineAt <= now) {
          throw conflict('ROOM_CODE_TOO_LATE', 'The time to post the room code is over.');
        }
        // The host is in the room; everyone else has the grace period to say so (docs/product-rules.md: the grace
        // period is for the host to post the code and for players to show).
        const updated = await updateMatch(tx, matchId, {
          roomCode: code,
          codeDeadlineAt: null,
          showDeadlineAt: new Date(now.getTime() + this.config.tournamentGraceSeconds * 1000),
          checkedInIds: [userId],
          reviewAt: new Date(now.getTime() + this.config.reviewAfterMinutes * 60_000),
        });
        await recordEvent(
          tx,
          matchId,
          { id: 'match.event.codePosted', values: { name: await nameOf(tx, userId), ...this.grace() } },
          { chat: true },
        );
        after.add((notify) => {
          notify.matchChanged(matchId);
          notify.chatChanged(matchId);
        });
        return updated;
      });
    } catch (error) {
      if (uniqueViolationConstraint(error) === 'matches_live_room_code_key')
        throw conflict('ROOM_CODE_IN_USE', { id: 'error.match.roomCodeInUse', values: { code } });
      throw error;
    }
  }

  /** The grace period for messages: in whole minutes, or in seconds when under half a minute. */
  private grace(): { unit: 'minutes' | 'seconds'; count: number } {
    const minutes = Math.round(this.config.tournamentGraceSeconds / 60);
    if (minutes < 1) return { unit: 'seconds', count: this.config.tournamentGraceSeconds };
    return { unit: 'minutes', count: minutes };
  }

  /**
   * A player says they are in the game's room ("I'm in"), once its code is posted. Saying it
   * again changes nothing. A player who has not said it (nor reported a result) when the grace
   * period after the code ends forfeits (forfeitNoShows).
   */
  async checkIn(userId: string, matchId: string): Promise<void> {
    await this.commit(async (tx, after) => {
      const match = await lockMatch(tx, matchId);
      if (!isPlayerOf(match, userId)) throw matchNotFound();
      if (!match.tournamentId)
        throw conflict('NOT_A_TOURNAMENT_GAME', 'Only the players of a tournament game check in.');
      if (match.mode === 'platform') throw conflict('PLATFORM_GAME', { id: 'error.match.platformGame' });
      if (match.status !== 'active') throw conflict('MATCH_NOT_ACTIVE', 'This game has already been decided.');
      if (match.roomCode === null) throw conflict('ROOM_CODE_NOT_POSTED', 'The host has not posted the room code yet.');
      if (match.placings?.[userId] !== undefined)
        throw conflict('ALREADY_PLACED', 'You have already left this game: your place is decided.');
      const present = match.checkedInIds ?? [];
      if (present.includes(userId)) return;
      await updateMatch(tx, matchId, { checkedInIds: [...present, userId] });
      await recordEvent(
        tx,
        matchId,
        { id: 'match.event.checkedIn', values: { name: await nameOf(tx, userId) } },
        { chat: true },
      );
      after.add((notify) => {
        notify.matchChanged(matchId);
        notify.chatChanged(matchId);
      });
    });
  }

  /**
   * Ends a game with these placings: the match settles (no money moves: a tournament's prizes
   * are paid from its pool when it finishes) and the tournament records the game in the same
   * transaction.
   */
  async decide(
    tx: Transaction,
    after: AfterCommit,
    match: MatchRow,
    placings: Placings,
    resolution: TournamentGameResolution,
    decision?: { adminId: string; reason: string },
  ): Promise<void> {
    const tournamentId = match.tournamentId;
    if (!tournamentId) throw new Error(`match ${match.id} is not a tournament game`);
    const winnerId = placingsWinner(placings);
    await updateMatch(tx, match.id, {
      status: 'settled',
      winnerId,
      placings,
      resolution,
      endedAt: new Date(),
      codeDeadlineAt: null,
      showDeadlineAt: null,
      decidedBy: decision?.adminId ?? null,
      decisionReason: decision?.reason ?? null,
    });
    const ranked = Object.entries(placings).sort(([, a], [, b]) => a - b);
    // One query after another: a transaction's connection runs one statement at a time.
    const places: Message[] = [];
    for (const [id, place] of ranked) {
      places.push({ id: 'match.event.placing', values: { place, name: await nameOf(tx, id) } });
    }
    const winnerName = winnerId ? await nameOf(tx, winnerId) : SOME_PLAYER;
    await recordEvent(
      tx,
      match.id,
      isTableGame(match)
        ? { id: 'match.event.tableDecided', values: { placings: list(places) } }
        : { id: 'match.event.gameWon', values: { winner: winnerName } },
      { chat: true },
    );
    // No prize: a tournament's prizes are paid from its pool when it finishes (tournament.finished).
    await publishEvent(tx, {
      type: 'match.settled',
      matchId: match.id,
      ...matchNameOf(match),
      playerIds: playersOf(match),
      winnerId,
      winnerName: eventName(winnerName),
      prizePaise: null,
    });
    if (!this.listener) throw new Error('no tournament game listener is registered');
    await this.listener.decided(tx, { tournamentId, matchId: match.id, placings });
    const listener = this.listener;
    after.add((notify) => {
      notify.matchChanged(match.id);
      notify.chatChanged(match.id);
      listener.afterDecided(tournamentId);
    });
  }

  /**
   * A tournament game played here ended (the games module, inside the transaction of its last
   * move): its places are the game's, after any a forfeit already gave (a disqualified player keeps
   * the last free place). Returns null for a match that is no tournament game.
   */
  async settleGame(tx: Transaction, matchId: string, gamePlacings: Placings): Promise<(() => void) | null> {
    const match = await lockMatch(tx, matchId);
    if (!match.tournamentId) return null;
    const after = new AfterCommit();
    if (match.status === 'active' || match.status === 'review') {
      await this.decide(tx, after, match, placingsAfterGame(match.placings ?? {}, gamePlacings), 'game_finished');
    }
    return () => after.send(this.notify);
  }

  /** Takes the rows of these matches' games played here, before their matches' (a move's order). */
  private async lockGames(tx: Transaction, matchIds: readonly string[]): Promise<MatchRow['id'][]> {
    if (!this.games || matchIds.length === 0) return [];
    const platform = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(inArray(matches.id, [...matchIds]), eq(matches.mode, 'platform')));
    const ids = platform.map((row) => row.id).sort();
    for (const id of ids) await this.games.lock(tx, id);
    return ids;
  }

  /** Ends the games played here of matches that are decided or cancelled: no more turns. */
  private async stopGames(tx: Transaction, matchIds: readonly string[]): Promise<void> {
    if (!this.games || matchIds.length === 0) return;
    const over = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(and(inArray(matches.id, [...matchIds]), inArray(matches.status, ['settled', 'cancelled'])));
    for (const { id } of over) await this.games.stop(tx, id);
  }

  /**
   * A player forfeits a live game (host no-show or disqualification): in a 1v1 the other player
   * wins; at a table they take the last free place, and a host who forfeits hands the hosting to
   * the next seat with a fresh grace period. Returns whether the game was decided.
   */
  async forfeit(
    tx: Transaction,
    after: AfterCommit,
    match: MatchRow,
    userId: string,
    resolution: Forfeit,
  ): Promise<boolean> {
    const seats = match.seatIds ?? [];
    const name = await nameOf(tx, userId);
    const values = resolution === 'player_no_show' ? { name, ...this.grace() } : { name };
    if (!isTableGame(match)) {
      const other = seats.find((id) => id !== userId);
      if (!other) throw new Error(`tournament game ${match.id} has no second player`);
      await recordEvent(tx, match.id, { id: FORFEITS[resolution], values }, { chat: true });
      await this.decide(tx, after, match, duelPlacings(seats, other), resolution);
      return true;
    }
    const { placed, settled } = tableForfeit(seats, match.placings ?? {}, userId);
    await recordEvent(
      tx,
      match.id,
      { id: TABLE_FORFEITS[resolution], values: { ...values, place: placed[userId] } },
      { chat: true },
    );
    if (settled) {
      await this.decide(tx, after, match, settled, resolution);
      return true;
    }
    // The players still in may all have reported already: then their places decide the table now.
    const reports = await tx.select().from(matchResults).where(eq(matchResults.matchId, match.id));
    const verdict = tableVerdict(
      seats,
      placed,
      reports.map((report) => ({ userId: report.userId, position: report.position ?? 0 })),
      false,
    );
    if (verdict.kind === 'settle' && reports.length > 0) {
      await this.decide(tx, after, match, verdict.placings, resolution);
      return true;
    }
    const [host, second] = unplacedSeats(seats, placed);
    const change: Partial<MatchRow> = { placings: placed, creatorId: host as string, opponentId: second as string };
    if (match.roomCode === null && match.creatorId === userId) {
      change.codeDeadlineAt = new Date(Date.now() + this.config.tournamentGraceSeconds * 1000);
      await recordEvent(
        tx,
        match.id,
        { id: 'match.event.newHost', values: { name: await nameOf(tx, host as string) } },
        { chat: true },
      );
    }
    await updateMatch(tx, match.id, change);
    after.add((notify) => {
      notify.matchChanged(match.id);
      notify.chatChanged(match.id);
    });
    return false;
  }

  /** The sweep: hosts who did not post the room code within the grace period forfeit. */
  async forfeitAbsentHosts(now = new Date(), batch = 100): Promise<number> {
    const due = await dueMatches(this.db, {
      status: 'active',
      due: matches.codeDeadlineAt,
      now,
      batch,
      extra: isNull(matches.roomCode),
    });
    let forfeited = 0;
    for (const { id } of due) {
      const done = await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, id);
        if (
          match.status !== 'active' ||
          match.roomCode !== null ||
          !match.codeDeadlineAt ||
          match.codeDeadlineAt > now
        ) {
          return false;
        }
        await this.forfeit(tx, after, match, match.creatorId, 'host_no_show');
        return true;
      });
      if (done) forfeited += 1;
    }
    return forfeited;
  }

  /**
   * The sweep: once the grace period after the room code is over, every player of a live game who
   * neither said "I'm in" nor reported a result forfeits, one after the other in seat order (at a
   * table each takes the last free place; in a 1v1 the host, who is in, wins).
   */
  async forfeitNoShows(now = new Date(), batch = 100): Promise<number> {
    const due = await dueMatches(this.db, { status: 'active', due: matches.showDeadlineAt, now, batch });
    let forfeited = 0;
    for (const { id } of due) {
      forfeited += await this.commit(async (tx, after) => {
        let match = await lockMatch(tx, id);
        if (match.status !== 'active' || !match.showDeadlineAt || match.showDeadlineAt > now) return 0;
        const reported = new Set(
          (await tx.select({ userId: matchResults.userId }).from(matchResults).where(eq(matchResults.matchId, id))).map(
            (row) => row.userId,
          ),
        );
        const present = new Set(match.checkedInIds ?? []);
        const absent = unplacedSeats(match.seatIds ?? [], match.placings ?? {}).filter(
          (seat) => !present.has(seat) && !reported.has(seat),
        );
        match = await updateMatch(tx, id, { showDeadlineAt: null });
        let count = 0;
        for (const seat of absent) {
          count += 1;
          if (await this.forfeit(tx, after, match, seat, 'player_no_show')) break;
          match = await lockMatch(tx, id);
        }
        if (count === 0) after.add((notify) => notify.matchChanged(id));
        return count;
      });
    }
    return forfeited;
  }

  /**
   * A disqualified player's live game in this tournament, inside the tournament's transaction:
   * they forfeit it. Returns what to send once that transaction committed.
   */
  async forfeitDisqualified(tx: Transaction, tournamentId: string, userId: string): Promise<() => void> {
    const after = new AfterCommit();
    const send = () => after.send(this.notify);
    const live = await tx
      .select({ id: matches.id, seatIds: matches.seatIds, placings: matches.placings })
      .from(matches)
      .where(and(eq(matches.tournamentId, tournamentId), inArray(matches.status, ['active', 'review'])));
    const mine = live.find((row) => row.seatIds?.includes(userId) && row.placings?.[userId] === undefined);
    if (!mine) return send;
    const played = await this.lockGames(tx, [mine.id]);
    const match = await lockMatch(tx, mine.id);
    if (match.status !== 'active' && match.status !== 'review') return send;
    const decided = await this.forfeit(tx, after, match, userId, 'disqualified');
    if (this.games && played.includes(match.id)) {
      // Decided, the game stops; a table played on without them: they leave its game.
      if (decided) await this.games.stop(tx, match.id);
      else {
        const told = await this.games.concedeIn(tx, match.id, userId);
        after.add(() => told());
      }
    }
    return send;
  }

  /**
   * The tournament was cancelled, inside its transaction: its live games end as cancelled (they
   * hold no money). Returns what to send once that transaction committed.
   */
  async cancelGames(tx: Transaction, tournamentId: string): Promise<() => void> {
    const liveNow = and(eq(matches.tournamentId, tournamentId), inArray(matches.status, ['active', 'review']));
    const played = await this.lockGames(
      tx,
      (await tx.select({ id: matches.id }).from(matches).where(liveNow)).map((row) => row.id),
    );
    const live = await tx.select({ id: matches.id }).from(matches).where(liveNow).for('update');
    for (const { id } of live) {
      await updateMatch(tx, id, {
        status: 'cancelled',
        resolution: 'admin_cancel',
        endedAt: new Date(),
        codeDeadlineAt: null,
      });
      await recordEvent(tx, id, { id: 'match.event.tournamentCancelled' }, { chat: true });
    }
    await this.stopGames(tx, played);
    return () => {
      for (const { id } of live) {
        this.notify.matchChanged(id);
        this.notify.chatChanged(id);
      }
    };
  }

  /** An admin sets a stuck game's result (live or under review), with a reason; audited. */
  async forceResult(
    adminId: string,
    matchId: string,
    ranking: readonly string[],
    reason: string,
    ipAddress: string | null,
  ): Promise<void> {
    await this.commit(async (tx, after) => {
      const played = await this.lockGames(tx, [matchId]);
      const match = await lockMatch(tx, matchId);
      if (!match.tournamentId) {
        throw conflict(
          'NOT_A_TOURNAMENT_GAME',
          'Only a tournament game’s result can be set this way; decide a dispute instead.',
        );
      }
      if (match.status !== 'active' && match.status !== 'review') {
        throw conflict('MATCH_NOT_ACTIVE', 'This game has already been decided.');
      }
      const placings = rankingPlacings(match.seatIds ?? [], ranking);
      if (!placings) {
        throw new AppError(400, 'RANKING_NOT_THE_PLAYERS', 'Rank every player of the game once, first to last.');
      }
      await recordEvent(tx, matchId, { id: 'match.event.adminResult', values: { reason } }, { chat: true });
      await this.decide(tx, after, match, placings, 'admin_forced', { adminId, reason });
      await this.stopGames(tx, played);
      await recordAudit(tx, {
        actorId: adminId,
        action: 'match.force_result',
        targetType: 'match',
        targetId: matchId,
        reason,
        before: { status: match.status },
        after: { status: 'settled', placings },
        ipAddress,
      });
    });
  }

  /** The state of each game, for a tournament's views. */
  async states(matchIds: readonly string[]): Promise<Map<string, TournamentGameState>> {
    if (matchIds.length === 0) return new Map();
    const rows = await this.db
      .select({ id: matches.id, status: matches.status, roomCode: matches.roomCode, mode: matches.mode })
      .from(matches)
      .where(inArray(matches.id, [...matchIds]));
    return new Map(
      rows.map((row) => [
        row.id,
        row.status === 'review'
          ? 'review'
          : row.status === 'active'
            ? row.roomCode === null && row.mode !== 'platform'
              ? 'waiting_code'
              : 'playing'
            : 'decided',
      ]),
    );
  }
}
