import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PlayerName } from '@/components/player-name';
import { useT } from '@/lib/i18n/react';
import { matchStatusLabel, seatsOf } from '../lib/match-display';
import { MatchStatusBadge } from './MatchStatusBadge';
import { PlayerNames } from './PlayerCard';

/** The match page's back link and title with its status. */
export function MatchHeader({
  match,
  back,
  actions,
}: {
  match: MatchDetail;
  back: { to: string; label: string };
  actions?: ReactNode;
}) {
  const t = useT();
  const versus = t('match.header.versus');
  return (
    <>
      <Link
        to={back.to}
        className="mb-3 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <PageHeader
        title={match.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <MatchStatusBadge status={match.status} label={matchStatusLabel(t, match)} />
            {match.tournament ? (
              <span>
                <PlayerNames players={seatsOf(match)} separator={versus} />
              </span>
            ) : (
              <span>
                <PlayerName name={match.creator.name} />
                {match.opponent ? (
                  <>
                    {versus}
                    <PlayerName name={match.opponent.name} />
                  </>
                ) : null}
              </span>
            )}
          </span>
        }
        actions={actions}
      />
    </>
  );
}
