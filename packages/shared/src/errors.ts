import { z } from 'zod';
import { RG_ERRORS } from './responsible-gaming/responsible-gaming.schemas';
import { TOURNAMENT_ERROR_CODES } from './tournaments/tournaments.schemas';
import { COINS_ALREADY_CLAIMED } from './wallet/coins.schemas';

/** Every error the API answers has this shape (docs/architecture.md, API). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The server cannot reach its database for the moment (503); the request can be tried again shortly. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/**
 * Every `code` the API answers, one list for the server that throws them and the web app that
 * tells them apart (docs/architecture.md, API). The server's `AppError` takes only these, so a new
 * refusal is added here first; the web app compares against the same type. Besides these, a
 * request Fastify refuses before our code runs keeps Fastify's own code (`FST_…`).
 */
export const API_ERROR_CODES = [
  // Any route
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE,
  'IDEMPOTENCY_CONFLICT',
  // Uploads (multipart forms)
  'MULTIPART_REQUIRED',
  'FORM_UNREADABLE',
  'FORM_FIELD_NOT_ALLOWED',
  'UNEXPECTED_FILE',
  'TOO_MANY_FIELDS',
  'TOO_MANY_FILES',
  'FILE_TOO_LARGE',
  // Accounts, sessions and profiles
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_CLOSED',
  'SESSION_ENDED',
  'REFRESH_TOKEN_REUSED',
  'RESET_TOKEN_INVALID',
  'COMMON_PASSWORD',
  'WRONG_PASSWORD',
  'EMAIL_RESERVED',
  'DUPLICATE_EMAIL',
  'DUPLICATE_PHONE',
  'DUPLICATE_LUDO_PLAYER_ID',
  'STATE_ALREADY_SET',
  'ACCOUNT_NOT_CLOSABLE',
  'PICTURE_REQUIRED',
  'PICTURE_NOT_AN_IMAGE',
  'PICTURE_UNREADABLE',
  'NO_AVATAR',
  'PUSH_ENDPOINT_NOT_ALLOWED',
  // Administration
  'ALREADY_SUSPENDED',
  'NOT_SUSPENDED',
  'SELF_MODERATION',
  'OUTBOX_MESSAGE_NOT_FOUND',
  // Wallet, deposits and withdrawals
  'INSUFFICIENT_FUNDS',
  COINS_ALREADY_CLAIMED,
  'DAILY_LIMIT',
  'WEEKLY_LIMIT',
  'MONTH_AHEAD',
  'ORDER_ALREADY_PAID',
  'VERIFICATION_FAILED',
  'BAD_SIGNATURE',
  'KYC_REQUIRED',
  'WITHDRAWAL_NOT_OPEN',
  // Responsible gaming (besides RG_ERRORS, below)
  'CLOSED_WINDOW',
  // KYC
  'KYC_NOT_FOUND',
  'KYC_PENDING',
  'KYC_VERIFIED',
  'KYC_DECIDED',
  'OWN_KYC',
  'DOCUMENT_NOT_FOUND',
  'DOCUMENT_TYPE_NOT_ALLOWED',
  'DOCUMENT_UNREADABLE',
  // Rooms and matches
  'ROOM_NOT_OPEN',
  'ROOM_EXPIRED',
  'OWN_ROOM',
  'TOO_MANY_OPEN_ROOMS',
  'TOO_MANY_REQUESTS',
  'REQUEST_PENDING',
  'REQUEST_NOT_PENDING',
  'LEFT_ROOM',
  'ALREADY_SEATED',
  'INVALID_ROOM_CODE',
  'ROOM_CODE_IN_USE',
  'ROOM_CODE_ALREADY_POSTED',
  'ROOM_CODE_NOT_POSTED',
  'ROOM_CODE_TOO_LATE',
  'MATCH_NOT_FOUND',
  'MATCH_NOT_ACTIVE',
  'MATCH_NOT_CANCELLABLE',
  'MATCH_NOT_IN_REVIEW',
  'NO_OPPONENT_YET',
  'CANCEL_ALREADY_ASKED',
  'NO_CANCEL_REQUEST',
  'RESULT_SUBMITTED',
  'RESULT_ALREADY_SUBMITTED',
  'SCREENSHOT_REQUIRED',
  'SCREENSHOT_NOT_AN_IMAGE',
  'SCREENSHOT_UNREADABLE',
  'WINNER_NOT_A_PLAYER',
  'RANKING_NOT_THE_PLAYERS',
  'ALREADY_PLACED',
  'PLAYER_ALREADY_PLACED',
  'NOT_THE_HOST',
  'NOT_A_TOURNAMENT_GAME',
  'TOURNAMENT_GAME_RESULT',
  'PLATFORM_GAME',
  // The platform's own games
  'GAME_NOT_FOUND',
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'ALREADY_ROLLED',
  'MUST_ROLL',
  'BAD_ROLL',
  'BAD_TOKEN',
  'TOKEN_CANNOT_MOVE',
  'NOT_A_PLAYER',
  'DICE_IN_PLAY',
  'BAD_SEED',
  'SEED_FIXED',
  'SEEDS_PENDING',
  // Tournaments (their refusals: TOURNAMENT_ERROR_CODES, below)
  'SCHEDULE_NOT_FOUND',
  // Notifications, support and reviews
  'NOTIFICATION_NOT_FOUND',
  'TICKET_NOT_FOUND',
  'TICKET_CLOSED',
  'ASSIGNEE_NOT_ADMIN',
  'ATTACHMENT_NOT_FOUND',
  'ATTACHMENT_TYPE_NOT_ALLOWED',
  'ATTACHMENT_UNREADABLE',
  'LINKED_MATCH_NOT_FOUND',
  'LINKED_TRANSACTION_NOT_FOUND',
  'CONTACT_MESSAGE_NOT_FOUND',
  'REVIEW_NOT_FOUND',
  'REVIEW_NOT_YET',
  // The modules that name their codes beside their schemas.
  ...Object.values(TOURNAMENT_ERROR_CODES),
  ...Object.values(RG_ERRORS),
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
