import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyTournaments } from '../../api/get-my-tournaments';
import { tournamentsPlayed, tournamentsPlayedNote } from '../../lib/dashboard';

/** The figure of the dashboard's "Tournaments Played": real tournaments, running or finished. */
export function TournamentsPlayedFigure() {
  const mine = useMyTournaments();
  if (mine.data) {
    const played = tournamentsPlayed(mine.data.totals);
    return (
      <>
        <p className="text-2xl font-bold tabular-nums" data-testid="dashboard-tournaments-played">
          {played.total}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{tournamentsPlayedNote(played)}</p>
      </>
    );
  }
  if (mine.isError) {
    return (
      <div className="flex flex-col items-start gap-1 text-sm text-muted-foreground">
        <p>Could not load this figure.</p>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <Skeleton className="h-8 w-24" />;
}
