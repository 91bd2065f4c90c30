import { UI_CONSTANTS } from '@ludo/shared/limits';
import type { MatchDetail, MatchResult } from '@ludo/shared/matches/matches.schemas';
import { ImageOff } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { useObjectUrl } from '@/lib/use-object-url';
import { useScreenshot } from '../api/get-screenshot';
import { useViewer } from '../lib/use-viewer';

/** A protected screenshot: fetched with the player's token, shown from an object URL. */
function Screenshot({ matchId, result }: { matchId: string; result: MatchResult }) {
  const t = useT();
  const image = useScreenshot(matchId, result.userId, result.screenshotUrl);
  const url = useObjectUrl(image.data);

  if (image.isError) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">
        <ImageOff className="size-5" aria-hidden="true" />
        {t('match.results.screenshotError')}
        <Button variant="outline" size="sm" onClick={() => void image.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!url) return <Skeleton className="h-48 w-full" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border bg-muted/40">
      <img
        src={url}
        alt={t('match.results.screenshotAlt', { name: result.name })}
        className="mx-auto w-auto max-w-full object-contain"
        style={{ maxHeight: UI_CONSTANTS.previewMaxHeightPx }}
        data-testid="result-screenshot"
      />
    </a>
  );
}

/** What a player reported: won or lost (1v1), or the position they finished in (a tournament table). */
function ReportBadge({ result }: { result: MatchResult }) {
  const t = useT();
  if (result.claim === null && result.position !== null) {
    return (
      <Badge variant={result.position === 1 ? 'success' : 'secondary'} data-testid="result-position">
        {t('match.place.badge', { position: result.position })}
      </Badge>
    );
  }
  return (
    <Badge variant={result.claim === 'won' ? 'success' : 'secondary'} data-testid="result-claim">
      {result.claim === 'won' ? t('match.results.won') : t('match.results.lost')}
    </Badge>
  );
}

/** The results the players submitted, each with its screenshot as evidence. */
export function SubmittedResults({ match }: { match: MatchDetail }) {
  const t = useT();
  const me = useViewer(match);
  const table = match.type === 'table';
  if (match.results.length === 0) return null;
  return (
    <section
      className="rounded-lg border bg-card p-4"
      aria-labelledby="submitted-results-title"
      data-testid="submitted-results"
    >
      <h3 id="submitted-results-title" className="font-semibold">
        {t('match.results.title')}
      </h3>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {match.results.map((result) => {
          const mine = result.userId === me?.userId;
          return (
            <li key={result.userId} className="flex min-w-0 flex-col gap-2" data-testid="submitted-result">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="min-w-0 truncate font-medium">
                  {mine ? t('match.common.you') : <PlayerName name={result.name} />}
                </p>
                <ReportBadge result={result} />
              </div>
              <p className="text-xs text-muted-foreground">
                {t('match.results.submittedAt', { date: formatDateTime(result.submittedAt) })}
              </p>
              <Screenshot matchId={match.id} result={result} />
            </li>
          );
        })}
      </ul>
      {table && match.status === 'active' && match.results.length < match.players.length && match.resultDeadlineAt ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t('match.results.tableDeadline', { date: formatDateTime(match.resultDeadlineAt) })}
        </p>
      ) : null}
      {!table && match.status === 'active' && match.results.length === 1 && match.resultDeadlineAt ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t('match.results.duelDeadline', { date: formatDateTime(match.resultDeadlineAt) })}
        </p>
      ) : null}
    </section>
  );
}
