import { randomUUID } from 'node:crypto';
import { matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import type { AdminResolveBody, ResultClaim } from '@ludo/shared/matches/matches.schemas';
import { formatPaise } from '@ludo/shared/money';
import { and, asc, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { MatchesConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { type MatchRow, matches, matchResults, storedFiles } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import type { EncryptedStorage } from '../files/file-storage';
import { type AfterCommit, commitThenNotify, type MatchNotifier } from './match-effects';
import { assertEscrowEmpty, payPrize, refundStake } from './match-money';
import { isPlayerOf, lockMatch, matchNotFound, nameOf, otherPlayerOf, recordEvent, updateMatch } from './match-records';
import { cleanScreenshot, type ScreenshotType } from './screenshots';

export interface Screenshot {
  bytes: Buffer;
  /** Read from the file's bytes, never from its name or the declared type. */
  contentType: ScreenshotType;
}

const claimText = (claim: ResultClaim) => (claim === 'won' ? 'a win' : 'a loss');

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
  ) {}

  private commit<T>(work: (tx: Transaction, after: AfterCommit) => Promise<T>): Promise<T> {
    return commitThenNotify(this.db, this.notify, work);
  }

  /**
   * A player's claim with its screenshot. The file is cleaned of its metadata and stored first,
   * under a server-made name; if the claim is then refused, the file is deleted again.
   */
  async report(userId: string, matchId: string, claim: ResultClaim, screenshot: Screenshot): Promise<string> {
    const [candidate] = await this.db.select().from(matches).where(eq(matches.id, matchId));
    if (!candidate || !isPlayerOf(candidate, userId)) throw matchNotFound();
    if (candidate.status !== 'active')
      throw conflict('MATCH_NOT_ACTIVE', 'Results can only be submitted while the match is being played.');
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
        const [file] = await tx
          .insert(storedFiles)
          .values({
            ownerId: userId,
            purpose: 'match_screenshot',
            storageKey,
            contentType: screenshot.contentType,
            sizeBytes: bytes.length,
          })
          .returning({ id: storedFiles.id });
        if (!file) throw new Error('file insert returned no row');
        const [inserted] = await tx
          .insert(matchResults)
          .values({ matchId, userId, claim, screenshotFileId: file.id })
          .onConflictDoNothing()
          .returning();
        if (!inserted)
          throw conflict('RESULT_ALREADY_SUBMITTED', 'You have already submitted your result for this match.');
        const name = await nameOf(tx, userId);
        const otherId = otherPlayerOf(match, userId);
        if (!otherId) throw new Error(`active match ${matchId} has no opponent`);
        const [other] = await tx
          .select()
          .from(matchResults)
          .where(and(eq(matchResults.matchId, matchId), eq(matchResults.userId, otherId)));
        if (!other) {
          const deadline = new Date(Date.now() + this.config.resultConfirmSeconds * 1000);
          await updateMatch(tx, matchId, { resultDeadlineAt: deadline, cancelRequestedBy: null });
          await recordEvent(
            tx,
            matchId,
            `${name} submitted the result: ${claimText(claim)}. Awaiting the opponent's confirmation.`,
            { chat: true },
          );
          after.add((notify) => {
            notify.matchChanged(matchId);
            notify.chatChanged(matchId);
          });
          return 'Result submitted! Awaiting your opponent’s confirmation.';
        }
        await recordEvent(tx, matchId, `${name} submitted the result: ${claimText(claim)}.`, { chat: true });
        if (other.claim !== claim) {
          const winnerId = claim === 'won' ? userId : otherId;
          await this.settle(tx, after, match, winnerId, 'results_agreed');
          return 'Result submitted! Both results agree and the prize has been paid.';
        }
        await updateMatch(tx, matchId, {
          status: 'review',
          reviewReason: 'conflicting_claims',
          reviewSince: new Date(),
        });
        await recordEvent(
          tx,
          matchId,
          `The results do not agree: both players claimed ${claimText(claim)}. An admin will review the match and decide.`,
          { chat: true },
        );
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

  /** Pays the prize to the winner and ends the match; escrow must end empty. */
  private async settle(
    tx: Transaction,
    after: AfterCommit,
    match: MatchRow,
    winnerId: string,
    resolution: 'results_agreed' | 'result_unanswered' | 'admin_award',
    decision?: { adminId: string; reason: string },
  ): Promise<void> {
    await payPrize(tx, match, winnerId);
    await assertEscrowEmpty(tx, match.id);
    await updateMatch(tx, match.id, {
      status: 'settled',
      winnerId,
      resolution,
      endedAt: new Date(),
      decidedBy: decision?.adminId ?? null,
      decisionReason: decision?.reason ?? null,
    });
    const { prizePaise } = matchPrizePaise(match.stakePaise, match.platformFeePercent);
    await recordEvent(
      tx,
      match.id,
      `${await nameOf(tx, winnerId)} won the match and received ${formatPaise(prizePaise)}.`,
      {
        chat: true,
      },
    );
    after.add((notify) => {
      notify.balanceChanged(winnerId);
      notify.matchChanged(match.id);
      notify.chatChanged(match.id);
    });
  }

  /** The result deadline: a claim the other player did not answer in time stands. */
  async settleUnanswered(now = new Date(), batch = 100): Promise<number> {
    const due = await this.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, 'active'), lte(matches.resultDeadlineAt, now)))
      .orderBy(asc(matches.resultDeadlineAt))
      .limit(batch);
    let settled = 0;
    for (const { id } of due) {
      const done = await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, id);
        if (match.status !== 'active' || !match.resultDeadlineAt || match.resultDeadlineAt > now) return false;
        const results = await tx.select().from(matchResults).where(eq(matchResults.matchId, id));
        const [only] = results;
        if (results.length !== 1 || !only) return false;
        const otherId = otherPlayerOf(match, only.userId);
        if (!otherId) return false;
        const winnerId = only.claim === 'won' ? only.userId : otherId;
        await recordEvent(tx, id, 'The opponent did not confirm in time, so the submitted result stands.', {
          chat: true,
        });
        await this.settle(tx, after, match, winnerId, 'result_unanswered');
        return true;
      });
      if (done) settled += 1;
    }
    return settled;
  }

  /** A match still without any result long after it started goes to an admin. */
  async sendStaleToReview(now = new Date(), batch = 100): Promise<number> {
    const due = await this.db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.status, 'active'),
          lte(matches.reviewAt, now),
          isNull(matches.resultDeadlineAt),
          notExists(this.db.select({ one: sql`1` }).from(matchResults).where(eq(matchResults.matchId, matches.id))),
        ),
      )
      .orderBy(asc(matches.reviewAt))
      .limit(batch);
    let moved = 0;
    for (const { id } of due) {
      const done = await this.commit(async (tx, after) => {
        const match = await lockMatch(tx, id);
        if (match.status !== 'active' || match.resultDeadlineAt || !match.reviewAt || match.reviewAt > now)
          return false;
        await updateMatch(tx, id, { status: 'review', reviewReason: 'no_result', reviewSince: now });
        await recordEvent(tx, id, 'No result was submitted in time. An admin will review the match and decide.', {
          chat: true,
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
      if (decision.outcome === 'award') {
        if (!players.includes(decision.winnerId)) {
          throw new AppError(400, 'WINNER_NOT_A_PLAYER', 'The winner must be one of the two players.');
        }
        await recordEvent(
          tx,
          matchId,
          `Admin decision: ${await nameOf(tx, decision.winnerId)} wins. Reason: ${decision.reason}`,
          {
            chat: true,
          },
        );
        await this.settle(tx, after, match, decision.winnerId, 'admin_award', { adminId, reason: decision.reason });
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
          `Admin decision: the match is cancelled and both entry fees are refunded. Reason: ${decision.reason}`,
          { chat: true },
        );
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
