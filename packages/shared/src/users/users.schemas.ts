import { z } from 'zod';
import {
  emailSchema,
  fullNameSchema,
  MESSAGES,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  phoneSchema,
} from '../auth/auth.schemas';
import { kycDetailsSchema } from '../kyc/kyc.schemas';
import { INDIAN_STATES, STATE_REQUIRED_MESSAGE } from './indian-states';

export const roleSchema = z.enum(['player', 'admin']);
export type Role = z.infer<typeof roleSchema>;
/** `closed`: the player closed the account; their personal data is gone (docs/decisions/0015). */
export const userStatusSchema = z.enum(['active', 'suspended', 'closed']);
export type UserStatus = z.infer<typeof userStatusSchema>;
export { type KycStatus, kycStatusSchema } from '../kyc/kyc-status';

/**
 * GET /api/users/profile: the user object of the product (docs/product-rules.md, Profile and settings),
 * balance in rupees.
 */
export const profileSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  ludoPlayerId: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  createdAt: z.string(),
  balance: z.number(),
  /** The balance's two parts (rupees): added money is playable; only winnings can be withdrawn. */
  balanceBreakdown: z.object({ deposit: z.number(), winnings: z.number() }),
  /** Our own protected address of the profile picture, or null. */
  avatarUrl: z.string().nullable(),
  kycDetails: kycDetailsSchema,
  /** The state the player lives in, or null until they say. */
  state: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileBodySchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const changePasswordBodySchema = z
  .object({
    // Checked against the stored hash, like a login: whatever it holds, a mismatch is just wrong.
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const changePasswordResponseSchema = z.object({
  message: z.string(),
  /** A fresh access token for this device; every other session was signed out. */
  accessToken: z.string(),
});

/** POST /api/users/close-account: the player's password, to be sure it is them. */
export const closeAccountBodySchema = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128),
});
export type CloseAccountBody = z.infer<typeof closeAccountBodySchema>;

/** PUT /api/users/state: the player's state, given once (a change goes through support). */
export const setStateBodySchema = z.object({ state: z.enum(INDIAN_STATES, { error: STATE_REQUIRED_MESSAGE }) });
