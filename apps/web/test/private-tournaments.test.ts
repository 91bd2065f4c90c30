import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { MyTournament, TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tournamentsKeys } from '../src/features/tournaments/api/query-keys';
import { PlayerEntryPanel } from '../src/features/tournaments/components/PlayerEntryPanel';
import { MyTournaments } from '../src/features/tournaments/components/UserTournamentSections';
import { isoToLocalDateTime } from '../src/features/tournaments/lib/local-date-time';
import {
  checkInviteCode,
  defaultPrivateTournamentForm,
  fullFieldPrizePool,
  inviteCodeFromSearch,
  inviteLink,
  inviteShareData,
  joinWithCodePath,
  type PrivateTournamentFormValues,
  privateTournamentFormErrors,
  privateTournamentFormSchema,
  startOutcome,
  suggestedStart,
} from '../src/features/tournaments/lib/private-tournament';
import { isInviteRefusal } from '../src/features/tournaments/lib/registration-error';
import { ApiRequestError } from '../src/lib/api-client';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/**
 * Private tournaments: a player creates one for friends (a fee tier, a field size, a start), sends
 * the invite link or code, and friends register with the code; without it the page asks for it.
 */

const ID = '7d0c2f8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';

/** The player's screens in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;

describe('the invite link', () => {
  it('opens the tournament’s join page with the code in it', () => {
    expect(inviteLink('https://ludo.example', ID, 'K7M2Q9XA')).toBe(
      `https://ludo.example/user/tournaments/join/${ID}?code=K7M2Q9XA`,
    );
    // An origin with a trailing slash does not double it.
    expect(inviteLink('http://localhost:5173/', ID, 'K7M2Q9XA')).toBe(
      `http://localhost:5173/user/tournaments/join/${ID}?code=K7M2Q9XA`,
    );
  });

  it('navigates in the app without an origin', () => {
    expect(joinWithCodePath(ID, 'AB12CD34')).toBe(`/user/tournaments/join/${ID}?code=AB12CD34`);
  });

  it('shares a line of text, the code and the link', () => {
    const link = inviteLink('https://ludo.example', ID, 'K7M2Q9XA');
    expect(inviteShareData(t, 'Friday night', link, 'K7M2Q9XA')).toEqual({
      title: 'Join Friday night',
      text: 'Join my private Ludo tournament "Friday night". Invite code: K7M2Q9XA',
      url: link,
    });
  });
});

describe('an invite code as typed', () => {
  it('is trimmed and put in capitals, as the server keeps codes', () => {
    expect(checkInviteCode('  k7m2q9xa ')).toEqual({ ok: true, code: 'K7M2Q9XA' });
  });

  it('has exactly 8 letters and digits', () => {
    const refused = { ok: false, message: 'An invite code has 8 letters and digits' };
    expect(checkInviteCode('')).toEqual(refused);
    expect(checkInviteCode('K7M2Q9X')).toEqual(refused);
    expect(checkInviteCode('K7M2Q9XAB')).toEqual(refused);
    expect(checkInviteCode('K7M2-Q9X')).toEqual(refused);
    expect(checkInviteCode('K7M2 Q9X')).toEqual(refused);
  });

  it('is read from an invite link’s address, and ignored when it cannot be a code', () => {
    expect(inviteCodeFromSearch(new URLSearchParams('code=k7m2q9xa'))).toBe('K7M2Q9XA');
    expect(inviteCodeFromSearch(new URLSearchParams('code=nope'))).toBeNull();
    expect(inviteCodeFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('is refused by the server with TOURNAMENT_INVITE_REQUIRED, which the page asks again for', () => {
    const refusal = new ApiRequestError(
      'This is a private tournament: enter it with its invite code.',
      403,
      'TOURNAMENT_INVITE_REQUIRED',
    );
    expect(isInviteRefusal(refusal)).toBe(true);
    expect(isInviteRefusal(new ApiRequestError('Full', 409, 'TOURNAMENT_FULL'))).toBe(false);
    expect(isInviteRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});

/** A `datetime-local` value some hours from now on this machine's clock. */
const localInHours = (hours: number) => isoToLocalDateTime(new Date(Date.now() + hours * 3_600_000).toISOString());

