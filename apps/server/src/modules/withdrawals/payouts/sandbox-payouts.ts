import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { sandboxPayouts } from '../../../db/schema';
import type { Payout, PayoutProvider, PayoutRequest } from './payout-provider';

/** A UPI id or account holder name with this marker makes the sandbox bank refuse the payout. */
const SANDBOX_FAILING_MARKER = 'fail';

/**
 * Payouts kept in this database, settled after a delay as a bank would: processed, or failed
 * when the destination carries the failing marker (so the return path can be exercised).
 */
export class SandboxPayouts implements PayoutProvider {
  constructor(
    private readonly db: Database,
    private readonly delayMs: number,
  ) {}

  async createPayout(request: PayoutRequest): Promise<Payout> {
    const target =
      request.destination.type === 'upi' ? request.destination.upiId : request.destination.accountHolderName;
    const outcome = target.toLowerCase().startsWith(SANDBOX_FAILING_MARKER) ? 'failed' : 'processed';
    await this.db
      .insert(sandboxPayouts)
      .values({
        id: `pout_${randomBytes(7).toString('hex')}`,
        idempotencyKey: request.idempotencyKey,
        amountPaise: request.amountPaise,
        mode: request.destination.type === 'upi' ? 'UPI' : 'IMPS',
        outcome,
        settlesAt: sql`now() + make_interval(secs => ${this.delayMs / 1000})`,
      })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.idempotencyKey, request.idempotencyKey));
    if (!row) throw new Error('sandbox payout missing');
    return (await this.fetchPayout(row.id)) as Payout;
  }

  async fetchPayout(payoutId: string): Promise<Payout | null> {
    const [row] = await this.db
      .select({
        id: sandboxPayouts.id,
        outcome: sandboxPayouts.outcome,
        settled: sql<boolean>`${sandboxPayouts.settlesAt} <= now()`,
      })
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.id, payoutId));
    if (!row) return null;
    if (!row.settled) return { id: row.id, status: 'processing', failureReason: null };
    return row.outcome === 'processed'
      ? { id: row.id, status: 'processed', failureReason: null }
      : { id: row.id, status: 'failed', failureReason: 'The beneficiary bank declined the transfer.' };
  }
}
