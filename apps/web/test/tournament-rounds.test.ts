import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type {
  TournamentDetail,
  TournamentGame,
  TournamentRound,
  TournamentStanding,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TournamentRounds } from '../src/features/tournaments/components/TournamentRounds';
import { TournamentStandings } from '../src/features/tournaments/components/TournamentStandings';
import { formatRules, prizeRules, roundName, splitFieldSize } from '../src/features/tournaments/lib/tournament-rules';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/**
 * A tournament's rounds as the public sees them: a bye (one player, no game), a one-against-one
 * game (host and winner marked), a multi-table game (table number, finishing places); and the
 * standings' columns by format.
 */

/** The public tournament page in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;
const inEnglish = (element: ReactElement) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, element));

const player = (name: string, seed: number, host = false, position: number | null = null) => ({
  name,
  seed,
  host,
  position,
});

const bye = (name: string, seed: number): TournamentGame => ({
  matchId: null,
  table: null,
  bye: true,
  status: 'decided',
  players: [player(name, seed, true, 1)],
});

type RoundsProps = Parameters<typeof TournamentRounds>[0]['tournament'];

function render(tournament: Omit<RoundsProps, 'playMode'> & { playMode?: RoundsProps['playMode'] }): string {
  // Its links need a router: the watch link of a game played here.
  return inEnglish(
    createElement(
      MemoryRouter,
      null,
      createElement(TournamentRounds, { tournament: { playMode: 'external', ...tournament } }),
    ),
  );
}

/** The markup of each game card, in order. */
function games(html: string): string[] {
  return html.split('data-testid="tournament-game"').slice(1);
}

describe('knockout rounds', () => {
  const round1: TournamentRound = {
    round: 1,
    games: [
      bye('Asha', 1),
      {
        matchId: 'm-1',
        table: null,
        bye: false,
        status: 'decided',
        players: [player('Ravi', 2, true, 2), player('Meena', 3, false, 1)],
      },
    ],
  };
  const final: TournamentRound = {
    round: 2,
    games: [
      {
        matchId: 'm-2',
        table: null,
        bye: false,
        status: 'waiting_code',
        players: [player('Asha', 1, true), player('Meena', 3)],
      },
    ],
  };
  const html = render({
    format: 'knockout',
    rounds: [round1, final],
    currentRound: 2,
    plannedRounds: 2,
    status: 'running',
  });

  it('lays the rounds out as a bracket, named by how far from the final they are', () => {
    expect(html).toContain('aria-label="Bracket"');
    // Two rounds: the first is the semi-finals.
    expect(html).toContain('>Semi-finals<');
    expect(html).toContain('>Final<');
    expect(html).toMatch(/data-round="2" aria-current="step"/);
  });

  it('shows a bye as one player going through without a game', () => {
    const [byeCard] = games(html);
    expect(byeCard).toContain('data-bye="true"');
    expect(byeCard).toContain('<bdi class="min-w-0 truncate font-medium">Asha</bdi>');
    expect(byeCard).toContain('Bye');
    expect(byeCard).toContain('Goes through to the next round without a game.');
  });

  it('shows a decided game’s winner and loser and its host', () => {
    const duel = games(html)[1] ?? '';
    expect(duel).toContain('data-status="decided"');
    expect(duel).toMatch(/Ravi<\/bdi>.*Host.*Lost/);
    expect(duel).toMatch(/font-semibold.*Meena<\/bdi>.*Won/);
  });

  it('shows where an undecided game stands', () => {
    const pending = games(html)[2] ?? '';
    expect(pending).toContain('Waiting for the room code');
    expect(pending).not.toContain('Won');
  });
});

describe('a tournament played here', () => {
  const html = render({
    format: 'knockout',
    playMode: 'platform',
    currentRound: 1,
    plannedRounds: 1,
    status: 'running',
    rounds: [
      {
        round: 1,
        games: [
          {
            matchId: 'm-9',
            table: null,
            bye: false,
            status: 'playing',
            players: [player('Asha', 1, true), player('Ravi', 2)],
          },
        ],
      },
    ],
  });

  it('has no host, and a game being played can be watched live on its page', () => {
    const [game] = games(html);
    expect(game).not.toContain('Host');
    expect(game).toContain('href="/user/matches/m-9"');
    expect(game).toContain('aria-label="Watch this game live"');
  });

  it('offers no watching of a game by room code, nor of one decided', () => {
    expect(
      games(
        render({
          format: 'knockout',
          currentRound: 1,
          plannedRounds: 1,
          status: 'running',
          rounds: [
            {
              round: 1,
              games: [
                {
                  matchId: 'm-8',
                  table: null,
                  bye: false,
                  status: 'playing',
                  players: [player('Asha', 1, true), player('Ravi', 2)],
                },
              ],
            },
          ],
        }),
      )[0],
    ).not.toContain('Watch');
  });
});

