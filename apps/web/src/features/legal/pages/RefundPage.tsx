import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { DEPOSIT_LIMITS, TIMING_RULES, WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { formatRupees, isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LawNotice } from '../components/LawNotice';
import { LegalPage, type LegalSection } from '../components/LegalPage';

// The sections that read the same in rupees and in coins.
function cancelledMatches(): LegalSection {
  return {
    id: 'matches',
    heading: 'Cancelled matches',
    body: (
      <p>
        If a match is cancelled before it is played, or a room closes without an opponent, the stake held for it is
        returned to your wallet.
      </p>
    ),
  };
}

function tournamentEntryFees(): LegalSection {
  return {
    id: 'tournaments',
    heading: 'Tournament entry fees',
    body: (
      <p>
        If we cancel a tournament, every entry fee is returned to the players' wallets. An entry fee is not returned if
        you leave a tournament or do not turn up after it has started.
      </p>
    ),
  };
}

function disputedResults(): LegalSection {
  return {
    id: 'disputes',
    heading: 'Disputed results',
    body: (
      <p>
        A disputed result is reviewed within {TIMING_RULES.disputeReviewHours} hours. If it is decided in your favour,
        the prize is credited to your wallet. See the <Link to={paths.fairPlay}>Fair Play Policy</Link>.
      </p>
    ),
  };
}

/** The rupee refund policy: deposits, payments and payouts that can come back. */
function realMoneySections(): LegalSection[] {
  return [
    {
      id: 'deposits',
      heading: 'Money you add',
      body: (
        <>
          <p>
            Deposits from {formatRupees(DEPOSIT_LIMITS.minRupees)} to{' '}
            {formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees)} per transaction (at most{' '}
            {formatRupees(DEPOSIT_LIMITS.maxPerDayRupees)} per day) are credited to your wallet as soon as the payment
            provider confirms them. There is no fee.
          </p>
          <p>
            Money you add is for entering matches and tournaments. It cannot be withdrawn or refunded as cash once it
            has been credited; only winnings can be withdrawn.
          </p>
        </>
      ),
    },
    {
      id: 'failed-payments',
      heading: 'Failed or duplicate payments',
      body: (
        <p>
          If money left your account but your wallet was not credited, or you were charged twice, contact us with the
          payment reference. We check the payment with the payment provider and either credit your wallet or have the
          payment refunded to the original payment method. How long a refund takes to reach you depends on your bank.
        </p>
      ),
    },
    cancelledMatches(),
    tournamentEntryFees(),
    {
      id: 'withdrawals',
      heading: 'Withdrawals',
      body: (
        <p>
          Withdrawals are paid within {WITHDRAWAL_LIMITS.processingHours} hours to your bank account or UPI, with no
          fee. If a payout fails, for example because of a wrong UPI ID, the amount is returned to your winnings and you
          can request it again.
        </p>
      ),
    },
    disputedResults(),
    {
      id: 'contact',
      heading: 'How to ask for a refund',
      body: (
        <>
          <p>
            Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
            <Link to={paths.support}>support form</Link> with your registered email, the date and amount, and the
            payment or match reference.
          </p>
          <LawNotice />
        </>
      ),
    },
  ];
}

// Coins cannot be bought, so there is no payment to refund: only coins held for a match or
// tournament that does not take place come back.
function playMoneySections(): LegalSection[] {
  return [
    {
      id: 'coins',
      heading: 'Coins are free',
      body: (
        <p>
          Coins are given free: a welcome gift when you join and a daily claim. As coins cannot be bought, there is
          nothing to refund, and coins cannot be exchanged for money.
        </p>
      ),
    },
    cancelledMatches(),
    tournamentEntryFees(),
    disputedResults(),
    {
      id: 'contact',
      heading: 'Questions about your coins',
      body: (
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
          <Link to={paths.support}>support form</Link> with your registered email, the date and the match or tournament
          reference.
        </p>
      ),
    },
  ];
}

export default function RefundPage() {
  const play = isPlayMoney();
  return (
    <LegalPage
      title="Refund Policy"
      lastUpdated="2026-11-21"
      intro={
        play ? (
          <p>When coins come back to your wallet on {BRAND_NAME}.</p>
        ) : (
          <p>When money comes back to you on {BRAND_NAME}, and how to ask for it.</p>
        )
      }
      sections={play ? playMoneySections() : realMoneySections()}
    />
  );
}
