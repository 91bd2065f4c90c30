import type { ApiErrorCode } from '@ludo/shared/errors';
import type { GameVariant } from '@ludo/shared/game/rules';
import { ROOM_DURATION_MINUTES } from '@ludo/shared/limits';
import {
  type JoinRequestStatus,
  LIVE_MATCH_STATUSES,
  type RoomPlayerCount,
} from '@ludo/shared/matches/matches.schemas';
import { formatPaise, moneyMode, paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { MatchesConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { type MatchRow, matches, matchJoinRequests, matchResults } from '../../db/schema';
import { closedWindowAt, closedWindowNotice } from '../../lib/closed-window';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { publishEvent } from '../../lib/domain-events';
import { AppError, conflict, type ErrorText } from '../../lib/errors';
import { type Message, money } from '../../lib/i18n';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { userBalance } from '../ledger/ledger.service';
import { lockPlayerRow } from '../users/users.repository';
import { type AfterCommit, commitThenNotify, type MatchNotifier } from './match-effects';
import { assertEscrowEmpty, refundStake, takeStake } from './match-money';
import {
  dueMatches,
  eventName,
  isPlayerOf,
  liveMatchIds,
  lockMatch,
  matchNotFound,
  nameOf,
  playersOf,
  recordEvent,
  updateMatch,
} from './match-records';
import { isWatchable } from './match-views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Pending requests one player may have across all rooms: enough to shop around, not to spam. */
const MAX_PENDING_REQUESTS = 10;

const unprocessable = (code: ApiErrorCode, message: ErrorText) => new AppError(422, code, message);

/** Whether a player has a request to a match in `status`. */
async function hasRequest(
  db: Database | Transaction,
  matchId: string,
  userId: string,
  status: JoinRequestStatus,
): Promise<boolean> {
  const [request] = await db
    .select({ id: matchJoinRequests.id })
    .from(matchJoinRequests)
    .where(
      and(
        eq(matchJoinRequests.matchId, matchId),
        eq(matchJoinRequests.requesterId, userId),
        eq(matchJoinRequests.status, status),
      ),
    )
    .limit(1);
  return request !== undefined;
}
const roomClosed = () => conflict('ROOM_NOT_OPEN', 'This room is no longer open.');

/** Throws when a player may not start play now (a break they took); resolves otherwise. */
export type PlayGate = (userId: string) => Promise<void>;

/**
 * Where a room is played. Played here it may seat three or four, or four as two teams
 * (docs/decisions/0023-rooms-for-more-than-two-players.md); by room code it is always 1v1.
 */
export type RoomPlace =
  | { mode: 'external'; roomCode: string }
  | { mode: 'platform'; variant: GameVariant; players?: RoomPlayerCount; teams?: boolean };

/**
 * The platform games of matches (the games module), each step in the caller's transaction: `start`
 * sets up a match's game when it starts (what it returns tells the players once committed);
 * `lock` takes the game's row, before its match's as the game's last move takes them; `stop` ends
 * a game its match no longer needs (the players cancelled).
 */
export interface MatchGames {
  start(
    tx: Transaction,
    game: {
      matchId: string;
      playerIds: string[];
      variant: GameVariant;
      teams?: boolean;
      dice?: { serverSeed: string; clientSeeds: string[] };
    },
  ): Promise<() => void>;
  lock(tx: Transaction, matchId: string): Promise<void>;
  stop(tx: Transaction, matchId: string): Promise<void>;
  /** Whether another game still in play rolls the same dice (a tournament round's shared dice). */
  diceInPlayElsewhere(matchId: string): Promise<boolean>;
}

/**
 * Rooms: a match from its creation until every seat is taken (two in 1v1, three or four in a room
 * played here), and the way out of it for an open room (the creator cancels, a seated player
 * leaves, or the room is not full in time). Each change locks the match row first, so two changes
 * to one match happen one after the other and see each other's result.
 */
export class RoomsService {
  private readonly roomCode: RegExp;

  constructor(
    private readonly db: Database,
    private readonly config: MatchesConfig,
    private readonly notify: MatchNotifier,
    /** Refuses a player on a break from play (responsible gaming); by default nobody is refused. */
    private readonly mayPlay: PlayGate = async () => undefined,
    /** The platform matches' games; without them, platform rooms cannot start. */
    private readonly games: MatchGames | null = null,
  ) {
    this.roomCode = new RegExp(config.roomCodePattern);
  }

  private commit<T>(work: (tx: Transaction, after: AfterCommit) => Promise<T>): Promise<T> {
    return commitThenNotify(this.db, this.notify, work);
  }

  /** No match starts in the daily closed window (lib/closed-window): rooms wait for it to end. */
  private assertOpenHours(): void {
    const window = this.config.closedWindow;
    if (window && closedWindowAt(new Date(), window).closed) {
      throw conflict('CLOSED_WINDOW', closedWindowNotice(window));
    }
  }

  /**
   * A new room. `where` is the external app with its room code (the product's room:
   * docs/product-rules.md, Rooms and matches), or the platform's own game in a variant
   * (docs/game-rules.md), which needs no code.
   */
  async create(userId: string, where: RoomPlace, stakeRupees: number): Promise<MatchRow> {
    this.assertOpenHours();
    await this.mayPlay(userId);
    const roomCode = where.mode === 'external' ? where.roomCode : null;
    if (roomCode !== null && !this.roomCode.test(roomCode)) {
      throw new AppError(400, 'INVALID_ROOM_CODE', {
        id: 'error.match.invalidRoomCode',
        values: { appName: this.config.appName, hint: { perLanguage: this.config.roomCodeHint } },
      });
    }
    const stakePaise = rupeesToPaise(stakeRupees);
    const seats = where.mode === 'platform' ? (where.players ?? 2) : 2;
    const teams = where.mode === 'platform' && seats === 4 && (where.teams ?? false);
    try {
      return await this.commit(async (tx, after) => {
        // The creator's row lock serialises their creates, so the open-room limit cannot race.
        await lockPlayerRow(tx, userId);
        const [open] = await tx
          .select({ n: count() })
          .from(matches)
          .where(and(eq(matches.creatorId, userId), eq(matches.status, 'open')));
        if ((open?.n ?? 0) >= this.config.maxOpenRoomsPerPlayer) {
          throw unprocessable('TOO_MANY_OPEN_ROOMS', {
            id: 'error.room.tooManyOpen',
            values: { count: this.config.maxOpenRoomsPerPlayer },
          });
        }
        const now = new Date();
        const [match] = await tx
          .insert(matches)
          .values({
            roomCode,
            mode: where.mode,
            variant: where.mode === 'platform' ? where.variant : null,
            stakePaise,
            durationMinutes: ROOM_DURATION_MINUTES,
            platformFeePercent: this.config.platformFeePercent,
            creatorId: userId,
            seats,
            teams,
            // A room for more than two fills its seats in order, its host first.
            seatIds: seats > 2 ? [userId] : null,
            expiresAt: new Date(now.getTime() + this.config.roomWaitSeconds * 1000),
          })
          .returning();
        if (!match) throw new Error('match insert returned no row');
        try {
          await takeStake(tx, match, userId);
        } catch (error) {
          if (error instanceof InsufficientFundsError) {
            throw new InsufficientFundsError({
              id: 'error.room.needStakeToCreate',
              values: { amount: formatPaise(stakePaise), mode: moneyMode() },
            });
          }
          throw error;
        }
        await recordEvent(tx, match.id, {
          id: 'match.event.roomCreated',
          values: { name: await nameOf(tx, userId), stake: money(stakePaise) },
        });
        after.add((notify) => {
          notify.watch(userId, match.id);
          notify.balanceChanged(userId);
          notify.roomsChanged();
        });
        return match;
      });
    } catch (error) {
      if (uniqueViolationConstraint(error) === 'matches_live_room_code_key') {
        throw conflict('ROOM_CODE_IN_USE', { id: 'error.match.roomCodeInUse', values: { code: roomCode } });
      }
      throw error;
    }
  }

  /** A room by its match id or the room code of a live match. */
  async findRoom(roomIdOrMatchId: string): Promise<MatchRow | undefined> {
    const where = UUID.test(roomIdOrMatchId)
      ? eq(matches.id, roomIdOrMatchId)
      : and(eq(matches.roomCode, roomIdOrMatchId), inArray(matches.status, LIVE_MATCH_STATUSES));
    const [row] = await this.db.select().from(matches).where(where);
    return row;
  }

  async requestToJoin(userId: string, roomIdOrMatchId: string): Promise<{ requestId: string; matchId: string }> {
    await this.mayPlay(userId);
    const room = await this.findRoom(roomIdOrMatchId);
    if (!room) throw matchNotFound();
    return this.commit(async (tx, after) => {
      const match = await lockMatch(tx, room.id);
      if (match.creatorId === userId)
        throw unprocessable('OWN_ROOM', 'This is your own room. Share it and wait for a request.');
      if (match.status !== 'open' || match.expiresAt <= new Date()) throw roomClosed();
      if (match.seats > 2) await this.assertNeverSeated(tx, match, userId);
      const { depositPaise, winningsPaise } = await userBalance(tx, userId);
      if (depositPaise + winningsPaise < match.stakePaise) {
        throw new InsufficientFundsError({
          id: 'error.room.needStakeToJoin',
          values: { amount: formatPaise(match.stakePaise), mode: moneyMode() },
        });
      }
      const [pending] = await tx
        .select({ n: count() })
        .from(matchJoinRequests)
        .where(and(eq(matchJoinRequests.requesterId, userId), eq(matchJoinRequests.status, 'pending')));
      if ((pending?.n ?? 0) >= MAX_PENDING_REQUESTS) {
        throw unprocessable('TOO_MANY_REQUESTS', 'You have too many requests waiting. Withdraw one first.');
      }
      const [request] = await tx
        .insert(matchJoinRequests)
        .values({ matchId: match.id, requesterId: userId })
        .onConflictDoNothing()
        .returning({ id: matchJoinRequests.id });
      if (!request) throw conflict('REQUEST_PENDING', 'You have already asked to join this room.');
      const requesterName = await nameOf(tx, userId);
      await recordEvent(tx, match.id, { id: 'match.event.joinRequested', values: { name: requesterName } });
      await publishEvent(tx, {
        type: 'match.join_requested',
        matchId: match.id,
        ownerId: match.creatorId,
        requesterId: userId,
        requesterName: eventName(requesterName),
        stakePaise: match.stakePaise,
      });
      after.add((notify) => {
        notify.watch(userId, match.id);
        notify.requestsChanged(match.id, match.creatorId);
      });
      return { requestId: request.id, matchId: match.id };
    });
  }

  /**
   * The owner accepts: the joiner's stake moves to escrow and they take the next seat. When that
   * was the last seat the match starts and every other request is declined; a room for more than
   * two keeps its other requests waiting until then. If the joiner can no longer pay, their request
   * is closed and nothing else changes.
   */
  async accept(ownerId: string, matchId: string, requestId: string): Promise<MatchRow> {
    this.assertOpenHours();
    await this.mayPlay(ownerId);
    const outcome = await this.commit(async (tx, after) => {
      const match = await lockMatch(tx, matchId);
      if (match.creatorId !== ownerId) throw matchNotFound();
      if (match.status !== 'open') throw roomClosed();
      if (match.expiresAt <= new Date()) throw conflict('ROOM_EXPIRED', 'This room has expired.');
      const [request] = await tx
        .select()
        .from(matchJoinRequests)
        .where(and(eq(matchJoinRequests.id, requestId), eq(matchJoinRequests.matchId, matchId)))
        .for('update');
      if (request?.status !== 'pending') throw conflict('REQUEST_NOT_PENDING', 'This request is no longer waiting.');
      const joinerName = await nameOf(tx, request.requesterId);
      try {
        await takeStake(tx, match, request.requesterId);
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
        // holdStake refuses before it writes anything, so the transaction is still good to use.
        await tx
          .update(matchJoinRequests)
          .set({ status: 'closed', decidedAt: new Date() })
          .where(eq(matchJoinRequests.id, requestId));
        after.add((notify) => {
          notify.requestDecided(request.requesterId, matchId, false, paiseToRupees(match.stakePaise));
          notify.requestsChanged(matchId, ownerId);
        });
        return { unpaid: joinerName };
      }
      const now = new Date();
      const platform = match.mode === 'platform';
      // A room for more than two seats each accepted player in turn and starts when the last
      // seat is taken; until then the other requests wait (docs/decisions/0023).
      const seatIds = match.seatIds === null ? null : [...match.seatIds, request.requesterId];
      const full = seatIds === null || seatIds.length >= match.seats;
      const started = await updateMatch(tx, matchId, {
        opponentId: match.opponentId ?? request.requesterId,
        ...(seatIds === null ? {} : { seatIds }),
        ...(full
          ? {
              status: 'active' as const,
              startedAt: now,
              // A platform game always ends (its turns are played for absent players); no report to wait for.
              reviewAt: platform ? null : new Date(now.getTime() + this.config.reviewAfterMinutes * 60_000),
            }
          : {}),
      });
      if (platform && full) {
        if (!this.games || !match.variant) throw new Error('a platform match without its game');
        const told = await this.games.start(tx, {
          matchId,
          playerIds: seatIds ?? [match.creatorId, request.requesterId],
          variant: match.variant,
          teams: match.teams,
        });
        after.add(() => told());
      }
      await tx
        .update(matchJoinRequests)
        .set({ status: 'accepted', decidedAt: now })
        .where(eq(matchJoinRequests.id, requestId));
      const declined = full
        ? await tx
            .update(matchJoinRequests)
            .set({ status: 'declined', decidedAt: now })
            .where(and(eq(matchJoinRequests.matchId, matchId), eq(matchJoinRequests.status, 'pending')))
            .returning({ id: matchJoinRequests.id, requesterId: matchJoinRequests.requesterId })
        : [];
      if (seatIds === null) {
        await recordEvent(tx, matchId, { id: 'match.event.joined', values: { name: joinerName } }, { chat: true });
      } else {
        await recordEvent(
          tx,
          matchId,
          { id: 'match.event.seatTaken', values: { name: joinerName, taken: seatIds.length, seats: match.seats } },
          { chat: true },
        );
        if (full) await recordEvent(tx, matchId, { id: 'match.event.roomFull' }, { chat: true });
      }
      const ownerName = await nameOf(tx, ownerId);
      const decided = [
        { requestId, requesterId: request.requesterId, accepted: true },
        ...declined.map((other) => ({ requestId: other.id, requesterId: other.requesterId, accepted: false })),
      ];
      for (const decision of decided) {
        await publishEvent(tx, {
          type: 'match.request_decided',
          matchId,
          ...decision,
          ownerId,
          ownerName: eventName(ownerName),
          stakePaise: match.stakePaise,
        });
      }
      const entryFee = paiseToRupees(match.stakePaise);
      after.add((notify) => {
        // The declined leave the match's channel before anything about the opponent is said in it.
        for (const other of declined) {
          notify.unwatch(other.requesterId, matchId);
          notify.requestDecided(other.requesterId, matchId, false, entryFee);
        }
        notify.watch(request.requesterId, matchId);
        notify.playerJoined(matchId, ownerId, eventName(joinerName));
        notify.requestDecided(request.requesterId, matchId, true, entryFee);
        notify.balanceChanged(request.requesterId);
        notify.matchChanged(matchId);
        notify.roomsChanged();
        if (!full) notify.requestsChanged(matchId, ownerId);
      });
      return { started };
    });
    if ('unpaid' in outcome) {
      throw new InsufficientFundsError({ id: 'error.room.requesterCannotPay', values: { name: outcome.unpaid } });
    }
    return outcome.started;
  }

  async decline(ownerId: string, matchId: string, requestId: string): Promise<void> {
    await this.commit(async (tx, after) => {
      const match = await lockMatch(tx, matchId);
      if (match.creatorId !== ownerId) throw matchNotFound();
      const [request] = await tx
        .update(matchJoinRequests)
        .set({ status: 'declined', decidedAt: new Date() })
        .where(
          and(
            eq(matchJoinRequests.id, requestId),
            eq(matchJoinRequests.matchId, matchId),
            eq(matchJoinRequests.status, 'pending'),
          ),
        )
        .returning({ requesterId: matchJoinRequests.requesterId });
      if (!request) throw conflict('REQUEST_NOT_PENDING', 'This request is no longer waiting.');
      await recordEvent(tx, matchId, {
        id: 'match.event.requestDeclined',
        values: { name: await nameOf(tx, request.requesterId) },
      });
      await publishEvent(tx, {
        type: 'match.request_decided',
        matchId,
        requestId,
        requesterId: request.requesterId,
        accepted: false,
        ownerId,
        ownerName: eventName(await nameOf(tx, ownerId)),
        stakePaise: match.stakePaise,
      });
      after.add((notify) => {
        notify.requestDecided(request.requesterId, matchId, false, paiseToRupees(match.stakePaise));
        notify.unwatch(request.requesterId, matchId);
        notify.requestsChanged(matchId, ownerId);
      });
    });
  }

  /** The requester takes back their own pending request. */
  async withdraw(userId: string, matchId: string): Promise<void> {
    await this.commit(async (tx, after) => {
      const match = await lockMatch(tx, matchId);
      const [request] = await tx
        .update(matchJoinRequests)
        .set({ status: 'withdrawn', decidedAt: new Date() })
        .where(
          and(
            eq(matchJoinRequests.matchId, matchId),
            eq(matchJoinRequests.requesterId, userId),
            eq(matchJoinRequests.status, 'pending'),
          ),
        )
        .returning({ id: matchJoinRequests.id });
      if (!request) throw conflict('REQUEST_NOT_PENDING', 'You have no request waiting for this room.');
      await recordEvent(tx, matchId, {
        id: 'match.event.requestWithdrawn',
        values: { name: await nameOf(tx, userId) },
      });
      after.add((notify) => {
        notify.unwatch(userId, matchId);
        notify.requestsChanged(matchId, match.creatorId);
      });
    });
  }

  /**
   * "Cancel Match". An open room: its creator cancels and is refunded. A running match with no
   * result yet: the first player asks, and when the other agrees both are refunded.
   */
  async cancel(userId: string, matchId: string): Promise<{ message: string; match: MatchRow }> {
    return this.commit(async (tx, after) => {
      // A platform game's row first, then its match's: the order its last move takes them in.
      const [where] = await tx.select({ mode: matches.mode }).from(matches).where(eq(matches.id, matchId));
      if (where?.mode === 'platform') await this.games?.lock(tx, matchId);
      const match = await lockMatch(tx, matchId);
      if (!isPlayerOf(match, userId)) throw matchNotFound();
      const stake = formatPaise(match.stakePaise);
      const refunded = `Request cancelled! Your ${stake} entry fee was refunded to your wallet.`;
      if (match.status === 'open' && match.creatorId !== userId) {
        return { message: refunded, match: await this.leaveSeat(tx, after, match, userId) };
      }
      if (match.status === 'open') {
        const ended = await this.closeRoom(tx, after, match, 'cancelled', 'creator_cancelled', {
          id: 'match.event.roomCancelled',
        });
        return { message: refunded, match: ended };
      }
      // A game for more than two always ends (turns are played for whoever is gone): no cancelling it.
      if (match.status !== 'active' || match.tournamentId || match.seats > 2) {
        throw conflict('MATCH_NOT_CANCELLABLE', 'This match can no longer be cancelled.');
      }
      const [result] = await tx.select({ n: count() }).from(matchResults).where(eq(matchResults.matchId, matchId));
      if ((result?.n ?? 0) > 0) {
        throw conflict('RESULT_SUBMITTED', 'A result has been submitted, so the match can no longer be cancelled.');
      }
      const name = await nameOf(tx, userId);
      if (match.cancelRequestedBy === userId) {
        throw conflict('CANCEL_ALREADY_ASKED', 'You have already asked to cancel. Waiting for your opponent.');
      }
      if (match.cancelRequestedBy === null) {
        const asked = await updateMatch(tx, matchId, { cancelRequestedBy: userId });
        await recordEvent(tx, matchId, { id: 'match.event.cancelAsked', values: { name } }, { chat: true });
        after.add((notify) => {
          notify.matchChanged(matchId);
          notify.chatChanged(matchId);
        });
        return { message: 'Cancel requested. The match is cancelled when your opponent agrees.', match: asked };
      }
      const now = new Date();
      const cancelled = await updateMatch(tx, matchId, {
        status: 'cancelled',
        resolution: 'players_cancelled',
        endedAt: now,
      });
      // Its game, if played here, stops with it: no more turns, nothing for its end to settle.
      if (match.mode === 'platform') await this.games?.stop(tx, matchId);
      const players = [match.creatorId, match.opponentId].filter((id): id is string => id !== null);
      for (const player of players) await refundStake(tx, match, player, 'Refund: match cancelled by both players');
      await assertEscrowEmpty(tx, matchId);
      await recordEvent(tx, matchId, { id: 'match.event.cancelAgreed', values: { name } }, { chat: true });
      after.add((notify) => {
        for (const player of players) notify.balanceChanged(player);
        notify.matchChanged(matchId);
        notify.chatChanged(matchId);
      });
      return { message: refunded, match: cancelled };
    });
  }

  /** Takes back a cancel request before the other player agreed. */
  async keepPlaying(userId: string, matchId: string): Promise<MatchRow> {
    return this.commit(async (tx, after) => {
      const match = await lockMatch(tx, matchId);
      if (!isPlayerOf(match, userId)) throw matchNotFound();
      if (match.status !== 'active' || match.cancelRequestedBy !== userId) {
        throw conflict('NO_CANCEL_REQUEST', 'You have not asked to cancel this match.');
      }
      const kept = await updateMatch(tx, matchId, { cancelRequestedBy: null });
      await recordEvent(
        tx,
        matchId,
        { id: 'match.event.cancelWithdrawn', values: { name: await nameOf(tx, userId) } },
        { chat: true },
      );
      after.add((notify) => {
        notify.matchChanged(matchId);
        notify.chatChanged(matchId);
      });
      return kept;
    });
  }

  /**
   * A seated player of a room for more than two leaves before it starts: their stake comes back,
   * their seat is free again, and they may not take a seat in this room again (their stake's
   * ledger key is spent).
   */
  private async leaveSeat(tx: Transaction, after: AfterCommit, match: MatchRow, userId: string): Promise<MatchRow> {
    const seatIds = (match.seatIds ?? []).filter((id) => id !== userId);
    const left = await updateMatch(tx, match.id, { seatIds, opponentId: seatIds[1] ?? null });
    await refundStake(tx, match, userId, 'Refund: you left the room before it started');
    await recordEvent(tx, match.id, { id: 'match.event.leftRoom', values: { name: await nameOf(tx, userId) } });
    after.add((notify) => {
      notify.balanceChanged(userId);
      notify.matchChanged(match.id);
      notify.roomsChanged();
    });
    return left;
  }

  /**
   * A room for more than two refuses a player already seated, and one who left it: their stake
   * was taken and refunded under the match's key for them, which cannot move money again.
   */
  private async assertNeverSeated(tx: Transaction, match: MatchRow, userId: string): Promise<void> {
    if (isPlayerOf(match, userId)) throw conflict('ALREADY_SEATED', { id: 'error.room.alreadySeated' });
    if (await hasRequest(tx, match.id, userId, 'accepted')) throw conflict('LEFT_ROOM', { id: 'error.room.leftRoom' });
  }

  /** Ends an open room and refunds everyone seated in it; pending requests are closed. */
  private async closeRoom(
    tx: Transaction,
    after: AfterCommit,
    match: MatchRow,
    status: 'cancelled' | 'expired',
    resolution: 'creator_cancelled' | 'expired',
    event: Message,
  ): Promise<MatchRow> {
    const ended = await updateMatch(tx, match.id, { status, resolution, endedAt: new Date() });
    const seated = playersOf(match);
    for (const userId of seated) {
      const host = userId === match.creatorId;
      const why =
        status === 'expired'
          ? host
            ? 'Refund: nobody joined your room in time'
            : 'Refund: the room did not fill in time'
          : host
            ? 'Refund: you cancelled your room'
            : 'Refund: the host cancelled the room';
      await refundStake(tx, match, userId, why);
    }
    await assertEscrowEmpty(tx, match.id);
    const closed = await tx
      .update(matchJoinRequests)
      .set({ status: 'closed', decidedAt: new Date() })
      .where(and(eq(matchJoinRequests.matchId, match.id), eq(matchJoinRequests.status, 'pending')))
      .returning({ requesterId: matchJoinRequests.requesterId });
    await recordEvent(tx, match.id, event);
    const others = seated.filter((id) => id !== match.creatorId);
    if (status === 'expired') {
      await publishEvent(tx, {
        type: 'match.room_expired',
        matchId: match.id,
        ownerId: match.creatorId,
        stakePaise: match.stakePaise,
        ...(others.length > 0 ? { seatedIds: others } : {}),
      });
    } else if (others.length > 0) {
      await publishEvent(tx, {
        type: 'match.room_cancelled',
        matchId: match.id,
        seatedIds: others,
        stakePaise: match.stakePaise,
      });
    }
    const entryFee = paiseToRupees(match.stakePaise);
    after.add((notify) => {
      for (const request of closed) {
        notify.requestDecided(request.requesterId, match.id, false, entryFee);
        notify.unwatch(request.requesterId, match.id);
      }
      for (const userId of seated) notify.balanceChanged(userId);
      notify.matchChanged(match.id);
      notify.roomsChanged();
    });
    return ended;
  }

  /**
   * The durable timer of open rooms: the state is the rows themselves, so a restart or a second
   * instance running this at the same moment changes nothing twice (the row lock and the status
   * check decide who does it). Returns how many rooms expired.
   */
  async expireDueRooms(now = new Date(), batch = 100): Promise<number> {
    const due = await dueMatches(this.db, { status: 'open', due: matches.expiresAt, now, batch });
    let expired = 0;
    for (const { id } of due) {
      const done = await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, id);
        if (match.status !== 'open' || match.expiresAt > now) return false;
        await this.closeRoom(tx, after, match, 'expired', 'expired', { id: 'match.event.roomExpired' });
        return true;
      });
      if (done) expired += 1;
    }
    return expired;
  }

  /**
   * Who may watch a match's channel: its players, players with a request waiting on it, and anyone
   * for a tournament's table played here, unless another table still in play shares its dice
   * (roll n is the same at both: docs/game-rules.md).
   */
  async mayWatch(userId: string, match: MatchRow): Promise<boolean> {
    if (isPlayerOf(match, userId)) return true;
    if (isWatchable(match)) return !(await this.games?.diceInPlayElsewhere(match.id));
    return hasRequest(this.db, match.id, userId, 'pending');
  }

  /** The matches a player's new socket watches: live ones they play in or asked to join. */
  async watchedBy(userId: string): Promise<string[]> {
    const [playing, requested] = await Promise.all([
      liveMatchIds(this.db, userId),
      this.db
        .select({ id: matchJoinRequests.matchId })
        .from(matchJoinRequests)
        .where(and(eq(matchJoinRequests.requesterId, userId), eq(matchJoinRequests.status, 'pending'))),
    ]);
    return [...new Set([...playing, ...requested.map((row) => row.id)])];
  }
}
