import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { DEPOSIT_LIMITS, TIMING_RULES, WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { byMoneyMode, formatRupees, isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { T, type Translate, useT, withCatalog } from '@/lib/i18n/react';
import { LawNotice } from '../components/LawNotice';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { SupportEmailLink } from '../components/SupportEmailLink';

const supportEmail = { email: SUPPORT_EMAIL };
const contactLinks = { 0: <SupportEmailLink />, 1: <Link to={paths.support} /> };

// The sections that read the same in rupees and in coins.
function cancelledMatches(t: Translate): LegalSection {
  return {
    id: 'matches',
    heading: t('legal.refund.matches.heading'),
    body: <p>{t('legal.refund.matches.text')}</p>,
  };
}

function tournamentEntryFees(t: Translate): LegalSection {
  return {
    id: 'tournaments',
    heading: t('legal.refund.tournaments.heading'),
    body: <p>{t('legal.refund.tournaments.text')}</p>,
  };
}

function disputedResults(t: Translate): LegalSection {
  return {
    id: 'disputes',
    heading: t('legal.refund.disputes.heading'),
    body: (
      <p>
        <T
          id="legal.refund.disputes.text"
          values={{ hours: TIMING_RULES.disputeReviewHours }}
          components={{ 0: <Link to={paths.fairPlay} /> }}
        />
      </p>
    ),
  };
}

/** The rupee refund policy: deposits, payments and payouts that can come back. */
function realMoneySections(t: Translate): LegalSection[] {
  return [
    {
      id: 'deposits',
      heading: t('legal.refund.deposits.heading'),
      body: (
        <>
          <p>
            {t('legal.refund.deposits.limits', {
              min: formatRupees(DEPOSIT_LIMITS.minRupees),
              maxPerTransaction: formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees),
              maxPerDay: formatRupees(DEPOSIT_LIMITS.maxPerDayRupees),
            })}
          </p>
          <p>{t('legal.refund.deposits.noCashRefund')}</p>
        </>
      ),
    },
    {
      id: 'failed-payments',
      heading: t('legal.refund.failedPayments.heading'),
      body: <p>{t('legal.refund.failedPayments.text')}</p>,
    },
    cancelledMatches(t),
    tournamentEntryFees(t),
    {
      id: 'withdrawals',
      heading: t('legal.refund.withdrawals.heading'),
      body: <p>{t('legal.refund.withdrawals.text', { hours: WITHDRAWAL_LIMITS.processingHours })}</p>,
    },
    disputedResults(t),
    {
      id: 'contact',
      heading: t('legal.refund.contact.heading'),
      body: (
        <>
          <p>
            <T id="legal.refund.contact.text" values={supportEmail} components={contactLinks} />
          </p>
          <LawNotice />
        </>
      ),
    },
  ];
}

// Coins cannot be bought, so there is no payment to refund: only coins held for a match or
// tournament that does not take place come back.
function playMoneySections(t: Translate): LegalSection[] {
  return [
    {
      id: 'coins',
      heading: t('legal.refund.coins.heading'),
      body: <p>{t('legal.refund.coins.text')}</p>,
    },
    cancelledMatches(t),
    tournamentEntryFees(t),
    disputedResults(t),
    {
      id: 'contact',
      heading: t('legal.refund.contact.heading.play'),
      body: (
        <p>
          <T id="legal.refund.contact.text.play" values={supportEmail} components={contactLinks} />
        </p>
      ),
    },
  ];
}

function RefundContent() {
  const t = useT();
  return (
    <LegalPage
      title={t('legal.refund.title')}
      lastUpdated="2026-11-21"
      intro={
        <p>
          {byMoneyMode({
            real: t('legal.refund.intro', { brand: BRAND_NAME }),
            play: t('legal.refund.intro.play', { brand: BRAND_NAME }),
          })}
        </p>
      }
      sections={isPlayMoney() ? playMoneySections(t) : realMoneySections(t)}
    />
  );
}

export default withCatalog('docs', RefundContent);