const VALID: PrivateTournamentFormValues = {
  title: '  Friday night  ',
  format: 'swiss',
  entryFee: 50,
  maxPlayers: 8,
  startTime: localInHours(5),
  played: 'quick',
};

describe('the create private tournament form', () => {
  it('suggests the smallest fee and field, and a start on the next quarter hour an hour away', () => {
    const now = new Date(2030, 0, 1, 10, 7, 30);
    expect(suggestedStart(now)).toBe('2030-01-01T11:15');
    expect(suggestedStart(new Date(2030, 0, 1, 10, 45))).toBe('2030-01-01T11:45');
    expect(suggestedStart(new Date(2030, 0, 1, 23, 50))).toBe('2030-01-02T01:00');
    expect(defaultPrivateTournamentForm(now)).toEqual({
      title: '',
      format: 'knockout',
      entryFee: 5,
      maxPlayers: 4,
      startTime: '2030-01-01T11:15',
      played: 'classic',
    });
  });

  it('turns valid inputs into the body the server expects', () => {
    const parsed = privateTournamentFormSchema.safeParse(VALID);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toMatchObject({
      title: 'Friday night',
      format: 'swiss',
      entryFee: 50,
      maxPlayers: 8,
      playMode: 'platform',
      variant: 'quick',
    });
    const byCode = privateTournamentFormSchema.safeParse({ ...VALID, played: 'external' });
    expect(byCode.success && byCode.data).toMatchObject({ playMode: 'external' });
    expect(byCode.success && 'variant' in byCode.data).toBe(false);
    // The local time typed, as an ISO instant with this device's offset.
    expect(parsed.data.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(parsed.data.startTime)).toBe(new Date(VALID.startTime).getTime());
    expect(privateTournamentFormErrors(VALID)).toEqual({});
  });

  it('takes only the fee tiers and field sizes of private tournaments', () => {
    expect(privateTournamentFormErrors({ ...VALID, entryFee: 10 }).entryFee).toBe(
      'Choose an entry fee of ₹5, ₹50, ₹100 or ₹200',
    );
    expect(privateTournamentFormErrors({ ...VALID, maxPlayers: 6 }).maxPlayers).toBe('Choose 4, 8, 16 or 32 players');
    for (const entryFee of [5, 50, 100, 200]) {
      for (const maxPlayers of [4, 8, 16, 32]) {
        expect(privateTournamentFormErrors({ ...VALID, entryFee, maxPlayers })).toEqual({});
      }
    }
  });

  it('asks for a title and a start in the future', () => {
    expect(privateTournamentFormErrors({ ...VALID, title: ' ' }).title).toBeDefined();
    expect(privateTournamentFormErrors({ ...VALID, startTime: '' }).startTime).toBe(
      'Enter the start time as a date and time',
    );
    expect(privateTournamentFormErrors({ ...VALID, startTime: localInHours(-1) }).startTime).toBe(
      'The start time must be in the future',
    );
  });

  it('shows the prize pool of a full field: the fees less the 10% platform fee', () => {
    expect(fullFieldPrizePool(5, 4)).toBe(18);
    expect(fullFieldPrizePool(50, 8)).toBe(360);
    expect(fullFieldPrizePool(200, 32)).toBe(5760);
  });
});

