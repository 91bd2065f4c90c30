import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { DEPOSIT_LIMITS, MIN_PLAYER_AGE, SUPPORT_RESPONSE_HOURS } from '@ludo/shared/limits';
import { byMoneyMode, formatRupees, isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { T, type Translate, useT, withCatalog } from '@/lib/i18n/react';
import { LawNotice } from '../components/LawNotice';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { SupportEmailLink } from '../components/SupportEmailLink';

/**
 * Built at render, once the money mode and language are set. Coins cost nothing, but time limits,
 * breaks and the warning signs apply to them as much as to rupees.
 */
function sections(t: Translate): LegalSection[] {
  const play = isPlayMoney();
  return [
    {
      id: 'adults',
      heading: t('legal.responsible.adults.heading', { age: MIN_PLAYER_AGE }),
      body: (
        <p>
          {byMoneyMode({
            real: t('legal.responsible.adults.text', { brand: BRAND_NAME, age: MIN_PLAYER_AGE }),
            play: t('legal.responsible.adults.text.play', { brand: BRAND_NAME, age: MIN_PLAYER_AGE }),
          })}
        </p>
      ),
    },
    play
      ? {
          id: 'limits',
          heading: t('legal.responsible.limits.heading'),
          body: (
            <ul>
              <li>{t('legal.responsible.limits.forFun.play')}</li>
              <li>{t('legal.responsible.limits.budget.play')}</li>
              <li>{t('legal.responsible.limits.noSelling')}</li>
            </ul>
          ),
        }
      : {
          id: 'limits',
          heading: t('legal.responsible.limits.heading'),
          body: (
            <ul>
              <li>{t('legal.responsible.limits.forFun')}</li>
              <li>{t('legal.responsible.limits.budget')}</li>
              <li>
                {t('legal.responsible.limits.caps', {
                  perDeposit: formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees),
                  perDay: formatRupees(DEPOSIT_LIMITS.maxPerDayRupees),
                })}
              </li>
              <li>{t('legal.responsible.limits.essentials')}</li>
            </ul>
          ),
        },
    {
      id: 'breaks',
      heading: t('legal.responsible.breaks.heading'),
      body: (
        <ul>
          <li>{t('legal.responsible.breaks.duration')}</li>
          <li>{t('legal.responsible.breaks.afterLosses')}</li>
          <li>{t('legal.responsible.breaks.life')}</li>
        </ul>
      ),
    },
    {
      id: 'signs',
      heading: t('legal.responsible.signs.heading'),
      body: (
        <ul>
          <li>
            {byMoneyMode({
              real: t('legal.responsible.signs.overspend'),
              play: t('legal.responsible.signs.overspend.play'),
            })}
          </li>
          <li>
            {byMoneyMode({
              real: t('legal.responsible.signs.chasing'),
              play: t('legal.responsible.signs.chasing.play'),
            })}
          </li>
          <li>{t('legal.responsible.signs.hiding')}</li>
          <li>{t('legal.responsible.signs.anxious')}</li>
        </ul>
      ),
    },
    {
      id: 'help',
      heading: t('legal.responsible.help.heading'),
      body: (
        <p>
          {byMoneyMode({
            real: t('legal.responsible.help.text'),
            play: t('legal.responsible.help.text.play'),
          })}
        </p>
      ),
    },
    {
      id: 'pause',
      heading: t('legal.responsible.pause.heading'),
      body: (
        <>
          <p>
            <T
              id="legal.responsible.pause.text"
              values={{ email: SUPPORT_EMAIL, hours: SUPPORT_RESPONSE_HOURS.high }}
              components={{ 0: <SupportEmailLink />, 1: <Link to={paths.support} /> }}
            />
          </p>
          {!play && <LawNotice />}
        </>
      ),
    },
  ];
}

function ResponsibleGamingContent() {
  const t = useT();
  return (
    <LegalPage
      title={t('legal.responsible.title')}
      lastUpdated="2026-11-21"
      intro={
        <p>
          {byMoneyMode({
            real: t('legal.responsible.intro'),
            play: t('legal.responsible.intro.play'),
          })}
        </p>
      }
      sections={sections(t)}
    />
  );
}

export default withCatalog('docs', ResponsibleGamingContent);
