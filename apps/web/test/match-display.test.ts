import { setupI18n } from '@lingui/core';
import { type MatchDetail, type RoomSettings, stakeChoiceMessage } from '@ludo/shared/matches/matches.schemas';
import { describe, expect, it } from 'vitest';
import {
  awaitingRoomCode,
  cancelToast,
  createMatchFormSchema,
  formatTimeLeft,
  hostOf,
  isDigitsOnlyPattern,
  MATCH_TEXT,
  matchStatusLabel,
  matchTypeLabel,
  opponentOf,
  ordinal,
  positionChoices,
  prizeForStake,
  RESOLUTION_TEXT,
  resolutionText,
  resultSubmittedToast,
  reviewReasonText,
  roomCodeFormSchema,
  screenshotProblem,
  seatsOf,
  titledToast,
  tournamentGameLabel,
  tournamentRoundText,
  viewerIn,
  viewerOf,
} from '../src/features/matches/lib/match-display';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/** The helpers in English, the catalogs' source language: the product's exact words (docs/product-rules.md, Texts). */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;

const settings: RoomSettings = {
  appName: 'Ludo King',
  roomCodePattern: '^[0-9]{8}$',
  roomCodeHint: '8 digits',
  stakes: [5, 50, 100, 200],
  defaultStake: 50,
  durationMinutes: 10,
  platformFeePercent: 0,
  maxOpenRoomsPerPlayer: 3,
};

