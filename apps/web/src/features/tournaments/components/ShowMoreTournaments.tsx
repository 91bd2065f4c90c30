import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/react';

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
  const t = useT();
  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('tournament.list.moreError')}
        </p>
      ) : null}
      <Button variant="outline" onClick={onMore} disabled={loading}>
        {loading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {loading ? t('tournament.list.loadingMore') : failed ? t('common.tryAgain') : t('tournament.list.showMore')}
      </Button>
    </div>
  );
}
