import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { MIN_PLAYER_AGE, TIMING_RULES } from '@ludo/shared/limits';
import { byMoneyMode } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { T, type Translate, useT, withCatalog } from '@/lib/i18n/react';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { SupportEmailLink } from '../components/SupportEmailLink';

/** Built at render, once the money mode and language are set. */
function sections(t: Translate): LegalSection[] {
  return [
    {
      id: 'accounts',
      heading: t('legal.fairPlay.accounts.heading'),
      body: (
        <ul>
          <li>{t('legal.fairPlay.accounts.age', { age: MIN_PLAYER_AGE })}</li>
          <li>{t('legal.fairPlay.accounts.oneAccount')}</li>
          <li>{t('legal.fairPlay.accounts.playerId', { app: EXTERNAL_LUDO_APP_NAME })}</li>
        </ul>
      ),
    },
    {
      id: 'not-allowed',
      heading: t('legal.fairPlay.notAllowed.heading'),
      body: (
        <ul>
          <li>{t('legal.fairPlay.notAllowed.collusion')}</li>
          <li>{t('legal.fairPlay.notAllowed.tools')}</li>
          <li>{t('legal.fairPlay.notAllowed.multiAccount')}</li>
          <li>{t('legal.fairPlay.notAllowed.fixing')}</li>
          <li>{t('legal.fairPlay.notAllowed.falseResult')}</li>
        </ul>
      ),
    },
    {
      id: 'timing',
      heading: t('legal.fairPlay.timing.heading'),
      body: (
        <ul>
          <li>{t('legal.fairPlay.timing.grace', { minutes: TIMING_RULES.gracePeriodMinutes })}</li>
          <li>{t('legal.fairPlay.timing.reconnect', { minutes: TIMING_RULES.reconnectWindowMinutes })}</li>
          <li>{t('legal.fairPlay.timing.results', { minutes: TIMING_RULES.resultSubmissionMinutes })}</li>
        </ul>
      ),
    },
    {
      id: 'disputes',
      heading: t('legal.fairPlay.disputes.heading'),
      body: (
        <p>
          <T
            id="legal.fairPlay.disputes.text"
            values={{ hours: TIMING_RULES.disputeReviewHours }}
            components={{ 0: <Link to={paths.support} /> }}
          />
        </p>
      ),
    },
    {
      id: 'enforcement',
      heading: t('legal.fairPlay.enforcement.heading'),
      body: (
        <>
          <p>{t('legal.fairPlay.enforcement.falseResults')}</p>
          <p>
            {byMoneyMode({
              real: t('legal.fairPlay.enforcement.actions'),
              play: t('legal.fairPlay.enforcement.actions.play'),
            })}
          </p>
        </>
      ),
    },
    {
      id: 'report',
      heading: t('legal.fairPlay.report.heading'),
      body: (
        <p>
          <T
            id="legal.fairPlay.report.text"
            values={{ email: SUPPORT_EMAIL }}
            components={{ 0: <Link to={paths.support} />, 1: <SupportEmailLink /> }}
          />
        </p>
      ),
    },
  ];
}

function FairPlayContent() {
  const t = useT();
  return (
    <LegalPage
      title={t('legal.fairPlay.title')}
      lastUpdated="2026-11-21"
      intro={
        <p>
          {byMoneyMode({
            real: t('legal.fairPlay.intro', { brand: BRAND_NAME }),
            play: t('legal.fairPlay.intro.play', { brand: BRAND_NAME }),
          })}
        </p>
      }
      sections={sections(t)}
    />
  );
}

export default withCatalog('docs', FairPlayContent);
