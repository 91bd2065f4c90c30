import { byMoneyMode, formatRupees } from '@ludo/shared/money';
import { Medal, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { WeeklyLeaderboardCard } from '@/features/leaderboard/components/WeeklyLeaderboardCard';
import { DashboardStatCard } from '@/features/matches/components/dashboard/DashboardStatCard';
import { TotalWinningsCard, WinRateCard } from '@/features/matches/components/dashboard/MatchSummaryCards';
import { MyMatchesCard } from '@/features/matches/components/dashboard/MyMatchesCard';
import { ReviewCard } from '@/features/reviews/components/ReviewCard';
import { useMyTournaments } from '@/features/tournaments/api/get-my-tournaments';
import {
  RecentTournamentResults,
  UpcomingTournamentEntries,
} from '@/features/tournaments/components/dashboard/DashboardTournaments';
import { TournamentsPlayedFigure } from '@/features/tournaments/components/dashboard/TournamentsPlayedFigure';
import { useProfile } from '@/features/users/api/get-profile';
import { WalletTransactions } from '@/features/wallet/components/WalletTransactions';
import { useAuthStore } from '@/lib/auth-store';
import { T, useT } from '@/lib/i18n/react';

/**
 * /user: the player's dashboard. Features do not import each other, so the matches, tournaments,
 * leaderboard, wallet and profile pieces meet here. "Tournaments Played" counts real tournaments
 * (running or finished), not 1v1 matches; the matches' results are in the Win Rate card. "Total
 * Winnings" adds the tournaments' prizes to the matches'.
 */
export default function DashboardRoute() {
  const t = useT();
  const profile = useProfile();
  const myTournaments = useMyTournaments();
  const currentUserId = useAuthStore((state) => state.userId);

  if (profile.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    return <QueryError title={t('dashboard.loadError')} error={profile.error} onRetry={() => profile.refetch()} />;
  }
  const { fullName, balance, balanceBreakdown } = profile.data;

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl bg-primary p-5 text-primary-foreground sm:p-8" aria-labelledby="welcome-title">
        <h1 id="welcome-title" className="text-2xl font-bold break-words sm:text-3xl">
          <T id="dashboard.welcome" values={{ name: <PlayerName name={fullName} /> }} />
        </h1>
        <p className="mt-2 max-w-prose text-sm opacity-90 sm:text-base">{t('dashboard.welcome.lead')}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to={paths.user.tournaments}>{t('dashboard.welcome.joinTournament')}</Link>
        </Button>
      </section>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <TotalWinningsCard
          tournamentPrizes={
            myTournaments.data ? myTournaments.data.totals.prizes : myTournaments.isError ? 'failed' : 'loading'
          }
        />
        <DashboardStatCard
          title={t('dashboard.stats.tournamentsPlayed')}
          icon={<Medal className="size-4 text-muted-foreground" aria-hidden="true" />}
        >
          <TournamentsPlayedFigure />
        </DashboardStatCard>
        <DashboardStatCard
          title={t('dashboard.stats.walletBalance')}
          icon={<Wallet className="size-4 text-muted-foreground" aria-hidden="true" />}
        >
          <p className="text-2xl font-bold tabular-nums" data-testid="dashboard-balance">
            {formatRupees(balance)}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt>{byMoneyMode({ real: t('dashboard.stats.deposit'), play: t('dashboard.stats.deposit.play') })}</dt>
              <dd className="tabular-nums">{formatRupees(balanceBreakdown.deposit)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('dashboard.stats.winnings')}</dt>
              <dd className="tabular-nums">{formatRupees(balanceBreakdown.winnings)}</dd>
            </div>
          </dl>
          <Link
            to={paths.user.wallet}
            className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {byMoneyMode({ real: t('dashboard.stats.addMoney'), play: t('dashboard.stats.addMoney.play') })}
          </Link>
        </DashboardStatCard>
        <WinRateCard />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <MyMatchesCard
          className="lg:col-span-2"
          upcomingTournaments={<UpcomingTournamentEntries />}
          recentTournaments={<RecentTournamentResults />}
        />
        <WeeklyLeaderboardCard currentUserId={currentUserId} />
        <WalletTransactions
          title={t('dashboard.transactions.title')}
          emptyText={t('dashboard.transactions.empty')}
          className="lg:col-span-3"
        />
        <div className="lg:col-span-3">
          <ReviewCard />
        </div>
      </div>
    </div>
  );
}
