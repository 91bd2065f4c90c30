import { formatRupees } from '@ludo/shared/money';
import { Medal, Percent, Trophy, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotAvailable } from '@/components/not-available';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useProfile } from '../api/get-profile';

function SummaryCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2 sm:pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

export default function DashboardPage() {
  const profile = useProfile();

  if (profile.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    return <QueryError title="Could not load your dashboard" error={profile.error} onRetry={() => profile.refetch()} />;
  }
  const { fullName, balance, balanceBreakdown } = profile.data;

  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl bg-primary p-5 text-primary-foreground sm:p-8" aria-labelledby="welcome-title">
        <h1 id="welcome-title" className="text-2xl font-bold sm:text-3xl">
          Welcome back, {fullName}!
        </h1>
        <p className="mt-2 max-w-prose text-sm opacity-90 sm:text-base">
          Ready for your next game? Find a match or a tournament to join.
        </p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to={paths.user.tournaments}>Join Tournament</Link>
        </Button>
      </section>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard
          title="Total Winnings"
          icon={<Trophy className="size-4 text-muted-foreground" aria-hidden="true" />}
        >
          <NotAvailable compact as="p" description="Your winnings will show here once paid matches open." />
        </SummaryCard>
        <SummaryCard
          title="Tournaments Played"
          icon={<Medal className="size-4 text-muted-foreground" aria-hidden="true" />}
        >
          <NotAvailable compact as="p" description="Your tournament count will show here once tournaments open." />
        </SummaryCard>
        <SummaryCard
          title="Wallet Balance"
          icon={<Wallet className="size-4 text-muted-foreground" aria-hidden="true" />}
        >
          <p className="text-2xl font-bold tabular-nums" data-testid="dashboard-balance">
            {formatRupees(balance)}
          </p>
          <dl className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt>Added money</dt>
              <dd className="tabular-nums">{formatRupees(balanceBreakdown.deposit)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Winnings</dt>
              <dd className="tabular-nums">{formatRupees(balanceBreakdown.winnings)}</dd>
            </div>
          </dl>
          <Link
            to={paths.user.wallet}
            className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Add Money
          </Link>
        </SummaryCard>
        <SummaryCard title="Win Rate" icon={<Percent className="size-4 text-muted-foreground" aria-hidden="true" />}>
          <NotAvailable compact as="p" description="Your win rate will show here after your first results." />
        </SummaryCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Your Tournaments</CardTitle>
          </CardHeader>
          <CardContent>
            <Tabs defaultValue="upcoming">
              <TabsList>
                <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
                <TabsTrigger value="recent">Recent</TabsTrigger>
              </TabsList>
              <TabsContent value="upcoming">
                <NotAvailable
                  compact
                  as="h3"
                  description="Tournaments you have joined and that are still to come will be listed here."
                />
              </TabsContent>
              <TabsContent value="recent">
                <NotAvailable
                  compact
                  as="h3"
                  description="Tournaments you have played, with your results, will be listed here."
                />
              </TabsContent>
            </Tabs>
            <div className="mt-4">
              <SectionLink to={paths.user.tournaments}>View All</SectionLink>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Leaderboard</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <NotAvailable compact as="h3" description="The top players by tournament points will be ranked here." />
            <div>
              <SectionLink to={paths.user.leaderboard}>View Leaderboard</SectionLink>
            </div>
          </CardContent>
        </Card>

        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Recent Transactions</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <NotAvailable
              compact
              as="h3"
              description="Your latest deposits, entry fees, winnings and withdrawals will be listed here."
            />
            <div>
              <SectionLink to={paths.user.transactions}>View All Transactions</SectionLink>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
