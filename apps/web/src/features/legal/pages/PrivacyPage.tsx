import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, type LegalSection } from '../components/LegalPage';

/**
 * Built at render, once the money mode is set. Play money has no identity checks, payments,
 * payouts or tax, so it collects and shares less.
 */
function sections(): LegalSection[] {
  const play = isPlayMoney();
  return [
    {
      id: 'collect',
      heading: 'What we collect',
      body: (
        <ul>
          <li>
            <strong>Account:</strong> your full name, email address, mobile number, {EXTERNAL_LUDO_APP_NAME} player ID,
            any referral code you enter, and your password, which we store only as a one-way hash.
          </li>
          {play ? (
            <li>
              <strong>Coins:</strong> your wallet transactions: the welcome gift, daily claims, stakes, entry fees and
              prizes.
            </li>
          ) : (
            <>
              <li>
                <strong>Identity (KYC):</strong> your full name, date of birth, address, and images of your Aadhaar card
                (front and back) and PAN card.
              </li>
              <li>
                <strong>Money:</strong> your wallet transactions, payment and payout references, and the UPI ID or bank
                account you withdraw to. Card and bank details you type into the payment provider's checkout go to the
                provider; we do not receive your full card number.
              </li>
            </>
          )}
          <li>
            <strong>Play:</strong> room codes, matches and tournaments you join, results and screenshots you submit, and
            chat messages in a match.
          </li>
          <li>
            <strong>Support:</strong> the messages and attachments you send us.
          </li>
          <li>
            <strong>Technical:</strong> IP address, browser type and request times in our server logs, used for security
            and to limit abuse.
          </li>
        </ul>
      ),
    },
    {
      id: 'use',
      heading: 'How we use it',
      body: (
        <ul>
          {play ? (
            <>
              <li>To run your account, wallet, matches and tournaments.</li>
              <li>To settle disputes, enforce fair play and keep accounts safe.</li>
            </>
          ) : (
            <>
              <li>To run your account, wallet, matches and tournaments, and to pay out winnings.</li>
              <li>To verify your age and identity before withdrawals, as the payment rules require.</li>
              <li>To settle disputes, enforce fair play and keep accounts safe.</li>
              <li>To deduct and report tax where the law requires it.</li>
            </>
          )}
          <li>To answer your support requests.</li>
        </ul>
      ),
    },
    ...(play
      ? []
      : [
          {
            id: 'kyc',
            heading: 'Your identity documents',
            body: (
              <p>
                Aadhaar and PAN images are the most sensitive data we hold. They are encrypted at rest and shown only to
                you and to the administrators who review your verification. We use them only to verify your identity.
              </p>
            ),
          },
        ]),
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: (
        <>
          {play ? (
            <ul>
              <li>Storage providers that hold our data for us.</li>
              <li>Authorities, when the law requires it.</li>
            </ul>
          ) : (
            <ul>
              <li>Our payment provider, to take deposits and make payouts.</li>
              <li>Storage providers that hold our data for us; identity documents stay encrypted there.</li>
              <li>Authorities, when the law requires it, for example tax authorities for tax deducted at source.</li>
            </ul>
          )}
          <p>We do not sell your personal data and we do not share it for advertising.</p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      body: (
        <p>
          We use one cookie, to keep you signed in; it cannot be read by scripts on the page and is sent only to our
          sign-in service. Your browser's local storage keeps a short-lived sign-in token. We use no advertising or
          tracking cookies.
        </p>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: (
        <p>
          We keep your data while your account is open. After it is closed we keep{' '}
          {play
            ? 'the records the law requires only as long as it requires them'
            : 'transaction, tax and identity records only as long as the law requires'}
          , and delete the rest.
        </p>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          Connections to {BRAND_NAME} are encrypted, passwords are stored as hashes, access to personal data is limited
          to the staff who need it, and every administrator action is recorded in an audit log.
        </p>
      ),
    },
    {
      id: 'rights',
      heading: 'Your choices and rights',
      body: (
        <p>
          You can see and correct most of your details in your profile. To get a copy of your data, correct something
          else, or close your account and have your data deleted, write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the email address of your account. We may need to
          confirm your identity first, and we keep the records the law requires us to keep.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          Questions about your privacy: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{' '}
          <Link to={paths.support}>support form</Link>.
        </p>
      ),
    },
  ];
}

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated="2026-11-21"
      intro={<p>What personal data {BRAND_NAME} collects, why, who sees it, and the choices you have.</p>}
      sections={sections()}
    />
  );
}
