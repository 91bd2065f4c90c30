import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ServiceLog } from '../../lib/service-log';
import type { Payout, PayoutStatus } from '../withdrawals/payouts/payout-provider';
import type { PaymentsService } from './payments.service';
import { hmacHex, signatureMatches } from './providers/provider';

/** The part of a Razorpay webhook we act on. */
const webhookPayloadSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payout: z
        .object({
          entity: z.object({
            id: z.string(),
            status: z.string(),
            failure_reason: z.string().nullable().optional(),
            status_details: z.object({ description: z.string().nullable().optional() }).nullable().optional(),
            reference_id: z.string().nullable().optional(),
          }),
        })
        .optional(),
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullable().optional(),
            amount: z.number().int(),
            status: z.string(),
            method: z.string().nullable().optional(),
            error_description: z.string().nullable().optional(),
          }),
        })
        .optional(),
    })
    .passthrough(),
});

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'bad_signature';

/** A webhook as received: its exact bytes (the signature is over them) and Razorpay's headers. */
export interface WebhookDelivery {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

/**
 * Razorpay delivers each webhook at least once and may race the browser's verify call; both end
 * in the same idempotent credit, so a payment is credited once whatever arrives first.
 */
export async function handleWebhook(
  db: Database,
  payments: PaymentsService,
  webhookSecret: string,
  input: WebhookDelivery,
  /** RazorpayX payout events (payout.processed, .failed, .reversed, .rejected) go to withdrawals. */
  onPayout: (payout: Payout) => Promise<void>,
  log: ServiceLog,
): Promise<WebhookOutcome> {
  if (!signatureMatches(hmacHex(webhookSecret, input.rawBody), input.signature)) return 'bad_signature';
  const [seen] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, input.eventId));
  if (seen) return 'duplicate';

  let json: unknown;
  try {
    json = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    return 'ignored';
  }
  const parsed = webhookPayloadSchema.safeParse(json);
  if (!parsed.success) return 'ignored';
  const { event } = parsed.data;
  const payment = parsed.data.payload.payment?.entity;
  const payout = parsed.data.payload.payout?.entity;
  let outcome: WebhookOutcome = 'ignored';
  if (payout && event.startsWith('payout.')) {
    await onPayout({
      id: payout.id,
      status: payout.status as PayoutStatus,
      // failure_reason is deprecated by RazorpayX in favour of status_details.description.
      failureReason: payout.status_details?.description ?? payout.failure_reason ?? null,
      referenceId: payout.reference_id ?? null,
    });
    outcome = 'processed';
  }
  if (payment?.order_id) {
    const walletTx = await payments.findByOrderId(payment.order_id);
    if (walletTx && (event === 'payment.captured' || event === 'order.paid') && payment.status === 'captured') {
      try {
        await payments.creditDeposit(walletTx.id, {
          id: payment.id,
          orderId: payment.order_id,
          amountPaise: payment.amount,
          status: 'captured',
          method: payment.method ?? null,
        });
        outcome = 'processed';
      } catch (error) {
        // A payment that does not match its order is never credited; answering an error would only
        // make Razorpay deliver it again and again. It is logged for support to refund.
        if (!(error instanceof AppError)) throw error;
        log.error({ err: error, paymentId: payment.id }, `webhook payment ${payment.id} not credited`);
        outcome = 'ignored';
      }
    } else if (walletTx && event === 'payment.failed') {
      await payments.markFailed(walletTx.id, payment.error_description ?? 'The payment failed.');
      outcome = 'processed';
    }
  }
  // Recorded after the work: a crash in between means a redelivery does the (idempotent) work again.
  await db.insert(paymentWebhookEvents).values({ eventId: input.eventId, event }).onConflictDoNothing();
  return outcome;
}
