import { type ReactNode, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { type MessageId, useT } from '@/lib/i18n/react';

/** The periods every board is kept for (the API's `period`). */
export type LeaderboardTabsPeriod = 'week' | 'all';

const PERIODS: { value: LeaderboardTabsPeriod; labelId: MessageId }[] = [
  { value: 'week', labelId: 'leaderboard.period.week' },
  { value: 'all', labelId: 'leaderboard.period.all' },
];

/** This week / All time, over one board; the period is the page's, so switching boards keeps it. */
function PeriodTabs({
  period,
  onPeriod,
  className,
  children,
}: {
  period: LeaderboardTabsPeriod;
  onPeriod: (period: LeaderboardTabsPeriod) => void;
  className?: string;
  children: (period: LeaderboardTabsPeriod) => ReactNode;
}) {
  const t = useT();
  return (
    <Tabs className={className} value={period} onValueChange={(next) => onPeriod(next === 'all' ? 'all' : 'week')}>
      <TabsList aria-label={t('leaderboard.period.label')}>
        {PERIODS.map(({ value, labelId }) => (
          <TabsTrigger key={value} value={value}>
            {t(labelId)}
          </TabsTrigger>
        ))}
      </TabsList>
      {PERIODS.map(({ value }) => (
        <TabsContent key={value} value={value}>
          {children(value)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

type BoardKind = 'matches' | 'tournaments';

/**
 * The 1v1 board under This week / All time and, when the caller has one, the tournament board
 * beside it ("1v1 matches" / "Tournaments"). Both boards share one period, so switching boards
 * keeps it. Shared by the player area and the public site; the boards themselves are the callers'.
 */
export function LeaderboardTabs({
  matchesBoard,
  tournamentBoard,
  className,
  mutedTextClassName = 'text-muted-foreground',
}: {
  matchesBoard: (period: LeaderboardTabsPeriod) => ReactNode;
  tournamentBoard?: (period: LeaderboardTabsPeriod) => ReactNode;
  className?: string;
  /** The colour of the tournament board's introduction (the public site uses its own palette). */
  mutedTextClassName?: string;
}) {
  const t = useT();
  const [period, setPeriod] = useState<LeaderboardTabsPeriod>('week');
  const [kind, setKind] = useState<BoardKind>('matches');
  const matches = (
    <PeriodTabs className={tournamentBoard ? undefined : className} period={period} onPeriod={setPeriod}>
      {matchesBoard}
    </PeriodTabs>
  );
  if (!tournamentBoard) return matches;

  return (
    <Tabs
      className={className}
      value={kind}
      onValueChange={(next) => setKind(next === 'tournaments' ? next : 'matches')}
    >
      <TabsList aria-label={t('leaderboard.boards.label')}>
        <TabsTrigger value="matches">{t('leaderboard.boards.matches')}</TabsTrigger>
        <TabsTrigger value="tournaments">{t('leaderboard.boards.tournaments')}</TabsTrigger>
      </TabsList>
      <TabsContent value="matches">{matches}</TabsContent>
      <TabsContent value="tournaments" className="flex flex-col gap-4">
        <p className={cn('text-sm', mutedTextClassName)}>{t('leaderboard.boards.tournamentsIntro')}</p>
        <PeriodTabs period={period} onPeriod={setPeriod}>
          {tournamentBoard}
        </PeriodTabs>
      </TabsContent>
    </Tabs>
  );
}
