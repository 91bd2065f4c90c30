import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';

/** What happened in the match, oldest first. */
export function MatchTimeline({ timeline }: { timeline: MatchDetail['timeline'] }) {
  const t = useT();
  if (timeline.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('match.timeline.empty')}</p>;
  }
  return (
    <ol
      className="relative flex flex-col gap-4 border-l pl-4"
      aria-label={t('match.timeline.label')}
      data-testid="match-timeline"
    >
      {timeline.map((entry, index) => (
        // Entries have no id; their order never changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: an append-only list
        <li key={index} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-primary" />
          <p className="text-sm">{entry.text}</p>
          <p className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</p>
        </li>
      ))}
    </ol>
  );
}
