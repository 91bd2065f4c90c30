import { z } from 'zod';
import { DEPOSIT_LIMITS } from '../limits';
import { singleLineText } from '../text';

export const paymentMethodSchema = z.enum(['upi', 'card', 'netbanking']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Credit/Debit Card',
  netbanking: 'Net Banking',
};

export const ENTER_AMOUNT_MESSAGE = 'Enter an amount to proceed';

/** POST /api/payment: amount in rupees (whole rupees or paise precision), currency INR. */
export const createOrderBodySchema = z.object({
  amount: z
    .number({ error: ENTER_AMOUNT_MESSAGE })
    .positive(ENTER_AMOUNT_MESSAGE)
    // Money is whole paise: 100.5 is fine, 100.505 is not.
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Amount can have at most two decimal places')
    .refine((n) => n >= DEPOSIT_LIMITS.minRupees, `The minimum deposit is ₹${DEPOSIT_LIMITS.minRupees}`)
    .refine(
      (n) => n <= DEPOSIT_LIMITS.maxPerTransactionRupees,
      `The maximum deposit is ₹${DEPOSIT_LIMITS.maxPerTransactionRupees.toLocaleString('en-IN')} per transaction`,
    ),
  currency: z.literal('INR', { error: 'Only INR is supported' }),
  method: paymentMethodSchema.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const createOrderResponseSchema = z.object({
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }),
  transactionId: z.string(),
  provider: z.enum(['sandbox', 'razorpay']),
  /** Razorpay's public key id (razorpay provider); the sandbox's own id otherwise. */
  keyId: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** A provider's id or signature, compared as sent (no trimming). */
const providerText = (label: string, maxLength: number) =>
  singleLineText({ label, min: { length: 1 }, max: { length: maxLength }, trim: false });

/** What Razorpay Checkout (and the sandbox sheet) hands the browser after a payment. */
export const verifyPaymentBodySchema = z.object({
  razorpay_order_id: providerText('The order id', 64),
  razorpay_payment_id: providerText('The payment id', 64),
  razorpay_signature: providerText('The signature', 256),
  transactionId: z.uuid('Unknown transaction'),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

export const verifyPaymentResponseSchema = z.object({
  message: z.string(),
  status: z.enum(['paid']),
  balance: z.number(),
});

/** The sandbox checkout sheet's two outcomes. */
export const sandboxPayBodySchema = z.object({
  orderId: providerText('The order id', 64),
  method: paymentMethodSchema,
});
export const sandboxFailBodySchema = z.object({
  orderId: providerText('The order id', 64),
  method: paymentMethodSchema,
});
export const sandboxPayResponseSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export const sandboxFailResponseSchema = z.object({ message: z.string() });

/** POST /api/payment/:transactionId/cancel: the player closed the checkout without paying. */
export const cancelOrderParamsSchema = z.object({ transactionId: z.uuid('Unknown transaction') });
export const cancelOrderResponseSchema = z.object({ message: z.string() });

const perPeriod = <T extends z.ZodType>(value: T) => z.object({ day: value, week: value, month: value });

/**
 * GET /api/payment/limits: what the player deposited today, this week and this month (India
 * time), their own limits (null: none; responsible gaming) and the platform's daily limit. Rupees.
 */
export const depositAllowanceSchema = z.object({
  used: perPeriod(z.number()),
  ownLimits: perPeriod(z.number().nullable()),
  platformDailyLimit: z.number(),
});
export type DepositAllowance = z.infer<typeof depositAllowanceSchema>;
