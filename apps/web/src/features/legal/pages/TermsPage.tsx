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
import { LawNotice } from '../components/LawNotice';
import { LegalPage, type LegalSection } from '../components/LegalPage';

const stakeList = new Intl.ListFormat('en-IN', { type: 'conjunction' });

/** The terms for the money mode the platform runs in; built at render, once the mode is set. */
function sections(): LegalSection[] {
  const play = isPlayMoney();
  const stakes = stakeList.format(MATCH_STAKES_RUPEES.map(formatRupees));
  return [
    {
      id: 'about',
      heading: 'About these terms',
      body: (
        <>
          <p>
            These terms apply to your use of {BRAND_NAME}: the website, your account and wallet, matches and
            tournaments. By creating an account you accept them. Please read them together with our{' '}
            <Link to={paths.privacy}>Privacy Policy</Link>, <Link to={paths.refund}>Refund Policy</Link> and{' '}
            <Link to={paths.fairPlay}>Fair Play Policy</Link>.
          </p>
          <p>
            Games are played in {EXTERNAL_LUDO_APP_NAME}, a separate app that {BRAND_NAME} does not operate. Its own
            terms apply while you use it.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      heading: 'Who can play',
      body: (
        <>
          <ul>
            <li>
              You must be {MIN_PLAYER_AGE} or older.
              {play ? '' : ' We may ask you to prove your age and identity at any time.'}
            </li>
            <li>You may hold one account only, in your own name, with details that are true and up to date.</li>
            <li>The {EXTERNAL_LUDO_APP_NAME} player ID you register must be your own.</li>
            <li>
              {byMoneyMode({
                real: 'You may play for real money only where the law that applies to you allows it.',
                play: 'Play is for coins only: coins cannot be bought, sold or exchanged for money or prizes.',
              })}
            </li>
          </ul>
          {!play && <LawNotice />}
        </>
      ),
    },
    {
      id: 'account',
      heading: 'Your account',
      body: (
        <p>
          Keep your password to yourself; you are responsible for what happens in your account. If you think someone
          else has used it, tell us at once at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and change your
          password.
        </p>
      ),
    },
    play
      ? {
          id: 'wallet',
          heading: 'Wallet and coins',
          body: (
            <>
              <p>All amounts are in coins.</p>
              <ul>
                <li>
                  Coins are free. A new account gets a welcome gift of coins, and you can claim free coins once a day
                  (India time).
                </li>
                <li>
                  Coins are for stakes and entry fees in matches and tournaments. They cannot be bought, sold or
                  exchanged for money or prizes, and they have no money value.
                </li>
              </ul>
            </>
          ),
        }
      : {
          id: 'wallet',
          heading: 'Wallet, deposits and withdrawals',
          body: (
            <>
              <p>All amounts are in Indian rupees.</p>
              <ul>
                <li>
                  Deposits: at least {formatRupees(DEPOSIT_LIMITS.minRupees)}, at most{' '}
                  {formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees)} per transaction and{' '}
                  {formatRupees(DEPOSIT_LIMITS.maxPerDayRupees)} per day. There is no fee. Money is credited once the
                  payment provider confirms the payment.
                </li>
                <li>
                  Money you add is for entering matches and tournaments; it cannot be withdrawn. Winnings can be
                  withdrawn. A stake or entry fee is taken from added money first, then from winnings.
                </li>
                <li>
                  Withdrawals: at least {formatRupees(WITHDRAWAL_LIMITS.minRupees)}, at most{' '}
                  {formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees)} per transaction and{' '}
                  {formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees)} per week, paid to your bank account or UPI within{' '}
                  {WITHDRAWAL_LIMITS.processingHours} hours. There is no fee.
                </li>
                <li>
                  You must complete identity verification (KYC) before your first withdrawal and for withdrawals above{' '}
                  {formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees)}. Verification takes about{' '}
                  {WITHDRAWAL_LIMITS.kycProcessingHours} hours.
                </li>
              </ul>
            </>
          ),
        },
    {
      id: 'matches',
      heading: 'Matches',
      body: (
        <ul>
          <li>Stakes are {stakes}.</li>
          <li>A match room stays open for {ROOM_DURATION_MINUTES} minutes.</li>
          <li>
            The winner receives {MATCH_PRIZE_MULTIPLIER} times the stake. The platform fee on matches is{' '}
            {formatRupees(MATCH_PLATFORM_FEE_RUPEES)}.
          </li>
          <li>
            Each player reports the result with a screenshot within {TIMING_RULES.resultSubmissionMinutes} minutes of
            the end of the game. {byMoneyMode({ real: 'Winnings are', play: 'Coins you win are' })} credited within{' '}
            {TIMING_RULES.winningsCreditedMinutes} minutes.
          </li>
        </ul>
      ),
    },
    {
      id: 'tournaments',
      heading: 'Tournaments',
      body: (
        <ul>
          <li>
            {BRAND_NAME} keeps a platform fee of {TOURNAMENT_PLATFORM_FEE_PERCENT}% of the total entry fees. The prize
            pool is the total of the entry fees minus that fee.
          </li>
          <li>
            Prizes are split as set out in <Link to={paths.howToPlay}>How to Play</Link>.
          </li>
          {play ? (
            <li>Entry fees and prizes are in coins.</li>
          ) : (
            <li>
              TDS of {TDS_PERCENT}% applies on winnings above {formatRupees(TDS_THRESHOLD_RUPEES)} in one tournament and
              is withheld from the amount credited.
            </li>
          )}
        </ul>
      ),
    },
    {
      id: 'fair-play',
      heading: 'Fair play and disputes',
      body: (
        <p>
          You agree to follow the <Link to={paths.fairPlay}>Fair Play Policy</Link>. Disputes are reviewed within{' '}
          {TIMING_RULES.disputeReviewHours} hours and the administrators' resolution is final; a separate appeal team
          handles appeals. False results may lead to account suspension.
        </p>
      ),
    },
    {
      id: 'suspension',
      heading: 'Suspension and closing your account',
      body: (
        <p>
          We may suspend an account that breaks these terms or the Fair Play Policy; a suspended account cannot sign in.
          You may ask us to pause or close your account at any time through <Link to={paths.support}>Support</Link>.{' '}
          {byMoneyMode({
            real: 'Withdraw your winnings before you ask us to close it.',
            play: 'Coins left in a closed account are given up.',
          })}
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may change these terms. The date at the top of this page shows when they last changed. If you keep using{' '}
          {BRAND_NAME} after a change, the new terms apply.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or the{' '}
          <Link to={paths.support}>support form</Link>.
        </p>
      ),
    },
  ];
}

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      lastUpdated="2026-11-21"
      intro={<p>The rules that apply between you and {BRAND_NAME} when you play.</p>}
      sections={sections()}
    />
  );
}
