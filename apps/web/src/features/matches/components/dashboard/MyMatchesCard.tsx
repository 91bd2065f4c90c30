import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { RecentMatches } from './RecentMatches';
import { UpcomingMatches } from './UpcomingMatches';

/** The dashboard's Upcoming and Recent tabs, with "View All". */
export function MyMatchesCard({ className }: { className?: string }) {
  return (
    <Card className={className} aria-labelledby="my-matches-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="my-matches-title">Your Tournaments</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.user.tournaments}>View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="upcoming">
          <TabsList>
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="recent">Recent</TabsTrigger>
          </TabsList>
          <TabsContent value="upcoming">
            <UpcomingMatches />
          </TabsContent>
          <TabsContent value="recent">
            <RecentMatches />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
