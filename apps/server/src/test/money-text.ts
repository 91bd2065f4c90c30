import { type CoinWords, formatRupees, topUpHint } from '@ludo/shared/money';

/**
 * A text as the real-money mode writes it ("You need ₹50 … Add money to continue."), in the words
 * of the mode this test process runs in: the same text in the real mode, coins in play mode. For
 * tests that run on both CI passes (docs/decisions/0016-play-money-mode.md). Coins in `words`, a
 * language's word for them, if given (English otherwise).
 */
export function inMoneyMode(text: string, words?: CoinWords): string {
  return text
    .replace(/₹(\d+(?:,\d+)*(?:\.\d+)?)/g, (_, amount: string) =>
      formatRupees(Number(amount.replaceAll(',', '')), words),
    )
    .replace('Add money to continue.', topUpHint());
}
