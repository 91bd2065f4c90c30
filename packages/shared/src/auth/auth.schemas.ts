import { z } from 'zod';
import { normalizeIndianMobile } from './phone';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid 10-digit Indian mobile number',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  ludoPlayerIdRequired: 'Ludo player ID is required',
  ageConfirmationRequired: 'You must confirm that you are 18 or older',
  identifierRequired: 'Email or phone is required',
  passwordRequired: 'Password is required',
} as const;

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const fullNameSchema = z
  .string({ error: MESSAGES.fullNameRequired })
  .trim()
  .min(1, MESSAGES.fullNameRequired)
  .max(100, 'Full name must be at most 100 characters');

export const emailSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

/** Accepts 98765 43210, +919876543210, 09876543210…; outputs +919876543210. */
export const phoneSchema = z.string({ error: MESSAGES.phoneInvalid }).transform((value, ctx) => {
  const normalized = normalizeIndianMobile(value);
  if (!normalized) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
    return z.NEVER;
  }
  return normalized;
});

export const ludoPlayerIdSchema = z
  .string({ error: MESSAGES.ludoPlayerIdRequired })
  .trim()
  .min(1, MESSAGES.ludoPlayerIdRequired)
  .max(40, 'Ludo player ID must be at most 40 characters');

/** The register form's fields exactly as the product description lists them, plus the 18+ box. */
export const registerBodySchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
    ludoPlayerId: ludoPlayerIdSchema,
    referralCode: z.string().trim().max(40, 'Referral code must be at most 40 characters').optional().or(z.literal('')),
    ageConfirmed: z.literal(true, { error: MESSAGES.ageConfirmationRequired }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  userId: z.string(),
});

export const loginBodySchema = z.object({
  identifier: z.string({ error: MESSAGES.identifierRequired }).trim().min(1, MESSAGES.identifierRequired).max(254),
  password: passwordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const accessTokenResponseSchema = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** Claims of the access token (DESIGN section 5): the spec reads userId from it. */
export interface AccessTokenClaims {
  userId: string;
  /** The refresh-token family (a device session) the token was issued for. */
  sid: string;
  role: 'player' | 'admin';
}
