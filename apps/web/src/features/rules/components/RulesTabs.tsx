import { EXTERNAL_LUDO_APP_NAME } from '@ludo/shared/brand';
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
  TOURNAMENT_POINTS,
  TOURNAMENT_PRIZE_SPLITS,
  WITHDRAWAL_LIMITS,
} from '@ludo/shared/limits';
import { byMoneyMode, formatRupees, isPlayMoney } from '@ludo/shared/money';
import { ArrowRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

// The worked example of the product description: 16 players paying ₹100 each (100 coins each in
// play money: formatRupees words it for the mode).
const EXAMPLE_PLAYERS = 16;
const EXAMPLE_ENTRY_FEE_RUPEES = 100;
const exampleEntries = EXAMPLE_PLAYERS * EXAMPLE_ENTRY_FEE_RUPEES;
const exampleFee = (exampleEntries * TOURNAMENT_PLATFORM_FEE_PERCENT) / 100;
const examplePool = exampleEntries - exampleFee;
const examplePrizes = TOURNAMENT_PRIZE_SPLITS[EXAMPLE_PLAYERS].map((percent) => (examplePool * percent) / 100);

const list = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });
const percentNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const pluralRules = new Intl.PluralRules('en-IN', { type: 'ordinal' });
const ordinalSuffix: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

const ordinal = (n: number) => `${n}${ordinalSuffix[pluralRules.select(n)] ?? 'th'}`;
const percent = (n: number) => `${percentNumber.format(n)}%`;
const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

/** "1st 40%, 2nd 25%, …, 5th–8th 2.5% each": runs of equal shares are grouped. */
function describeSplit(split: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  while (start < split.length) {
    let end = start;
    while (end + 1 < split.length && split[end + 1] === split[start]) end++;
    const share = split[start] ?? 0;
    parts.push(
      end === start
        ? `${ordinal(start + 1)} ${percent(share)}`
        : `${ordinal(start + 1)}–${ordinal(end + 1)} ${percent(share)} each`,
    );
    start = end + 1;
  }
  return parts.join(', ');
}

const splitRows = Object.entries(TOURNAMENT_PRIZE_SPLITS)
  .map(([players, split]) => ({ players: Number(players), split }))
  .sort((a, b) => a.players - b.players);

function RuleSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-2 text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-indigo-500">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function GameRules() {
  return (
    <>
      <RuleSection title="Basics">
        <Bullets
          items={[
            `Every match is played in the ${EXTERNAL_LUDO_APP_NAME} app, in the room whose code is shown for your match.`,
            'Each player has 4 tokens. You need to roll a 6 to move a token out of the start.',
            'Rolling a 6 gives you an extra turn. A third 6 in a row is forfeited.',
            'The first player to bring all their tokens home wins.',
          ]}
        />
      </RuleSection>
      <RuleSection title="Game variants">
        <Bullets
          items={[
            'Classic: 4 players, 4 tokens each.',
            'Quick: 2 tokens each; a game takes about 10-15 minutes.',
            '1v1: a head-to-head match between two players.',
            'Team: 2v2, two teams of two players.',
            'Tournament mode: games played as rounds of a tournament.',
          ]}
        />
      </RuleSection>
      <RuleSection title="Matches">
        <Bullets
          items={[
            `Stakes: ${list.format(MATCH_STAKES_RUPEES.map(formatRupees))}.`,
            `A room stays open for ${minutes(ROOM_DURATION_MINUTES)}.`,
            `The winner receives ${MATCH_PRIZE_MULTIPLIER} times the stake; the platform fee on matches is ${formatRupees(MATCH_PLATFORM_FEE_RUPEES)}.`,
          ]}
        />
      </RuleSection>
      <RuleSection title="Timing">
        <Bullets
          items={[
            `There is a grace period of ${minutes(TIMING_RULES.gracePeriodMinutes)} at the start of a game.`,
            `If you disconnect, you have ${minutes(TIMING_RULES.reconnectWindowMinutes)} to reconnect; after that, random moves are made for you.`,
            `Submit your result, with a screenshot, within ${minutes(TIMING_RULES.resultSubmissionMinutes)} of the end of the game.`,
            `${byMoneyMode({ real: 'Winnings are', play: 'Coins you win are' })} credited within ${minutes(TIMING_RULES.winningsCreditedMinutes)}.`,
          ]}
        />
      </RuleSection>
    </>
  );
}

