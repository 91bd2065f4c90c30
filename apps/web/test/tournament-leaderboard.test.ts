import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { TournamentLeaderboard as Board } from '@ludo/shared/tournaments/tournaments.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tournamentsKeys } from '../src/features/tournaments/api/query-keys';
import {
  TournamentLeaderboard,
  TournamentLeaderboardTable,
} from '../src/features/tournaments/components/TournamentLeaderboard';
import { pointsRuleText, tournamentBoardRows } from '../src/features/tournaments/lib/tournament-leaderboard';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/**
 * The tournament board beside the 1v1 board (public /leaderboard and /user/leaderboard): players by
 * tournament points (shared places share them, so points can have decimals), wins, tournaments
 * played and prizes, with names isolated and an honest empty state.
 */

/** The board in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;
const inEnglish = (element: ReactElement) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, element));

const entries: Board['entries'] = [
  { rank: 1, name: 'Asha \u202eamreV', points: 16, tournaments: 2, wins: 1, prizes: 1200 },
  { rank: 2, name: '<b>Ravi</b>', points: 6.67, tournaments: 1, wins: 0, prizes: 233.5 },
  { rank: 4, name: 'Meera', points: 2, tournaments: 3, wins: 0, prizes: 0 },
];

describe('the tournament board’s rows', () => {
  it('formats points, prizes and the top three’s crowns', () => {
    expect(tournamentBoardRows(entries)).toEqual([
      { rank: 1, name: 'Asha \u202eamreV', points: '16', tournaments: 2, wins: 1, prizes: '₹1,200', medal: 1 },
      { rank: 2, name: '<b>Ravi</b>', points: '6.67', tournaments: 1, wins: 0, prizes: '₹233.50', medal: 2 },
      { rank: 4, name: 'Meera', points: '2', tournaments: 3, wins: 0, prizes: '₹0', medal: null },
    ]);
  });

  it('states the points rule from the product’s constants', () => {
    expect(pointsRuleText(t)).toBe(
      'Points for each public tournament: 1st 10, 2nd 6, 3rd 4 and 4th 2 points; players who share a place share its points. Equal points are ranked by prizes won.',
    );
  });

  it('renders every name isolated, and escaped', () => {
    const html = inEnglish(
      createElement(TournamentLeaderboardTable, {
        label: 'This week’s tournament leaderboard',
        rows: tournamentBoardRows(entries),
      }),
    );
    expect(html).toContain('aria-label="This week’s tournament leaderboard"');
    expect(html).toContain('<bdi>Asha \u202eamreV</bdi>');
    expect(html).toContain('<bdi>&lt;b&gt;Ravi&lt;/b&gt;</bdi>');
    expect(html).toContain('6.67');
    expect(html).toContain('₹1,200');
    for (const header of ['Rank', 'Player', 'Points', 'Wins', 'Played', 'Prizes']) expect(html).toContain(header);
  });
});

function board(period: 'week' | 'all', data: Board): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(tournamentsKeys.leaderboard(period), data);
  return inEnglish(
    createElement(QueryClientProvider, { client: queryClient }, createElement(TournamentLeaderboard, { period })),
  );
}

describe('the tournament board', () => {
  it('says "No rankings yet" when no public tournament finished in the period', () => {
    const html = board('week', { period: 'week', since: '2024-06-09T18:30:00.000Z', entries: [] });
    expect(html).toContain('No rankings yet');
    expect(html).toContain('No public tournament has finished this week yet.');
    expect(html).not.toContain('<table');
  });

  it('shows the week’s rankings from Monday in India', () => {
    const html = board('week', { period: 'week', since: '2024-06-09T18:30:00.000Z', entries });
    expect(html).toContain('Since Monday, 10 June (IST).');
    expect(html).toContain('This week’s tournament leaderboard');
    expect(html).not.toContain('No rankings yet');
  });

  it('names the all-time board', () => {
    const html = board('all', { period: 'all', since: null, entries });
    expect(html).toContain('All-time tournament leaderboard');
    expect(html).not.toContain('Since');
  });
});
