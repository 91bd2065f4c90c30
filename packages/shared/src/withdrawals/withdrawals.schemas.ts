import { z } from 'zod';
import { adminReasonSchema } from '../admin/admin-reason';
import { WITHDRAWAL_LIMITS } from '../limits';
import { allowedText, singleLineText } from '../text';

export const ENTER_WITHDRAWAL_AMOUNT_MESSAGE = 'Enter an amount to withdraw';

export const upiIdSchema = z
  .string({ error: 'Enter your UPI ID' })
  .trim()
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, 'Enter a valid UPI ID, like name@bank')
  .check(allowedText('UPI ID'));

export const ifscSchema = z
  .string({ error: 'Enter the IFSC of your branch' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter a valid IFSC, like HDFC0001234')
  .check(allowedText('IFSC'));

export const accountNumberSchema = z
  .string({ error: 'Enter your account number' })
  .trim()
  .regex(/^\d{9,18}$/, 'Enter a valid account number (9 to 18 digits)')
  .check(allowedText('Account number'));

export const accountHolderNameSchema = singleLineText({
  label: 'The account holder’s name',
  required: 'Enter the account holder’s name',
  min: { length: 2, message: 'Enter the account holder’s name' },
  max: { length: 100, message: 'The name must be at most 100 characters' },
});

export const withdrawalDestinationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('upi'), upiId: upiIdSchema }),
  z.object({
    type: z.literal('bank'),
    accountHolderName: accountHolderNameSchema,
    ifsc: ifscSchema,
    accountNumber: accountNumberSchema,
  }),
]);
export type WithdrawalDestination = z.infer<typeof withdrawalDestinationSchema>;

/** POST /api/withdrawals: amount in rupees, from winnings only. */
export const withdrawalRequestBodySchema = z.object({
  amount: z
    .number({ error: ENTER_WITHDRAWAL_AMOUNT_MESSAGE })
    .positive(ENTER_WITHDRAWAL_AMOUNT_MESSAGE)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Amount can have at most two decimal places')
    .refine((n) => n >= WITHDRAWAL_LIMITS.minRupees, `The minimum withdrawal is ₹${WITHDRAWAL_LIMITS.minRupees}`)
    .refine(
      (n) => n <= WITHDRAWAL_LIMITS.maxPerTransactionRupees,
      `The maximum withdrawal is ₹${WITHDRAWAL_LIMITS.maxPerTransactionRupees.toLocaleString('en-IN')} per transaction`,
    ),
  destination: withdrawalDestinationSchema,
});
export type WithdrawalRequestBody = z.input<typeof withdrawalRequestBodySchema>;

export const withdrawalStatusSchema = z.enum(['requested', 'approved', 'processed', 'rejected', 'failed']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  /** What the player asked for, in rupees, before tax. */
  amount: z.number(),
  /** Tax withheld from it under the net winnings rule (0 otherwise); the payout is amount less tds. */
  tds: z.number(),
  status: withdrawalStatusSchema,
  /** "UPI name@bank" or "A/c XXXXXX1234, HDFC0001234": the account number is masked. */
  destination: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalRequestResponseSchema = z.object({ message: z.string(), withdrawal: withdrawalSchema });

/** The admin queue's row: who asked, for how much, to where. */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  payoutId: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawalListSchema = z.object({ withdrawals: z.array(adminWithdrawalSchema) });
export const adminWithdrawalListQuerySchema = z.object({ status: withdrawalStatusSchema.default('requested') });
export const withdrawalIdParamsSchema = z.object({ id: z.uuid('Unknown withdrawal') });
export const withdrawalRejectBodySchema = z.object({ reason: adminReasonSchema });
