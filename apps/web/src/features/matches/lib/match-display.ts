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
  stakeChoiceMessage,
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
  host_no_show: `The host did not post the room code within ${TIMING_RULES.gracePeriodMinutes} minutes, so the host forfeits this game.`,
  player_no_show: `A player did not say they were in the room within ${TIMING_RULES.gracePeriodMinutes} minutes of the room code, so they forfeit this game.`,
  disqualified: 'A player was disqualified from the tournament, so they forfeit this game.',
  admin_forced: 'An admin set the result of this game. The decision is final.',
};

/**
 * The same for tournament games, which hold no stakes of their own (the entry fee is the
 * tournament's): nothing here speaks of refunds or of a room's creator.
 */
export const TOURNAMENT_RESOLUTION_TEXT: Record<MatchResolution, string> = {
  ...RESOLUTION_TEXT,
  results_agreed: 'The players’ results agree.',
  result_unanswered: 'Not every player reported in time, so the results submitted stand.',
  admin_award: 'An admin reviewed the game and decided the result.',
  admin_cancel: 'An admin cancelled this game.',
  players_cancelled: 'This game was cancelled.',
  creator_cancelled: 'This game was cancelled.',
  expired: 'This game expired.',
};

/** How the match was decided, in the words that fit a 1v1 room or a tournament game. */
export function resolutionText(match: Pick<MatchDetail, 'resolution' | 'tournament'>): string | null {
  if (!match.resolution) return null;
  return (match.tournament ? TOURNAMENT_RESOLUTION_TEXT : RESOLUTION_TEXT)[match.resolution];
}

export const REVIEW_REASON_TEXT: Record<ReviewReason, string> = {
  conflicting_claims: 'The two results do not agree.',
  no_result: 'No result was submitted in time.',
};

/** The same at a tournament table, where up to four players report. */
export const TABLE_REVIEW_REASON_TEXT: Record<ReviewReason, string> = {
  conflicting_claims: 'The players’ results do not agree.',
  no_result: 'Not enough results were submitted in time.',
};

export function reviewReasonText(match: Pick<MatchDetail, 'reviewReason' | 'type'>): string | null {
  if (!match.reviewReason) return null;
  return (match.type === 'table' ? TABLE_REVIEW_REASON_TEXT : REVIEW_REASON_TEXT)[match.reviewReason];
}

/** Texts of tournament games (their host posts the room code; tables report positions). */
export const TOURNAMENT_TEXT = {
  hostPostsCode: (appName: string) => `Create the room in ${appName} and enter its code`,
  waitingForHost: 'Waiting for the host to post the room code',
  hostDeadline: `Post the code within ${TIMING_RULES.gracePeriodMinutes} minutes or you forfeit.`,
  othersDeadline: `If the host does not post it within ${TIMING_RULES.gracePeriodMinutes} minutes, the host forfeits.`,
  deadlinePassed: 'The time to post the room code is up. The game is being decided.',
  codePosted: 'Room code posted',
  codeFailed: 'The room code was not posted',
  waitingForCodeStatus: 'Waiting for room code',
  checkInTitle: 'Are you in the room?',
  checkInHint: `Join the room in the app, then tap “I’m in” within ${TIMING_RULES.gracePeriodMinutes} minutes of the code, or you forfeit this game. Reporting a result counts too.`,
  checkedIn: 'You are in. Play the game, then report the result.',
  checkInOver: 'The time to say you are in is up. Players who did not forfeit the game.',
} as const;

/** Whether the viewer must still say they are in a tournament game's room (its code is posted, the time runs). */
export function awaitingCheckIn(
  match: Pick<
    MatchDetail,
    'tournament' | 'status' | 'roomCode' | 'showDeadlineAt' | 'checkedInIds' | 'results' | 'placings'
  >,
  userId: string | undefined,
): boolean {
  if (!userId || !match.tournament || match.status !== 'active' || !match.roomCode || !match.showDeadlineAt)
    return false;
  if (match.checkedInIds.includes(userId) || match.placings?.some((placing) => placing.userId === userId)) return false;
  return !match.results.some((result) => result.userId === userId);
}

