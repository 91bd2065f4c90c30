import type { Database, Transaction } from '../../db/client';

/**
 * What the rest of the product hears about a match, sent only after the change committed: a
 * client that refetches on an event must find the change already there.
 */
export interface MatchNotifier {
  roomsChanged(): void;
  matchChanged(matchId: string): void;
  chatChanged(matchId: string): void;
  /** To the room's creator only: the opponent's name is for the two players. */
  playerJoined(matchId: string, creatorId: string, name: string | null): void;
  requestsChanged(matchId: string, ownerId: string): void;
  requestDecided(userId: string, matchId: string, accepted: boolean, entryFeeRupees: number): void;
  balanceChanged(userId: string): void;
  /** The player's sockets start (or stop) receiving the match's events. */
  watch(userId: string, matchId: string): void;
  unwatch(userId: string, matchId: string): void;
}

export const silentNotifier: MatchNotifier = {
  roomsChanged: () => undefined,
  matchChanged: () => undefined,
  chatChanged: () => undefined,
  playerJoined: () => undefined,
  requestsChanged: () => undefined,
  requestDecided: () => undefined,
  balanceChanged: () => undefined,
  watch: () => undefined,
  unwatch: () => undefined,
};

/**
 * Runs a change in one transaction and sends the notices it gathered once it has committed; the
 * one way match services write.
 */
export async function commitThenNotify<T>(
  db: Database,
  notify: MatchNotifier,
  work: (tx: Transaction, after: AfterCommit) => Promise<T>,
): Promise<T> {
  const after = new AfterCommit();
  const result = await db.transaction((tx) => work(tx, after));
  after.send(notify);
  return result;
}

/** Notices gathered during a transaction, sent once it has committed (and never if it rolled back). */
export class AfterCommit {
  private readonly pending: Array<(notify: MatchNotifier) => void> = [];

  add(notice: (notify: MatchNotifier) => void): void {
    this.pending.push(notice);
  }

  send(notify: MatchNotifier): void {
    for (const notice of this.pending) notice(notify);
  }
}
