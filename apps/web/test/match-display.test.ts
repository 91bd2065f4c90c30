import type { MatchDetail, RoomSettings } from '@ludo/shared/matches/matches.schemas';
import { describe, expect, it } from 'vitest';
import {
  cancelToast,
  createMatchFormSchema,
  formatTimeLeft,
  isDigitsOnlyPattern,
  MATCH_TEXT,
  opponentOf,
  prizeForStake,
  SCREENSHOT_TOO_LARGE,
  SCREENSHOT_WRONG_TYPE,
  screenshotProblem,
  titledToast,
  viewerOf,
} from '../src/features/matches/lib/match-display';

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
  const parsed = createMatchFormSchema(settings).safeParse(input);
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
  });
});

describe('prize pool', () => {
  it('is twice the stake with the spec’s ₹0 fee', () => {
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
    expect(screenshotProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(screenshotProblem({ type: 'application/pdf', size: 1000 })).toBe(SCREENSHOT_WRONG_TYPE);
    expect(screenshotProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(SCREENSHOT_TOO_LARGE);
  });

  it('says "Request cancelled!" when a cancel ended the match, with the server’s message', () => {
    const ended = 'Request cancelled! Your ₹50 entry fee was refunded to your wallet.';
    expect(cancelToast(ended)).toEqual({
      title: MATCH_TEXT.requestCancelled,
      description: 'Your ₹50 entry fee was refunded to your wallet.',
    });
    const asked = 'Cancel requested. The match is cancelled when your opponent agrees.';
    expect(cancelToast(asked)).toEqual({ title: asked });
  });

  it('says the spec’s title once, with the rest of the server’s message below', () => {
    expect(titledToast('Result submitted!', 'Result submitted! Awaiting your opponent’s confirmation.')).toEqual({
      title: 'Result submitted!',
      description: 'Awaiting your opponent’s confirmation.',
    });
    expect(titledToast('Result submitted!', 'Saved.')).toEqual({ title: 'Result submitted!', description: 'Saved.' });
    expect(titledToast('Result submitted!', 'Result submitted!')).toEqual({ title: 'Result submitted!' });
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
