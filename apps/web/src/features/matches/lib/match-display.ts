/**
 * Pure helpers of the match screens: labels, texts and checks. No React and no '@/' imports, so
 * the unit tests (apps/web/test) can load it directly.
 */

import { TIMING_RULES } from '@ludo/shared/limits';
import { matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import {
  enterRoomCodeMessage,
  type MatchDetail,
  type MatchPlayer,
  type MatchResolution,
  type MatchStatus,
  RESULT_SCREENSHOT_MAX_BYTES,
  RESULT_SCREENSHOT_TYPES,
  type ReviewReason,
  type RoomSettings,
  STAKE_CHOICE_MESSAGE,
} from '@ludo/shared/matches/matches.schemas';
import { paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import { z } from 'zod';

/** Toast and state texts of the product description (sections 2, 4 and 8), word for word. */
export const MATCH_TEXT = {
  roomCreated: (roomId: string) => `Room ${roomId} created`,
  roomCreationFailed: 'Room creation failed',
  requestSent: 'Request sent to room owner',
  requestFailed: 'Failed to send request.',
  matchJoined: 'Match joined!',
  entryFeeDeducted: (fee: string) => `${fee} entry fee was deducted from your wallet.`,
  requestCancelled: 'Request cancelled!',
  resultSubmitted: 'Result submitted!',
  loadingRooms: 'Loading rooms...',
  roomsError: 'Error loading rooms',
  noRooms: 'No rooms available',
  matchNotFound: 'Match not found',
  matchNotFoundText: "The match you're looking for doesn't exist or has been removed.",
  falseResultsWarning: 'False results may lead to account suspension.',
  adminReviewing: 'An admin is reviewing this match',
} as const;

export const STATUS_LABEL: Record<MatchStatus, string> = {
  open: 'Waiting for opponent',
  active: 'In progress',
  review: 'Under review',
  settled: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const RESOLUTION_TEXT: Record<MatchResolution, string> = {
  results_agreed: 'Both players’ results agree.',
  result_unanswered: 'The opponent did not confirm in time, so the submitted result stands.',
  admin_award: 'An admin reviewed the match and decided the winner.',
  admin_cancel: 'An admin cancelled the match. Both entry fees were refunded.',
  players_cancelled: 'Both players agreed to cancel. Both entry fees were refunded.',
  creator_cancelled: 'The room was cancelled by its creator. The entry fee was refunded.',
  expired: 'Nobody joined in time. The entry fee was refunded.',
};

export const REVIEW_REASON_TEXT: Record<ReviewReason, string> = {
  conflicting_claims: 'The two results do not agree.',
  no_result: 'No result was submitted in time.',
};

/** The short form of a match id that Match History shows (first 8 characters, upper case). */
export function shortMatchId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** "9:05" for minutes and seconds; "1:02:03" past an hour; "0:00" once the time is up. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** The prize of a 1v1 match in rupees: both stakes minus the platform fee percentage. */
export function prizeForStake(stakeRupees: number, platformFeePercent: number): { prize: number; fee: number } {
  const { prizePaise, feePaise } = matchPrizePaise(rupeesToPaise(stakeRupees), platformFeePercent);
  return { prize: paiseToRupees(prizePaise), fee: paiseToRupees(feePaise) };
}

export const roomCodeMismatchMessage = (settings: Pick<RoomSettings, 'appName' | 'roomCodeHint'>) =>
  `That is not a ${settings.appName} room code: it has ${settings.roomCodeHint}.`;

/** The room code pattern as a RegExp; a pattern the browser cannot read checks nothing here (the server still does). */
function roomCodeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** Whether the room code is only digits, so phones can offer their number pad. */
export function isDigitsOnlyPattern(pattern: string): boolean {
  return /^\^?(\[0-9\]|\\d)(\{\d+(,\d*)?\}|\+)?\$?$/.test(pattern);
}

/** "Create New Match": the room code (required, the app's pattern) and one of the offered stakes. */
export function createMatchFormSchema(settings: RoomSettings) {
  const pattern = roomCodeRegExp(settings.roomCodePattern);
  return z.object({
    roomId: z
      .string({ error: enterRoomCodeMessage(settings.appName) })
      .trim()
      .min(1, enterRoomCodeMessage(settings.appName))
      .max(64, roomCodeMismatchMessage(settings))
      .refine((code) => code === '' || !pattern || pattern.test(code), roomCodeMismatchMessage(settings)),
    stake: z
      .number({ error: STAKE_CHOICE_MESSAGE })
      .refine((stake) => settings.stakes.includes(stake), STAKE_CHOICE_MESSAGE),
  });
}
export type CreateMatchValues = z.infer<ReturnType<typeof createMatchFormSchema>>;

export const SCREENSHOT_TOO_LARGE = 'The screenshot is larger than 5 MB. Choose a smaller image.';
export const SCREENSHOT_WRONG_TYPE = 'Choose a PNG, JPEG or WebP image.';

/** A screenshot the server will take: an image of one of its types, at most 5 MB. */
export function screenshotProblem(file: { type: string; size: number }): string | null {
  if (!(RESULT_SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return SCREENSHOT_WRONG_TYPE;
  if (file.size > RESULT_SCREENSHOT_MAX_BYTES) return SCREENSHOT_TOO_LARGE;
  if (file.size === 0) return 'That file is empty. Choose the screenshot again.';
  return null;
}

/** The viewer's own player record in the match, for its two players. */
export function viewerOf(match: Pick<MatchDetail, 'viewerRole' | 'creator' | 'opponent'>): MatchPlayer | null {
  if (match.viewerRole === 'creator') return match.creator;
  if (match.viewerRole === 'opponent') return match.opponent;
  return null;
}

/**
 * Who the viewer plays against: the creator's opponent (once there is one), the creator for the
 * opponent, and the room's owner for anyone looking at an open room.
 */
export function opponentOf(match: Pick<MatchDetail, 'viewerRole' | 'creator' | 'opponent'>): MatchPlayer | null {
  if (match.viewerRole === 'creator') return match.opponent;
  if (match.viewerRole === 'admin') return match.opponent;
  return match.creator;
}

export function isPlayer(match: Pick<MatchDetail, 'viewerRole'>): boolean {
  return match.viewerRole === 'creator' || match.viewerRole === 'opponent';
}

/**
 * A toast whose title is the spec's text and whose description is the server's message. The
 * server's messages repeat that text at their start ("Result submitted! Awaiting…"): it is said
 * once, in the title.
 */
export function titledToast(title: string, message: string): { title: string; description?: string } {
  const rest = message.startsWith(title) ? message.slice(title.length).trim() : message;
  return rest ? { title, description: rest } : { title };
}

/**
 * The toast for "Cancel Match": an ended room or match says "Request cancelled!" (spec section 4)
 * with the rest of the server's message below it; a first request to cancel shows the server's message.
 */
export function cancelToast(message: string): { title: string; description?: string } {
  if (message.startsWith(MATCH_TEXT.requestCancelled)) return titledToast(MATCH_TEXT.requestCancelled, message);
  return { title: message };
}

/** Whether a cancel can still be asked for: a running match before any result. */
export function canAskToCancel(match: Pick<MatchDetail, 'status' | 'results'>): boolean {
  return match.status === 'active' && match.results.length === 0;
}

/** How to play a match, in English (spec section 2), for the external app's name. */
export function howToPlayEnglish(appName: string): string[] {
  return [
    `Open the ${appName} app on your phone.`,
    `Choose "Play with Friends", then "Join", and enter the room code shown here.`,
    'Play the match against your opponent.',
    'When the game ends, take a screenshot of the result screen.',
    `Come back here and submit your result with the screenshot within ${TIMING_RULES.resultSubmissionMinutes} minutes.`,
  ];
}

/** The same steps in Hindi. */
export function howToPlayHindi(appName: string): string[] {
  return [
    `अपने फ़ोन पर ${appName} ऐप खोलें।`,
    '"Play with Friends" चुनें, फिर "Join" दबाएँ और यहाँ दिखाया गया रूम कोड डालें।',
    'अपने प्रतिद्वंद्वी के साथ मैच खेलें।',
    'गेम ख़त्म होने पर रिज़ल्ट स्क्रीन का स्क्रीनशॉट लें।',
    `${TIMING_RULES.resultSubmissionMinutes} मिनट के अंदर यहाँ वापस आकर स्क्रीनशॉट के साथ अपना रिज़ल्ट सबमिट करें।`,
  ];
}

/** The match rules (spec section 9), short. */
export const MATCH_RULES = [
  `Submit your result within ${TIMING_RULES.resultSubmissionMinutes} minutes of the game ending.`,
  `There is a grace period of ${TIMING_RULES.gracePeriodMinutes} minutes at the start of a game.`,
  `If you disconnect, you have ${TIMING_RULES.reconnectWindowMinutes} minutes to reconnect; after that, random moves are made for you.`,
  MATCH_TEXT.falseResultsWarning,
  `Disputes are decided by the administrators within ${TIMING_RULES.disputeReviewHours} hours. Their decision is final.`,
] as const;
