import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { GamePanel } from '@/features/games/components/GamePanel';
import { useT } from '@/lib/i18n/react';
import { useJoinRoom } from '@/lib/socket';
import { useRoomSettings } from '../api/get-room-settings';
import { MatchHeader } from '../components/MatchHeader';
import { MatchInfo } from '../components/MatchInfo';
import { MatchLoader } from '../components/MatchLoader';
import { MatchOutcome } from '../components/MatchOutcome';
import { MatchTimeline } from '../components/MatchTimeline';
import { MatchPlayers, PlayerCard } from '../components/PlayerCard';
import { RoomCodeCard } from '../components/RoomCode';
import { SubmittedResults } from '../components/SubmittedResults';
import { awaitingRoomCode, isPlatformMatch, isPlayer, showsGame } from '../lib/match-display';
import { useViewer } from '../lib/use-viewer';

const DEFAULT_APP_NAME = 'Ludo King';

/** The players of a 1v1 room: its owner and their opponent. */
function RoomPlayers({ match }: { match: MatchDetail }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <PlayerCard title={t('match.details.roomOwner')} player={match.creator} testId="creator-card" />
        <PlayerCard
          title={t('match.details.opponent')}
          player={match.opponent}
          empty={match.status === 'open' ? t('match.details.waitingForOpponent') : t('match.details.noOpponent')}
          testId="opponent-card"
        />
      </div>
      {isPlayer(match) && match.results.length === 0 && match.opponent && !isPlatformMatch(match) ? (
        <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">{t('match.details.noResults')}</p>
      ) : null}
    </>
  );
}

/**
 * The players of a tournament game, every seat with its host; while the game is live, its room
 * code (or the host's form to post it), so a player who lands here is never a step from it.
 */
function TournamentGamePlayers({ match, live }: { match: MatchDetail; live: boolean }) {
  const t = useT();
  const me = useViewer(match);
  const settings = useRoomSettings();
  const appName = settings.data?.appName ?? DEFAULT_APP_NAME;
  return (
    <>
      {live && (me || match.viewerRole === 'admin') && !isPlatformMatch(match) ? (
        <RoomCodeCard match={match} appName={appName} />
      ) : null}
      <MatchPlayers match={match} />
      {me &&
      match.results.length === 0 &&
      match.status === 'active' &&
      !awaitingRoomCode(match) &&
      !isPlatformMatch(match) ? (
        <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">{t('match.details.noResults')}</p>
      ) : null}
    </>
  );
}

/** /user/matches/{id}: one match's record: facts, players, outcome, results with their evidence, timeline. */
export default function MatchDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  useJoinRoom(id);

  return (
    <MatchLoader id={id}>
      {(match) => {
        const live = match.status === 'open' || match.status === 'active' || match.status === 'review';
        return (
          <div className="mx-auto flex max-w-5xl flex-col" data-testid="match-details-page" data-status={match.status}>
            <MatchHeader
              match={match}
              back={{ to: paths.user.matchHistory, label: t('match.details.back') }}
              actions={
                live ? (
                  <Button asChild>
                    <Link to={paths.user.joinTournament(match.id)}>
                      {match.status === 'open' && !match.tournament
                        ? t('match.details.openRoom')
                        : t('match.details.openMatch')}
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                ) : null
              }
            />
            <div className="flex flex-col gap-4">
              <MatchOutcome match={match} />
              {/* A platform match is played on this board, then shows how it ended and how to check its dice. */}
              {showsGame(match) ? (
                <section aria-labelledby="game-title" className="flex flex-col gap-3">
                  <h2 id="game-title" className="font-semibold">
                    {t('match.details.game')}
                  </h2>
                  <GamePanel matchId={match.id} />
                </section>
              ) : null}
              <MatchInfo match={match} />
              {match.tournament ? <TournamentGamePlayers match={match} live={live} /> : <RoomPlayers match={match} />}
              <SubmittedResults match={match} />
              <section className="rounded-lg border bg-card p-4" aria-labelledby="timeline-title">
                <h2 id="timeline-title" className="mb-4 font-semibold">
                  {t('match.details.timeline')}
                </h2>
                <MatchTimeline timeline={match.timeline} />
              </section>
            </div>
          </div>
        );
      }}
    </MatchLoader>
  );
}
