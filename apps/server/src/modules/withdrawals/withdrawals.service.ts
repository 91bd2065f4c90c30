import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { formatPaise, paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import type {
  AdminWithdrawal,
  Withdrawal,
  WithdrawalDestination,
  WithdrawalStatus,
} from '@ludo/shared/withdrawals/withdrawals.schemas';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentsConfig } from '../../config';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import { publishEvent } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import { type Message, money } from '../../lib/i18n';
import { financialYearOf, financialYearStart } from '../../lib/india-time';
import { type ServiceLog, unreadLog } from '../../lib/service-log';
import { rowsOf } from '../../lib/sql-rows';
import { recordAudit } from '../audit/audit.service';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { heldStakesAt, platformAccount, transfer, userAccounts, userBalance } from '../ledger/ledger.service';
import { cancelDeduction, hasDeduction, recordDeduction } from '../tax/tax.service';
import { lockPlayerRow } from '../users/users.repository';
import { recordHistory, updateHistory } from '../wallet/wallet-history';
import { type FinancialYearSoFar, withdrawalTax, yearEndTax } from './net-winnings-tax';
import { payoutCheckDelayMs } from './payout-checks';
import { FINAL_SUCCESS, type Payout, type PayoutProvider, type PayoutRequest } from './payouts/payout-provider';
import { RazorpayXError } from './payouts/razorpayx-payouts';
import { isFinalPayout, mayFollow, payoutEffect } from './withdrawal-status';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * What the player hears about their withdrawals; sent only after the change committed, so a
 * client that refetches on the event finds the change already there.
 */
export interface WithdrawalNotifier {
  /** The player's balance or history changed (the auth cache and realtime layer refresh it). */
  balanceChanged(userId: string): void;
  withdrawalUpdated(userId: string, withdrawalId: string, status: WithdrawalStatus): void;
}

export const silentWithdrawalNotifier: WithdrawalNotifier = {
  balanceChanged: () => undefined,
  withdrawalUpdated: () => undefined,
};

/** Queues a notice for after the commit. */
type Notify = (notice: (notifier: WithdrawalNotifier) => void) => void;

/**
 * How long a payout being sent or checked is left to the instance that took it: longer than a
 * RazorpayX call can take (15 s per request, three requests to send), so two instances never ask
 * about one payout at once; an instance that dies mid-check leaves it to the others after this.
 */
export const PAYOUT_LEASE_MS = 60_000;

/** How many payouts one pass of the loop looks at, at most; the rest wait for the next pass. */
const PAYOUTS_PER_PASS = 50;

