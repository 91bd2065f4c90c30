import { z } from 'zod';
import { allowedText, hasForbiddenCharacters, notAllowedMessage, singleLineText } from '../text';
import { INDIAN_STATES, STATE_REQUIRED_MESSAGE } from '../users/indian-states';
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

/**
 * A password as typed at login: checked against the stored hash only, so a password chosen before
 * the character rules is still accepted (anything wrong is just a wrong password).
 */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

/** A password being chosen (register, change): no control characters or broken characters either. */
export const newPasswordSchema = passwordSchema.check(allowedText('Password'));

export const fullNameSchema = singleLineText({
  label: 'Full name',
  required: MESSAGES.fullNameRequired,
  max: { length: 100, message: 'Full name must be at most 100 characters' },
});

export const emailSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid))
  .check(allowedText('Email'));

/** Accepts 98765 43210, +919876543210, 09876543210…; outputs +919876543210. */
export const phoneSchema = z.string({ error: MESSAGES.phoneInvalid }).transform((value, ctx) => {
  const normalized = normalizeIndianMobile(value);
  if (!normalized) ctx.addIssue({ code: 'custom', message: MESSAGES.phoneInvalid });
  // Spaces are dropped from the stored number, but a tab or a control character is not a typo.
  if (hasForbiddenCharacters(value)) ctx.addIssue({ code: 'custom', message: notAllowedMessage('Phone number') });
  return normalized ?? z.NEVER;
});

export const ludoPlayerIdSchema = singleLineText({
  label: 'Ludo player ID',
  required: MESSAGES.ludoPlayerIdRequired,
  max: { length: 40, message: 'Ludo player ID must be at most 40 characters' },
});

/**
 * The register form's fields exactly as the product lists them (docs/product-rules.md,
 * Registration and login), plus the 18+ box.
 */
export const registerBodySchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordRequired }).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
    ludoPlayerId: ludoPlayerIdSchema,
    referralCode: singleLineText({
      label: 'Referral code',
      max: { length: 40, message: 'Referral code must be at most 40 characters' },
    })
      .optional()
      .or(z.literal('')),
    ageConfirmed: z.literal(true, { error: MESSAGES.ageConfirmationRequired }),
    /**
     * Added to the product's form (docs/product-rules.md, Registration and login): where the player
     * lives, for the states where money games are not allowed.
     */
    state: z.enum(INDIAN_STATES, { error: STATE_REQUIRED_MESSAGE }).optional(),
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
  identifier: singleLineText({ label: 'Email or phone', required: MESSAGES.identifierRequired, max: { length: 254 } }),
  password: passwordSchema,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const accessTokenResponseSchema = z.object({ accessToken: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/auth/forgot-password: an email address gets a link, a phone number a code by SMS. */
export const forgotPasswordBodySchema = z.object({
  identifier: singleLineText({ label: 'Email or phone', required: MESSAGES.identifierRequired, max: { length: 254 } }),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/auth/reset-password: the link's token or the SMS code, and the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string({ error: 'The reset link or code is missing' }).trim().min(8, 'Enter the code from the SMS').max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** Claims of the access token (docs/architecture.md, API): the web app reads userId from it. */
export interface AccessTokenClaims {
  userId: string;
  /** The refresh-token family (a device session) the token was issued for. */
  sid: string;
  role: 'player' | 'admin';
}
