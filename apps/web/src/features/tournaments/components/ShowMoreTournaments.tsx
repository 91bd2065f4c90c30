import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** "Show more tournaments" under a list with more pages: the next page joins the rows shown. */
export function ShowMoreTournaments({
  hasMore,
  loading,
  failed,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more tournaments.
        </p>
      ) : null}
      <Button variant="outline" onClick={onMore} disabled={loading}>
        {loading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {loading ? 'Loading...' : failed ? 'Try again' : 'Show more tournaments'}
      </Button>
    </div>
  );
}