/** A provider's failure reason as a sentence of its own. */
function failureText(reason: string | null): string {
  const text = (reason ?? 'The bank could not complete the transfer.').trim();
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The account's number as we show it: its last four digits. */
const maskedAccount = (accountNumber: string) => `XXXXXX${accountNumber.slice(-4)}`;

/** What the player and the admin see of a destination; the account number is masked. */
function describeDestination(destination: WithdrawalDestination): string {
  if (destination.type === 'upi') return `UPI ${destination.upiId}`;
  return `A/c ${maskedAccount(destination.accountNumber)}, ${destination.ifsc}`;
}

/** Where a withdrawal went, as a message its tax statement words in the reader's language ("To UPI …" in English). */
export function destinationMessage(destination: WithdrawalDestination): Message {
  return destination.type === 'upi'
    ? { id: 'tax.deduction.toUpi', values: { upiId: destination.upiId } }
    : {
        id: 'tax.deduction.toBank',
        values: { account: maskedAccount(destination.accountNumber), ifsc: destination.ifsc },
      };
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: paiseToRupees(row.amountPaise),
    tds: paiseToRupees(row.tdsPaise),
    status: row.status,
    destination: describeDestination(row.destination as WithdrawalDestination),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

const conflict = (message: string) => new AppError(409, 'WITHDRAWAL_NOT_OPEN', message);

/** What reaches the player's bank: the amount asked less the tax withheld. */
const payoutOf = (row: WithdrawalRow) => row.amountPaise - row.tdsPaise;

/** A withdrawal that did not happen (rejected, failed, reversed) gives its tax back too. */
async function returnTds(tx: Transaction, row: WithdrawalRow, winningsAccountId: number): Promise<void> {
  await cancelDeduction(tx, 'withdrawal', row.id);
  if (row.tdsPaise <= 0) return;
  await transfer(tx, {
    fromAccountId: await platformAccount(tx, 'tds'),
    toAccountId: winningsAccountId,
    amountPaise: row.tdsPaise,
    reason: 'withdrawal_tds_return',
    refType: 'withdrawal',
    refId: row.id,
    idempotencyKey: `withdrawal-tds-return:${row.id}`,
  });
}

/**
 * Withdrawals (docs/product-rules.md, Withdrawals): from winnings only, KYC verified, per-transaction and rolling
 * weekly limits. The money moves to `payouts` when the player asks, so it cannot be spent twice;
 * it leaves when the payout is processed, or returns to winnings on rejection or failure.
 */
export class WithdrawalsService {
  constructor(
    private readonly db: Database,
    private readonly payouts: PayoutProvider,
    private readonly config: PaymentsConfig,
    private readonly notifier: WithdrawalNotifier = silentWithdrawalNotifier,
    private readonly log: ServiceLog = unreadLog,
    /** Withhold tax on the net winnings in each withdrawal (section 194BA); else none at withdrawal. */
    private readonly taxNetWinnings = false,
  ) {}

  /**
   * A player's financial year (`startYear`) as Rule 133 counts it (net-winnings-tax.ts): their
   * withdrawals in it and the net winnings taxed in them (returned ones do not count), their
   * deposits in it, their balance when it began and when it ended (or now, for the year running),
   * from the withdrawals and the ledger: a balance then is today's less what moved since, with the
   * stakes it held in games not yet decided (a stake refunded later is not a winning).
   */
  async #financialYear(
    tx: DbOrTx,
    userId: string,
    startYear: number,
  ): Promise<FinancialYearSoFar & { closingPaise: number }> {
    const start = financialYearStart(startYear);
    const end = financialYearStart(startYear + 1);
    const [mine] = await tx
      .select({
        withdrawn: sql<string>`coalesce(sum(${withdrawals.amountPaise}), 0)`,
        taxed: sql<string>`coalesce(sum(${withdrawals.netWinningsPaise}), 0)`,
      })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          inArray(withdrawals.status, ['requested', 'approved', 'processed']),
          gte(withdrawals.createdAt, start),
          lt(withdrawals.createdAt, end),
        ),
      );
    const accounts = await userAccounts(tx, userId);
    const since = (at: Date) =>
      sql`coalesce((SELECT sum(e.amount_paise) FROM ledger_entries e
                    WHERE e.account_id IN (${accounts.deposit}, ${accounts.winnings}) AND e.created_at >= ${at.toISOString()}), 0)`;
    const ledger = rowsOf<{ deposits: string; sinceStart: string; sinceEnd: string }>(
      await tx.execute(sql`
        SELECT
          coalesce((SELECT sum(t.amount_paise) FROM ledger_transfers t
                    WHERE t.to_account_id = ${accounts.deposit} AND t.reason = 'deposit'
                      AND t.created_at >= ${start.toISOString()} AND t.created_at < ${end.toISOString()}), 0) AS deposits,
          ${since(start)} AS "sinceStart",
          ${since(end)} AS "sinceEnd"`),
    )[0];
    const { depositPaise, winningsPaise } = await userBalance(tx, userId);
    const balance = depositPaise + winningsPaise;
    return {
      withdrawnPaise: Number(mine?.withdrawn ?? 0),
      taxedPaise: Number(mine?.taxed ?? 0),
      depositsPaise: Number(ledger?.deposits ?? 0),
      openingPaise: Math.max(0, balance - Number(ledger?.sinceStart ?? 0)) + (await heldStakesAt(tx, accounts, start)),
      closingPaise: Math.max(0, balance - Number(ledger?.sinceEnd ?? 0)) + (await heldStakesAt(tx, accounts, end)),
    };
  }

  /**
   * The financial year's end under the net winnings rule: the net winnings left in each player's
   * account when the year closed are taxed (Rule 133), from winnings first, then added money, up
   * to what the player holds now. Once per player and year (the keys and the deduction's record),
   * so it is safe to run again or on several instances. Returns the players taxed.
   */
  async settleFinancialYearEnd(startYear: number, now = new Date()): Promise<number> {
    const end = financialYearStart(startYear + 1);
    if (now < end) throw new Error(`the financial year ${startYear} has not ended`);
    const players = rowsOf<{ userId: string }>(
      await this.db.execute(
        sql`SELECT DISTINCT user_id AS "userId" FROM ledger_accounts WHERE kind IN ('deposit', 'winnings')`,
      ),
    );
    let taxed = 0;
    for (const { userId } of players) {
      const done = await this.db.transaction(async (tx) => {
        // The player's row: a withdrawal at the same moment waits, so both see the same balance.
        await lockPlayerRow(tx, userId);
        // One year-end deduction per player: its ref is the player (recorded in the year it ends).
        if (await hasDeduction(tx, { userId, kind: 'year_end', refId: userId, financialYear: startYear })) return false;
        const year = await this.#financialYear(tx, userId, startYear);
        const tax = yearEndTax(year, year.closingPaise);
        if (tax.tdsPaise === 0) return false;
        const accounts = await userAccounts(tx, userId);
        const balance = await userBalance(tx, userId);
        const fromWinnings = Math.min(tax.tdsPaise, balance.winningsPaise);
        const fromDeposit = Math.min(tax.tdsPaise - fromWinnings, balance.depositPaise);
        const tds = await platformAccount(tx, 'tds');
        const legs = [
          { from: accounts.winnings, amountPaise: fromWinnings, key: 'winnings' },
          { from: accounts.deposit, amountPaise: fromDeposit, key: 'deposit' },
        ];
        let moved = false;
        for (const leg of legs) {
          if (leg.amountPaise <= 0) continue;
          const result = await transfer(tx, {
            fromAccountId: leg.from,
            toAccountId: tds,
            amountPaise: leg.amountPaise,
            reason: 'year_end_tds',
            refType: 'user',
            refId: userId,
            idempotencyKey: `year-end-tds:${startYear}:${userId}:${leg.key}`,
          });
          moved ||= result.created;
        }
        if (!moved) return false;
        await recordDeduction(tx, {
          userId,
          kind: 'year_end',
          refId: userId,
          description: { id: 'tax.deduction.yearEnd', values: { balance: money(year.closingPaise) } },
          grossPaise: year.closingPaise,
          netWinningsPaise: tax.netWinningsPaise,
          tdsPaise: fromWinnings + fromDeposit,
          // Counted in the year that ended.
          at: new Date(end.getTime() - 1),
        });
        return true;
      });
      if (done) {
        taxed += 1;
        this.notifier.balanceChanged(userId);
      }
    }
    return taxed;
  }

  /** Runs a change in one transaction and sends the notices it queued once it has committed. */
  async #commitThenNotify<T>(work: (tx: Transaction, notify: Notify) => Promise<T>): Promise<T> {
    const pending: Array<(notifier: WithdrawalNotifier) => void> = [];
    const result = await this.db.transaction((tx) => work(tx, (notice) => pending.push(notice)));
    for (const notice of pending) notice(this.notifier);
    return result;
  }

  async request(userId: string, amountRupees: number, destination: WithdrawalDestination): Promise<Withdrawal> {
    const amountPaise = rupeesToPaise(amountRupees);
    const row = await this.#commitThenNotify(async (tx, notify) => {
      // The user's row lock serialises a player's withdrawals, so the weekly sum cannot race.
      const user = await lockPlayerRow(tx, userId);
      if (!user) throw notFound('Account not found.');
      if (user.kycStatus !== 'verified') {
        throw new AppError(
          422,
          'KYC_REQUIRED',
          'Verify your identity (KYC) before your first withdrawal. You can do it from your profile.',
        );
      }
      const [week] = await tx
        .select({ total: sql<string>`coalesce(sum(${withdrawals.amountPaise}), 0)` })
        .from(withdrawals)
        .where(
          and(
            eq(withdrawals.userId, userId),
            inArray(withdrawals.status, ['requested', 'approved', 'processed']),
            gt(withdrawals.createdAt, sql`now() - interval '7 days'`),
          ),
        );
      const weeklyPaise = rupeesToPaise(WITHDRAWAL_LIMITS.maxPerWeekRupees);
      const usedPaise = Number(week?.total ?? 0);
      if (usedPaise + amountPaise > weeklyPaise) {
        throw new AppError(422, 'WEEKLY_LIMIT', {
          id: 'error.withdrawal.weeklyLimit',
          values: {
            max: `₹${WITHDRAWAL_LIMITS.maxPerWeekRupees.toLocaleString('en-IN')}`,
            left: formatPaise(Math.max(0, weeklyPaise - usedPaise)),
          },
        });
      }
      const walletTx = await recordHistory(tx, {
        userId,
        type: 'withdraw',
        amountPaise,
        status: 'pending',
        method: destination.type === 'upi' ? 'UPI' : 'Bank transfer (IMPS)',
        details: `To ${describeDestination(destination)}`,
      });
      const accounts = await userAccounts(tx, userId);
      const tax = this.taxNetWinnings
        ? withdrawalTax(await this.#financialYear(tx, userId, financialYearOf(new Date()).startYear), amountPaise)
        : { netWinningsPaise: 0, tdsPaise: 0 };
      try {
        await transfer(tx, {
          fromAccountId: accounts.winnings,
          toAccountId: await platformAccount(tx, 'payouts'),
          amountPaise: amountPaise - tax.tdsPaise,
          reason: 'withdrawal',
          refType: 'withdrawal',
          refId: walletTx.id,
          idempotencyKey: `withdrawal:${walletTx.id}`,
        });
        if (this.taxNetWinnings) {
          await recordDeduction(tx, {
            userId,
            kind: 'withdrawal',
            refId: walletTx.id,
            description: destinationMessage(destination),
            grossPaise: amountPaise,
            netWinningsPaise: tax.netWinningsPaise,
            tdsPaise: tax.tdsPaise,
          });
        }
        if (tax.tdsPaise > 0) {
          await transfer(tx, {
            fromAccountId: accounts.winnings,
            toAccountId: await platformAccount(tx, 'tds'),
            amountPaise: tax.tdsPaise,
            reason: 'withdrawal_tds',
            refType: 'withdrawal',
            refId: walletTx.id,
            idempotencyKey: `withdrawal-tds:${walletTx.id}`,
          });
          await updateHistory(tx, walletTx.id, {
            details: `${walletTx.details} (${formatPaise(tax.tdsPaise)} TDS withheld, ${formatPaise(amountPaise - tax.tdsPaise)} paid out)`,
          });
        }
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error;
        const { winningsPaise } = await userBalance(tx, userId);
        throw new InsufficientFundsError({
          id: 'error.withdrawal.onlyWinnings',
          values: { amount: formatPaise(winningsPaise) },
        });
      }
      const [created] = await tx
        .insert(withdrawals)
        .values({
          id: walletTx.id,
          userId,
          amountPaise,
          tdsPaise: tax.tdsPaise,
          netWinningsPaise: tax.netWinningsPaise,
          destination,
          beneficiary: { userId, name: user.fullName, email: user.email, phone: user.phone },
          status: 'requested',
        })
        .returning();
      if (!created) throw new Error('withdrawal insert returned no row');
      notify((notifier) => {
        notifier.balanceChanged(userId);
        notifier.withdrawalUpdated(userId, created.id, 'requested');
      });
      return created;
    });
    if (amountPaise < this.config.autoApproveBelowPaise) {
      return this.approve(row.id, null, null);
    }
    return toWithdrawal(row);
  }

  async list(status: WithdrawalStatus): Promise<AdminWithdrawal[]> {
    const rows = await this.db
      .select({ withdrawal: withdrawals, userName: users.fullName, userEmail: users.email })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(eq(withdrawals.status, status))
      .orderBy(status === 'requested' ? asc(withdrawals.createdAt) : desc(withdrawals.createdAt))
      .limit(200);
    return rows.map((row) => this.#toAdmin(row.withdrawal, row.userName, row.userEmail));
  }

  #toAdmin(row: WithdrawalRow, userName: string, userEmail: string): AdminWithdrawal {
    return {
      ...toWithdrawal(row),
      userId: row.userId,
      userName,
      userEmail,
      payoutId: row.payoutId,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  }

  async #adminView(id: string): Promise<AdminWithdrawal> {
    const [row] = await this.db
      .select({ withdrawal: withdrawals, userName: users.fullName, userEmail: users.email })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(eq(withdrawals.id, id));
    if (!row) throw notFound('Withdrawal not found.');
    return this.#toAdmin(row.withdrawal, row.userName, row.userEmail);
  }

  /**
   * Sends the payout. The withdrawal is marked approved first, in its own transaction, so two
   * admins clicking at once send one payout; the provider call carries the withdrawal id as its
   * idempotency key, so a retry after a crash cannot pay twice either.
   */
  async approve(id: string, adminId: string | null, ipAddress: string | null): Promise<AdminWithdrawal> {
    const row = await this.#commitThenNotify(async (tx, notify) => {
      const [before] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      if (!before) throw notFound('Withdrawal not found.');
      if (!mayFollow(before.status, 'approved')) throw conflict(`This withdrawal is already ${before.status}.`);
      const [after] = await tx
        .update(withdrawals)
        .set({
          status: 'approved',
          reviewedBy: adminId,
          reviewedAt: sql`now()`,
          updatedAt: sql`now()`,
          // Sending is this request's to do: the settlement loop keeps off it for a lease.
          nextCheckAt: sql`now() + make_interval(secs => ${PAYOUT_LEASE_MS / 1000})`,
        })
        .where(eq(withdrawals.id, id))
        .returning();
      await recordAudit(tx, {
        actorId: adminId,
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: id,
        reason: adminId ? null : 'Approved automatically below the configured amount',
        before: { status: before.status },
        after: { status: 'approved' },
        ipAddress,
      });
      await publishEvent(tx, {
        type: 'withdrawal.updated',
        userId: before.userId,
        withdrawalId: id,
        status: 'approved',
        amountPaise: before.amountPaise,
        reason: null,
      });
      notify((notifier) => notifier.withdrawalUpdated(before.userId, id, 'approved'));
      return after as WithdrawalRow;
    });
    await this.#sendOrGiveUp(row);
    return this.#adminView(id);
  }

  /**
   * Sends the payout. A passing failure (the provider unreachable) leaves the withdrawal approved
   * for the settlement loop to send again with the same key; a refusal the provider will always
   * repeat (a bad UPI id or IFSC) fails it and returns the money, so it is never stuck.
   */
  async #sendOrGiveUp(row: WithdrawalRow): Promise<void> {
    try {
      await this.sendPayout(row);
    } catch (error) {
      if (error instanceof RazorpayXError && error.permanent) {
        await this.applyPayoutStatus(
          {
            id: `refused:${row.id}`,
            status: 'rejected',
            failureReason: 'The bank details were refused by the payout provider.',
          },
          row.id,
        );
        return;
      }
      this.log.warn({ err: error, withdrawalId: row.id }, `payout for ${row.id} not sent yet`);
      // Tried again on the payout schedule, counted from the approval.
      await this.#scheduleNextCheck(row);
    }
  }

  /** The moment a payout went (or first should have gone) to the provider: its approval. */
  #sentAt(row: WithdrawalRow): Date {
    return row.reviewedAt ?? row.createdAt;
  }

  /** Sets when an approved withdrawal's payout is next looked at (payout-checks.ts). */
  async #scheduleNextCheck(row: WithdrawalRow): Promise<void> {
    const delayMs = payoutCheckDelayMs(Date.now() - this.#sentAt(row).getTime());
    await this.db
      .update(withdrawals)
      .set({ nextCheckAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
      .where(and(eq(withdrawals.id, row.id), eq(withdrawals.status, 'approved')));
  }

  /** Asks the provider to pay; safe to repeat for an approved withdrawal (idempotency key). */
  async sendPayout(row: WithdrawalRow): Promise<void> {
    let beneficiary = row.beneficiary as PayoutRequest['beneficiary'] | null;
    if (!beneficiary) {
      const [user] = await this.db.select().from(users).where(eq(users.id, row.userId));
      if (!user) throw notFound('Account not found.');
      beneficiary = { userId: user.id, name: user.fullName, email: user.email, phone: user.phone };
    }
    const payout = await this.payouts.createPayout({
      idempotencyKey: row.id,
      amountPaise: payoutOf(row),
      destination: row.destination as WithdrawalDestination,
      beneficiary,
    });
    // The first look comes soon after sending (payout-checks.ts), not at the next lease's end.
    await this.db
      .update(withdrawals)
      .set({
        payoutId: payout.id,
        updatedAt: sql`now()`,
        nextCheckAt: sql`now() + make_interval(secs => ${payoutCheckDelayMs(0) / 1000})`,
      })
      .where(eq(withdrawals.id, row.id));
    await updateHistory(this.db, row.id, { reference: payout.id });
    await this.applyPayoutStatus(payout);
  }

  async reject(id: string, adminId: string, reason: string, ipAddress: string): Promise<AdminWithdrawal> {
    await this.#commitThenNotify(async (tx, notify) => {
      const [before] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      if (!before) throw notFound('Withdrawal not found.');
      if (!mayFollow(before.status, 'rejected')) throw conflict(`This withdrawal is already ${before.status}.`);
      await this.#returnMoney(tx, notify, before, 'rejected', `Rejected: ${reason}`, reason);
      await tx.update(withdrawals).set({ reviewedBy: adminId, reviewedAt: sql`now()` }).where(eq(withdrawals.id, id));
      await recordAudit(tx, {
        actorId: adminId,
        action: 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: id,
        reason,
        before: { status: before.status },
        after: { status: 'rejected' },
        ipAddress,
      });
    });
    return this.#adminView(id);
  }

  /** Money back from `payouts` to the player's winnings; the player sees why. */
  async #returnMoney(
    tx: Transaction,
    notify: Notify,
    row: WithdrawalRow,
    status: 'rejected' | 'failed',
    details: string,
    reason: string,
  ) {
    const accounts = await userAccounts(tx, row.userId);
    await transfer(tx, {
      fromAccountId: await platformAccount(tx, 'payouts'),
      toAccountId: accounts.winnings,
      amountPaise: payoutOf(row),
      reason: 'withdrawal_return',
      refType: 'withdrawal',
      refId: row.id,
      idempotencyKey: `withdrawal-return:${row.id}`,
    });
    await returnTds(tx, row, accounts.winnings);
    await tx.update(withdrawals).set({ status, reason, updatedAt: sql`now()` }).where(eq(withdrawals.id, row.id));
    await updateHistory(tx, row.id, { status: 'failed', details, failureReason: reason });
    await publishEvent(tx, {
      type: 'withdrawal.updated',
      userId: row.userId,
      withdrawalId: row.id,
      status,
      amountPaise: row.amountPaise,
      reason,
    });
    notify((notifier) => {
      notifier.balanceChanged(row.userId);
      notifier.withdrawalUpdated(row.userId, row.id, status);
    });
  }

  /**
   * A payout's news, from its webhook or from polling: processed completes the withdrawal (the
   * money leaves through the gateway); failed, reversed or rejected return it. Idempotent. What
   * each status means for the withdrawal is decided in withdrawal-status.ts.
   */
  async applyPayoutStatus(payout: Payout, withdrawalId?: string): Promise<void> {
    if (!isFinalPayout(payout.status)) return;
    let closedButProcessed: WithdrawalRow | null = null;
    await this.#commitThenNotify(async (tx, notify) => {
      let [row] = await tx
        .select()
        .from(withdrawals)
        .where(withdrawalId ? eq(withdrawals.id, withdrawalId) : eq(withdrawals.payoutId, payout.id))
        .for('update');
      if (!row && payout.referenceId) {
        // The provider made the payout but its answer never reached us: its reference is ours.
        [row] = await tx
          .select()
          .from(withdrawals)
          .where(and(eq(withdrawals.id, payout.referenceId), isNull(withdrawals.payoutId)))
          .for('update');
        if (row) {
          await tx.update(withdrawals).set({ payoutId: payout.id }).where(eq(withdrawals.id, row.id));
          row = { ...row, payoutId: payout.id };
        }
      }
      if (!row) return;
      const effect = payoutEffect(row.status, payout.status);
      if (effect === 'check_paid') {
        // Either an old event arriving late (the payout was reversed since) or a real payout for
        // money already returned: the provider's current word decides, after this transaction.
        closedButProcessed = row;
        return;
      }
      const reason = failureText(payout.failureReason);
      if (effect === 'reverse') {
        // The bank sent the money back after paying it out: it returns to the player's winnings.
        const accounts = await userAccounts(tx, row.userId);
        await returnTds(tx, row, accounts.winnings);
        await transfer(tx, {
          fromAccountId: await platformAccount(tx, 'gateway'),
          toAccountId: accounts.winnings,
          amountPaise: payoutOf(row),
          reason: 'payout_reversal',
          refType: 'withdrawal',
          refId: row.id,
          idempotencyKey: `payout-reversal:${row.id}`,
        });
        await tx
          .update(withdrawals)
          .set({ status: 'failed', reason, updatedAt: sql`now()` })
          .where(eq(withdrawals.id, row.id));
        await updateHistory(tx, row.id, {
          status: 'failed',
          details: `Payout reversed: ${reason} The amount is back in your winnings.`,
          failureReason: reason,
        });
        await publishEvent(tx, {
          type: 'withdrawal.updated',
          userId: row.userId,
          withdrawalId: row.id,
          status: 'failed',
          amountPaise: row.amountPaise,
          reason,
        });
        const { userId, id } = row;
        notify((notifier) => {
          notifier.balanceChanged(userId);
          notifier.withdrawalUpdated(userId, id, 'failed');
        });
        return;
      }
      if (effect === 'complete') {
        await transfer(tx, {
          fromAccountId: await platformAccount(tx, 'payouts'),
          toAccountId: await platformAccount(tx, 'gateway'),
          amountPaise: payoutOf(row),
          reason: 'payout',
          refType: 'withdrawal',
          refId: row.id,
          idempotencyKey: `payout:${row.id}`,
        });
        await tx
          .update(withdrawals)
          .set({ status: 'processed', updatedAt: sql`now()` })
          .where(eq(withdrawals.id, row.id));
        await updateHistory(tx, row.id, { status: 'paid' });
        await publishEvent(tx, {
          type: 'withdrawal.updated',
          userId: row.userId,
          withdrawalId: row.id,
          status: 'processed',
          amountPaise: row.amountPaise,
          reason: null,
        });
        const { userId, id } = row;
        notify((notifier) => {
          notifier.balanceChanged(userId);
          notifier.withdrawalUpdated(userId, id, 'processed');
        });
      } else if (effect === 'fail') {
        await this.#returnMoney(
          tx,
          notify,
          row,
          'failed',
          `Payout failed: ${reason} The amount is back in your winnings.`,
          reason,
        );
      }
    });
    if (closedButProcessed) await this.#alertIfReallyPaid(payout.id, closedButProcessed);
  }

  async #alertIfReallyPaid(payoutId: string, row: WithdrawalRow): Promise<void> {
    const current = await this.payouts.fetchPayout(payoutId).catch(() => null);
    if (current && !FINAL_SUCCESS.has(current.status)) return;
    // People must look at this one: the player holds the amount twice.
    this.log.error(
      { payoutId, withdrawalId: row.id, status: row.status },
      `ALERT payout ${payoutId} was processed for withdrawal ${row.id}, which is ${row.status}; the amount was also returned to the player`,
    );
  }

  /**
   * Asks the provider about sent payouts whose next look is due (webhooks may be lost), and sends
   * again those an approval could not send. Each payout is taken under a lease first (its next
   * look moved past the lease, in one statement that skips rows another instance holds), so two
   * instances never ask about one payout at once; after the look, its next one is set by the
   * schedule in payout-checks.ts. Rows of older data without a next look are due once their last
   * change is a lease old.
   */
  async settleApprovedPayouts(): Promise<number> {
    let settled = 0;
    for (let taken = 0; taken < PAYOUTS_PER_PASS; taken++) {
      const row = await this.#takeDuePayout();
      if (!row) break;
      try {
        // Approved but never sent (a passing failure, or a crash between the two steps): send it
        // now, idempotently; sending sets the next look.
        if (!row.payoutId) {
          await this.#sendOrGiveUp(row);
          continue;
        }
        const payout = await this.payouts.fetchPayout(row.payoutId);
        if (payout && isFinalPayout(payout.status)) {
          await this.applyPayoutStatus(payout);
          settled++;
        }
      } catch (error) {
        this.log.warn({ err: error, withdrawalId: row.id }, `settling payout of ${row.id} failed`);
      }
      // Still in flight (or the look failed): look again later. A settled row is left alone.
      if (row.payoutId) await this.#scheduleNextCheck(row);
    }
    return settled;
  }

  /** The approved withdrawal whose payout is due a look the longest, taken under a lease; or none. */
  async #takeDuePayout(): Promise<WithdrawalRow | undefined> {
    const leaseSeconds = PAYOUT_LEASE_MS / 1000;
    const taken = await this.db.execute<{ id: string }>(sql`
      UPDATE ${withdrawals} SET next_check_at = now() + make_interval(secs => ${leaseSeconds})
      WHERE id IN (
        SELECT id FROM ${withdrawals}
        WHERE status = 'approved'
          AND (
            next_check_at <= now()
            OR (next_check_at IS NULL AND updated_at < now() - make_interval(secs => ${leaseSeconds}))
          )
        ORDER BY coalesce(next_check_at, updated_at)
        LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    const [claimed] = (taken as unknown as { rows: Array<{ id: string }> }).rows;
    if (!claimed) return undefined;
    const [row] = await this.db.select().from(withdrawals).where(eq(withdrawals.id, claimed.id));
    return row;
  }

  async listForUser(userId: string): Promise<Withdrawal[]> {
    const rows = await this.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.createdAt))
      .limit(100);
    return rows.map(toWithdrawal);
  }
}
