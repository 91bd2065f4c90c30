import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import {
  DEPOSIT_LIMITS,
  MATCH_PLATFORM_FEE_RUPEES,
  MATCH_PRIZE_MULTIPLIER,
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
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale } from '@/lib/i18n/locales';
import { type MessageId, T, type Translate, useT, withCatalog } from '@/lib/i18n/react';
import { LawNotice } from '../components/LawNotice';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { SupportEmailLink } from '../components/SupportEmailLink';

const supportEmail = { email: SUPPORT_EMAIL };
const mailLink = <SupportEmailLink />;

/** The terms for the money mode the platform runs in; built at render, once the mode and language are set. */
function sections(t: Translate): LegalSection[] {
  const play = isPlayMoney();
  const stakes = new Intl.ListFormat(intlLocale(currentLocale()), { type: 'conjunction' }).format(
    MATCH_STAKES_RUPEES.map((amount) => formatRupees(amount)),
  );
  return [
    {
      id: 'about',
      heading: t('legal.terms.about.heading'),
      body: (
        <>
          <p>
            <T
              id="legal.terms.about.scope"
              values={{ brand: BRAND_NAME }}
              components={{
                0: <Link to={paths.privacy} />,
                1: <Link to={paths.refund} />,
                2: <Link to={paths.fairPlay} />,
              }}
            />
          </p>
          <p>{t('legal.terms.about.externalApp', { app: EXTERNAL_LUDO_APP_NAME, brand: BRAND_NAME })}</p>
        </>
      ),
    },
    {
      id: 'eligibility',
      heading: t('legal.terms.eligibility.heading'),
      body: (
        <>
          <ul>
            <li>
              {byMoneyMode({
                real: t('legal.terms.eligibility.age', { age: MIN_PLAYER_AGE }),
                play: t('legal.terms.eligibility.age.play', { age: MIN_PLAYER_AGE }),
              })}
            </li>
            <li>{t('legal.terms.eligibility.oneAccount')}</li>
            <li>{t('legal.terms.eligibility.playerId', { app: EXTERNAL_LUDO_APP_NAME })}</li>
            <li>
              {byMoneyMode({
                real: t('legal.terms.eligibility.law'),
                play: t('legal.terms.eligibility.law.play'),
              })}
            </li>
          </ul>
          {!play && <LawNotice />}
        </>
      ),
    },
    {
      id: 'account',
      heading: t('legal.terms.account.heading'),
      body: (
        <p>
          <T id="legal.terms.account.text" values={supportEmail} components={{ 0: mailLink }} />
        </p>
      ),
    },
    play
      ? {
          id: 'wallet',
          heading: t('legal.terms.wallet.heading.play'),
          body: (
            <>
              <p>{t('legal.terms.wallet.currency.play')}</p>
              <ul>
                <li>{t('legal.terms.wallet.coinsFree')}</li>
                <li>{t('legal.terms.wallet.coinsUse')}</li>
              </ul>
            </>
          ),
        }
      : {
          id: 'wallet',
          heading: t('legal.terms.wallet.heading'),
          body: (
            <>
              <p>{t('legal.terms.wallet.currency')}</p>
              <ul>
                <li>
                  {t('legal.terms.wallet.deposits', {
                    min: formatRupees(DEPOSIT_LIMITS.minRupees),
                    maxPerTransaction: formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees),
                    maxPerDay: formatRupees(DEPOSIT_LIMITS.maxPerDayRupees),
                  })}
                </li>
                <li>{t('legal.terms.wallet.addedMoney')}</li>
                <li>
                  {t('legal.terms.wallet.withdrawals', {
                    min: formatRupees(WITHDRAWAL_LIMITS.minRupees),
                    maxPerTransaction: formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees),
                    maxPerWeek: formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees),
                    hours: WITHDRAWAL_LIMITS.processingHours,
                  })}
                </li>
                <li>
                  {t('legal.terms.wallet.kyc', {
                    amount: formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees),
                    hours: WITHDRAWAL_LIMITS.kycProcessingHours,
                  })}
                </li>
              </ul>
            </>
          ),
        },
    {
      id: 'matches',
      heading: t('legal.terms.matches.heading'),
      body: (
        <ul>
          <li>{t('legal.terms.matches.stakes', { stakes })}</li>
          <li>{t('legal.terms.matches.roomDuration', { minutes: ROOM_DURATION_MINUTES })}</li>
          <li>
            {t('legal.terms.matches.prize', {
              multiplier: MATCH_PRIZE_MULTIPLIER,
              fee: formatRupees(MATCH_PLATFORM_FEE_RUPEES),
            })}
          </li>
          <li>
            {byMoneyMode({
              real: t('legal.terms.matches.results', {
                submitMinutes: TIMING_RULES.resultSubmissionMinutes,
                creditMinutes: TIMING_RULES.winningsCreditedMinutes,
              }),
              play: t('legal.terms.matches.results.play', {
                submitMinutes: TIMING_RULES.resultSubmissionMinutes,
                creditMinutes: TIMING_RULES.winningsCreditedMinutes,
              }),
            })}
          </li>
        </ul>
      ),
    },
    {
      id: 'tournaments',
      heading: t('legal.terms.tournaments.heading'),
      body: (
        <ul>
          <li>{t('legal.terms.tournaments.fee', { brand: BRAND_NAME, percent: TOURNAMENT_PLATFORM_FEE_PERCENT })}</li>
          <li>
            <T id="legal.terms.tournaments.prizes" components={{ 0: <Link to={paths.howToPlay} /> }} />
          </li>
          <li>
            {byMoneyMode({
              real: t('legal.terms.tournaments.money', {
                percent: TDS_PERCENT,
                amount: formatRupees(TDS_THRESHOLD_RUPEES),
              }),
              play: t('legal.terms.tournaments.money.play'),
            })}
          </li>
        </ul>
      ),
    },
    {
      id: 'fair-play',
      heading: t('legal.terms.fairPlay.heading'),
      body: (
        <p>
          <T
            id="legal.terms.fairPlay.text"
            values={{ hours: TIMING_RULES.disputeReviewHours }}
            components={{ 0: <Link to={paths.fairPlay} /> }}
          />
        </p>
      ),
    },
    {
      id: 'suspension',
      heading: t('legal.terms.suspension.heading'),
      body: (
        <p>
          <T
            id={byMoneyMode<MessageId>({
              real: 'legal.terms.suspension.text',
              play: 'legal.terms.suspension.text.play',
            })}
            components={{ 0: <Link to={paths.support} /> }}
          />
        </p>
      ),
    },
    {
      id: 'changes',
      heading: t('legal.terms.changes.heading'),
      body: <p>{t('legal.terms.changes.text', { brand: BRAND_NAME })}</p>,
    },
    {
      id: 'contact',
      heading: t('legal.section.contact'),
      body: (
        <p>
          <T
            id="legal.terms.contact.text"
            values={supportEmail}
            components={{ 0: mailLink, 1: <Link to={paths.support} /> }}
          />
        </p>
      ),
    },
  ];
}

function TermsContent() {
  const t = useT();
  return (
    <LegalPage
      title={t('legal.terms.title')}
      lastUpdated="2026-11-21"
      intro={<p>{t('legal.terms.intro', { brand: BRAND_NAME })}</p>}
      sections={sections(t)}
    />
  );
}

export default withCatalog('docs', TermsContent);
