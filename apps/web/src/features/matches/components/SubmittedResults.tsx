import type { MatchDetail, MatchResult } from '@ludo/shared/matches/matches.schemas';
import { DocumentViewer } from '@/components/document-viewer';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { useScreenshot } from '../api/get-screenshot';
import { useViewer } from '../lib/use-viewer';

/** A protected screenshot: fetched with the player's token, shown from an object URL, opening full size in a new tab. */
function Screenshot({ matchId, result }: { matchId: string; result: MatchResult }) {
  const t = useT();
  const image = useScreenshot(matchId, result.userId, result.screenshotUrl);
  return (
    <DocumentViewer
      file={image}
      contentType="image/*"
      fileName={t('match.results.screenshotAlt', { name: result.name })}
      opens={{ mode: 'tab' }}
      texts={{
        alt: t('match.results.screenshotAlt', { name: result.name }),
        loadError: t('match.results.screenshotError'),
        tryAgain: t('common.tryAgain'),
      }}
      // Always the page's own words: a failed fetch's message may be the API client's English one.
      errorText={() => t('match.results.screenshotError')}
      imageTestId="result-screenshot"
    />
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
