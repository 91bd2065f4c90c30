import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxOrders, sandboxPayments } from '../../../db/schema';
import { conflict } from '../../../lib/errors';
import { type PaymentProvider, type ProviderPayment, razorpayStyleId } from './provider';

const toPayment = (row: typeof sandboxPayments.$inferSelect): ProviderPayment => ({
  id: row.id,
  orderId: row.orderId,
  amountPaise: row.amountPaise,
  status: row.status,
  method: row.method,
});

/** Razorpay takes no further attempt on an order once a payment of it is captured. */
export const orderAlreadyPaid = () => conflict('ORDER_ALREADY_PAID', 'This order has already been paid.');

/**
 * The default provider: Razorpay's contract kept in this database. Its checkout sheet is served by
 * our own web app; paying or failing there records a payment here (see payments.sandbox.routes).
 * Payments are captured at once, as Razorpay does with automatic capture.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    readonly keyId: string,
  ) {}

  async createOrder(input: { amountPaise: number; receipt: string }) {
    const id = razorpayStyleId('order');
    await this.db
      .insert(sandboxOrders)
      .values({ id, amountPaise: input.amountPaise, currency: 'INR', receipt: input.receipt });
    return { id, amountPaise: input.amountPaise, currency: 'INR' as const };
  }

  async fetchPayment(paymentId: string) {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    return row ? toPayment(row) : null;
  }

  async capturePayment(payment: ProviderPayment) {
    return payment;
  }

  async paymentsOfOrder(orderId: string) {
    const rows = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    return rows.map(toPayment);
  }

  /** The sheet's "Pay": a captured payment for the whole order. */
  async pay(orderId: string, method: string): Promise<ProviderPayment | null> {
    return this.#record(orderId, method, 'captured');
  }

  /** The sheet's "Fail payment": a failed attempt, as when a bank declines. */
  async fail(orderId: string, method: string): Promise<ProviderPayment | null> {
    return this.#record(orderId, method, 'failed');
  }

  /**
   * One attempt on the order. The order's row is locked for the check and the insert, so presses at
   * once (on any instance) take turns and at most one payment of an order is ever captured; once it
   * is, every later attempt is refused with `orderAlreadyPaid`, as Razorpay refuses a paid order.
   */
  async #record(orderId: string, method: string, status: 'captured' | 'failed') {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId)).for('update');
      if (!order) return null;
      const [captured] = await tx
        .select({ id: sandboxPayments.id })
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.status, 'captured')))
        .limit(1);
      if (captured) throw orderAlreadyPaid();
      const [row] = await tx
        .insert(sandboxPayments)
        .values({ id: razorpayStyleId('pay'), orderId, amountPaise: order.amountPaise, method, status })
        .returning();
      return row ? toPayment(row) : null;
    });
  }
}