function TournamentRules() {
  return (
    <>
      <RuleSection title="Formats">
        <Bullets
          items={[
            'Knockout: lose a round and you are out.',
            'Round robin: every player meets every other player.',
            'Swiss: each round pairs players with similar scores.',
            'Multi-table: many tables play at once and the best players advance.',
          ]}
        />
      </RuleSection>
      <RuleSection title="Entry fees and prize pool">
        <p>
          The platform keeps a fee of {TOURNAMENT_PLATFORM_FEE_PERCENT}% of the total entry fees. The prize pool is the
          total of the entry fees minus that fee.
        </p>
        <p className="mt-2 rounded-lg bg-indigo-50 p-3 text-sm dark:bg-indigo-950">
          Example: {EXAMPLE_PLAYERS} players × {formatRupees(EXAMPLE_ENTRY_FEE_RUPEES)} = {formatRupees(exampleEntries)}{' '}
          in entry fees; the {TOURNAMENT_PLATFORM_FEE_PERCENT}% fee is {formatRupees(exampleFee)}, so the prize pool is{' '}
          <strong>{formatRupees(examplePool)}</strong>.
        </p>
      </RuleSection>
      <RuleSection title="Prize split">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Share of the prize pool by place and number of players</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Players
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Share of the prize pool
                </th>
              </tr>
            </thead>
            <tbody>
              {splitRows.map(({ players, split }) => (
                <tr key={players} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {players}
                  </th>
                  <td className="py-2">{describeSplit(split)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm">
          In the example above,{' '}
          {byMoneyMode({
            real: `the ${formatRupees(examplePool)} pool`,
            play: `the pool of ${formatRupees(examplePool)}`,
          })}{' '}
          pays {list.format(examplePrizes.map((prize, index) => `${formatRupees(prize)} to ${ordinal(index + 1)}`))}.
        </p>
      </RuleSection>
      <RuleSection title="Points">
        <Bullets
          items={[
            `${list.format(TOURNAMENT_POINTS.map((points, index) => `${ordinal(index + 1)} place ${points} points`))}.`,
            'Players who tie share the points.',
          ]}
        />
      </RuleSection>
      {isPlayMoney() ? (
        <RuleSection title="Prizes in coins">
          <p>Prizes are credited to your wallet in coins. Coins cannot be bought, sold or exchanged for money.</p>
        </RuleSection>
      ) : (
        <RuleSection title="Tax">
          <p>
            TDS of {TDS_PERCENT}% applies on winnings above {formatRupees(TDS_THRESHOLD_RUPEES)} in one tournament.
          </p>
        </RuleSection>
      )}
    </>
  );
}

function FairPlayPolicy() {
  return (
    <>
      <RuleSection title="Who can play">
        <Bullets
          items={[
            `You must be ${MIN_PLAYER_AGE} or older.`,
            'One account per person. Play only with your own account, on your own device.',
          ]}
        />
      </RuleSection>
      <RuleSection title="Not allowed">
        <Bullets
          items={[
            'Colluding with other players, or teaming up outside team games.',
            'Modified apps, bots, scripts or any tool that plays or decides moves for you.',
            'Playing from several accounts, or letting someone else play for you.',
            'Submitting a false result or an edited screenshot.',
          ]}
        />
      </RuleSection>
      <RuleSection title="Results and disputes">
        <Bullets
          items={[
            `Report your result with a screenshot within ${minutes(TIMING_RULES.resultSubmissionMinutes)} of the end of the game.`,
            `Disputes are reviewed within ${TIMING_RULES.disputeReviewHours} hours. The administrators' resolution is final.`,
            'A separate appeal team, not involved in the first decision, handles appeals sent through Support.',
          ]}
        />
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          Warning: false results may lead to account suspension.
        </p>
      </RuleSection>
    </>
  );
}

function PaymentRules() {
  return (
    <>
      <RuleSection title="Deposits">
        <Bullets
          items={[
            `Minimum ${formatRupees(DEPOSIT_LIMITS.minRupees)}; maximum ${formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees)} per transaction and ${formatRupees(DEPOSIT_LIMITS.maxPerDayRupees)} per day.`,
            'Credited instantly. No fee.',
            'Pay by UPI, credit or debit card, or net banking.',
          ]}
        />
      </RuleSection>
      <RuleSection title="Withdrawals">
        <Bullets
          items={[
            `Minimum ${formatRupees(WITHDRAWAL_LIMITS.minRupees)}; maximum ${formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees)} per transaction and ${formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees)} per week.`,
            `Processed in ${WITHDRAWAL_LIMITS.processingHours} hours to your bank account or UPI. No fee.`,
          ]}
        />
      </RuleSection>
      <RuleSection title="Identity verification (KYC)">
        <Bullets
          items={[
            `KYC is required before your first withdrawal and for withdrawals above ${formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees)}.`,
            'You provide your full name, date of birth, address, both sides of your Aadhaar card and your PAN card.',
            `Verification takes about ${WITHDRAWAL_LIMITS.kycProcessingHours} hours.`,
          ]}
        />
      </RuleSection>
      <RuleSection title="Winnings and tax">
        <Bullets
          items={[
            `Winnings are credited within ${minutes(TIMING_RULES.winningsCreditedMinutes)} of a confirmed result.`,
            `TDS of ${TDS_PERCENT}% applies on winnings above ${formatRupees(TDS_THRESHOLD_RUPEES)} in one tournament.`,
          ]}
        />
      </RuleSection>
    </>
  );
}

// Coins are neither bought nor cashed out: in play money the payment tab says where coins come
// from and what they are for instead.
function CoinRules() {
  return (
    <>
      <RuleSection title="Getting coins">
        <Bullets
          items={[
            'Every new account starts with a welcome gift of coins.',
            'Claim free coins once a day (India time) in your Wallet.',
          ]}
        />
      </RuleSection>
      <RuleSection title="Using coins">
        <Bullets
          items={[
            'Stakes, entry fees and prizes are all in coins.',
            `Coins you win are credited within ${minutes(TIMING_RULES.winningsCreditedMinutes)} of a confirmed result.`,
            'Coins are free: they cannot be bought, sold or exchanged for money or prizes.',
          ]}
        />
      </RuleSection>
    </>
  );
}

function tabs() {
  return [
    { value: 'game', label: 'Game Rules', content: <GameRules /> },
    { value: 'tournament', label: 'Tournament Rules', content: <TournamentRules /> },
    { value: 'fair-play', label: 'Fair Play Policy', content: <FairPlayPolicy /> },
    isPlayMoney()
      ? { value: 'coins', label: 'Coin Rules', content: <CoinRules /> }
      : { value: 'payment', label: 'Payment Rules', content: <PaymentRules /> },
  ];
}

/** The rules of spec section 9 in four tabs; shared by /how-to-play and /user/rules. */
export function RulesTabs() {
  const items = tabs();
  return (
    <div>
      <Tabs.Root defaultValue="game">
        <Tabs.List
          aria-label="Rules"
          className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {items.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-indigo-300"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {items.map((tab) => (
          <Tabs.Content
            key={tab.value}
            value={tab.value}
            className="mt-6 rounded-xl border border-slate-200 bg-white p-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            {tab.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <div className="mt-8">
        <Link
          to={paths.user.tournaments}
          className="inline-flex items-center gap-2 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        >
          Browse Tournaments <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}
