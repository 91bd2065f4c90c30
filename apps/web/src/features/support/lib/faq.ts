/**
 * The Support page's FAQ: eight questions a player asks most, about rupees or coins by the money
 * mode, answered from the platform's own rules and limits (so an answer never contradicts what the
 * wallet or a match enforces), and the free-text search across questions and answers, in the
 * reader's language (the texts are in the `docs` catalog). No React: unit-tested as is, with `t`.
 */
import { EXTERNAL_LUDO_APP_NAME } from '@ludo/shared/brand';
import {
  DEPOSIT_LIMITS,
  MATCH_STAKES_RUPEES,
  MIN_PLAYER_AGE,
  ROOM_DURATION_MINUTES,
  TDS_PERCENT,
  TDS_THRESHOLD_RUPEES,
  TIMING_RULES,
  TOURNAMENT_PLATFORM_FEE_PERCENT,
  WITHDRAWAL_LIMITS,
} from '@ludo/shared/limits';
import { byMoneyMode, formatRupees, isPlayMoney } from '@ludo/shared/money';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale } from '@/lib/i18n/locales';
import type { MessageId, Translate } from '@/lib/i18n/react';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Shown when no question matches the search (the product's words in English: docs/product-rules.md, Support). */
export const FAQ_EMPTY_TEXT = 'faq.empty' satisfies MessageId;

/** "₹5, ₹50, ₹100 and ₹200", joined the way the page's language joins a list. */
function listOf(items: string[]): string {
  return new Intl.ListFormat(intlLocale(currentLocale()), { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * The questions and answers for the money mode the platform runs in, in the reader's language. A
 * function, not a constant: the mode is set at start-up, after this module may have loaded.
 */
export function faqItems(t: Translate): readonly FaqItem[] {
  const prizeValues = {
    percent: TOURNAMENT_PLATFORM_FEE_PERCENT,
    tdsPercent: TDS_PERCENT,
    threshold: formatRupees(TDS_THRESHOLD_RUPEES),
  };
  const resultValues = {
    resultMinutes: TIMING_RULES.resultSubmissionMinutes,
    creditMinutes: TIMING_RULES.winningsCreditedMinutes,
  };
  return [
    ...(isPlayMoney() ? playMoneyItems(t) : realMoneyItems(t)),
    {
      question: t('faq.match.question'),
      answer: t('faq.match.answer', {
        appName: EXTERNAL_LUDO_APP_NAME,
        stakes: listOf(MATCH_STAKES_RUPEES.map((amount) => formatRupees(amount))),
        minutes: ROOM_DURATION_MINUTES,
      }),
    },
    {
      question: t('faq.result.question'),
      answer: byMoneyMode({
        real: t('faq.result.answer', resultValues),
        play: t('faq.result.answer.play', resultValues),
      }),
    },
    {
      question: t('faq.dispute.question'),
      answer: t('faq.dispute.answer', { hours: TIMING_RULES.disputeReviewHours }),
    },
    {
      question: t('faq.prizes.question'),
      answer: byMoneyMode({
        real: t('faq.prizes.answer', prizeValues),
        play: t('faq.prizes.answer.play', prizeValues),
      }),
    },
    {
      question: t('faq.whoCanPlay.question'),
      answer: t('faq.whoCanPlay.answer', { age: MIN_PLAYER_AGE, appName: EXTERNAL_LUDO_APP_NAME }),
    },
  ];
}

function realMoneyItems(t: Translate): FaqItem[] {
  return [
    {
      question: t('faq.addMoney.question'),
      answer: t('faq.addMoney.answer', {
        min: formatRupees(DEPOSIT_LIMITS.minRupees),
        max: formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees),
        daily: formatRupees(DEPOSIT_LIMITS.maxPerDayRupees),
      }),
    },
    {
      question: t('faq.withdraw.question'),
      answer: t('faq.withdraw.answer', {
        min: formatRupees(WITHDRAWAL_LIMITS.minRupees),
        max: formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees),
        weekly: formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees),
        hours: WITHDRAWAL_LIMITS.processingHours,
      }),
    },
    {
      question: t('faq.kyc.question'),
      answer: t('faq.kyc.answer', {
        amount: formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees),
        hours: WITHDRAWAL_LIMITS.kycProcessingHours,
      }),
    },
  ];
}

// Coins come only from the welcome gift and the daily claim, and never leave as money: the three
// money questions become the three a coin player asks.
function playMoneyItems(t: Translate): FaqItem[] {
  return [
    { question: t('faq.getCoins.question'), answer: t('faq.getCoins.answer') },
    { question: t('faq.exchangeCoins.question'), answer: t('faq.exchangeCoins.answer') },
    { question: t('faq.outOfCoins.question'), answer: t('faq.outOfCoins.answer') },
  ];
}

/** The words of a search, lower-cased, without surrounding punctuation. */
function searchWords(query: string): string[] {
  return query
    .toLocaleLowerCase('en-IN')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{M}\p{N}₹]+|[^\p{L}\p{M}\p{N}₹]+$/gu, ''))
    .filter(Boolean);
}

/**
 * The items whose question or answer holds every word of the search, in their order; all of them
 * for an empty search.
 */
export function searchFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = searchWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = `${item.question} ${item.answer}`.toLocaleLowerCase('en-IN');
    return words.every((word) => text.includes(word));
  });
}

/** The game rules in brief, as the FAQ tab shows them beside the link to the full rules. */
export function gameRulesSummary(t: Translate): string[] {
  return [
    t('faq.rules.tokens'),
    t('faq.rules.six'),
    t('rules.game.basics.win'),
    t('faq.rules.timing', {
      grace: TIMING_RULES.gracePeriodMinutes,
      reconnect: TIMING_RULES.reconnectWindowMinutes,
    }),
    t('faq.rules.variants'),
  ];
}
