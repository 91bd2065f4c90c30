import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { RecentMatches } from './RecentMatches';
import { UpcomingMatches } from './UpcomingMatches';

/** One titled list of a tab, when the tab holds tournaments as well as matches. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The dashboard's Upcoming and Recent tabs, with "View All". The player's tournaments (registered,
 * finished) come from the tournaments feature, put in by the app's route beside the matches
 * (features do not import each other).
 */
export function MyMatchesCard({
  className,
  upcomingTournaments,
  recentTournaments,
}: {
  className?: string;
  /** Tournaments the player registered for that have not started yet. */
  upcomingTournaments?: ReactNode;
  /** Tournaments the player finished, with their place and prize. */
  recentTournaments?: ReactNode;
}) {
  const t = useT();
  return (
    <Card className={className} aria-labelledby="my-matches-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="my-matches-title">{t('dashboard.myGames.title')}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.user.tournaments}>{t('dashboard.myGames.viewAll')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="upcoming">
          <TabsList>
            <TabsTrigger value="upcoming">{t('dashboard.myGames.tab.upcoming')}</TabsTrigger>
            <TabsTrigger value="recent">{t('dashboard.myGames.tab.recent')}</TabsTrigger>
          </TabsList>
          <TabsContent value="upcoming">
            {upcomingTournaments ? (
              <div className="flex flex-col gap-4">
                <Part title={t('dashboard.myGames.part.tournaments')}>{upcomingTournaments}</Part>
                <Part title={t('dashboard.myGames.part.liveMatches')}>
                  <UpcomingMatches />
                </Part>
              </div>
            ) : (
              <UpcomingMatches />
            )}
          </TabsContent>
          <TabsContent value="recent">
            {recentTournaments ? (
              <div className="flex flex-col gap-4">
                <Part title={t('dashboard.myGames.part.tournaments')}>{recentTournaments}</Part>
                <Part title={t('dashboard.myGames.part.matches')}>
                  <RecentMatches />
                </Part>
              </div>
            ) : (
              <RecentMatches />
            )}
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
