import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeaderboardTable, sinceIstText } from '../src/components/leaderboard-table';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/** The board in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, element));

/**
 * The board shared by the public /leaderboard and the player area: names are isolated (`<bdi>`),
 * public rows (no player ids) render and highlight nobody, and a player's own row is marked.
 */

const RLO_NAME = 'Asha \u202eamreV';

describe('LeaderboardTable', () => {
  it('renders public rows without ids, every name isolated, nobody highlighted', () => {
    const html = render(
      createElement(LeaderboardTable, {
        label: 'This week’s leaderboard',
        entries: [
          { rank: 1, name: RLO_NAME, wins: 2, played: 3, winnings: 300 },
          { rank: 2, name: '<b>Ravi</b>', wins: 1, played: 2, winnings: 10 },
        ],
        currentUserId: undefined,
      }),
    );
    expect(html).toContain(`<bdi>${RLO_NAME}</bdi>`);
    expect(html).toContain('<bdi>&lt;b&gt;Ravi&lt;/b&gt;</bdi>');
    expect(html).toContain('₹300');
    expect(html).not.toContain('data-current-player');
    expect(html).not.toContain('>You<');
  });

  it('marks the signed-in player’s row in the player area', () => {
    const html = render(
      createElement(LeaderboardTable, {
        label: 'All-time leaderboard',
        entries: [
          { rank: 1, userId: 'u-1', name: 'Asha', wins: 2, played: 3, winnings: 300 },
          { rank: 2, userId: 'u-2', name: 'Ravi', wins: 1, played: 2, winnings: 10 },
        ],
        currentUserId: 'u-2',
      }),
    );
    expect(html.match(/data-current-player="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-current="true"[^>]*>.*<bdi>Ravi<\/bdi>/);
    expect(html).toContain('>You<');
    expect(html).toContain('>Winnings<');
  });
});

describe('sinceIstText', () => {
  it('names the Monday the week started on in India', () => {
    expect(sinceIstText('2024-06-09T18:30:00.000Z', t)).toBe('Since Monday, 10 June (IST).');
    expect(sinceIstText('not a date', t)).toBe('');
  });
});
