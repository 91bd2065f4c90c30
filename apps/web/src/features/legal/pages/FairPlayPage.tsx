import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME, SUPPORT_EMAIL } from '@ludo/shared/brand';
import { MIN_PLAYER_AGE, TIMING_RULES } from '@ludo/shared/limits';
import { byMoneyMode } from '@ludo/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LegalPage, type LegalSection } from '../components/LegalPage';

/** Built at render, once the money mode is set. */
function sections(): LegalSection[] {
  return [
    {
      id: 'accounts',
      heading: 'One player, one account',
      body: (
        <ul>
          <li>You must be {MIN_PLAYER_AGE} or older.</li>
          <li>Hold one account only, in your own name, and play it yourself.</li>
          <li>Play with the {EXTERNAL_LUDO_APP_NAME} player ID registered to your account.</li>
        </ul>
      ),
    },
    {
      id: 'not-allowed',
      heading: 'What is not allowed',
      body: (
        <ul>
          <li>Colluding with other players, or teaming up in games that are not team games.</li>
          <li>Modified apps, bots, scripts or any tool that plays or chooses moves for you.</li>
          <li>Playing from several accounts, or letting someone else play for you.</li>
          <li>Losing on purpose, or arranging the result of a game in advance.</li>
          <li>Submitting a false result or an edited screenshot.</li>
        </ul>
      ),
    },
    {
      id: 'timing',
      heading: 'Joining, disconnections and results',
      body: (
        <ul>
          <li>There is a grace period of {TIMING_RULES.gracePeriodMinutes} minutes at the start of a game.</li>
          <li>
            If you disconnect, you have {TIMING_RULES.reconnectWindowMinutes} minutes to reconnect; after that, random
            moves are made for you.
          </li>
          <li>
            Report your result with a screenshot within {TIMING_RULES.resultSubmissionMinutes} minutes of the end of the
            game.
          </li>
        </ul>
      ),
    },
    {
      id: 'disputes',
      heading: 'Disputes and appeals',
      body: (
        <p>
          When players report different results, administrators review the dispute within{' '}
          {TIMING_RULES.disputeReviewHours} hours, using the screenshots and the match record. The administrators'
          resolution is final. A separate appeal team, not involved in the first decision, handles appeals sent through{' '}
          <Link to={paths.support}>Support</Link>.
        </p>
      ),
    },
    {
      id: 'enforcement',
      heading: 'What happens if the rules are broken',
      body: (
        <>
          <p>False results may lead to account suspension.</p>
          <p>
            Depending on what happened, we may cancel the result, hold the{' '}
            {byMoneyMode({ real: 'winnings', play: 'coins' })} involved while we review, or suspend the account. A
            suspended account cannot sign in.
          </p>
        </>
      ),
    },
    {
      id: 'report',
      heading: 'Report cheating',
      body: (
        <p>
          If you think another player cheated, tell us through the <Link to={paths.support}>support form</Link> or at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, with the match or room code and any screenshots.
        </p>
      ),
    },
  ];
}

export default function FairPlayPage() {
  return (
    <LegalPage
      title="Fair Play Policy"
      lastUpdated="2026-11-21"
      intro={
        <p>
          Every game on {BRAND_NAME} is {byMoneyMode({ real: 'for real money, so', play: 'played for coins, and' })}{' '}
          every player must be able to trust the result.
        </p>
      }
      sections={sections()}
    />
  );
}
