import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxOrders, sandboxPayments } from '../../../db/schema';
import { type PaymentProvider, type ProviderPayment, razorpayStyleId } from './provider';

const toPayment = (row: typeof sandboxPayments.$inferSelect): ProviderPayment => ({
  id: row.id,
  orderId: row.orderId,
  amountPaise: row.amountPaise,
  status: row.status,
  method: row.method,
});

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

  async #record(orderId: string, method: string, status: 'captured' | 'failed') {
    const [order] = await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!order) return null;
    const [row] = await this.db
      .insert(sandboxPayments)
      .values({ id: razorpayStyleId('pay'), orderId, amountPaise: order.amountPaise, method, status })
      .returning();
    return row ? toPayment(row) : null;
  }
}
