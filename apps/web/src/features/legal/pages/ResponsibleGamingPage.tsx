import { BRAND_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { DEPOSIT_LIMITS, MIN_PLAYER_AGE, SUPPORT_RESPONSE_HOURS } from '@ludo/shared/limits';
import { byMoneyMode, formatRupees, isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LawNotice } from '../components/LawNotice';
import { LegalPage, type LegalSection } from '../components/LegalPage';

/**
 * Built at render, once the money mode is set. Coins cost nothing, but time limits, breaks and
 * the warning signs apply to them as much as to rupees.
 */
function sections(): LegalSection[] {
  const play = isPlayMoney();
  return [
    {
      id: 'adults',
      heading: `Adults only (${MIN_PLAYER_AGE}+)`,
      body: (
        <p>
          {BRAND_NAME} is only for people aged {MIN_PLAYER_AGE} and over
          {play ? '.' : ', and identity checks confirm it before money can be withdrawn.'} If children use your phone or
          computer, keep your password to yourself and sign out after playing.
        </p>
      ),
    },
    play
      ? {
          id: 'limits',
          heading: 'Set your limits',
          body: (
            <ul>
              <li>Play for fun: coins cannot be exchanged for money or prizes.</li>
              <li>Decide before you start how many coins you are happy to stake, and stop when you reach it.</li>
              <li>Coins are never sold. Do not pay anyone who offers to sell you coins or an account.</li>
            </ul>
          ),
        }
      : {
          id: 'limits',
          heading: 'Set your limits',
          body: (
            <ul>
              <li>Play for fun, not to earn money or to win back losses.</li>
              <li>Decide before you start how much you can afford to lose, and stop when you reach it.</li>
              <li>
                Our limits ({formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees)} per deposit,{' '}
                {formatRupees(DEPOSIT_LIMITS.maxPerDayRupees)} per day) are upper bounds, not targets.
              </li>
              <li>Never play with money meant for rent, bills, food or savings, and never borrow to play.</li>
            </ul>
          ),
        },
    {
      id: 'breaks',
      heading: 'Take breaks',
      body: (
        <ul>
          <li>Decide how long you will play, and stop when the time is up.</li>
          <li>Take a break after a run of losses, or when you feel tired, upset or under pressure.</li>
          <li>Keep time for family, friends, work and sleep.</li>
        </ul>
      ),
    },
    {
      id: 'signs',
      heading: 'Warning signs',
      body: (
        <ul>
          <li>
            {byMoneyMode({
              real: 'Spending more money or time than you planned.',
              play: 'Playing for longer than you planned.',
            })}
          </li>
          <li>
            {byMoneyMode({
              real: 'Chasing losses, or feeling you must play to fix money problems.',
              play: 'Chasing lost coins, or finding it hard to stop.',
            })}
          </li>
          <li>Hiding your playing from people close to you.</li>
          <li>Feeling anxious or irritable when you are not playing.</li>
        </ul>
      ),
    },
    {
      id: 'help',
      heading: 'Where to find help',
      body: (
        <p>
          If any of these sound familiar, talk to someone you trust. A doctor, counsellor or mental-health helpline can
          help, and support groups for people with{' '}
          {byMoneyMode({ real: 'gambling problems', play: 'gaming or gambling problems' })} offer free, confidential
          help.
        </p>
      ),
    },
    {
      id: 'pause',
      heading: 'Pause or close your account',
      body: (
        <>
          <p>
            You can ask us to pause your account for a period you choose, or to close it. Write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> from the email address of your account, or use the{' '}
            <Link to={paths.support}>support form</Link>, and say whether you want a pause (and for how long) or a
            closure. We treat these requests as high priority and aim to reply within {SUPPORT_RESPONSE_HOURS.high}{' '}
            hours.
          </p>
          {!play && <LawNotice />}
        </>
      ),
    },
  ];
}

export default function ResponsibleGamingPage() {
  return (
    <LegalPage
      title="Responsible Gaming"
      lastUpdated="2026-11-21"
      intro={
        <p>
          {byMoneyMode({
            real: 'Real-money games involve financial risk.',
            play: 'Coins are free, but your time is not.',
          })}{' '}
          Here is how to keep playing a choice you are in control of.
        </p>
      }
      sections={sections()}
    />
  );
}
