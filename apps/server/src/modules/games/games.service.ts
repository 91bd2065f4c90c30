import { randomBytes, randomInt } from 'node:crypto';
import type { ApiErrorCode } from '@ludo/shared/errors';
import { CLIENT_SEED_PATTERN, fairRoll, serverSeedHash } from '@ludo/shared/game/fair-dice';
import { gameStateProblems } from '@ludo/shared/game/game.check';
import type { GameStatePayload, GameTranscript } from '@ludo/shared/game/game.contract';
import {
  applyAction,
  type GameAction,
  type GameRefusal,
  type GameVariant,
  newGame,
  placings,
} from '@ludo/shared/game/rules';
import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GamesConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { type GameRow, gameActions, games } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { ServerMessageId } from '../../lib/i18n';
import type { Presence } from '../../plugins/realtime';
import { type LoggedAction, StepWriter } from './game-steps';
import {
  autoMove,
  awayFrom,
  dueTurnPlay,
  type PlayerLook,
  seedsForRoll,
  statePayload,
  transcriptOf,
} from './game-turns';

/** How a decided game is heard by whoever holds its match: in the transaction of its last action. */
export interface GameOutcome {
  matchId: string;
  /** The players in seat order. */
  playerIds: string[];
  winnerIds: string[];
  /** Each player's place (1 = won), by user id. */
  placings: Record<string, number>;
}
/** Runs in the deciding action's transaction; what it returns runs once that has committed. */
export type FinishListener = (tx: Transaction, outcome: GameOutcome) => Promise<() => void>;

export interface GameNotifier {
  /** `game:state` to everyone watching the match. */
  state(payload: GameStatePayload): void;
}

/** The players' names and pictures, by user id. */
export type NameLookup = (db: Database | Transaction, userIds: readonly string[]) => Promise<Map<string, PlayerLook>>;

const gameError = (status: number, code: ApiErrorCode, id: ServerMessageId) => new AppError(status, code, { id });
const gameNotFound = () => notFound({ id: 'error.game.notFound' }, 'GAME_NOT_FOUND');
const diceInPlay = () => gameError(409, 'DICE_IN_PLAY', 'error.game.diceInPlay');
/** The other games of a self-join. */
const others = alias(games, 'others');

const REFUSALS: Record<GameRefusal, () => AppError> = {
  GAME_OVER: () => gameError(409, 'GAME_OVER', 'error.game.over'),
  NOT_YOUR_TURN: () => gameError(409, 'NOT_YOUR_TURN', 'error.game.notYourTurn'),
  ALREADY_ROLLED: () => gameError(409, 'ALREADY_ROLLED', 'error.game.alreadyRolled'),
  MUST_ROLL: () => gameError(409, 'MUST_ROLL', 'error.game.mustRoll'),
  BAD_ROLL: () => gameError(500, 'BAD_ROLL', 'error.game.badAction'),
  BAD_TOKEN: () => gameError(422, 'BAD_TOKEN', 'error.game.tokenCannotMove'),
  TOKEN_CANNOT_MOVE: () => gameError(422, 'TOKEN_CANNOT_MOVE', 'error.game.tokenCannotMove'),
  BAD_PLAYER: () => gameError(403, 'NOT_A_PLAYER', 'error.game.notPlayer'),
};

interface Planned {
  action: GameAction;
  auto: boolean;
}

/**
 * The platform's own games (docs/game-rules.md). Every change locks the game's row, applies the
 * rules, appends the actions to the game's log and stores the new state in one transaction, then
 * tells the players. A restart, or another instance, continues from the stored state; the turn
 * timers are a sweep over the stored deadlines, like the match timers.
 */
export class GamesService {
  private readonly finishListeners: FinishListener[] = [];
  private watchable: (userId: string, matchId: string) => Promise<boolean> = async () => false;
  /** The players' names of the games this instance serves, asked once a game, not at every move. */
  private readonly playerNames = new Map<string, Promise<Map<string, PlayerLook>>>();
  /**
   * The stored row of each game this instance last changed or started, as it was stored: a player's
   * roll or move is decided on it and stored in one statement that holds only if the game is still
   * at that version (see `step`). Another instance's change makes it stale, which that statement
   * notices; the locked path then decides again on the stored row.
   */
  private readonly rows = new Map<string, GameRow>();
  private readonly steps: StepWriter;