const firstMessage = (input: unknown) => {
  const parsed = createMatchFormSchema(t, settings).safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

describe('create match form', () => {
  it('asks for the room code by the app’s name when it is empty', () => {
    expect(firstMessage({ roomId: '   ', stake: 50 })).toBe('Enter your Ludo King Room Code');
  });

  it('checks the room code against the server’s pattern and names its hint', () => {
    expect(firstMessage({ roomId: '1234', stake: 50 })).toBe('That is not a Ludo King room code: it has 8 digits.');
    expect(firstMessage({ roomId: ' 12345678 ', stake: 50 })).toBeNull();
  });

  it('takes only the offered stakes', () => {
    expect(firstMessage({ roomId: '12345678', stake: 20 })).toMatch(/Choose a stake/);
    expect(firstMessage({ roomId: '12345678', stake: Number.NaN })).toMatch(/Choose a stake/);
    // The shared schema's words, exactly: "Choose a stake of ₹5, ₹50, ₹100 or ₹200".
    expect(firstMessage({ roomId: '12345678', stake: 20 })).toBe(stakeChoiceMessage());
  });
});

describe('prize pool', () => {
  it('is twice the stake with the product’s ₹0 fee', () => {
    expect(prizeForStake(50, 0)).toEqual({ prize: 100, fee: 0 });
  });

  it('keeps the fee’s share when there is one', () => {
    expect(prizeForStake(5, 10)).toEqual({ prize: 9, fee: 1 });
  });
});

describe('helpers', () => {
  it('formats the time left', () => {
    expect(formatTimeLeft(9 * 60_000 + 5_000)).toBe('9:05');
    expect(formatTimeLeft(-1)).toBe('0:00');
    expect(formatTimeLeft(3_723_000)).toBe('1:02:03');
  });

  it('recognises digit-only room codes for the number pad', () => {
    expect(isDigitsOnlyPattern('^[0-9]{8}$')).toBe(true);
    expect(isDigitsOnlyPattern('^\\d{6,10}$')).toBe(true);
    expect(isDigitsOnlyPattern('^[A-Z0-9]{6}$')).toBe(false);
  });

  it('checks a screenshot’s type and size before uploading', () => {
    expect(screenshotProblem(t, { type: 'image/png', size: 1000 })).toBeNull();
    expect(screenshotProblem(t, { type: 'application/pdf', size: 1000 })).toBe('Choose a PNG, JPEG or WebP image.');
    expect(screenshotProblem(t, { type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The screenshot is larger than 5 MB. Choose a smaller image.',
    );
    expect(screenshotProblem(t, { type: 'image/png', size: 0 })).toBe(
      'That file is empty. Choose the screenshot again.',
    );
  });

  it('says "Request cancelled!" when a cancel ended the match, with the server’s message', () => {
    const ended = 'Request cancelled! Your ₹50 entry fee was refunded to your wallet.';
    expect(cancelToast(t, ended)).toEqual({
      title: 'Request cancelled!',
      description: 'Your ₹50 entry fee was refunded to your wallet.',
    });
    expect(t(MATCH_TEXT.requestCancelled)).toBe('Request cancelled!');
    const asked = 'Cancel requested. The match is cancelled when your opponent agrees.';
    expect(cancelToast(t, asked)).toEqual({ title: asked });
  });

  it('says the product’s title once, with the rest of the server’s message below', () => {
    expect(titledToast('Result submitted!', 'Result submitted! Awaiting your opponent’s confirmation.')).toEqual({
      title: 'Result submitted!',
      description: 'Awaiting your opponent’s confirmation.',
    });
    expect(titledToast('Result submitted!', 'Saved.')).toEqual({ title: 'Result submitted!', description: 'Saved.' });
    expect(titledToast('Result submitted!', 'Result submitted!')).toEqual({ title: 'Result submitted!' });
    // A translated title still takes the server's (English) words off its message.
    expect(titledToast('रिज़ल्ट सबमिट हो गया!', 'Result submitted! Saved.', 'Result submitted!')).toEqual({
      title: 'रिज़ल्ट सबमिट हो गया!',
      description: 'Saved.',
    });
    expect(resultSubmittedToast(t, 'Result submitted! Awaiting your opponent’s confirmation.')).toEqual({
      title: 'Result submitted!',
      description: 'Awaiting your opponent’s confirmation.',
    });
  });

  it('finds the viewer and their opponent in a match', () => {
    const player = (userId: string) => ({
      userId,
      name: userId,
      ludoPlayerId: userId,
      record: { played: 0, won: 0, lost: 0 },
    });
    const base = { creator: player('creator'), opponent: player('joiner') } as Pick<
      MatchDetail,
      'creator' | 'opponent'
    >;
    expect(opponentOf({ ...base, viewerRole: 'creator' })?.userId).toBe('joiner');
    expect(opponentOf({ ...base, viewerRole: 'opponent' })?.userId).toBe('creator');
    expect(opponentOf({ ...base, viewerRole: 'visitor' })?.userId).toBe('creator');
    expect(viewerOf({ ...base, viewerRole: 'opponent' })?.userId).toBe('joiner');
    expect(viewerOf({ ...base, viewerRole: 'requester' })).toBeNull();
  });
});

describe('tournament games', () => {
  const player = (userId: string) => ({
    userId,
    name: userId,
    ludoPlayerId: userId,
    record: { played: 0, won: 0, lost: 0 },
  });
  const seats = [player('host'), player('b'), player('c'), player('d')];
  const tournament = { id: 't-1', title: 'Summer Cup', round: 2, table: 3 };
  const game = {
    tournament,
    status: 'active' as const,
    type: 'table' as const,
    players: seats,
    creator: seats[0] as (typeof seats)[number],
    opponent: seats[1] as (typeof seats)[number],
    hostUserId: 'host',
    viewerRole: 'opponent' as const,
    roomCode: null,
    maskedRoomCode: null,
    codeDeadlineAt: '2030-01-01T00:02:00.000Z',
  };

  it('names a game by its tournament, round and table instead of a stake', () => {
    expect(tournamentRoundText(t, tournament)).toBe('Round 2 · Table 3');
    expect(tournamentRoundText(t, { round: 1, table: null })).toBe('Round 1');
    expect(tournamentGameLabel(t, tournament)).toBe('Summer Cup · Round 2 · Table 3');
    expect(tournamentGameLabel(t, { ...tournament, table: null })).toBe('Summer Cup · Round 2');
    expect(matchTypeLabel(t, game)).toBe('Table of 4');
    expect(matchTypeLabel(t, { ...game, players: [] })).toBe('Table');
    expect(matchTypeLabel(t, { type: '1v1', players: [] })).toBe('1v1');
  });

  it('says finishing positions as ordinals and offers 1st to last at a table', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => ordinal(t, n))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
    expect(positionChoices(t, 3)).toEqual([
      { value: 1, label: '1st' },
      { value: 2, label: '2nd' },
      { value: 3, label: '3rd' },
    ]);
    // A table has 2 to 4 seats, whatever a list says.
    expect(positionChoices(t, 0)).toHaveLength(2);
    expect(positionChoices(t, 9)).toHaveLength(4);
  });

  it('lists every seat with its host, and finds the viewer by user id at a table', () => {
    expect(seatsOf(game).map((seat) => seat.userId)).toEqual(['host', 'b', 'c', 'd']);
    expect(hostOf(game)?.userId).toBe('host');
    // Role "opponent" names one seat only; the viewer at seat 3 is found by their id.
    expect(viewerIn(game, 'c')?.userId).toBe('c');
    expect(viewerIn(game, 'stranger')).toBeNull();
    expect(viewerIn({ ...game, viewerRole: 'admin' }, 'c')).toBeNull();
    // A 1v1 room keeps its role-based answer.
    expect(viewerIn({ ...game, tournament: null, players: [] }, 'c')?.userId).toBe('b');
    // Without a list of players (an outsider's view of a room) the seats are its known players.
    expect(seatsOf({ ...game, players: [], opponent: null }).map((seat) => seat.userId)).toEqual(['host']);
  });

  it('waits for the room code until the host posts it', () => {
    expect(awaitingRoomCode(game)).toBe(true);
    expect(matchStatusLabel(t, game)).toBe('Waiting for room code');
    const posted = { ...game, roomCode: '12345678', maskedRoomCode: '••••••78', codeDeadlineAt: null };
    expect(awaitingRoomCode(posted)).toBe(false);
    expect(matchStatusLabel(t, posted)).toBe('In progress');
    expect(awaitingRoomCode({ ...game, status: 'settled' })).toBe(false);
    // A 1v1 room never waits for a code: its creator gave it when creating the room.
    expect(awaitingRoomCode({ ...game, tournament: null })).toBe(false);
    expect(matchStatusLabel(t, { ...game, tournament: null, status: 'open' })).toBe('Waiting for opponent');
  });

  it('checks the host’s room code like the create dialog does', () => {
    const check = (roomId: string) => {
      const parsed = roomCodeFormSchema(t, settings).safeParse({ roomId });
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    };
    expect(check('')).toBe('Enter your Ludo King Room Code');
    expect(check('12ab')).toBe('That is not a Ludo King room code: it has 8 digits.');
    expect(check(' 12345678 ')).toBeNull();
  });

  it('explains the tournament outcomes, and never speaks of refunds for a tournament game', () => {
    expect(resolutionText(t, { resolution: 'host_no_show', tournament })).toBe(
      'The host did not post the room code within 2 minutes, so the host forfeits this game.',
    );
    expect(resolutionText(t, { resolution: 'disqualified', tournament })).toBe(
      'A player was disqualified from the tournament, so they forfeit this game.',
    );
    expect(resolutionText(t, { resolution: 'admin_forced', tournament })).toBe(
      'An admin set the result of this game. The decision is final.',
    );
    for (const resolution of Object.keys(RESOLUTION_TEXT) as (keyof typeof RESOLUTION_TEXT)[]) {
      expect(resolutionText(t, { resolution, tournament })).not.toMatch(/refund|entry fee|creator/i);
    }
    // 1v1 rooms keep their texts.
    expect(resolutionText(t, { resolution: 'players_cancelled', tournament: null })).toBe(
      'Both players agreed to cancel. Both entry fees were refunded.',
    );
    expect(resolutionText(t, { resolution: 'host_no_show', tournament: null })).toBe(
      'The host did not post the room code within 2 minutes, so the host forfeits this game.',
    );
    expect(resolutionText(t, { resolution: null, tournament })).toBeNull();
    expect(reviewReasonText(t, { reviewReason: 'conflicting_claims', type: 'table' })).toBe(
      'The players’ results do not agree.',
    );
    expect(reviewReasonText(t, { reviewReason: 'conflicting_claims', type: '1v1' })).toBe(
      'The two results do not agree.',
    );
  });
});