describe('multi-table rounds', () => {
  const html = render({
    format: 'multi_table',
    currentRound: 1,
    plannedRounds: 2,
    status: 'running',
    rounds: [
      {
        round: 1,
        games: [
          {
            matchId: 'm-3',
            table: 1,
            bye: false,
            status: 'decided',
            players: [player('Asha', 1, true, 3), player('Ravi', 4, false, 1), player('Meena', 5, false, 2)],
          },
          {
            matchId: 'm-4',
            table: 2,
            bye: false,
            status: 'playing',
            players: [player('Kiran', 2, true), player('Dev', 3)],
          },
        ],
      },
    ],
  });

  it('shows each table with its number, its players in finishing order once decided', () => {
    const [table1, table2] = games(html);
    expect(table1).toContain('data-table="1"');
    expect(table1).toContain('>Table 1</h4>');
    const order = ['Ravi', 'Meena', 'Asha'].map((name) => table1?.indexOf(`${name}</bdi>`) ?? -1);
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(table1).toMatch(/Ravi<\/bdi>.*1st/);
    expect(table1).toMatch(/Asha<\/bdi>.*Host.*3rd/);
    expect(table2).toContain('data-table="2"');
    expect(table2).toContain('Playing');
  });

  it('opens the round being played', () => {
    expect(html).toMatch(/<details open="" class="group/);
    expect(html).toContain('1 of 2 games decided');
  });
});

describe('Swiss and round robin rounds', () => {
  it('show pairings and a bye that counts as a win', () => {
    const html = render({
      format: 'swiss',
      currentRound: 1,
      plannedRounds: 3,
      status: 'running',
      rounds: [
        {
          round: 1,
          games: [
            {
              matchId: 'm-5',
              table: null,
              bye: false,
              status: 'review',
              players: [player('Asha', 1, true), player('Ravi', 2)],
            },
            bye('Meena', 3),
          ],
        },
      ],
    });
    const [pairing, byeCard] = games(html);
    expect(pairing).toContain('Under review');
    expect(byeCard).toContain('a bye counts as a win');
    expect(html).toContain('Round 1');
  });

  it('say when nothing has been drawn yet', () => {
    const html = render({
      format: 'round_robin',
      rounds: [],
      currentRound: null,
      plannedRounds: null,
      status: 'registering',
    });
    expect(html).toContain('The first round is drawn when the tournament starts.');
  });
});

const standing = (overrides: Partial<TournamentStanding>): TournamentStanding => ({
  rank: 1,
  name: 'Asha',
  seed: 1,
  disqualified: false,
  points: null,
  buchholz: null,
  sonnebornBerger: null,
  roundReached: null,
  prize: null,
  tournamentPoints: null,
  ...overrides,
});

function standingsHtml(tournament: Pick<TournamentDetail, 'format' | 'standings' | 'plannedRounds' | 'status'>) {
  return inEnglish(createElement(TournamentStandings, { tournament }));
}

describe('standings', () => {
  it('rank Swiss players by score, Buchholz and Sonneborn-Berger', () => {
    const html = standingsHtml({
      format: 'swiss',
      plannedRounds: 3,
      status: 'running',
      standings: [
        standing({ points: 2, buchholz: 3, sonnebornBerger: 1.5 }),
        standing({ rank: 2, name: 'Ravi', seed: 2, points: 1, buchholz: 2, sonnebornBerger: 0, disqualified: true }),
      ],
    });
    expect(html).toContain('Buchholz');
    expect(html).toContain('Sonneborn-Berger');
    expect(html).toContain('>1.5<');
    expect(html).toContain('Disqualified');
    expect(html).not.toContain('Prize');
  });

  it('show the round reached in a knockout, and prizes once finished', () => {
    const html = standingsHtml({
      format: 'knockout',
      plannedRounds: 2,
      status: 'finished',
      standings: [
        standing({ roundReached: 2, prize: 504, tournamentPoints: 10 }),
        standing({ rank: 2, name: 'Ravi', seed: 2, roundReached: 2, prize: 216, tournamentPoints: 6 }),
        standing({ rank: 3, name: 'Meena', seed: 3, roundReached: 1, prize: 0, tournamentPoints: 3 }),
      ],
    });
    expect(html).not.toContain('Buchholz');
    expect(html).toContain('>Final<');
    expect(html).toContain('>Semi-finals<');
    expect(html).toContain('₹504');
    expect(html).toContain('Tournament points');
  });
});

describe('the rules a tournament page states', () => {
  it('names the tie-breaks of Swiss and round robin, and the round reached of knockout and multi-table', () => {
    for (const format of ['swiss', 'round_robin'] as const) {
      const text = formatRules(t, format, 5).join(' ');
      expect(text).toMatch(/Buchholz.*then Sonneborn-Berger/);
      expect(text).toContain('bye');
    }
    expect(formatRules(t, 'knockout', 4).join(' ')).toContain('the round a player reached');
    expect(formatRules(t, 'multi_table', 3).join(' ')).toContain('the round a player reached');
    // The players advancing from each table follow the tournament's choice.
    expect(formatRules(t, 'multi_table', 3).join(' ')).toContain('in rounds of more than 64 players');
    expect(formatRules(t, 'multi_table', 3, { tableAdvance: 2 }).join(' ')).toContain(
      'The first two of each table go on to the next round.',
    );
    expect(formatRules(t, 'multi_table', 3, { tableAdvance: 1 }).join(' ')).not.toContain('64');
  });

  it('names the knockout’s last rounds', () => {
    expect(roundName(t, 4, 4, 'knockout')).toBe('Final');
    expect(roundName(t, 3, 4, 'knockout')).toBe('Semi-finals');
    expect(roundName(t, 2, 4, 'knockout')).toBe('Quarter-finals');
    expect(roundName(t, 1, 4, 'knockout')).toBe('Round 1');
    expect(roundName(t, 3, 3, 'multi_table')).toBe('Final table');
    expect(roundName(t, 3, 3, 'swiss')).toBe('Round 3');
  });

  it('states the split rule for field sizes that are not listed', () => {
    expect(splitFieldSize(12)).toBe(8);
    expect(splitFieldSize(16)).toBe(16);
    expect(splitFieldSize(100)).toBe(32);
    expect(splitFieldSize(3)).toBeNull();
    expect(prizeRules(t, 'running', 12, 16).join(' ')).toContain(
      'the split of the largest listed size not above the field applies',
    );
    expect(prizeRules(t, 'registering', 3, 16).join(' ')).toContain('full field of 16');
    expect(prizeRules(t, 'running', 3, 16).join(' ')).toContain('the winner takes the whole prize pool');
  });
});
