import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { DEPOSIT_LIMITS, TIMING_RULES, WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { formatRupees } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LawNotice } from '../components/LawNotice';
import { LegalPage, type LegalSection } from '../components/LegalPage';

const sections: LegalSection[] = [
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
          Money you add is for entering matches and tournaments. It cannot be withdrawn or refunded as cash once it has
          been credited; only winnings can be withdrawn.
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
  {
    id: 'matches',
    heading: 'Cancelled matches',
    body: (
      <p>
        If a match is cancelled before it is played, or a room closes without an opponent, the stake held for it is
        returned to your wallet.
      </p>
    ),
  },
  {
    id: 'tournaments',
    heading: 'Tournament entry fees',
    body: (
      <p>
        If we cancel a tournament, every entry fee is returned to the players' wallets. An entry fee is not returned if
        you leave a tournament or do not turn up after it has started.
      </p>
    ),
  },
  {
    id: 'withdrawals',
    heading: 'Withdrawals',
    body: (
      <p>
        Withdrawals are paid within {WITHDRAWAL_LIMITS.processingHours} hours to your bank account or UPI, with no fee.
        If a payout fails, for example because of a wrong UPI ID, the amount is returned to your winnings and you can
        request it again.
      </p>
    ),
  },
  {
    id: 'disputes',
    heading: 'Disputed results',
    body: (
      <p>
        A disputed result is reviewed within {TIMING_RULES.disputeReviewHours} hours. If it is decided in your favour,
        the prize is credited to your wallet. See the <Link to={paths.fairPlay}>Fair Play Policy</Link>.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'How to ask for a refund',
    body: (
      <>
        <p>
          Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
          <Link to={paths.support}>support form</Link> with your registered email, the date and amount, and the payment
          or match reference.
        </p>
        <LawNotice />
      </>
    ),
  },
];

export default function RefundPage() {
  return (
    <LegalPage
      title="Refund Policy"
      lastUpdated="2026-11-21"
      intro={<p>When money comes back to you on {BRAND_NAME}, and how to ask for it.</p>}
      sections={sections}
    />
  );
}
