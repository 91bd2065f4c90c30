import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { MessageSquareLock } from 'lucide-react';
import { useParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { GamePanel } from '@/features/games/components/GamePanel';
import { useT } from '@/lib/i18n/react';
import { useJoinRoom } from '@/lib/socket';
import { useRoomSettings } from '../api/get-room-settings';
import { HowToPlay, MatchRules } from '../components/HowToPlay';
import { MatchActions } from '../components/MatchActions';
import { MatchChat } from '../components/MatchChat';
import { MatchHeader } from '../components/MatchHeader';
import { MatchInfo } from '../components/MatchInfo';
import { MatchLoader } from '../components/MatchLoader';
import { MatchOutcome } from '../components/MatchOutcome';
import { MatchPlayers, PlayerCard } from '../components/PlayerCard';
import { ResultForm } from '../components/ResultForm';
import { RoomCodeCard } from '../components/RoomCode';
import { SubmittedResults } from '../components/SubmittedResults';
import { isPlatformMatch, isPlayer, opponentOf, showsGame } from '../lib/match-display';
import { useViewer } from '../lib/use-viewer';

const DEFAULT_APP_NAME = 'Ludo King';

function Notice({ children }: { children: string }) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center"
      data-testid="chat-unavailable"
    >
      <MessageSquareLock className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="max-w-prose text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

function DetailsTab({ match, appName }: { match: MatchDetail; appName: string }) {
  const t = useT();
  const role = match.viewerRole;
  const opponent = opponentOf(match);
  const opponentTitle =
    role === 'creator' || role === 'opponent' ? t('rooms.matchPage.yourOpponent') : t('match.details.roomOwner');
  // A platform match has no room code to copy: its board takes the code's place once it starts.
  const platform = isPlatformMatch(match);
  const roomCode = platform ? null : <RoomCodeCard match={match} appName={appName} />;
  return (
    <div className="flex flex-col gap-4">
      {showsGame(match) ? <GamePanel matchId={match.id} /> : null}
      <MatchOutcome match={match} />
      <MatchInfo match={match} />
      {match.tournament || match.seats > 2 ? (
        <>
          {roomCode}
          <MatchPlayers match={match} />
        </>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {roomCode}
          <PlayerCard
            title={opponentTitle}
            player={opponent}
            empty={t('match.details.waitingForOpponent')}
            testId="opponent-card"
          />
        </div>
      )}
      <MatchActions match={match} />
      {platform ? null : <HowToPlay appName={appName} />}
      <MatchRules />
    </div>
  );
}

function ChatResultsTab({ match }: { match: MatchDetail }) {
  const t = useT();
  // A table's players are told apart by user id: role "opponent" names one seat of up to three.
  const me = useViewer(match);
  const player = isPlayer(match);
  const submitted = me ? match.results.some((result) => result.userId === me.userId) : false;
  // A platform game reports itself: its end decides the match.
  const canReport = player && match.status === 'active' && !submitted && !isPlatformMatch(match);
  return (
    <div className="flex flex-col gap-4">
      {!player ? (
        <Notice>{t('rooms.matchPage.chatLocked')}</Notice>
      ) : !match.opponent ? (
        <Notice>{t('rooms.matchPage.chatWaiting')}</Notice>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <MatchChat matchId={match.id} />
          <div className="flex flex-col gap-4">
            {canReport ? <ResultForm matchId={match.id} /> : null}
            {submitted && match.status === 'active' ? (
              <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground" data-testid="result-waiting">
                {t(match.type === 'table' ? 'rooms.result.waiting.table' : 'rooms.result.waiting')}
              </p>
            ) : null}
            <MatchOutcome match={match} />
            <SubmittedResults match={match} />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * /user/tournaments/join/{id}: one room or match. Its details and the actions the viewer may take
 * (join, withdraw, accept, cancel), then the chat and the result form for its two players.
 */
export default function MatchJoinPage() {
  const t = useT();
  const { id = '' } = useParams();
  const settings = useRoomSettings();
  const appName = settings.data?.appName ?? DEFAULT_APP_NAME;
  // Watch the match's channel while the page is open (its players and requesters are let in).
  useJoinRoom(id);

  return (
    <MatchLoader id={id}>
      {(match) => (
        <div
          className="mx-auto max-w-5xl"
          data-testid="match-page"
          data-status={match.status}
          data-role={match.viewerRole}
        >
          <MatchHeader match={match} back={{ to: paths.user.tournaments, label: t('rooms.matchPage.back') }} />
          <Tabs defaultValue="details">
            <TabsList className="grid w-full grid-cols-2 sm:inline-grid sm:w-auto">
              <TabsTrigger value="details">{t('rooms.matchPage.tab.details')}</TabsTrigger>
              <TabsTrigger value="chat">{t('rooms.matchPage.tab.chat')}</TabsTrigger>
            </TabsList>
            <TabsContent value="details">
              <DetailsTab match={match} appName={appName} />
            </TabsContent>
            <TabsContent value="chat">
              <ChatResultsTab match={match} />
            </TabsContent>
          </Tabs>
        </div>
      )}
    </MatchLoader>
  );
}
