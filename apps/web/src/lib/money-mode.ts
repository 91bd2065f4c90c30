import { MONEY_MODES, type MoneyMode } from '@ludo/shared/money';

/**
 * The money mode the server runs in (docs/decisions/0016-play-money-mode.md), read from the page
 * it sent: `<meta name="money-mode" content="play">` in play-money mode, nothing in the real one.
 * Read once, before the first render, so no screen ever shows the other mode's words.
 */
export function pageMoneyMode(): MoneyMode {
  const content = document.querySelector('meta[name="money-mode"]')?.getAttribute('content');
  return MONEY_MODES.find((mode) => mode === content) ?? 'real';
}
