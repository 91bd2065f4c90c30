import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { MatchPlayer } from '@ludo/shared/matches/matches.schemas';
import { CLOSED_ACCOUNT_NAME } from '@ludo/shared/users/closed-account';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PlayerName } from '../src/components/player-name';
import { PlayerSummary } from '../src/features/matches/components/PlayerCard';
import { englishMessages } from './english';

/**
 * A player's name is laid out on its own (`<bdi>`): a right-to-left name, or one carrying a bidi
 * override stored before the server refused them, cannot reorder the text around it.
 */

const RLO_NAME = 'Asha \u202eamreV';

describe('PlayerName', () => {
  it('puts the name, as text, in a bdi element with the given attributes', () => {
    expect(renderToStaticMarkup(createElement(PlayerName, { name: 'आशा', className: 'font-medium' }))).toBe(
      '<bdi class="font-medium">आशा</bdi>',
    );
    // Text, never markup.
    expect(renderToStaticMarkup(createElement(PlayerName, { name: '<b>Ravi</b>' }))).toBe(
      '<bdi>&lt;b&gt;Ravi&lt;/b&gt;</bdi>',
    );
  });

  it('names a closed account in the reader’s language', async () => {
    const hindi = (await import('../src/locales/public/hi.json')).default as Record<string, string>;
    const i18n = setupI18n({ locale: 'hi', messages: { hi: hindi } });
    const inHindi = (name: string) =>
      renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(PlayerName, { name })));
    expect(inHindi(CLOSED_ACCOUNT_NAME)).toBe('<bdi>बंद खाता</bdi>');
    expect(inHindi('Asha')).toBe('<bdi>Asha</bdi>');
  });
});

describe('the match player card', () => {
  it('isolates the player’s name', () => {
    const player: MatchPlayer = {
      userId: '00000000-0000-4000-8000-000000000001',
      name: RLO_NAME,
      ludoPlayerId: 'LK123',
      record: { played: 3, won: 2, lost: 1 },
    };
    const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
    const html = renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(PlayerSummary, { player })));
    expect(html).toContain(`<bdi>${RLO_NAME}</bdi>`);
    expect(html).toContain('Ludo ID: <span data-testid="player-ludo-id">LK123</span>');
    expect(html).toContain('Played 3 · Won 2 · Lost 1');
  });
});