  constructor(
    private readonly db: Database,
    private readonly config: GamesConfig,
    private readonly notify: GameNotifier,
    private readonly names: NameLookup,
    /**
     * Whether a player has a socket open, and when their last one closed (realtime); decides how a
     * due turn is played.
     */
    private readonly presence: (userId: string) => Promise<Presence>,
  ) {
    this.steps = new StepWriter(db);
  }

  /** The holder of the matches hears every decided game here, inside the deciding transaction. */
  onFinished(listener: FinishListener): void {
    this.finishListeners.push(listener);
  }

  /** Sets up a match's game in the caller's transaction; what it returns tells the players once committed. */
  async start(
    tx: Transaction,
    game: {
      matchId: string;
      playerIds: string[];
      variant: GameVariant;
      teams?: boolean;
      /**
       * Dice made in advance and shared with other games (a tournament round's tables): the server
       * seed and every seat's seed, recorded as made by the server; no player's seed is awaited.
       */
      dice?: { serverSeed: string; clientSeeds: string[] };
    },
    now = new Date(),
  ): Promise<() => void> {
    const serverSeed = game.dice?.serverSeed ?? randomBytes(32).toString('hex');
    const clientSeeds = game.playerIds.map((_, seat) => game.dice?.clientSeeds[seat] ?? null);
    const state = newGame({ variant: game.variant, players: game.playerIds.length, teams: game.teams ?? false });
    const [row] = await tx
      .insert(games)
      .values({
        matchId: game.matchId,
        variant: game.variant,
        teams: game.teams ?? false,
        playerIds: game.playerIds,
        serverSeed,
        serverSeedHash: serverSeedHash(serverSeed),
        clientSeeds,
        serverMadeSeeds: game.dice ? game.playerIds.map((_, seat) => seat) : [],
        state,
        startedAt: now,
        // The first turn also waits for the seeds, unless they are made already.
        turnDeadlineAt: this.deadline(now, game.dice ? 0 : this.config.seedWaitSeconds),
      })
      .returning();
    if (!row) throw new Error('game insert returned no row');
    const payload = statePayload(record(row), await this.namesOf(tx, game.matchId, game.playerIds));
    return () => {
      // Held once the caller's transaction committed, as every change's row is.
      this.remember(row);
      this.notify.state(payload);
    };
  }

  /** Takes a game's row in the caller's transaction (before its match's, as every change does). */
  async lock(tx: Transaction, matchId: string): Promise<void> {
    await tx.select({ matchId: games.matchId }).from(games).where(eq(games.matchId, matchId)).for('update');
  }

  /**
   * Ends a game its match no longer needs (the players cancelled it), in the caller's transaction:
   * no more turns are played and no action is taken; its end will never come to settle anything.
   */
  async stop(tx: Transaction, matchId: string, now = new Date()): Promise<void> {
    await tx
      .update(games)
      .set({ finishedAt: now, turnDeadlineAt: null })
      .where(and(eq(games.matchId, matchId), isNull(games.finishedAt)));
    this.forget(matchId);
  }

  /** GET /api/games/{id}: the game for one of its players, or for someone allowed to watch it. */
  async view(userId: string, matchId: string): Promise<GameStatePayload> {
    const [row] = await this.db.select().from(games).where(eq(games.matchId, matchId));
    if (!row) throw gameNotFound();
    if (!row.playerIds.includes(userId)) {
      // Said first: whoever may watch the table otherwise is told why not yet.
      if (await this.diceInPlayElsewhere(matchId)) throw diceInPlay();
      if (!(await this.watchable(userId, matchId))) throw gameNotFound();
    }
    return statePayload(record(row), await this.namesOf(this.db, matchId, row.playerIds));
  }

