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
import { RegistrationErrorAlert } from '../src/features/tournaments/components/RegistrationErrorAlert';
import { joinTarget } from '../src/features/tournaments/lib/join-target';
import { registrationErrorView } from '../src/features/tournaments/lib/registration-error';
import { ApiRequestError } from '../src/lib/api-client';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/**
 * /user/tournaments/join/{id} serves a tournament or a match: the tournament is asked first and a
 * "no such tournament" answer falls back to the match page. On a tournament, the player registers
 * (the fee on the button), leaves before the start, or finds their next game; a refused
 * registration shows the server's message, with a way to add money when the wallet is short.
 */

const notFound = new ApiRequestError('Tournament not found', 404, 'TOURNAMENT_NOT_FOUND');
const badId = new ApiRequestError('Tournament not found', 400, 'VALIDATION_ERROR');
const serverDown = new ApiRequestError('Service unavailable', 503, 'SERVICE_UNAVAILABLE');

describe('joinTarget', () => {
  it('waits for the tournament’s answer', () => {
    expect(joinTarget({ data: undefined, isError: false, error: null })).toBe('loading');
  });

  it('shows a tournament when there is one', () => {
    expect(joinTarget({ data: { id: 't-1' }, isError: false, error: null })).toBe('tournament');
  });

  it('falls back to the match page when no tournament has the id (404, or 400 for an id of another shape)', () => {
    expect(joinTarget({ data: undefined, isError: true, error: notFound })).toBe('match');
    expect(joinTarget({ data: undefined, isError: true, error: badId })).toBe('match');
  });

  it('does not guess when the server could not answer', () => {
    expect(joinTarget({ data: undefined, isError: true, error: serverDown })).toBe('error');
    expect(joinTarget({ data: undefined, isError: true, error: new TypeError('Failed to fetch') })).toBe('error');
  });

  it('keeps a tournament on screen when a later poll fails', () => {
    expect(joinTarget({ data: { id: 't-1' }, isError: true, error: serverDown })).toBe('tournament');
  });
});

/** The player's screens in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;

const inRouter = (element: ReactElement) =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(MemoryRouter, null, element)));

describe('a refused registration', () => {
  const fallback = 'Check your connection and try again.';

  it('shows the server’s message and a way to add money when the wallet is short', () => {
    const error = new ApiRequestError('Your wallet balance is too low for this.', 422, 'INSUFFICIENT_FUNDS');
    expect(registrationErrorView(t, error, fallback)).toEqual({
      message: 'Your wallet balance is too low for this.',
      needsMoney: true,
    });
    const html = inRouter(createElement(RegistrationErrorAlert, { error, title: 'Could not register', fallback }));
    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not register');
    expect(html).toContain('Your wallet balance is too low for this.');
    expect(html).toMatch(/<a [^>]*href="\/user\/wallet"[^>]*>.*Add money to your wallet<\/a>/);
  });

  it('shows the server’s message alone for a full or closed tournament', () => {
    const error = new ApiRequestError('Every seat of this tournament is taken.', 409, 'TOURNAMENT_FULL');
    const html = inRouter(createElement(RegistrationErrorAlert, { error, title: 'Could not register', fallback }));
    expect(html).toContain('Every seat of this tournament is taken.');
    expect(html).not.toContain('/user/wallet');
  });

  it('falls back to a hint when the server sent no message', () => {
    expect(registrationErrorView(t, new TypeError('Failed to fetch'), fallback)).toEqual({
      message: fallback,
      needsMoney: false,
    });
    expect(registrationErrorView(t, new ApiRequestError('Bad Gateway', 502, 'HTTP_502'), fallback).message).toBe(
      fallback,
    );
  });
});

const tournament = (overrides: Partial<TournamentDetail> = {}): TournamentDetail => ({
  id: 't-1',
  title: 'Weekend Warrior',
  format: 'knockout',
  entryFee: 100,
  prizePool: 1440,
  players: 3,
  maxPlayers: 16,
  status: 'registering',
  startTime: '2030-01-01T14:00:00.000Z',
  registrationOpensAt: null,
  visibility: 'public',
  minPlayers: 4,
  prizeTable: [],
  registered: [],
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
  ...overrides,
});

function entry(detail: TournamentDetail, overrides: Partial<MyTournament> = {}): MyTournament {
  const { id, title, format, entryFee, prizePool, players, maxPlayers, status, startTime, visibility } = detail;
  return {
    id,
    visibility,
    title,
    format,
    entryFee,
    prizePool,
    players,
    maxPlayers,
    status,
    startTime,
    registrationOpensAt: detail.registrationOpensAt,
    entryStatus: 'registered',
    place: null,
    prize: null,
    nextGame: null,
    ...overrides,
  };
}

/** The player's panel with their tournaments already loaded. */
function panel(detail: TournamentDetail, mine: MyTournament[], play?: (matchId: string) => ReactElement): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(tournamentsKeys.mine, { tournaments: mine });
  return inRouter(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(PlayerEntryPanel, { tournament: detail, play }),
    ),
  );
}

