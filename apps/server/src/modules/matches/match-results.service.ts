import { randomUUID } from 'node:crypto';
import { matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import {
  type AdminResolveBody,
  RESULT_CLAIM_REQUIRED,
  RESULT_POSITION_REQUIRED,
  type ResultClaim,
} from '@ludo/shared/matches/matches.schemas';
import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { MatchesConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { type MatchRow, matches, matchResults } from '../../db/schema';
import { publishEvent } from '../../lib/domain-events';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { list, type Message, money } from '../../lib/i18n';
import { recordAudit } from '../audit/audit.service';
import type { EncryptedStorage } from '../files/file-storage';
import { recordStoredFile } from '../files/stored-files';
import { claimsVerdict, type PlayerClaim } from './match-claims';
import { AfterCommit, commitThenNotify, type MatchNotifier } from './match-effects';
import { assertEscrowEmpty, payPrize, refundStake } from './match-money';
import {
  dueMatches,
  eventName,
  isPlayerOf,
  lockMatch,
  matchNotFound,
  nameOf,
  otherPlayerOf,
  playersOf,
  recordEvent,
  updateMatch,
} from './match-records';
import { matchNameOf, type Viewer } from './match-views';
import { cleanScreenshot, readScreenshot, type ScreenshotType } from './screenshots';
import { duelPlacings, tableVerdict, unplacedSeats } from './tournament-game-rules';
import { isTableGame, type TournamentGamesService } from './tournament-games.service';

export interface Screenshot {
  bytes: Buffer;
  /** Read from the file's bytes, never from its name or the declared type. */
  contentType: ScreenshotType;
}

/** The 1v1 claims among a match's result rows (a table's rows carry positions instead). */
const claimsOf = (rows: ReadonlyArray<{ userId: string; claim: ResultClaim | null }>): PlayerClaim[] =>
  rows.flatMap((row) => (row.claim ? [{ userId: row.userId, claim: row.claim }] : []));

/** A player's report: `claim` in 1v1 games, `position` at a tournament table. */
export interface ResultReport {
  claim?: ResultClaim | undefined;
  position?: number | undefined;
}

/**
 * Results and how a match ends: opposite claims settle at once, matching claims go to an admin,
 * an unanswered claim stands after its deadline, a match with no result goes to review, and an
 * admin's decision ends a match under review. Each locks the match row first.
 */
export class MatchResultsService {
  constructor(
    private readonly db: Database,
    private readonly config: MatchesConfig,
    private readonly files: EncryptedStorage,
    private readonly notify: MatchNotifier,
    private readonly games: TournamentGamesService,
  ) {}

  /** A result's screenshot, for the match's two players and admins; anyone else is told it does not exist. */
  screenshot(viewer: Viewer, matchId: string, userId: string) {
    return readScreenshot(this.db, this.files, viewer, matchId, userId);
  }

  private commit<T>(work: (tx: Transaction, after: AfterCommit) => Promise<T>): Promise<T> {
    return commitThenNotify(this.db, this.notify, work);
  }

  /**
   * A player's claim with its screenshot. The file is cleaned of its metadata and stored first,
   * under a server-made name; if the claim is then refused, the file is deleted again.
   */
  async report(userId: string, matchId: string, report: ResultReport, screenshot: Screenshot): Promise<string> {
    const [candidate] = await this.db.select().from(matches).where(eq(matches.id, matchId));
    if (!candidate || !isPlayerOf(candidate, userId)) throw matchNotFound();
    if (candidate.status !== 'active')
      throw conflict('MATCH_NOT_ACTIVE', 'Results can only be submitted while the match is being played.');
    // Played here, the game itself decides (docs/game-rules.md): there is nothing to report.
    if (candidate.mode === 'platform') throw conflict('PLATFORM_GAME', { id: 'error.match.platformGame' });
    const table = isTableGame(candidate);
    if (table && report.position === undefined) throw badRequest('VALIDATION_ERROR', RESULT_POSITION_REQUIRED);
    if (!table && report.claim === undefined) throw badRequest('VALIDATION_ERROR', RESULT_CLAIM_REQUIRED);
    if (candidate.tournamentId && candidate.roomCode === null) {
      throw conflict('ROOM_CODE_NOT_POSTED', 'The host has not posted the room code yet: play the game first.');
    }
    // The opponent and admins see this file: nothing of it but the picture is kept.
    const bytes = cleanScreenshot(screenshot.contentType, screenshot.bytes);
    const storageKey = `match-screenshots/${matchId}/${randomUUID()}`;
    await this.files.put(storageKey, bytes);
    try {
      return await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, matchId);
        if (match.status !== 'active') {
          throw conflict('MATCH_NOT_ACTIVE', 'Results can only be submitted while the match is being played.');
        }
        const screenshotFileId = await recordStoredFile(tx, {
          ownerId: userId,
          purpose: 'match_screenshot',
          storageKey,
          contentType: screenshot.contentType,
          sizeBytes: bytes.length,
        });
        if (table) {
          const open = unplacedSeats(match.seatIds ?? [], match.placings ?? {});
          if (!open.includes(userId))
            throw conflict('PLAYER_ALREADY_PLACED', 'Your place at this table is already decided.');
          if ((report.position as number) > open.length) {
            throw badRequest('VALIDATION_ERROR', { id: 'error.match.positionRange', values: { count: open.length } });
          }
        }
        const [inserted] = await tx
          .insert(matchResults)
          .values(
            table
              ? { matchId, userId, position: report.position as number, screenshotFileId }
              : { matchId, userId, claim: report.claim as ResultClaim, screenshotFileId },
          )
          .onConflictDoNothing()
          .returning();
        if (!inserted)
          throw conflict('RESULT_ALREADY_SUBMITTED', 'You have already submitted your result for this match.');
        const name = await nameOf(tx, userId);
        if (table) return this.judgeTable(tx, after, match, userId, name, report.position as number);
        const claim = report.claim as ResultClaim;
        const otherId = otherPlayerOf(match, userId);
        if (!otherId) throw new Error(`active match ${matchId} has no opponent`);
        const results = await tx.select().from(matchResults).where(eq(matchResults.matchId, matchId));
        const verdict = claimsVerdict([userId, otherId], claimsOf(results), false);
        if (verdict.kind === 'wait') {
          const deadline = new Date(Date.now() + this.config.resultConfirmSeconds * 1000);
          await updateMatch(tx, matchId, { resultDeadlineAt: deadline, cancelRequestedBy: null });
          await recordEvent(tx, matchId, { id: 'match.event.resultAwaiting', values: { name, claim } }, { chat: true });
          await publishEvent(tx, {
            type: 'match.result_reported',
            matchId,
            ...matchNameOf(match),
            reporterId: userId,
            reporterName: eventName(name),
            toUserIds: [otherId],
          });
          after.add((notify) => {
            notify.matchChanged(matchId);
            notify.chatChanged(matchId);
          });
          return 'Result submitted! Awaiting your opponent’s confirmation.';
        }
        await recordEvent(tx, matchId, { id: 'match.event.resultSubmitted', values: { name, claim } }, { chat: true });
        if (verdict.kind === 'settle') {
          await this.settle(tx, after, match, { winnerIds: [verdict.winnerId] }, 'results_agreed');
          return 'Result submitted! Both results agree and the prize has been paid.';
        }
        await updateMatch(tx, matchId, {
          status: 'review',
          reviewReason: 'conflicting_claims',
          reviewSince: new Date(),
        });
        await recordEvent(tx, matchId, { id: 'match.event.claimsConflict', values: { claim } }, { chat: true });
        await publishEvent(tx, {
          type: 'match.review_opened',
          matchId,
          ...matchNameOf(match),
          playerIds: playersOf(match),
        });
        after.add((notify) => {
          notify.matchChanged(matchId);
          notify.chatChanged(matchId);
        });
        return 'Result submitted! The results do not agree, so an admin will review the match.';
      });
    } catch (error) {
      await this.files.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** A table's report: the table settles once every place is claimed, or goes to review on a clash. */
  private async judgeTable(
    tx: Transaction,
    after: AfterCommit,
    match: MatchRow,
    reporterId: string,
    name: string | Message,
    position: number,
  ): Promise<string> {
    await recordEvent(tx, match.id, { id: 'match.event.positionReported', values: { name, position } }, { chat: true });
    const reports = await tx.select().from(matchResults).where(eq(matchResults.matchId, match.id));
    const verdict = tableVerdict(
      match.seatIds ?? [],
      match.placings ?? {},
      reports.map((r) => ({ userId: r.userId, position: r.position ?? 0 })),
      false,
    );
    if (verdict.kind === 'settle') {
      await this.games.decide(tx, after, match, verdict.placings, 'results_agreed');
      return 'Result submitted! Every player has reported and the table is decided.';
    }
    if (verdict.kind === 'conflict') {
      await this.toReview(tx, after, match, { id: 'match.event.positionsConflict' });
      return 'Result submitted! The reported positions do not agree, so an admin will review the table.';
    }
    if (!match.resultDeadlineAt) {
      // The first report starts the table's result window: the others hear of it once.
      const deadline = new Date(Date.now() + this.config.resultConfirmSeconds * 1000);
      await updateMatch(tx, match.id, { resultDeadlineAt: deadline });
      const reported = new Set(reports.map((report) => report.userId));
      await publishEvent(tx, {
        type: 'match.result_reported',
        matchId: match.id,
        ...matchNameOf(match),
        reporterId,
        reporterName: eventName(name),
        toUserIds: unplacedSeats(match.seatIds ?? [], match.placings ?? {}).filter((id) => !reported.has(id)),
      });
    }
    after.add((notify) => {
      notify.matchChanged(match.id);
      notify.chatChanged(match.id);
    });
    return 'Result submitted! Awaiting the other players’ results.';
  }

  private async toReview(tx: Transaction, after: AfterCommit, match: MatchRow, event: Message): Promise<void> {
    const matchId = match.id;
    await updateMatch(tx, matchId, { status: 'review', reviewReason: 'conflicting_claims', reviewSince: new Date() });
    await recordEvent(tx, matchId, event, { chat: true });
    await publishEvent(tx, {
      type: 'match.review_opened',
      matchId,
      ...matchNameOf(match),
      playerIds: playersOf(match),
    });
    after.add((notify) => {
      notify.matchChanged(matchId);
      notify.chatChanged(matchId);
    });
  }

  /**
   * Pays the prize to the winners (one, or a team of two sharing it) and ends the match; escrow
   * must end empty. A room for more than two keeps every seat's place. A tournament game holds no
   * money: it is decided, and its tournament records it.
   */
  private async settle(
    tx: Transaction,
    after: AfterCommit,
    match: MatchRow,
    outcome: { winnerIds: string[]; placings?: Record<string, number> },
    resolution: 'results_agreed' | 'result_unanswered' | 'admin_award' | 'game_finished',
    decision?: { adminId: string; reason: string },
  ): Promise<void> {
    const [winnerId] = outcome.winnerIds;
    if (!winnerId) throw new Error(`match ${match.id} settled without a winner`);
    if (match.tournamentId) {
      await this.games.decide(tx, after, match, duelPlacings(match.seatIds ?? [], winnerId), resolution, decision);
      return;
    }
    const shares = await payPrize(tx, match, outcome.winnerIds);
    await assertEscrowEmpty(tx, match.id);
    const table = match.seats > 2;
    await updateMatch(tx, match.id, {
      status: 'settled',
      winnerId,
      resolution,
      endedAt: new Date(),
      decidedBy: decision?.adminId ?? null,
      decisionReason: decision?.reason ?? null,
      ...(table
        ? {
            placings: outcome.placings ?? null,
            prizeShares: Object.fromEntries(shares.map((share) => [share.userId, share.paise])),
          }
        : {}),
    });
    const { prizePaise } = matchPrizePaise(match.stakePaise, match.platformFeePercent, match.seats);
    const winnerNames = await Promise.all(outcome.winnerIds.map((id) => nameOf(tx, id)));
    await recordEvent(
      tx,
      match.id,
      winnerNames.length === 1
        ? { id: 'match.event.won', values: { winner: winnerNames[0] ?? '', prize: money(prizePaise) } }
        : { id: 'match.event.teamWon', values: { winners: list(winnerNames), prize: money(prizePaise) } },
      { chat: true },
    );
    await publishEvent(tx, {
      type: 'match.settled',
      matchId: match.id,
      ...matchNameOf(match),
      playerIds: playersOf(match),
      winnerId,
      // A team is named by both its players; a closed account's name is not known (null).
      winnerName: winnerNames.every((name) => eventName(name) !== null) ? winnerNames.join(' & ') : null,
      prizePaise,
      ...(outcome.winnerIds.length > 1
        ? {
            winnerIds: outcome.winnerIds,
            shares: Object.fromEntries(shares.map((share) => [share.userId, share.paise])),
          }
        : {}),
    });
    after.add((notify) => {
      for (const share of shares) notify.balanceChanged(share.userId);
      notify.matchChanged(match.id);
      notify.chatChanged(match.id);
    });
  }

  /**
   * A platform game ended (the games module, inside the transaction of its last move): its winner
   * takes the prize at once. A match that is no longer being played (cancelled, decided by an
   * admin) keeps its decision.
   */
  async settleGame(
    tx: Transaction,
    matchId: string,
    outcome: { winnerIds: string[]; placings: Record<string, number> },
  ): Promise<() => void> {
    const after = new AfterCommit();
    const match = await lockMatch(tx, matchId);
    const winnerIds = playersOf(match).filter((id) => outcome.winnerIds.includes(id));
    if (match.status === 'active' && winnerIds.length === outcome.winnerIds.length && winnerIds.length > 0) {
      await this.settle(tx, after, match, { winnerIds, placings: outcome.placings }, 'game_finished');
    }
    return () => after.send(this.notify);
  }

  /** The result deadline: a claim the other player did not answer in time stands. */
  async settleUnanswered(now = new Date(), batch = 100): Promise<number> {
    const due = await dueMatches(this.db, { status: 'active', due: matches.resultDeadlineAt, now, batch });
    let settled = 0;
    for (const { id } of due) {
      const done = await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, id);
        if (match.status !== 'active' || !match.resultDeadlineAt || match.resultDeadlineAt > now) return false;
        const results = await tx.select().from(matchResults).where(eq(matchResults.matchId, id));
        if (isTableGame(match)) {
          const verdict = tableVerdict(
            match.seatIds ?? [],
            match.placings ?? {},
            results.map((r) => ({ userId: r.userId, position: r.position ?? 0 })),
            true,
          );
          if (verdict.kind !== 'settle') return false;
          await recordEvent(tx, id, { id: 'match.event.positionsStand' }, { chat: true });
          await this.games.decide(tx, after, match, verdict.placings, 'result_unanswered');
          return true;
        }
        const [only] = results;
        if (results.length !== 1 || !only) return false;
        const otherId = otherPlayerOf(match, only.userId);
        if (!otherId) return false;
        const verdict = claimsVerdict([only.userId, otherId], claimsOf(results), true);
        if (verdict.kind !== 'settle') return false;
        await recordEvent(tx, id, { id: 'match.event.resultStands' }, { chat: true });
        await this.settle(tx, after, match, { winnerIds: [verdict.winnerId] }, 'result_unanswered');
        return true;
      });
      if (done) settled += 1;
    }
    return settled;
  }

  /** A match still without any result long after it started goes to an admin. */
  async sendStaleToReview(now = new Date(), batch = 100): Promise<number> {
    const due = await dueMatches(this.db, {
      status: 'active',
      due: matches.reviewAt,
      now,
      batch,
      extra: and(
        isNull(matches.resultDeadlineAt),
        notExists(this.db.select({ one: sql`1` }).from(matchResults).where(eq(matchResults.matchId, matches.id))),
      ),
    });
    let moved = 0;
    for (const { id } of due) {
      const done = await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, id);
        if (match.status !== 'active' || match.resultDeadlineAt || !match.reviewAt || match.reviewAt > now)
          return false;
        await updateMatch(tx, id, { status: 'review', reviewReason: 'no_result', reviewSince: now });
        await recordEvent(tx, id, { id: 'match.event.noResult' }, { chat: true });
        await publishEvent(tx, {
          type: 'match.review_opened',
          matchId: id,
          ...matchNameOf(match),
          playerIds: playersOf(match),
        });
        after.add((notify) => {
          notify.matchChanged(id);
          notify.chatChanged(id);
        });
        return true;
      });
      if (done) moved += 1;
    }
    return moved;
  }

  /** An admin's decision on a match under review: the win to one player, or a cancel with refunds. */
  async resolve(adminId: string, matchId: string, decision: AdminResolveBody, ipAddress: string | null): Promise<void> {
    await this.commit(async (tx, after) => {
      const match = await lockMatch(tx, matchId);
      if (match.status !== 'review') throw conflict('MATCH_NOT_IN_REVIEW', 'This match is not waiting for a decision.');
      const players = [match.creatorId, match.opponentId].filter((id): id is string => id !== null);
      if (match.tournamentId && (decision.outcome !== 'award' || isTableGame(match))) {
        throw conflict(
          'TOURNAMENT_GAME_RESULT',
          'A tournament game cannot be cancelled: set its result (Force result) instead.',
        );
      }
      if (decision.outcome === 'award') {
        if (!players.includes(decision.winnerId)) {
          throw new AppError(400, 'WINNER_NOT_A_PLAYER', 'The winner must be one of the two players.');
        }
        const winnerName = await nameOf(tx, decision.winnerId);
        await recordEvent(
          tx,
          matchId,
          { id: 'match.event.adminAward', values: { winner: winnerName, reason: decision.reason } },
          { chat: true },
        );
        await this.settle(tx, after, match, { winnerIds: [decision.winnerId] }, 'admin_award', {
          adminId,
          reason: decision.reason,
        });
        await publishEvent(tx, {
          type: 'match.review_decided',
          matchId,
          ...matchNameOf(match),
          playerIds: playersOf(match),
          outcome: 'award',
          winnerId: decision.winnerId,
          winnerName: eventName(winnerName),
          reason: decision.reason,
        });
      } else {
        for (const player of players) await refundStake(tx, match, player, 'Refund: match cancelled by an admin');
        await assertEscrowEmpty(tx, matchId);
        await updateMatch(tx, matchId, {
          status: 'cancelled',
          resolution: 'admin_cancel',
          endedAt: new Date(),
          decidedBy: adminId,
          decisionReason: decision.reason,
        });
        await recordEvent(
          tx,
          matchId,
          { id: 'match.event.adminCancel', values: { reason: decision.reason } },
          { chat: true },
        );
        await publishEvent(tx, {
          type: 'match.review_decided',
          matchId,
          ...matchNameOf(match),
          playerIds: playersOf(match),
          outcome: 'cancel',
          winnerName: null,
          reason: decision.reason,
        });
        after.add((notify) => {
          for (const player of players) notify.balanceChanged(player);
          notify.matchChanged(matchId);
          notify.chatChanged(matchId);
        });
      }
      await recordAudit(tx, {
        actorId: adminId,
        action: decision.outcome === 'award' ? 'match.award' : 'match.cancel',
        targetType: 'match',
        targetId: matchId,
        reason: decision.reason,
        before: { status: match.status, reviewReason: match.reviewReason },
        after:
          decision.outcome === 'award' ? { status: 'settled', winnerId: decision.winnerId } : { status: 'cancelled' },
        ipAddress,
      });
    });
  }
}
