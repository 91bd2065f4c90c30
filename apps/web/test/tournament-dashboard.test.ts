import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import type { MyTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tournamentsKeys } from '../src/features/tournaments/api/query-keys';
import {
  RecentTournamentResults,
  UpcomingTournamentEntries,
} from '../src/features/tournaments/components/dashboard/DashboardTournaments';
import { TournamentsPlayedFigure } from '../src/features/tournaments/components/dashboard/TournamentsPlayedFigure';
import {
  recentTournamentResults,
  tournamentsPlayed,
  upcomingTournaments,
} from '../src/features/tournaments/lib/dashboard';
import { intlLocale } from '../src/lib/i18n/locales';
import { englishMessages } from './english';

/**
 * The dashboard's tournaments: "Tournaments Played" counts real tournaments (running or finished,
 * not 1v1 matches), Upcoming lists those registered for and not started, Recent the finished ones
 * with the player's place and prize.
 */

function mine(id: string, overrides: Partial<MyTournament> = {}): MyTournament {
  return {
    id,
    title: `Tournament ${id}`,
    format: 'knockout',
    entryFee: 50,
    prizePool: 360,
    players: 5,
    maxPlayers: 8,
    status: 'registering',
    startTime: '2030-01-01T14:00:00.000Z',
    registrationOpensAt: null,
    visibility: 'public',
    entryStatus: 'registered',
    place: null,
    prize: null,
    nextGame: null,
    ...overrides,
  };
}

const tournaments: MyTournament[] = [
  mine('later', { startTime: '2030-01-03T14:00:00.000Z' }),
  mine('sooner', { status: 'upcoming', startTime: '2030-01-02T14:00:00.000Z', visibility: 'private' }),
  mine('running', { status: 'running', startTime: '2029-12-31T14:00:00.000Z' }),
  mine('won', { status: 'finished', startTime: '2029-12-30T14:00:00.000Z', place: 1, prize: 252 }),
  mine('out', { status: 'finished', startTime: '2029-12-29T14:00:00.000Z', place: 5, prize: null }),
  mine('dq', { status: 'finished', startTime: '2029-12-20T14:00:00.000Z', entryStatus: 'disqualified' }),
  mine('cancelled', { status: 'cancelled', startTime: '2029-12-25T14:00:00.000Z' }),
];

describe('the dashboard’s tournament counts', () => {
  it('counts the tournaments that started, running or finished, from the server’s totals', () => {
    expect(tournamentsPlayed({ running: 1, finished: 3, won: 1, prizes: 252 })).toEqual({
      total: 4,
      finished: 3,
      running: 1,
    });
  });

  it('counts nothing before the first tournament starts', () => {
    expect(tournamentsPlayed({ running: 0, finished: 0, won: 0, prizes: 0 })).toEqual({
      total: 0,
      finished: 0,
      running: 0,
    });
  });

  it('lists the tournaments not started yet, soonest first', () => {
    expect(upcomingTournaments(tournaments).map((tournament) => tournament.id)).toEqual(['sooner', 'later']);
  });

  it('lists the finished tournaments, latest first', () => {
    expect(recentTournamentResults(tournaments).map((tournament) => tournament.id)).toEqual(['won', 'out', 'dq']);
    expect(recentTournamentResults(tournaments, 1)).toHaveLength(1);
  });
});

// The player area's English texts, compiled as the build does (vite.config.ts).
const i18n = setupI18n();
i18n.load(
  'en',
  Object.fromEntries(Object.entries(englishMessages).map(([key, message]) => [key, compileMessageOrThrow(message)])),
);
i18n.activate('en', [intlLocale('en')]);

const render = (element: ReactElement, data: MyTournament[]) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(tournamentsKeys.mine, {
    tournaments: data,
    // The server's totals for this list: 1 running, 3 finished (one a disqualification), ₹252 won.
    totals: { running: 1, finished: 3, won: 1, prizes: 252 },
  });
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MemoryRouter, null, createElement(QueryClientProvider, { client: queryClient }, element)),
    ),
  );
};

describe('the dashboard’s tournament lists', () => {
  it('shows the count of tournaments played', () => {
    const html = render(createElement(TournamentsPlayedFigure), tournaments);
    expect(html).toMatch(/data-testid="dashboard-tournaments-played"[^>]*>4</);
    expect(html).toContain('3 finished · 1 in play');
  });

  it('links each upcoming tournament’s page, with its start', () => {
    const html = render(createElement(UpcomingTournamentEntries), tournaments);
    expect(html).toContain('href="/user/tournaments/join/sooner"');
    expect(html).toContain('href="/user/tournaments/join/later"');
    expect(html).toContain('dateTime="2030-01-02T14:00:00.000Z"');
    expect(html).toContain('Starts');
    expect(html.match(/data-testid="private-badge"/g)).toHaveLength(1);
    expect(html).not.toContain('join/running');
  });

  it('gives each recent tournament the player’s place and prize', () => {
    const html = render(createElement(RecentTournamentResults), tournaments);
    expect(html).toContain('Finished 1st · Won ₹252');
    expect(html).toContain('Finished 5th · No prize');
    expect(html).toContain('Disqualified');
  });

  it('says when there is nothing to show', () => {
    expect(render(createElement(UpcomingTournamentEntries), [])).toContain('No tournament coming up.');
    expect(render(createElement(RecentTournamentResults), [])).toContain('No finished tournaments yet.');
  });
});
