/**
 * Private tournaments (players' tournaments for friends): the create form and how it becomes the
 * body the server checks, the invite code a friend types, and the invite link they are sent. The
 * rules are the shared schemas themselves, so the forms refuse exactly what the server would. Pure
 * (no React): the unit tests load it directly.
 */

import { TOURNAMENT_PLATFORM_FEE_PERCENT } from '@ludo/shared/limits';
import { paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import {
  type CreatePrivateTournamentBody,
  createPrivateTournamentBodySchema,
  inviteCodeSchema,
  PRIVATE_TOURNAMENT_FEES,
  PRIVATE_TOURNAMENT_SIZES,
  type TournamentFormat,
  tournamentFormatSchema,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { firstErrorPerField } from '@/lib/form-values';
import type { Translate } from '@/lib/i18n/react';
import { localDateTimeOf, localDateTimeToIso } from './local-date-time';

/** The query parameter of an invite link that carries the code. */
export const INVITE_CODE_PARAM = 'code';

/** Characters an invite code has (the server's are 8 of these). */
export const INVITE_CODE_LENGTH = 8;

/** The address a friend opens to enter: the tournament's join page with the code in it. */
export function inviteLink(origin: string, tournamentId: string, inviteCode: string): string {
  const query = new URLSearchParams({ [INVITE_CODE_PARAM]: inviteCode });
  return `${origin.replace(/\/+$/, '')}${paths.user.joinTournament(encodeURIComponent(tournamentId))}?${query}`;
}

/** The in-app address of the join page with the code (for navigation, no origin). */
export function joinWithCodePath(tournamentId: string, inviteCode: string): string {
  const query = new URLSearchParams({ [INVITE_CODE_PARAM]: inviteCode });
  return `${paths.user.joinTournament(encodeURIComponent(tournamentId))}?${query}`;
}

/** What the phone's share sheet sends: a line of text and the link. */
export function inviteShareData(t: Translate, title: string, link: string, inviteCode: string): ShareData {
  return {
    title: t('privateTournament.invite.shareTitle', { title }),
    text: t('privateTournament.invite.shareText', { title, inviteCode }),
    url: link,
  };
}

export type InviteCodeCheck = { ok: true; code: string } | { ok: false; message: string };

/** A typed code as the server takes it (trimmed, upper case), or why it cannot be one. */
export function checkInviteCode(text: string): InviteCodeCheck {
  const parsed = inviteCodeSchema.safeParse(text);
  if (parsed.success) return { ok: true, code: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'An invite code has 8 letters and digits' };
}

/** The code of an invite link's address; null when there is none or it cannot be a code. */
export function inviteCodeFromSearch(params: URLSearchParams): string | null {
  const value = params.get(INVITE_CODE_PARAM);
  if (value === null) return null;
  const check = checkInviteCode(value);
  return check.ok ? check.code : null;
}

// ---- The create form ----------------------------------------------------------------------------

export interface PrivateTournamentFormValues {
  title: string;
  format: TournamentFormat;
  /** One of the fee tiers, in rupees. */
  entryFee: number;
  /** One of the field sizes. */
  maxPlayers: number;
  /** A `datetime-local` value on the player's own clock: "2025-03-12T19:30". */
  startTime: string;
  /** Where its games are played: here in the classic or quick game, or by room code. */
  played: 'classic' | 'quick' | 'external';
}

export type PrivateTournamentField = keyof PrivateTournamentFormValues;
export const PRIVATE_TOURNAMENT_FIELDS: readonly PrivateTournamentField[] = [
  'title',
  'format',
  'entryFee',
  'maxPlayers',
  'startTime',
  'played',
];

/**
 * The start the form suggests: the next quarter hour at least an hour from `now`, on the device's
 * clock, so friends have time to enter.
 */
export function suggestedStart(now: Date = new Date()): string {
  const date = new Date(now.getTime() + 60 * 60_000);
  date.setSeconds(0, 0);
  date.setMinutes(Math.ceil(date.getMinutes() / 15) * 15);
  return localDateTimeOf(date);
}

export function defaultPrivateTournamentForm(now: Date = new Date()): PrivateTournamentFormValues {
  return {
    title: '',
    format: 'knockout',
    // The smallest tiers: a game among friends, not a big stake.
    entryFee: PRIVATE_TOURNAMENT_FEES[0],
    maxPlayers: PRIVATE_TOURNAMENT_SIZES[0],
    startTime: suggestedStart(now),
    // Played here first, as a new match is (docs/decisions/0021-platform-games.md).
    played: 'classic',
  };
}

/** The inputs as the body of POST /api/tournaments/private, before validation. */
export function toPrivateTournamentBody(
  values: PrivateTournamentFormValues,
): Partial<Record<keyof CreatePrivateTournamentBody, unknown>> {
  return {
    title: values.title,
    format: values.format,
    entryFee: values.entryFee,
    maxPlayers: values.maxPlayers,
    startTime: localDateTimeToIso(values.startTime),
    ...(values.played === 'external' ? { playMode: 'external' } : { playMode: 'platform', variant: values.played }),
  };
}

/** The form's schema: its inputs, turned into the body, then the server's own rules. */
export const privateTournamentFormSchema = z
  .object({
    title: z.string(),
    format: tournamentFormatSchema,
    entryFee: z.number(),
    maxPlayers: z.number(),
    startTime: z.string(),
    played: z.enum(['classic', 'quick', 'external']),
  })
  .transform(toPrivateTournamentBody)
  .pipe(createPrivateTournamentBodySchema);

/** Each field's first message when `values` would be refused; empty when they make a valid body. */
export function privateTournamentFormErrors(
  values: PrivateTournamentFormValues,
): Partial<Record<PrivateTournamentField, string>> {
  return firstErrorPerField(privateTournamentFormSchema, values, PRIVATE_TOURNAMENT_FIELDS);
}

/**
 * The prize pool of a full field (every seat taken): the entry fees less the platform fee, in
 * rupees, rounded down to the paisa as the server does.
 */
export function fullFieldPrizePool(entryFee: number, maxPlayers: number): number {
  const entries = rupeesToPaise(entryFee * maxPlayers);
  return paiseToRupees(Math.floor((entries * (100 - TOURNAMENT_PLATFORM_FEE_PERCENT)) / 100));
}

// ---- Starting early -----------------------------------------------------------------------------

export interface StartOutcome {
  started: boolean;
  title: string;
  description: string;
}

/**
 * What "Start now" did, for its toast: started the first round, or cancelled the tournament (too
 * few players), in which case every entry fee went back. The server answers the tournament as it
 * stands; its reason for a cancellation is shown in its own words.
 */
export function startOutcome(
  t: Translate,
  tournament: {
    title: string;
    status: string;
    cancelledReason: string | null;
    minPlayers: number;
    currentRound: number | null;
    plannedRounds: number | null;
  },
): StartOutcome {
  const { title } = tournament;
  if (tournament.status === 'cancelled') {
    return {
      started: false,
      title: t('privateTournament.start.cancelled', { title }),
      description:
        tournament.cancelledReason ??
        t('privateTournament.start.cancelled.description', { min: tournament.minPlayers }),
    };
  }
  const description =
    tournament.currentRound === null
      ? t('privateTournament.start.firstRound')
      : tournament.plannedRounds
        ? t('privateTournament.start.roundOf', { round: tournament.currentRound, total: tournament.plannedRounds })
        : t('privateTournament.start.round', { round: tournament.currentRound });
  return { started: true, title: t('privateTournament.start.started', { title }), description };
}
