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
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale } from '@/lib/i18n/locales';
import { type MessageId, T, type Translate, useT, withCatalog } from '@/lib/i18n/react';

// The worked example of the product (docs/product-rules.md, Constants): 16 players paying ₹100 each
// (100 coins each in play money: formatRupees words it for the mode).
const EXAMPLE_PLAYERS = 16;
const EXAMPLE_ENTRY_FEE_RUPEES = 100;
const exampleEntries = EXAMPLE_PLAYERS * EXAMPLE_ENTRY_FEE_RUPEES;
const exampleFee = (exampleEntries * TOURNAMENT_PLATFORM_FEE_PERCENT) / 100;
const examplePool = exampleEntries - exampleFee;
const examplePrizes = TOURNAMENT_PRIZE_SPLITS[EXAMPLE_PLAYERS].map((percent) => (examplePool * percent) / 100);

const percentNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const percent = (n: number) => `${percentNumber.format(n)}%`;

/** "₹5, ₹50, ₹100 and ₹200", joined the way the page's language joins a list. */
function listOf(items: string[]): string {
  return new Intl.ListFormat(intlLocale(currentLocale()), { style: 'long', type: 'conjunction' }).format(items);
}

/** "1st 40%, 2nd 25%, …, 5th–8th 2.5% each": runs of equal shares are grouped. */
function describeSplit(t: Translate, split: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  while (start < split.length) {
    let end = start;
    while (end + 1 < split.length && split[end + 1] === split[start]) end++;
    const share = percent(split[start] ?? 0);
    parts.push(
      end === start
        ? t('rules.tournament.split.place', { place: start + 1, share })
        : t('rules.tournament.split.places', { from: start + 1, to: end + 1, share }),
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
  const t = useT();
  return (
    <>
      <RuleSection title={t('rules.game.basics.title')}>
        <Bullets
          items={[
            t('rules.game.basics.room', { appName: EXTERNAL_LUDO_APP_NAME }),
            t('rules.game.basics.tokens'),
            t('rules.game.basics.six'),
            t('rules.game.basics.win'),
          ]}
        />
      </RuleSection>
      {/* The platform's own game, as the server plays it (docs/game-rules.md). */}
      <RuleSection title={t('rules.game.here.title')}>
        <Bullets
          items={[
            t('rules.game.here.where'),
            t('rules.game.here.seats'),
            t('rules.game.here.board'),
            t('rules.game.here.safe'),
            t('rules.game.here.again'),
            t('rules.game.here.timer', { minutes: TIMING_RULES.reconnectWindowMinutes }),
            t('rules.game.here.leave'),
            t('rules.game.here.dice'),
            t('rules.game.here.sharedDice'),
            t('rules.game.here.people'),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.game.variants.title')}>
        <Bullets
          items={[
            t('rules.game.variants.classic'),
            t('rules.game.variants.quick'),
            t('rules.game.variants.oneVsOne'),
            t('rules.game.variants.team'),
            t('rules.game.variants.tournament'),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.game.matches.title')}>
        <Bullets
          items={[
            t('rules.game.matches.stakes', {
              stakes: listOf(MATCH_STAKES_RUPEES.map((amount) => formatRupees(amount))),
            }),
            t('rules.game.matches.roomOpen', { minutes: ROOM_DURATION_MINUTES }),
            t('rules.game.matches.prize', {
              multiplier: MATCH_PRIZE_MULTIPLIER,
              fee: formatRupees(MATCH_PLATFORM_FEE_RUPEES),
            }),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.game.timing.title')}>
        <Bullets
          items={[
            t('rules.game.timing.grace', { minutes: TIMING_RULES.gracePeriodMinutes }),
            t('rules.game.timing.reconnect', { minutes: TIMING_RULES.reconnectWindowMinutes }),
            t('rules.game.timing.submit', { minutes: TIMING_RULES.resultSubmissionMinutes }),
            byMoneyMode({
              real: t('rules.game.timing.credited', { minutes: TIMING_RULES.winningsCreditedMinutes }),
              play: t('rules.game.timing.credited.play', { minutes: TIMING_RULES.winningsCreditedMinutes }),
            }),
          ]}
        />
      </RuleSection>
    </>
  );
}

function TournamentRules() {
  const t = useT();
  const [first, second, third, fourth] = TOURNAMENT_POINTS;
  const pool = formatRupees(examplePool);
  const prizes = listOf(
    examplePrizes.map((prize, index) =>
      t('rules.tournament.split.examplePrize', { amount: formatRupees(prize), place: index + 1 }),
    ),
  );
  return (
    <>
      <RuleSection title={t('rules.tournament.formats.title')}>
        <Bullets
          items={[
            t('rules.tournament.formats.knockout'),
            t('rules.tournament.formats.roundRobin'),
            t('rules.tournament.formats.swiss'),
            t('rules.tournament.formats.multiTable'),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.tournament.fees.title')}>
        <p>{t('rules.tournament.fees.text', { percent: TOURNAMENT_PLATFORM_FEE_PERCENT })}</p>
        <p className="mt-2 rounded-lg bg-indigo-50 p-3 text-sm dark:bg-indigo-950">
          <T
            id="rules.tournament.fees.example"
            values={{
              players: EXAMPLE_PLAYERS,
              entryFee: formatRupees(EXAMPLE_ENTRY_FEE_RUPEES),
              entries: formatRupees(exampleEntries),
              percent: TOURNAMENT_PLATFORM_FEE_PERCENT,
              fee: formatRupees(exampleFee),
              pool,
            }}
            components={{ 0: <strong /> }}
          />
        </p>
      </RuleSection>
      <RuleSection title={t('rules.tournament.split.title')}>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('rules.tournament.split.caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('rules.tournament.split.players')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('rules.tournament.split.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {splitRows.map(({ players, split }) => (
                <tr key={players} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {players}
                  </th>
                  <td className="py-2">{describeSplit(t, split)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm">
          {byMoneyMode({
            real: t('rules.tournament.split.example', { pool, prizes }),
            play: t('rules.tournament.split.example.play', { pool, prizes }),
          })}
        </p>
      </RuleSection>
      <RuleSection title={t('rules.tournament.points.title')}>
        <Bullets
          items={[
            t('rules.tournament.points.places', { first, second, third, fourth }),
            t('rules.tournament.points.tie'),
          ]}
        />
      </RuleSection>
      {isPlayMoney() ? (
        <RuleSection title={t('rules.tournament.coins.title')}>
          <p>{t('rules.tournament.coins.text')}</p>
        </RuleSection>
      ) : (
        <RuleSection title={t('rules.tournament.tax.title')}>
          <p>{t('rules.tds', { percent: TDS_PERCENT, threshold: formatRupees(TDS_THRESHOLD_RUPEES) })}</p>
        </RuleSection>
      )}
    </>
  );
}

function FairPlayPolicy() {
  const t = useT();
  return (
    <>
      <RuleSection title={t('rules.fairPlay.who.title')}>
        <Bullets items={[t('rules.fairPlay.who.age', { age: MIN_PLAYER_AGE }), t('rules.fairPlay.who.account')]} />
      </RuleSection>
      <RuleSection title={t('rules.fairPlay.notAllowed.title')}>
        <Bullets
          items={[
            t('rules.fairPlay.notAllowed.collusion'),
            t('rules.fairPlay.notAllowed.tools'),
            t('rules.fairPlay.notAllowed.accounts'),
            t('rules.fairPlay.notAllowed.falseResult'),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.fairPlay.results.title')}>
        <Bullets
          items={[
            t('rules.fairPlay.results.report', { minutes: TIMING_RULES.resultSubmissionMinutes }),
            t('rules.fairPlay.results.review', { hours: TIMING_RULES.disputeReviewHours }),
            t('rules.fairPlay.results.appeal'),
          ]}
        />
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t('rules.fairPlay.results.warning')}
        </p>
      </RuleSection>
    </>
  );
}

function PaymentRules() {
  const t = useT();
  return (
    <>
      <RuleSection title={t('rules.payment.deposits.title')}>
        <Bullets
          items={[
            t('rules.payment.deposits.limits', {
              min: formatRupees(DEPOSIT_LIMITS.minRupees),
              max: formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees),
              daily: formatRupees(DEPOSIT_LIMITS.maxPerDayRupees),
            }),
            t('rules.payment.deposits.instant'),
            t('rules.payment.deposits.methods'),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.payment.withdrawals.title')}>
        <Bullets
          items={[
            t('rules.payment.withdrawals.limits', {
              min: formatRupees(WITHDRAWAL_LIMITS.minRupees),
              max: formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees),
              weekly: formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees),
            }),
            t('rules.payment.withdrawals.processing', { hours: WITHDRAWAL_LIMITS.processingHours }),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.payment.kyc.title')}>
        <Bullets
          items={[
            t('rules.payment.kyc.required', { amount: formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees) }),
            t('rules.payment.kyc.documents'),
            t('rules.payment.kyc.time', { hours: WITHDRAWAL_LIMITS.kycProcessingHours }),
          ]}
        />
      </RuleSection>
      <RuleSection title={t('rules.payment.winnings.title')}>
        <Bullets
          items={[
            t('rules.payment.winnings.credited', { minutes: TIMING_RULES.winningsCreditedMinutes }),
            t('rules.tds', { percent: TDS_PERCENT, threshold: formatRupees(TDS_THRESHOLD_RUPEES) }),
          ]}
        />
      </RuleSection>
    </>
  );
}

// Coins are neither bought nor cashed out: in play money the payment tab says where coins come
// from and what they are for instead.
function CoinRules() {
  const t = useT();
  return (
    <>
      <RuleSection title={t('rules.coins.getting.title')}>
        <Bullets items={[t('rules.coins.getting.welcome'), t('rules.coins.getting.daily')]} />
      </RuleSection>
      <RuleSection title={t('rules.coins.using.title')}>
        <Bullets
          items={[
            t('rules.coins.using.all'),
            t('rules.coins.using.credited', { minutes: TIMING_RULES.winningsCreditedMinutes }),
            t('rules.coins.using.free'),
          ]}
        />
      </RuleSection>
    </>
  );
}

function tabs(): { value: string; labelId: MessageId; content: ReactNode }[] {
  return [
    { value: 'game', labelId: 'rules.tabs.game', content: <GameRules /> },
    { value: 'tournament', labelId: 'rules.tabs.tournament', content: <TournamentRules /> },
    { value: 'fair-play', labelId: 'rules.tabs.fairPlay', content: <FairPlayPolicy /> },
    isPlayMoney()
      ? { value: 'coins', labelId: 'rules.tabs.coins', content: <CoinRules /> }
      : { value: 'payment', labelId: 'rules.tabs.payment', content: <PaymentRules /> },
  ];
}

function RulesTabsContent() {
  const t = useT();
  const items = tabs();
  return (
    <div>
      <Tabs.Root defaultValue="game">
        <Tabs.List
          aria-label={t('rules.tabs.label')}
          // The tabs wrap to a second row on a phone rather than scroll out of sight.
          className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800"
        >
          {items.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="max-w-full min-h-11 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:bg-slate-900 dark:data-[state=active]:text-indigo-300"
            >
              {t(tab.labelId)}
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
          {t('rules.browseTournaments')} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

/**
 * The game rules in four tabs; shared by /how-to-play and /user/rules. Its texts are
 * in the `docs` catalog, which it waits for (the pages around it wait for it already).
 */
export const RulesTabs = withCatalog('docs', RulesTabsContent);
