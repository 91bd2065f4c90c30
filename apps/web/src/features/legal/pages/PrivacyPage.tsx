import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { byMoneyMode, isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { T, type Translate, useT, withCatalog } from '@/lib/i18n/react';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { SupportEmailLink } from '../components/SupportEmailLink';

const supportEmail = { email: SUPPORT_EMAIL };
const mailLink = <SupportEmailLink />;
const bold = { 0: <strong /> };

/**
 * Built at render, once the money mode and language are set. Play money has no identity checks,
 * payments, payouts or tax, so it collects and shares less.
 */
function sections(t: Translate): LegalSection[] {
  const play = isPlayMoney();
  return [
    {
      id: 'collect',
      heading: t('legal.privacy.collect.heading'),
      body: (
        <ul>
          <li>
            <T id="legal.privacy.collect.account" values={{ app: EXTERNAL_LUDO_APP_NAME }} components={bold} />
          </li>
          {play ? (
            <li>
              <T id="legal.privacy.collect.coins" components={bold} />
            </li>
          ) : (
            <>
              <li>
                <T id="legal.privacy.collect.identity" components={bold} />
              </li>
              <li>
                <T id="legal.privacy.collect.money" components={bold} />
              </li>
            </>
          )}
          <li>
            <T id="legal.privacy.collect.games" components={bold} />
          </li>
          <li>
            <T id="legal.privacy.collect.support" components={bold} />
          </li>
          <li>
            <T id="legal.privacy.collect.technical" components={bold} />
          </li>
        </ul>
      ),
    },
    {
      id: 'use',
      heading: t('legal.privacy.use.heading'),
      body: (
        <ul>
          {play ? (
            <>
              <li>{t('legal.privacy.use.run.play')}</li>
              <li>{t('legal.privacy.use.fairPlay')}</li>
            </>
          ) : (
            <>
              <li>{t('legal.privacy.use.run')}</li>
              <li>{t('legal.privacy.use.verify')}</li>
              <li>{t('legal.privacy.use.fairPlay')}</li>
              <li>{t('legal.privacy.use.tax')}</li>
            </>
          )}
          <li>{t('legal.privacy.use.support')}</li>
        </ul>
      ),
    },
    ...(play
      ? []
      : [
          {
            id: 'kyc',
            heading: t('legal.privacy.kyc.heading'),
            body: <p>{t('legal.privacy.kyc.text')}</p>,
          },
        ]),
    {
      id: 'sharing',
      heading: t('legal.privacy.sharing.heading'),
      body: (
        <>
          {play ? (
            <ul>
              <li>{t('legal.privacy.sharing.storage.play')}</li>
              <li>{t('legal.privacy.sharing.authorities.play')}</li>
            </ul>
          ) : (
            <ul>
              <li>{t('legal.privacy.sharing.payment')}</li>
              <li>{t('legal.privacy.sharing.storage')}</li>
              <li>{t('legal.privacy.sharing.authorities')}</li>
            </ul>
          )}
          <p>{t('legal.privacy.sharing.noSale')}</p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: t('legal.privacy.cookies.heading'),
      body: <p>{t('legal.privacy.cookies.text')}</p>,
    },
    {
      id: 'retention',
      heading: t('legal.privacy.retention.heading'),
      body: (
        <p>
          {byMoneyMode({
            real: t('legal.privacy.retention.text'),
            play: t('legal.privacy.retention.text.play'),
          })}
        </p>
      ),
    },
    {
      id: 'security',
      heading: t('legal.privacy.security.heading'),
      body: <p>{t('legal.privacy.security.text', { brand: BRAND_NAME })}</p>,
    },
    {
      id: 'rights',
      heading: t('legal.privacy.rights.heading'),
      body: (
        <p>
          <T id="legal.privacy.rights.text" values={supportEmail} components={{ 0: mailLink }} />
        </p>
      ),
    },
    {
      id: 'contact',
      heading: t('legal.section.contact'),
      body: (
        <p>
          <T
            id="legal.privacy.contact.text"
            values={supportEmail}
            components={{ 0: mailLink, 1: <Link to={paths.support} /> }}
          />
        </p>
      ),
    },
  ];
}

function PrivacyContent() {
  const t = useT();
  return (
    <LegalPage
      title={t('legal.privacy.title')}
      lastUpdated="2026-11-21"
      intro={<p>{t('legal.privacy.intro', { brand: BRAND_NAME })}</p>}
      sections={sections(t)}
    />
  );
}

export default withCatalog('docs', PrivacyContent);
