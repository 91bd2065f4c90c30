import { DEPOSIT_LIMITS } from '@ludo/shared/limits';
import { formatPaise, rupeesToPaise } from '@ludo/shared/money';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@ludo/shared/payments/payments.schemas';
import type { PaymentsConfig } from '../../config';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { publishEvent } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import { startOfIstDay, startOfIstMonth, startOfIstWeek } from '../../lib/india-time';
import { type ServiceLog, unreadLog } from '../../lib/service-log';
import { platformAccount, transfer, userAccounts, userBalance } from '../ledger/ledger.service';
import { lockPlayerRow } from '../users/users.repository';
import {
  depositSums,
  depositsWaitingSince,
  findDepositByProviderOrder,
  findHistoryRow,
  type HistoryRow,
  type HistoryStatus,
  recordHistory,
  updateHistory,
} from '../wallet/wallet-history';
import { checkoutSignature, type PaymentProvider, type ProviderPayment, signatureMatches } from './providers/provider';

export type DepositAmounts = Record<'day' | 'week' | 'month', number>;
export type DepositGate = (tx: Transaction, userId: string, amountPaise: number, used: DepositAmounts) => Promise<void>;

const PENDING: readonly HistoryStatus[] = ['created', 'pending'];

/** Razorpay keeps an order payable for a while; after this an unpaid order is given up. */
export const ORDER_PAYABLE_MINUTES = 10;
/** Orders still unpaid after this long are settled with the provider by the background job. */
export const SETTLE_AFTER_MINUTES = 3;

export const verificationFailed = (message: string) => new AppError(400, 'VERIFICATION_FAILED', message);

/**
 * Deposits (the product's add-money flow): an order with the provider, the checkout in the browser, then
 * verification, a webhook or the settlement job, whichever comes first, credits the deposit
 * account exactly once per provider payment.
 */
export class PaymentsService {
  constructor(
    private readonly db: Database,
    private readonly provider: PaymentProvider,
    private readonly config: PaymentsConfig,
    /** Told after money reached a player (the realtime layer refreshes their balance). */
    private readonly onCredited: (userId: string) => void = () => undefined,
    private readonly log: ServiceLog = unreadLog,
    /** Refuses a deposit past the player's own limits or during a break; by default none is refused. */
    private readonly depositGate: DepositGate = async () => undefined,
  ) {}

  /** What the player deposited today, this week and this month, read now (outside a deposit's transaction). */
  depositUsageNow(userId: string): Promise<DepositAmounts> {
    return this.depositUsage(this.db, userId);
  }

  /**
   * What the player deposited today, this week and this month (India time), counting every
   * deposit that is paid or may still be paid (docs/decisions/0007).
   */
  depositUsage(db: DbOrTx, userId: string, now = new Date()): Promise<DepositAmounts> {
    return depositSums(
      db,
      userId,
      { day: startOfIstDay(now).start, week: startOfIstWeek(now), month: startOfIstMonth(now) },
      // A Razorpay order stays payable after we give it up (a cancelled checkout, a failed
      // attempt), so it keeps counting; the sandbox refuses payment for closed orders.
      { statuses: ['created', 'pending', 'paid'], providers: ['razorpay'] },
    );
  }

  async createOrder(userId: string, amountRupees: number, method: PaymentMethod | undefined) {
    const amountPaise = rupeesToPaise(amountRupees);
    // The per-day limit counts every deposit of the day in India time that is paid or may still
    // be paid; the user's row lock makes two orders at once count against each other.
    const walletTx = await this.db.transaction(async (tx) => {
      await lockPlayerRow(tx, userId);
      const used = await this.depositUsage(tx, userId);
      const dailyPaise = rupeesToPaise(DEPOSIT_LIMITS.maxPerDayRupees);
      if (used.day + amountPaise > dailyPaise) {
        const left = Math.max(0, dailyPaise - used.day);
        throw new AppError(422, 'DAILY_LIMIT', {
          id: 'error.deposit.dailyLimit',
          values: { max: `₹${DEPOSIT_LIMITS.maxPerDayRupees.toLocaleString('en-IN')}`, left: formatPaise(left) },
        });
      }
      // The player's own limits and breaks (responsible gaming), under the same lock.
      await this.depositGate(tx, userId, amountPaise, used);
      return recordHistory(tx, {
        userId,
        type: 'add_money',
        amountPaise,
        status: 'created',
        method: method ? PAYMENT_METHOD_LABELS[method] : null,
        provider: this.provider.name,
      });
    });

    try {
      const order = await this.provider.createOrder({ amountPaise, receipt: walletTx.id });
      await updateHistory(this.db, walletTx.id, { providerOrderId: order.id });
      return { order, transactionId: walletTx.id };
    } catch (error) {
      await this.markFailed(walletTx.id, 'The payment provider could not create the order.');
      throw error;
    }
  }