describe('"Start now"', () => {
  const answer = {
    title: 'Friday night',
    minPlayers: 2,
    cancelledReason: null,
    currentRound: 1,
    plannedRounds: 3,
    swissRounds: null,
    tableAdvance: null,
  };

  it('says the first round is under way', () => {
    expect(startOutcome(t, { ...answer, status: 'running' })).toEqual({
      started: true,
      title: 'Friday night has started',
      description: 'Round 1 of 3 is under way.',
    });
  });

  it('says when too few players cancelled it, with the server’s reason', () => {
    const cancelled = startOutcome(t, {
      ...answer,
      status: 'cancelled',
      currentRound: null,
      plannedRounds: null,
      cancelledReason: 'Fewer than 2 players registered.',
    });
    expect(cancelled.started).toBe(false);
    expect(cancelled.title).toBe('Friday night was cancelled: too few players');
    expect(cancelled.description).toBe('Fewer than 2 players registered.');
    expect(startOutcome(t, { ...answer, status: 'cancelled' }).description).toContain('Every entry fee was returned');
  });
});

const inRouter = (element: ReactElement, mine: MyTournament[]) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(tournamentsKeys.mine, { tournaments: mine });
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MemoryRouter, null, createElement(QueryClientProvider, { client: queryClient }, element)),
    ),
  );
};

const privateTournament: TournamentDetail = {
  id: ID,
  title: 'Friday night',
  format: 'knockout',
  entryFee: 50,
  prizePool: 180,
  players: 1,
  maxPlayers: 4,
  status: 'registering',
  startTime: '2030-01-01T14:00:00.000Z',
  registrationOpensAt: null,
  visibility: 'private',
  minPlayers: 2,
  prizeTable: [],
  registered: [{ name: 'Asha', seed: null }],
  cancelledReason: null,
  currentRound: null,
  plannedRounds: null,
  playMode: 'external',
  variant: null,
  sameDice: false,
  swissRounds: null,
  tableAdvance: null,
  rounds: [],
  standings: [],
};

describe('registering for a private tournament', () => {
  const onInviteCode = () => undefined;

  it('asks for the invite code when the address has none', () => {
    const html = inRouter(createElement(PlayerEntryPanel, { tournament: privateTournament, onInviteCode }), []);
    expect(html).toContain('data-testid="entry-invite-needed"');
    expect(html).toContain('This is a private tournament');
    expect(html).toContain('data-testid="invite-code-input"');
    expect(html).toContain('Private');
    expect(html).not.toContain('data-testid="register-button"');
  });

  it('offers "Register" with the fee once the code is known', () => {
    const html = inRouter(
      createElement(PlayerEntryPanel, { tournament: privateTournament, inviteCode: 'K7M2Q9XA', onInviteCode }),
      [],
    );
    expect(html).toContain('data-testid="entry-open"');
    expect(html).toContain('K7M2Q9XA');
    expect(html).toMatch(/data-testid="register-button"[^>]*>.*Register \(₹50\)<\/button>/);
  });

  it('registers a public tournament without any code', () => {
    const html = inRouter(
      createElement(PlayerEntryPanel, { tournament: { ...privateTournament, visibility: 'public' }, onInviteCode }),
      [],
    );
    expect(html).toContain('data-testid="register-button"');
    expect(html).not.toContain('invite-code-input');
  });
});

describe('"My tournaments"', () => {
  it('marks a private tournament with its badge', () => {
    const { id, title, format, entryFee, prizePool, players, maxPlayers, status, startTime } = privateTournament;
    const base = {
      title,
      format,
      entryFee,
      prizePool,
      players,
      maxPlayers,
      status,
      startTime,
      registrationOpensAt: null,
    };
    const entry = { entryStatus: 'registered' as const, place: null, prize: null, nextGame: null };
    const html = inRouter(createElement(MyTournaments), [
      { ...base, ...entry, id, visibility: 'private' },
      { ...base, ...entry, id: 'public-1', title: 'Open Cup', visibility: 'public' },
    ]);
    expect(html.match(/data-testid="private-badge"/g)).toHaveLength(1);
    expect(html).toMatch(/data-visibility="private"[\s\S]*Friday night[\s\S]*Private/);
  });
});
