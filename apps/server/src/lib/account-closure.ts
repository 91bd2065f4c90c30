import type { Transaction } from '../db/client';
import type { Message } from './i18n';

/**
 * Closing an account (docs/decisions/0015). Each module that holds something of a player's takes
 * part on its own terms, so no module reads another's tables:
 *  - `blocker`: what of this module's is still open for the player (a match, a tournament entry,
 *    a withdrawal on its way), as one sentence for them (a catalog message); null when nothing is;
 *  - `erase`: inside the closing transaction, deletes or anonymises this module's personal data
 *    of the player, and returns what to do once it committed (stored files to delete).
 * Records the law asks to keep (the ledger, wallet transactions, tax) stay, under the anonymised
 * account.
 */
export interface AccountClosureParticipant {
  blocker?(tx: Transaction, userId: string): Promise<Message | null>;
  erase?(tx: Transaction, userId: string): Promise<AfterClosure[] | undefined>;
}

/** Work after the closing transaction committed; it must not throw (it logs instead). */
export type AfterClosure = () => Promise<void>;

export class AccountClosure {
  private readonly participants: Array<{ name: string; participant: AccountClosureParticipant }> = [];

  /** A module takes part, once, at start-up. */
  register(name: string, participant: AccountClosureParticipant): void {
    if (this.participants.some((entry) => entry.name === name)) {
      throw new Error(`account closure: ${name} is registered already`);
    }
    this.participants.push({ name, participant });
  }

  /** Every reason the account cannot close now, in registration order. */
  async blockers(tx: Transaction, userId: string): Promise<Message[]> {
    const reasons: Message[] = [];
    // One query after another: a transaction's connection runs one statement at a time.
    for (const { participant } of this.participants) {
      const reason = await participant.blocker?.(tx, userId);
      if (reason) reasons.push(reason);
    }
    return reasons;
  }

  /** Every module erases its part; returns the work for after the commit. */
  async erase(tx: Transaction, userId: string): Promise<AfterClosure[]> {
    const after: AfterClosure[] = [];
    for (const { participant } of this.participants) {
      after.push(...((await participant.erase?.(tx, userId)) ?? []));
    }
    return after;
  }
}