/** "1st", "2nd", "3rd", "4th"… (finishing positions at a table). */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

type TournamentRef = NonNullable<MatchDetail['tournament']>;

/** "Round 2 · Table 3" (the table only in multi-table rounds). */
export function tournamentRoundText(tournament: Pick<TournamentRef, 'round' | 'table'>): string {
  return tournament.table === null
    ? `Round ${tournament.round}`
    : `Round ${tournament.round} · Table ${tournament.table}`;
}

/** "Summer Cup · Round 2 · Table 3": how lists name a tournament game, where 1v1 rooms show their stake. */
export function tournamentGameLabel(tournament: TournamentRef): string {
  return `${tournament.title} · ${tournamentRoundText(tournament)}`;
}

/** The game's seats in order (the host first); for a 1v1 room seen by an outsider, its known players. */
export function seatsOf(match: Pick<MatchDetail, 'players' | 'creator' | 'opponent'>): MatchPlayer[] {
  if (match.players.length > 0) return match.players;
  return match.opponent ? [match.creator, match.opponent] : [match.creator];
}

/** The player who creates the room in the external app. */
export function hostOf(
  match: Pick<MatchDetail, 'players' | 'creator' | 'opponent' | 'hostUserId'>,
): MatchPlayer | null {
  return seatsOf(match).find((player) => player.userId === match.hostUserId) ?? null;
}

/**
 * The viewer's own seat. A tournament table has more than two players, so its viewer is found by
 * their user id; a 1v1 room keeps telling them apart by role, as it always has.
 */
export function viewerIn(
  match: Pick<MatchDetail, 'viewerRole' | 'creator' | 'opponent' | 'players' | 'tournament'>,
  userId: string | undefined,
): MatchPlayer | null {
  if (!match.tournament) return viewerOf(match);
  if (!userId || match.viewerRole === 'admin') return null;
  return match.players.find((player) => player.userId === userId) ?? null;
}

/** A tournament game whose host has not posted the room code yet (and may still do so, or forfeit). */
export function awaitingRoomCode(
  match: Pick<MatchDetail, 'tournament' | 'status' | 'roomCode' | 'maskedRoomCode' | 'codeDeadlineAt'>,
): boolean {
  return (
    match.tournament !== null &&
    (match.status === 'open' || match.status === 'active') &&
    match.codeDeadlineAt !== null &&
    match.roomCode === null &&
    match.maskedRoomCode === null
  );
}

/** The status a player reads: a tournament game waiting for its room code says so. */
export function matchStatusLabel(
  match: Pick<MatchDetail, 'tournament' | 'status' | 'roomCode' | 'maskedRoomCode' | 'codeDeadlineAt'>,
): string {
  return awaitingRoomCode(match) ? TOURNAMENT_TEXT.waitingForCodeStatus : STATUS_LABEL[match.status];
}

/** "1v1", or "Table of 4" for a tournament table. */
export function matchTypeLabel(match: Pick<MatchDetail, 'type' | 'players'>): string {
  if (match.type === '1v1') return '1v1';
  return match.players.length > 0 ? `Table of ${match.players.length}` : 'Table';
}

/** The positions a player at a table of `seats` can report: 1st to last. */
export function positionChoices(seats: number): { value: number; label: string }[] {
  const count = Math.min(4, Math.max(2, seats));
  return Array.from({ length: count }, (_, index) => ({ value: index + 1, label: ordinal(index + 1) }));
}

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
      .number({ error: stakeChoiceMessage })
      .refine((stake) => settings.stakes.includes(stake), { error: stakeChoiceMessage }),
  });
}
export type CreateMatchValues = z.infer<ReturnType<typeof createMatchFormSchema>>;

/** The host's room code of a tournament game: checked exactly as "Create New Match" checks it. */
export function roomCodeFormSchema(settings: RoomSettings) {
  return createMatchFormSchema(settings).pick({ roomId: true });
}
export type RoomCodeValues = z.infer<ReturnType<typeof roomCodeFormSchema>>;

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