  /**
   * The picture file of one of a game's players, for a viewer who may see the game (its players,
   * or anyone allowed to watch it); null when they have none. Anyone else is told the game does
   * not exist.
   */
  async playerPicture(viewerId: string, matchId: string, userId: string): Promise<string | null> {
    const [row] = await this.db.select({ playerIds: games.playerIds }).from(games).where(eq(games.matchId, matchId));
    if (!row?.playerIds.includes(userId)) throw gameNotFound();
    if (!row.playerIds.includes(viewerId) && !(await this.watchable(viewerId, matchId))) throw gameNotFound();
    return (await this.names(this.db, [userId])).get(userId)?.avatarFileId ?? null;
  }

  /**
   * Whether another game rolls the same dice (a tournament round's tables sharing them,
   * docs/game-rules.md) and is still being played. Roll n is the same at every such table, so
   * until the last of them ends nobody but a game's own players may see its dice: no spectators,
   * no transcript, no seed.
   */
  async diceInPlayElsewhere(matchId: string): Promise<boolean> {
    const [other] = await this.db
      .select({ matchId: others.matchId })
      .from(games)
      .innerJoin(
        others,
        and(
          eq(others.serverSeedHash, games.serverSeedHash),
          ne(others.matchId, games.matchId),
          isNull(others.finishedAt),
        ),
      )
      .where(eq(games.matchId, matchId))
      .limit(1);
    return other !== undefined;
  }

  /**
   * Who else may watch a game, as the holder of its match decides (a tournament's table is open to
   * spectators); without it, only its players.
   */
  allowWatching(watchable: (userId: string, matchId: string) => Promise<boolean>): void {
    this.watchable = watchable;
  }

  /**
   * GET /api/games/{id}/transcript: anyone may check a game; the server seed once it is over (or
   * stopped). A game whose dice another game still in play shares waits for that one.
   */
  async transcript(matchId: string): Promise<GameTranscript> {
    const [row] = await this.db.select().from(games).where(eq(games.matchId, matchId));
    if (!row) throw gameNotFound();
    if (await this.diceInPlayElsewhere(matchId)) throw diceInPlay();
    const actions = await this.db
      .select()
      .from(gameActions)
      .where(eq(gameActions.matchId, matchId))
      .orderBy(asc(gameActions.seq));
    return transcriptOf(
      {
        ...record(row),
        serverSeed: row.serverSeed,
        serverMadeSeeds: row.serverMadeSeeds,
        stopped: row.finishedAt !== null,
      },
      actions,
    );
  }

  /** `game:seed`: a player's client seed, once, before the first roll. */
  async seed(userId: string, matchId: string, seed: string): Promise<void> {
    if (!CLIENT_SEED_PATTERN.test(seed)) throw gameError(422, 'BAD_SEED', 'error.game.badSeed');
    await this.change(matchId, async (row) => {
      const player = playerOf(row, userId);
      if (row.state.finished) throw REFUSALS.GAME_OVER();
      if (row.clientSeeds[player] !== null || row.state.rolls > 0) {
        throw gameError(409, 'SEED_FIXED', 'error.game.seedFixed');
      }
      const clientSeeds = [...row.clientSeeds];
      clientSeeds[player] = seed;
      return { plan: [], change: { clientSeeds } };
    });
  }

  /** `game:roll` by the player whose turn it is. */
  async roll(userId: string, matchId: string, now = new Date()): Promise<void> {
    await this.change(
      matchId,
      async (row) => {
        const player = playerOf(row, userId);
        return { plan: [{ action: { type: 'roll', player, value: 0 }, auto: false }], present: player };
      },
      now,
      true,
    );
  }

  /** `game:move` of one of the player's tokens with the waiting roll. */
  async move(userId: string, matchId: string, token: number, now = new Date()): Promise<void> {
    if (!Number.isInteger(token)) throw REFUSALS.TOKEN_CANNOT_MOVE();
    await this.change(
      matchId,
      async (row) => {
        const player = playerOf(row, userId);
        return { plan: [{ action: { type: 'move', player, token }, auto: false }], present: player };
      },
      now,
      true,
    );
  }

