import { setupI18n } from '@lingui/core';
import { setMoneyMode } from '@ludo/shared/money';
import type { TournamentStatus } from '@ludo/shared/tournaments/tournaments.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { faqItems } from '@/features/support/lib/faq';
import { prizeRules } from '@/features/tournaments/lib/tournament-rules';
import type { Translate } from '@/lib/i18n/react';
import { englishMessages } from './english';

/**
 * In play money coins can be neither bought nor cashed out, so the public texts built from data
 * must not speak of rupees, deposits, withdrawals, identity checks or tax; in real money they stay
 * word for word as the product has them (docs/product-rules.md, Texts).
 */

const MONEY_WORDS = [
  /₹/,
  /withdraw/i,
  /deposit/i,
  /\bKYC\b/i,
  /\bTDS\b/i,
  /\btax\b/i,
  /\bcash\b/i,
  /\bearn/i,
  /\bUPI\b/,
];
/** The FAQ in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;
/** The tournament page's prize rules in English. */
const publicI18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const publicT = publicI18n._.bind(publicI18n) as Translate;

const STATUSES: TournamentStatus[] = ['upcoming', 'registering', 'running', 'finished', 'cancelled'];

function moneyWordsIn(texts: string[]): string[] {
  return texts.filter((text) => MONEY_WORDS.some((word) => word.test(text)));
}

afterEach(() => {
  setMoneyMode('real');
});

describe('play money', () => {
  it('answers the FAQ in coins, with eight questions still', () => {
    setMoneyMode('play');
    const items = faqItems(t);
    expect(items).toHaveLength(8);
    expect(moneyWordsIn(items.flatMap((item) => [item.question, item.answer]))).toEqual([]);
    expect(items.map((item) => item.question)).toContain('How do I get coins?');
    const match = items.find((item) => item.question === 'How do I create or join a match?');
    expect(match?.answer).toContain('a stake of 5 coins, 50 coins, 100 coins and 200 coins');
  });

  it('states no tax under a prize table', () => {
    setMoneyMode('play');
    const rules = STATUSES.flatMap((status) => prizeRules(publicT, status, 12, 16));
    expect(moneyWordsIn(rules)).toEqual([]);
    expect(prizeRules(publicT, 'running', 12, 16)).toContain(
      'Prizes are in coins, which cannot be exchanged for money.',
    );
  });
});

describe('real money', () => {
  it('keeps the FAQ answers (docs/product-rules.md, Texts)', () => {
    const items = faqItems(t);
    expect(items.find((item) => item.question === 'How do I add money to my wallet?')?.answer).toBe(
      'Open your Wallet and choose Add Money, then pay by UPI, credit/debit card or net banking. You can add from ₹100 up to ₹10,000 at a time and ₹50,000 a day. Deposits are instant and free.',
    );
    expect(items.find((item) => item.question === 'How are tournament prizes calculated?')?.answer).toBe(
      'The platform keeps 10% of the entry fees and the rest is the prize pool, split between the top places by the number of players. TDS of 30% applies to winnings above ₹10,000 in one tournament.',
    );
    expect(items.find((item) => item.question === 'How do I submit my match result?')?.answer).toContain(
      'Winnings are credited within 30 minutes.',
    );
  });

  it('keeps the tax rule under a prize table', () => {
    expect(prizeRules(publicT, 'running', 12, 16).at(-1)).toBe(
      'TDS of 30% applies on winnings above ₹10,000 in one tournament.',
    );
  });
});
