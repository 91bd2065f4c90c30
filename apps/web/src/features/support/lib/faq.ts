/**
 * The Support page's FAQ: eight questions a player asks most, about rupees or coins by the money
 * mode, answered from the platform's own rules and limits (so an answer never contradicts what the
 * wallet or a match enforces), and the free-text search across questions and answers. No React:
 * unit-tested as is.
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

export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_EMPTY_TEXT = 'No FAQs found matching your search.';

const list = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });

/**
 * The questions and answers for the money mode the platform runs in. A function, not a constant:
 * the mode is set at start-up, after this module may have loaded.
 */
export function faqItems(): readonly FaqItem[] {
  const prizeNote = byMoneyMode({
    real: `TDS of ${TDS_PERCENT}% applies to winnings above ${formatRupees(TDS_THRESHOLD_RUPEES)} in one tournament.`,
    play: 'Entry fees and prizes are all in coins.',
  });
  return [
    ...(isPlayMoney() ? playMoneyItems() : realMoneyItems()),
    {
      question: 'How do I create or join a match?',
      answer: `Create a room in the ${EXTERNAL_LUDO_APP_NAME} app, then choose Create New Match on the Tournaments page with its room code and a stake of ${list.format(MATCH_STAKES_RUPEES.map(formatRupees))}. To join someone else's room, choose Request to Join; the room's owner accepts you. A room stays open for ${ROOM_DURATION_MINUTES} minutes.`,
    },
    {
      question: 'How do I submit my match result?',
      answer: `On the match page, choose whether you won or lost and attach a screenshot of the result screen within ${TIMING_RULES.resultSubmissionMinutes} minutes of the end of the game. ${byMoneyMode({ real: 'Winnings are', play: 'Coins you win are' })} credited within ${TIMING_RULES.winningsCreditedMinutes} minutes. False results may lead to account suspension.`,
    },
    {
      question: 'What happens if my opponent and I report different results?',
      answer: `The match goes to review: an administrator checks both screenshots and decides within ${TIMING_RULES.disputeReviewHours} hours. The administrators' decision is final.`,
    },
    {
      question: 'How are tournament prizes calculated?',
      answer: `The platform keeps ${TOURNAMENT_PLATFORM_FEE_PERCENT}% of the entry fees and the rest is the prize pool, split between the top places by the number of players. ${prizeNote}`,
    },
    {
      question: 'Who can play?',
      answer: `Players in India aged ${MIN_PLAYER_AGE} or older, with one account each. Matches are played in the ${EXTERNAL_LUDO_APP_NAME} app using the room code shown for your match.`,
    },
  ];
}

function realMoneyItems(): FaqItem[] {
  return [
    {
      question: 'How do I add money to my wallet?',
      answer: `Open your Wallet and choose Add Money, then pay by UPI, credit/debit card or net banking. You can add from ${formatRupees(DEPOSIT_LIMITS.minRupees)} up to ${formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees)} at a time and ${formatRupees(DEPOSIT_LIMITS.maxPerDayRupees)} a day. Deposits are instant and free.`,
    },
    {
      question: 'How do I withdraw my winnings?',
      answer: `Open your Wallet and choose Withdraw. You can withdraw from ${formatRupees(WITHDRAWAL_LIMITS.minRupees)} up to ${formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees)} at a time and ${formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees)} a week, to your bank account or UPI. Withdrawals are processed in ${WITHDRAWAL_LIMITS.processingHours} hours and are free.`,
    },
    {
      question: 'Why do I need to complete KYC?',
      answer: `Indian rules require us to verify your identity before your first withdrawal and for withdrawals above ${formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees)}. Upload your Aadhar (front and back) and PAN card from your Profile under KYC Verification; the review takes about ${WITHDRAWAL_LIMITS.kycProcessingHours} hours.`,
    },
  ];
}

// Coins come only from the welcome gift and the daily claim, and never leave as money: the three
// money questions become the three a coin player asks.
function playMoneyItems(): FaqItem[] {
  return [
    {
      question: 'How do I get coins?',
      answer:
        'Every new account starts with a welcome gift of coins, and you can claim free coins once a day (India time) in your Wallet. Coins are free: they cannot be bought.',
    },
    {
      question: 'Can I exchange my coins for money?',
      answer:
        'No. Coins are only for playing matches and tournaments here. They cannot be bought, sold or exchanged for money or prizes.',
    },
    {
      question: 'What if I run out of coins?',
      answer:
        'Claim your free daily coins in your Wallet; a new claim opens every day (India time). Coins you win in matches and tournaments are added to your balance too.',
    },
  ];
}

/** The words of a search, lower-cased, without surrounding punctuation. */
function searchWords(query: string): string[] {
  return query
    .toLocaleLowerCase('en-IN')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}₹]+|[^\p{L}\p{N}₹]+$/gu, ''))
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
export const GAME_RULES_SUMMARY: readonly string[] = [
  'Each player has 4 tokens. You need a 6 to move a token out of the start.',
  'A 6 gives you an extra turn; a third 6 in a row is forfeited.',
  'The first player to bring all their tokens home wins.',
  `There is a ${TIMING_RULES.gracePeriodMinutes}-minute grace period at the start of a game, and ${TIMING_RULES.reconnectWindowMinutes} minutes to reconnect after a disconnection before random moves are made for you.`,
  'Variants: classic (4 players), quick (2 tokens, 10-15 minutes), 1v1, team 2v2 and tournament mode.',
];