  /** `game:leave`: leaving concedes (docs/game-rules.md); in a 1v1 game the other player wins. */
  /**
   * A player's match takes them out of its game (a disqualification), in the caller's transaction,
   * which holds the game's row: they concede, and the others play on. Returns what to send once
   * committed.
   */
  async concedeIn(tx: Transaction, matchId: string, userId: string, now = new Date()): Promise<() => void> {
    const sends = await this.changeIn(
      tx,
      matchId,
      async (row) => {
        const player = playerOf(row, userId);
        return row.state.finished || row.state.conceded.includes(player)
          ? { plan: [] }
          : { plan: [{ action: { type: 'concede', player }, auto: true }] };
      },
      now,
    );
    return () => {
      for (const send of sends) send();
    };
  }

  async leave(userId: string, matchId: string, now = new Date()): Promise<void> {
    await this.change(
      matchId,
      async (row) => {
        const player = playerOf(row, userId);
        return { plan: [{ action: { type: 'concede', player }, auto: false }] };
      },
      now,
    );
  }

  /**
   * The turn timer: every game whose turn ran out is played (or passed) for its player. Presence
   * is asked before the row is locked, and the turn is left alone if anything happened since.
   */
  async playDueTurns(now = new Date(), batch = 100): Promise<number> {
    const due = await this.db
      .select({ matchId: games.matchId, version: games.version, playerIds: games.playerIds, state: games.state })
      .from(games)
      .where(and(isNull(games.finishedAt), lte(games.turnDeadlineAt, now)))
      .orderBy(asc(games.turnDeadlineAt))
      .limit(batch);
    let played = 0;
    for (const game of due) {
      const { connected, leftAt } = await this.presence(game.playerIds[game.state.turn] ?? '');
      try {
        await this.change(
          game.matchId,
          async (row) => {
            if (row.version !== game.version || !row.turnDeadlineAt || row.turnDeadlineAt > now) return { plan: [] };
            const player = row.state.turn;
            const awaySince = { ...row.awaySince };
            if (connected) delete awaySince[String(player)];
            else awaySince[String(player)] ??= awayFrom(leftAt, row.startedAt, now).toISOString();
            const since = awaySince[String(player)];
            const how = dueTurnPlay(
              { connected, awaySince: since ? new Date(since) : null },
              now,
              this.config.reconnectWindowSeconds,
            );
            played += 1;
            if (how === 'pass')
              return { plan: [{ action: { type: 'timeout', player }, auto: true }], change: { awaySince } };
            const plan: Planned[] = [];
            if (row.state.dice === null) plan.push({ action: { type: 'roll', player, value: 0 }, auto: true });
            // The move is chosen once the roll is known (see change): a placeholder marks it.
            plan.push({ action: { type: 'move', player, token: AUTO_TOKEN }, auto: true });
            return { plan, change: { awaySince } };
          },
          now,
        );
      } catch (error) {
        // One game's failure must not hold up the others' turns; the next pass tries it again.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return played;
  }

  private namesOf(db: Database | Transaction, matchId: string, playerIds: string[]): Promise<Map<string, PlayerLook>> {
    let names = this.playerNames.get(matchId);
    if (!names) {
      names = this.names(db, playerIds);
      this.playerNames.set(matchId, names);
      // A failed lookup is asked again next time.
      names.catch(() => this.playerNames.delete(matchId));
    }
    return names;
  }

  private deadline(now: Date, extraSeconds = 0): Date {
    return new Date(now.getTime() + (this.config.turnSeconds + extraSeconds) * 1000);
  }

  /**
   * One change of a game: `decide` says which actions to apply (rolls get their value here, from the
   * seeds; an automatic move its token once the roll is known) and what else changes. Stores the
   * actions and the new state, tells the match's holder if the game ended, and sends the state once
   * stored. A player's roll or move (`quick`) is first tried on the row this instance holds
   * (`step`); everything else, and whatever that cannot take, locks the row.
   */
  private async change(matchId: string, decide: Decide, now = new Date(), quick = false): Promise<void> {
    if (quick && (await this.step(matchId, decide, now))) return;
    const afterCommit = await this.db.transaction((tx) => this.changeIn(tx, matchId, decide, now));
    for (const send of afterCommit) send();
  }

  /**
   * A roll or move without a transaction of its own, when this instance holds the game's row: one
   * statement, shared with other games' steps (game-steps.ts), stores the actions and the new
   * state only if the game is still at the version it was decided on and not stopped, so it is as
   * safe as the locked path (every action raises the version; `stop` sets `finished_at`). The
   * client seeds may change only before the first roll, and a game's end settles its match in the
   * same transaction, so those go the locked way. Answers false, having stored nothing, when the
   * locked path should take the change: the row is not held or stale, the change does not
   * qualify, or it was refused on a row that may be stale (the locked path refuses it again on the
   * stored row if it stands).
   */
  private async step(matchId: string, decide: Decide, now: Date): Promise<boolean> {
    const row = this.rows.get(matchId);
    if (!row || row.finishedAt !== null || row.state.rolls === 0) return false;
    let next: Advanced;
    try {
      next = this.advance(row, await decide(row), now);
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
    if (next.logged.length === 0 || next.fields.state.finished) return false;
    const stored = await this.steps.store({
      matchId,
      fromVersion: row.version,
      fields: next.fields,
      actions: next.logged,
    });
    if (!stored) {
      this.rows.delete(matchId);
      return false;
    }
    const saved: GameRow = { ...row, ...next.fields };
    this.remember(saved);
    this.notify.state(statePayload(record(saved), await this.namesOf(this.db, matchId, saved.playerIds)));
    return true;
  }

  /** One change of a game in the caller's transaction, its row locked; returns what to send once it committed. */
  private async changeIn(tx: Transaction, matchId: string, decide: Decide, now: Date): Promise<Array<() => void>> {
    const afterCommit: Array<() => void> = [];
    const [row] = await tx.select().from(games).where(eq(games.matchId, matchId)).for('update');
    if (!row) throw gameNotFound();
    // Stopped with its match (cancelled): nothing more happens in it.
    if (row.finishedAt !== null && !row.state.finished) throw REFUSALS.GAME_OVER();
    const decided = await decide(row);
    const { logged, fields } = this.advance(row, decided, now);
    if (logged.length > 0) await tx.insert(gameActions).values(logged.map((action) => ({ matchId, ...action })));
    const [saved] = await tx
      .update(games)
      .set({
        ...decided.change,
        ...fields,
        turnDeadlineAt: logged.length > 0 || fields.state.finished ? fields.turnDeadlineAt : row.turnDeadlineAt,
      })
      .where(eq(games.matchId, matchId))
      .returning();
    if (!saved) throw new Error('game update returned no row');
    if (fields.state.finished && !row.state.finished) {
      const outcome = outcomeOf(saved);
      for (const listener of this.finishListeners) afterCommit.push(await listener(tx, outcome));
    }
    const payload = statePayload(record(saved), await this.namesOf(tx, matchId, saved.playerIds));
    if (saved.finishedAt) this.forget(matchId);
    // Held once committed: a rolled-back change must not leave its row here.
    else afterCommit.push(() => this.remember(saved));
    afterCommit.unshift(() => this.notify.state(payload));
    return afterCommit;
  }

  /**
   * Applies what `decide` planned to a game's row: the actions to log and the row's new fields.
   * Throws the rules' refusal of an action; stores nothing.
   */
  private advance(row: GameRow, decided: Decided, now: Date): Advanced {
    const { plan, change = {}, present } = decided;
    let state = row.state;
    let clientSeeds = change.clientSeeds ?? row.clientSeeds;
    let serverMadeSeeds = row.serverMadeSeeds;
    let lastRoll = row.lastRoll;
    const awaySince = { ...(change.awaySince ?? row.awaySince) };
    // A player who acts is here.
    if (present !== undefined) delete awaySince[String(present)];
    // The version counts the game's actions: the next one is numbered after it.
    let seq = row.version;
    const logged: LoggedAction[] = [];
    for (const planned of plan) {
      let action = planned.action;
      if (action.type === 'roll') {
        if (state.rolls === 0) {
          const seeds = seedsForRoll(
            clientSeeds,
            action.player,
            row.startedAt,
            now,
            this.config.seedWaitSeconds,
            planned.auto,
          );
          if (seeds.wait) throw gameError(409, 'SEEDS_PENDING', 'error.game.seedsPending');
          const make = seeds.make;
          if (make.length > 0) {
            clientSeeds = clientSeeds.map((seed, player) =>
              make.includes(player) ? randomBytes(16).toString('hex') : seed,
            );
            serverMadeSeeds = [...serverMadeSeeds, ...make].sort((a, b) => a - b);
          }
        }
        action = { ...action, value: fairRoll(row.serverSeed, clientSeeds as string[], state.rolls + 1) };
      }
      if (action.type === 'move' && action.token === AUTO_TOKEN) {
        const chosen = autoMove(state, (count) => randomInt(count));
        if (!chosen) break; // the roll could not be played: the rules have moved on already
        action = chosen;
      }
      const step = applyAction(state, action);
      if (!step.ok) throw REFUSALS[step.refusal]();
      seq += 1;
      logged.push({
        seq,
        player: action.player,
        kind: action.type === 'concede' ? 'leave' : action.type,
        value: action.type === 'roll' ? action.value : action.type === 'move' ? action.token : null,
        afterRoll: action.type === 'roll' ? state.rolls : step.state.rolls,
        auto: planned.auto,
        at: now,
      });
      if (action.type === 'roll') lastRoll = { player: action.player, value: action.value };
      state = step.state;
    }
    const problems = gameStateProblems(state);
    if (problems.length > 0)
      throw new Error(`game ${row.matchId} would reach an invalid state: ${problems.join('; ')}`);
    return {
      logged,
      fields: {
        state,
        clientSeeds,
        serverMadeSeeds,
        lastRoll,
        awaySince,
        version: row.version + logged.length,
        turnDeadlineAt: state.finished ? null : this.deadline(now),
        finishedAt: state.finished ? now : null,
      },
    };
  }

  /** Holds a game's stored row for the next roll or move; the oldest goes past `HELD_GAMES`. */
  private remember(row: GameRow): void {
    this.rows.delete(row.matchId);
    this.rows.set(row.matchId, row);
    if (this.rows.size > HELD_GAMES) {
      const oldest = this.rows.keys().next().value;
      if (oldest !== undefined) this.rows.delete(oldest);
    }
  }

  private forget(matchId: string): void {
    this.rows.delete(matchId);
    this.playerNames.delete(matchId);
  }
}

type Decided = { plan: Planned[]; change?: Partial<GameRow>; present?: number };
type Decide = (row: GameRow) => Promise<Decided>;

interface Advanced {
  logged: LoggedAction[];
  /** The row's fields the change sets. */
  fields: Pick<
    GameRow,
    'state' | 'clientSeeds' | 'serverMadeSeeds' | 'lastRoll' | 'awaySince' | 'version' | 'turnDeadlineAt' | 'finishedAt'
  >;
}

/**
 * How many games' rows an instance holds for quick moves: a row is a few kilobytes (10,000 of them
 * some tens of megabytes), and a game that is not held is only slower by one locked transaction.
 */
const HELD_GAMES = 10_000;

/** The token of a move the server chooses once the roll before it is known. */
const AUTO_TOKEN = -1;

function playerOf(row: GameRow, userId: string): number {
  const player = row.playerIds.indexOf(userId);
  if (player < 0) throw gameNotFound();
  return player;
}

function record(row: GameRow) {
  return {
    matchId: row.matchId,
    playerIds: row.playerIds,
    state: row.state,
    version: row.version,
    clientSeeds: row.clientSeeds,
    serverSeedHash: row.serverSeedHash,
    lastRoll: row.lastRoll ?? null,
    turnDeadlineAt: row.turnDeadlineAt,
    awaySince: row.awaySince,
  };
}

function outcomeOf(row: GameRow): GameOutcome {
  const { state, playerIds } = row;
  const places = placings(state);
  return {
    matchId: row.matchId,
    playerIds,
    winnerIds: state.winners.map((player) => playerIds[player] ?? ''),
    placings: Object.fromEntries(playerIds.map((userId, player) => [userId, places[player] ?? playerIds.length])),
  };
}
