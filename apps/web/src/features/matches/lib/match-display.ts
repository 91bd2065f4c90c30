/**
 * Pure helpers of the match screens: labels, texts and checks. No React and no '@/' imports other
 * than types, so the unit tests (apps/web/test) can load it directly. A helper that returns text
 * takes the translate function `t` (useT() in a component).
 */

import { MATCH_STAKES_RUPEES, TIMING_RULES } from '@ludo/shared/limits';
import { matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import {
  type MatchDetail,
  type MatchPlayer,
  type MatchResolution,
  type MatchStatus,
  RESULT_SCREENSHOT_MAX_BYTES,
  RESULT_SCREENSHOT_TYPES,
  type ReviewReason,
  type RoomSettings,
} from '@ludo/shared/matches/matches.schemas';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import { z } from 'zod';
import { hasErrorCode } from '@/lib/api-error';
import type { MessageId, Translate } from '@/lib/i18n/react';

/**
 * Toast and state texts of the product (docs/product-rules.md, Texts), as message ids: the
 * English catalog keeps them word for word. `roomCreated` takes `{ roomId }`, `entryFeeDeducted`
 * takes `{ fee }` (a formatted amount).
 */
export const MATCH_TEXT = {
  roomCreated: 'match.toast.roomCreated',
  roomCreationFailed: 'match.toast.roomCreationFailed',
  requestSent: 'match.toast.requestSent',
  requestFailed: 'match.toast.requestFailed',
  matchJoined: 'match.toast.matchJoined',
  entryFeeDeducted: 'match.toast.entryFeeDeducted',
  requestCancelled: 'match.toast.requestCancelled',
  resultSubmitted: 'match.toast.resultSubmitted',
  loadingRooms: 'match.rooms.loading',
  roomsError: 'match.rooms.error',
  noRooms: 'match.rooms.empty',
  matchNotFound: 'match.notFound.title',
  matchNotFoundText: 'match.notFound.text',
  falseResultsWarning: 'match.result.falseWarning',
  adminReviewing: 'match.outcome.adminReviewing',
} as const satisfies Record<string, MessageId>;

/**
 * The server's own words at the start of its messages (its API answers in English): a toast whose
 * title says them already shows only the rest of the server's message.
 */
const SERVER_TEXT = {
  requestCancelled: 'Request cancelled!',
  resultSubmitted: 'Result submitted!',
} as const;

export const STATUS_LABEL: Record<MatchStatus, MessageId> = {
  open: 'match.status.open',
  active: 'match.status.active',
  review: 'match.status.review',
  settled: 'match.status.settled',
  cancelled: 'match.status.cancelled',
  expired: 'match.status.expired',
};

/** The values every timing text may name. */
const TIMING_VALUES = {
  minutes: TIMING_RULES.gracePeriodMinutes,
};

export const RESOLUTION_TEXT: Record<MatchResolution, MessageId> = {
  results_agreed: 'match.resolution.resultsAgreed',
  result_unanswered: 'match.resolution.resultUnanswered',
  admin_award: 'match.resolution.adminAward',
  admin_cancel: 'match.resolution.adminCancel',
  players_cancelled: 'match.resolution.playersCancelled',
  creator_cancelled: 'match.resolution.creatorCancelled',
  expired: 'match.resolution.expired',
  host_no_show: 'match.resolution.hostNoShow',
  player_no_show: 'match.resolution.playerNoShow',
  disqualified: 'match.resolution.disqualified',
  admin_forced: 'match.resolution.adminForced',
  game_finished: 'match.resolution.gameFinished',
};

/**
 * The same for tournament games, which hold no stakes of their own (the entry fee is the
 * tournament's): nothing here speaks of refunds or of a room's creator.
 */
export const TOURNAMENT_RESOLUTION_TEXT: Record<MatchResolution, MessageId> = {
  ...RESOLUTION_TEXT,
  results_agreed: 'match.resolution.tournament.resultsAgreed',
  result_unanswered: 'match.resolution.tournament.resultUnanswered',
  admin_award: 'match.resolution.tournament.adminAward',
  admin_cancel: 'match.resolution.tournament.adminCancel',
  players_cancelled: 'match.resolution.tournament.cancelled',
  creator_cancelled: 'match.resolution.tournament.cancelled',
  expired: 'match.resolution.tournament.expired',
};

/** How the match was decided, in the words that fit a 1v1 room or a tournament game. */
export function resolutionText(t: Translate, match: Pick<MatchDetail, 'resolution' | 'tournament'>): string | null {
  if (!match.resolution) return null;
  return t((match.tournament ? TOURNAMENT_RESOLUTION_TEXT : RESOLUTION_TEXT)[match.resolution], TIMING_VALUES);
}

export const REVIEW_REASON_TEXT: Record<ReviewReason, MessageId> = {
  conflicting_claims: 'match.review.conflicting',
  no_result: 'match.review.noResult',
};

/** The same at a tournament table, where up to four players report. */
export const TABLE_REVIEW_REASON_TEXT: Record<ReviewReason, MessageId> = {
  conflicting_claims: 'match.review.table.conflicting',
  no_result: 'match.review.table.noResult',
};

export function reviewReasonText(t: Translate, match: Pick<MatchDetail, 'reviewReason' | 'type'>): string | null {
  if (!match.reviewReason) return null;
  return t((match.type === 'table' ? TABLE_REVIEW_REASON_TEXT : REVIEW_REASON_TEXT)[match.reviewReason]);
}

/** Texts of tournament games (their host posts the room code; tables report positions). */
export const TOURNAMENT_TEXT = {
  /** Takes `{ appName }`. */
  hostPostsCode: 'match.tournament.hostPostsCode',
  waitingForHost: 'match.tournament.waitingForHost',
  hostDeadline: 'match.tournament.hostDeadline',
  othersDeadline: 'match.tournament.othersDeadline',
  deadlinePassed: 'match.tournament.deadlinePassed',
  codePosted: 'match.tournament.codePosted',
  waitingForCodeStatus: 'match.tournament.waitingForCodeStatus',
  checkInTitle: 'match.tournament.checkInTitle',
  checkInHint: 'match.tournament.checkInHint',
  checkedIn: 'match.tournament.checkedIn',
  checkInOver: 'match.tournament.checkInOver',
} as const satisfies Record<string, MessageId>;

/** One of TOURNAMENT_TEXT in the reader's language, its minutes filled in. */
export function tournamentText(
  t: Translate,
  text: keyof typeof TOURNAMENT_TEXT,
  values?: Parameters<Translate>[1],
): string {
  return t(TOURNAMENT_TEXT[text], { ...TIMING_VALUES, ...values });
}

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
export function ordinal(t: Translate, n: number): string {
  return t('match.ordinal', { position: n });
}

type TournamentRef = NonNullable<MatchDetail['tournament']>;

/** "Round 2 · Table 3" (the table only in multi-table rounds). */
export function tournamentRoundText(t: Translate, tournament: Pick<TournamentRef, 'round' | 'table'>): string {
  return tournament.table === null
    ? t('match.tournament.round', { round: tournament.round })
    : t('match.tournament.roundTable', { round: tournament.round, table: tournament.table });
}

/** "Summer Cup · Round 2 · Table 3": how lists name a tournament game, where 1v1 rooms show their stake. */
export function tournamentGameLabel(t: Translate, tournament: TournamentRef): string {
  const { title, round, table } = tournament;
  return table === null
    ? t('match.tournament.gameLabel', { title, round })
    : t('match.tournament.gameLabelTable', { title, round, table });
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
  t: Translate,
  match: Pick<MatchDetail, 'tournament' | 'status' | 'roomCode' | 'maskedRoomCode' | 'codeDeadlineAt'>,
): string {
  return t(awaitingRoomCode(match) ? TOURNAMENT_TEXT.waitingForCodeStatus : STATUS_LABEL[match.status]);
}

/** "1v1" (a code, the same in every language), or "Table of 4" for a tournament table. */
export function matchTypeLabel(t: Translate, match: Pick<MatchDetail, 'type' | 'players'>): string {
  if (match.type === '1v1') return '1v1';
  return match.players.length > 0 ? t('match.type.tableOf', { count: match.players.length }) : t('match.type.table');
}

/** The positions a player at a table of `seats` can report: 1st to last. */
export function positionChoices(t: Translate, seats: number): { value: number; label: string }[] {
  const count = Math.min(4, Math.max(2, seats));
  return Array.from({ length: count }, (_, index) => ({ value: index + 1, label: ordinal(t, index + 1) }));
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
export function prizeForStake(
  stakeRupees: number,
  platformFeePercent: number,
  seats = 2,
): { prize: number; fee: number } {
  const { prizePaise, feePaise } = matchPrizePaise(rupeesToPaise(stakeRupees), platformFeePercent, seats);
  return { prize: paiseToRupees(prizePaise), fee: paiseToRupees(feePaise) };
}

export const roomCodeMismatchMessage = (t: Translate, settings: Pick<RoomSettings, 'appName' | 'roomCodeHint'>) =>
  t('match.roomCode.mismatch', { appName: settings.appName, hint: settings.roomCodeHint });

/** "Choose a stake of ₹5, ₹50, ₹100 or ₹200" (or in coins, by the money mode). */
function stakeChoiceMessage(t: Translate): string {
  const amounts = MATCH_STAKES_RUPEES.map((rupees) => formatRupees(rupees));
  return t('match.create.stakeChoice', { amounts: amounts.slice(0, -1).join(', '), last: amounts.at(-1) });
}

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
export function createMatchFormSchema(t: Translate, settings: RoomSettings) {
  const pattern = roomCodeRegExp(settings.roomCodePattern);
  const required = t('match.roomCode.required', { appName: settings.appName });
  const mismatch = roomCodeMismatchMessage(t, settings);
  const stakeChoice = () => stakeChoiceMessage(t);
  return z.object({
    roomId: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(64, mismatch)
      .refine((code) => code === '' || !pattern || pattern.test(code), mismatch),
    stake: z.number({ error: stakeChoice }).refine((stake) => settings.stakes.includes(stake), { error: stakeChoice }),
  });
}
export type CreateMatchValues = z.infer<ReturnType<typeof createMatchFormSchema>>;

/** The host's room code of a tournament game: checked exactly as "Create New Match" checks it. */
export function roomCodeFormSchema(t: Translate, settings: RoomSettings) {
  return createMatchFormSchema(t, settings).pick({ roomId: true });
}
export type RoomCodeValues = z.infer<ReturnType<typeof roomCodeFormSchema>>;

/** The names of the screenshot's image types and its size limit, the same in every language. */
export const SCREENSHOT_VALUES = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', size: '5 MB' } as const;

/** A screenshot the server will take: an image of one of its types, at most 5 MB. */
export function screenshotProblem(t: Translate, file: { type: string; size: number }): string | null {
  if (!(RESULT_SCREENSHOT_TYPES as readonly string[]).includes(file.type))
    return t('match.screenshot.wrongType', SCREENSHOT_VALUES);
  if (file.size > RESULT_SCREENSHOT_MAX_BYTES) return t('match.screenshot.tooLarge', SCREENSHOT_VALUES);
  if (file.size === 0) return t('match.screenshot.empty');
  return null;
}

/** Played in the platform's own game (docs/game-rules.md): no room code, no reported results. */
export function isPlatformMatch(match: Pick<MatchDetail, 'mode'>): boolean {
  return match.mode === 'platform';
}

/** Whether the match's game is there to show: a platform match once it started (its board, then its end). */
export function showsGame(match: Pick<MatchDetail, 'mode' | 'status'>): boolean {
  return (
    isPlatformMatch(match) && (match.status === 'active' || match.status === 'review' || match.status === 'settled')
  );
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
 * A toast whose title is the product's text and whose description is the server's message. The
 * server's messages repeat that text at their start ("Result submitted! Awaiting…"): it is said
 * once, in the title. `serverTitle` is how the server words it, when `title` is translated.
 */
export function titledToast(
  title: string,
  message: string,
  serverTitle: string = title,
): { title: string; description?: string } {
  const rest = message.startsWith(serverTitle) ? message.slice(serverTitle.length).trim() : message;
  return rest ? { title, description: rest } : { title };
}

/** The toast for "Submit Result": "Result submitted!" with the rest of the server's message below it. */
export function resultSubmittedToast(t: Translate, message: string): { title: string; description?: string } {
  return titledToast(t(MATCH_TEXT.resultSubmitted), message, SERVER_TEXT.resultSubmitted);
}

/**
 * The toast for "Cancel Match": an ended room or match says "Request cancelled!"
 * (docs/product-rules.md, Rooms and matches) with the rest of the server's message below it; a
 * first request to cancel shows the server's message.
 */
export function cancelToast(t: Translate, message: string): { title: string; description?: string } {
  if (message.startsWith(SERVER_TEXT.requestCancelled)) {
    return titledToast(t(MATCH_TEXT.requestCancelled), message, SERVER_TEXT.requestCancelled);
  }
  return { title: message };
}

/** Whether a cancel can still be asked for: a running match before any result. */
export function canAskToCancel(match: Pick<MatchDetail, 'status' | 'results' | 'seats'>): boolean {
  // A game for more than two always ends: it is never cancelled once started (docs/decisions/0023).
  return match.status === 'active' && match.results.length === 0 && match.seats <= 2;
}

/**
 * The names of the external app's buttons that the steps quote: the app shows them in English
 * whatever our page's language.
 */
const EXTERNAL_APP_BUTTONS = { playWithFriends: 'Play with Friends', join: 'Join' } as const;

/** How to play a match in the external app, in the reader's language, for the external app's name. */
export function howToPlaySteps(t: Translate, appName: string): string[] {
  return [
    t('howToPlay.step.open', { appName }),
    t('howToPlay.step.join', EXTERNAL_APP_BUTTONS),
    t('howToPlay.step.play'),
    t('howToPlay.step.screenshot'),
    t('howToPlay.step.submit', { minutes: TIMING_RULES.resultSubmissionMinutes }),
  ];
}

/** The match rules, short, in the reader's language. */
export function matchRules(t: Translate): string[] {
  return [
    t('howToPlay.rules.submit', { minutes: TIMING_RULES.resultSubmissionMinutes }),
    t('howToPlay.rules.grace', { minutes: TIMING_RULES.gracePeriodMinutes }),
    t('howToPlay.rules.reconnect', { minutes: TIMING_RULES.reconnectWindowMinutes }),
    t(MATCH_TEXT.falseResultsWarning),
    t('howToPlay.rules.disputes', { hours: TIMING_RULES.disputeReviewHours }),
  ];
}

/** A refusal of the room code itself (malformed, or another room's): shown under the code's field. */
export const isRoomCodeRefusal = (error: unknown): boolean =>
  hasErrorCode(error, 'INVALID_ROOM_CODE', 'ROOM_CODE_IN_USE');