describe('the player’s part in a tournament', () => {
  it('offers "Register" with the fee while registration is open', () => {
    const html = panel(tournament(), []);
    expect(html).toContain('Registration is open');
    expect(html).toMatch(/data-testid="register-button"[^>]*>.*Register \(₹100\)<\/button>/);
    expect(html).not.toContain('Leave tournament');
  });

  it('offers no seat when every seat is taken', () => {
    const html = panel(tournament({ players: 16 }), []);
    expect(html).toContain('All 16 seats are taken.');
    expect(html).not.toContain('data-testid="register-button"');
  });

  it('offers "Leave tournament" to a registered player before the start', () => {
    const detail = tournament();
    const html = panel(detail, [entry(detail)]);
    expect(html).toContain('You are registered');
    expect(html).toContain('Leave tournament');
    expect(html).not.toContain('data-testid="register-button"');
  });

  it('links the player’s next game, and tells a host to post the room code in time', () => {
    const detail = tournament({ status: 'running', currentRound: 1, plannedRounds: 4 });
    const html = panel(detail, [
      entry(detail, {
        nextGame: { matchId: 'm-42', round: 1, table: null, host: true, status: 'waiting_code', mode: 'external' },
      }),
    ]);
    expect(html).toContain('Your next game');
    expect(html).toContain('You host');
    expect(html).toContain('within 2 minutes');
    expect(html).toMatch(/href="\/user\/matches\/m-42"/);
    expect(html).not.toContain('Leave tournament');
  });

  it('plays the next game in place when the page can, while there is something to do in it', () => {
    const detail = tournament({ status: 'running', currentRound: 1, plannedRounds: 4 });
    const play = (matchId: string) => createElement('div', { 'data-testid': 'played-here' }, matchId);
    for (const status of ['waiting_code', 'playing'] as const) {
      const html = panel(
        detail,
        [
          entry(detail, {
            nextGame: { matchId: 'm-42', round: 1, table: null, host: false, status, mode: 'external' },
          }),
        ],
        play,
      );
      expect(html).toMatch(/data-testid="played-here"[^>]*>m-42</);
      expect(html).toMatch(/href="\/user\/matches\/m-42"/);
    }
    const decided = panel(
      detail,
      [
        entry(detail, {
          nextGame: { matchId: 'm-42', round: 1, table: null, host: false, status: 'review', mode: 'external' },
        }),
      ],
      play,
    );
    expect(decided).not.toContain('played-here');
  });

  it('gives a finished player their place and prize', () => {
    const detail = tournament({ status: 'finished' });
    const html = panel(detail, [entry(detail, { place: 2, prize: 432 })]);
    expect(html).toContain('You finished 2nd');
    expect(html).toContain('₹432 was credited to your winnings.');
  });
});