  /** The browser's confirmation after checkout: signature, then the provider's own word. */
  async verify(
    userId: string,
    body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string; transactionId: string },
  ): Promise<{ balancePaise: number }> {
    // Another player's transaction is answered exactly like a missing one.
    const walletTx = await findHistoryRow(this.db, body.transactionId, { userId, type: 'add_money' });
    if (!walletTx) throw notFound('Transaction not found.');
    if (!walletTx.providerOrderId || walletTx.providerOrderId !== body.razorpay_order_id) {
      throw verificationFailed('This payment is not for this transaction.');
    }
    const expected = checkoutSignature(this.config.keySecret, walletTx.providerOrderId, body.razorpay_payment_id);
    if (!signatureMatches(expected, body.razorpay_signature))
      throw verificationFailed('The payment signature is not valid.');

    if (!(walletTx.status === 'paid' && walletTx.providerPaymentId === body.razorpay_payment_id)) {
      let payment = await this.provider.fetchPayment(body.razorpay_payment_id);
      if (!payment || payment.orderId !== walletTx.providerOrderId) {
        throw verificationFailed('The payment provider does not know this payment.');
      }
      if (payment.amountPaise !== walletTx.amountPaise) {
        throw verificationFailed('The amount paid does not match the order.');
      }
      if (payment.status === 'authorized') {
        // Automatic capture may win the race with ours; whatever happened, read the payment again.
        const capture = await this.provider.capturePayment(payment).catch((error: unknown) => {
          this.log.warn(
            { err: error, transactionId: walletTx.id },
            `capturing payment ${body.razorpay_payment_id} failed`,
          );
          return null;
        });
        payment = capture ?? (await this.provider.fetchPayment(payment.id)) ?? payment;
      }
      if (payment.status !== 'captured') throw verificationFailed('The payment has not been completed.');
      await this.creditDeposit(walletTx.id, payment);
    }
    const balance = await userBalance(this.db, userId);
    return { balancePaise: balance.depositPaise + balance.winningsPaise };
  }

  /**
   * Credits a captured payment to its transaction's player, at most once per payment id and per
   * transaction, whoever reports it first (verify, webhook, settlement).
   */
  async creditDeposit(walletTxId: string, payment: ProviderPayment): Promise<boolean> {
    let creditedTo: string | undefined;
    const credited = await this.db.transaction(async (tx) => {
      const walletTx = await findHistoryRow(tx, walletTxId, { lock: true });
      if (!walletTx) throw notFound('Transaction not found.');
      if (walletTx.status === 'paid') {
        if (walletTx.providerPaymentId !== payment.id) {
          // A second captured payment for one order: the player was charged twice. Needs a refund.
          this.log.error(
            { paymentId: payment.id, transactionId: walletTx.id, paidBy: walletTx.providerPaymentId },
            `ALERT second captured payment ${payment.id} for paid transaction ${walletTx.id}; refund it`,
          );
        }
        return false;
      }
      if (payment.amountPaise !== walletTx.amountPaise || payment.orderId !== walletTx.providerOrderId) {
        throw verificationFailed('The payment does not match the order.');
      }
      await this.#creditWithin(tx, walletTx, payment);
      creditedTo = walletTx.userId;
      // Only here, where the money moved: a repeat of verify, webhook or settlement returned above.
      await publishEvent(tx, {
        type: 'payment.deposit_credited',
        userId: walletTx.userId,
        amountPaise: walletTx.amountPaise,
        reference: payment.id,
      });
      return true;
    });
    if (credited && creditedTo) this.onCredited(creditedTo);
    return credited;
  }

  async #creditWithin(tx: Transaction, walletTx: HistoryRow, payment: ProviderPayment) {
    const accounts = await userAccounts(tx, walletTx.userId);
    const gateway = await platformAccount(tx, 'gateway');
    await transfer(tx, {
      fromAccountId: gateway,
      toAccountId: accounts.deposit,
      amountPaise: walletTx.amountPaise,
      reason: 'deposit',
      refType: 'wallet_transaction',
      refId: walletTx.id,
      idempotencyKey: `deposit:${payment.id}`,
    });
    await updateHistory(tx, walletTx.id, {
      status: 'paid',
      providerPaymentId: payment.id,
      reference: payment.id,
      method: methodLabel(payment.method) ?? walletTx.method,
      // A payment that came after a cancel or a failure clears what the history said of it.
      failureReason: null,
      details: null,
    });
  }

  /**
   * A failed attempt leaves a paid transaction alone: a later attempt may have succeeded. The
   * player hears of it (not of a checkout they closed themselves).
   */
  async markFailed(walletTxId: string, reason: string, { notify = true }: { notify?: boolean } = {}): Promise<void> {
    await this.db.transaction(async (tx) => {
      const failed = await updateHistory(
        tx,
        walletTxId,
        { status: 'failed', failureReason: reason, details: reason },
        PENDING,
      );
      if (failed && notify) {
        await publishEvent(tx, {
          type: 'payment.deposit_failed',
          userId: failed.userId,
          amountPaise: failed.amountPaise,
          transactionId: failed.id,
          reason,
        });
      }
    });
  }

  /**
   * The player closed the checkout: the order no longer counts against the day's limit. A payment
   * that still arrives for it later is credited all the same (crediting accepts a failed order).
   */
  async cancel(userId: string, walletTxId: string): Promise<void> {
    const walletTx = await findHistoryRow(this.db, walletTxId, { userId, type: 'add_money' });
    if (!walletTx) throw notFound('Transaction not found.');
    await this.markFailed(walletTx.id, 'Cancelled by the player.', { notify: false });
  }

  findByOrderId(orderId: string): Promise<HistoryRow | undefined> {
    return findDepositByProviderOrder(this.db, orderId);
  }

  /**
   * Orders left unpaid: asks the provider about each; credits a captured payment, and gives up on
   * orders past the provider's payable window. Safe to run on several instances at once.
   */
  async settleStaleOrders(): Promise<{ credited: number; failed: number }> {
    const stale = await depositsWaitingSince(this.db, { statuses: PENDING, minutes: SETTLE_AFTER_MINUTES, limit: 50 });
    let credited = 0;
    let failed = 0;
    for (const walletTx of stale) {
      // One order the provider cannot answer for must not hold up the others.
      try {
        const payments = walletTx.providerOrderId ? await this.provider.paymentsOfOrder(walletTx.providerOrderId) : [];
        const captured = payments.find((p) => p.status === 'captured' && p.amountPaise === walletTx.amountPaise);
        if (captured) {
          if (await this.creditDeposit(walletTx.id, captured)) credited++;
          continue;
        }
        const ageMinutes = (Date.now() - walletTx.createdAt.getTime()) / 60_000;
        if (ageMinutes > ORDER_PAYABLE_MINUTES + 2) {
          await this.markFailed(walletTx.id, 'The payment was not completed in time.');
          failed++;
          // Money the player paid that matched no order: nothing credits it, so someone must refund it.
          for (const odd of payments.filter((p) => p.status === 'captured')) {
            this.log.error(
              { paymentId: odd.id, transactionId: walletTx.id, amountPaise: odd.amountPaise },
              `ALERT captured payment ${odd.id} of ${odd.amountPaise} paise does not match transaction ${walletTx.id}; refund it`,
            );
          }
        }
      } catch (error) {
        this.log.warn({ err: error, transactionId: walletTx.id }, `settling transaction ${walletTx.id} failed`);
      }
    }
    return { credited, failed };
  }
}

function methodLabel(method: string | null): string | null {
  if (!method) return null;
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}
