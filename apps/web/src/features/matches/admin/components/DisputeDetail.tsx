import type { AdminMatchDetail, MatchDetail, MatchPlayer, MatchResult } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Ban, ListOrdered, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailPending, DetailSection } from '@/components/admin/detail-layout';
import { PlayerName } from '@/components/player-name';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useAdminMatch } from '../api/get-admin-match';
import { type DisputeDecision, DisputeDecisionDialog } from './DisputeDecisionDialog';
import { DisputeReasonBadge, RESOLUTION_LABELS } from './DisputeLabels';
import { DisputeScreenshot } from './DisputeScreenshot';

/** Everyone seated in the game: a room's two players, or a tournament game's seats (up to four). */
function seatsOf(match: MatchDetail): MatchPlayer[] {
  if (match.tournament && match.players.length > 0) return match.players;
  return [match.creator, match.opponent].filter((player): player is MatchPlayer => player !== null);
}

/** The players with their Ludo ids and records over settled matches. */
function DisputePlayers({ match }: { match: MatchDetail }) {
  const players: { role: string; player: MatchPlayer | null }[] = match.tournament
    ? seatsOf(match).map((player) => ({
        role: player.userId === match.hostUserId ? 'Host' : 'Player',
        player,
      }))
    : [
        { role: 'Creator', player: match.creator },
        { role: 'Opponent', player: match.opponent },
      ];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {players.map(({ role, player }) =>
        player ? (
          <div key={player.userId} className="rounded-md border p-3 text-sm" data-testid="dispute-player">
            <p className="flex flex-wrap items-center gap-2">
              <PlayerName name={player.name} className="font-semibold break-words" />
              <Badge variant="outline">{role}</Badge>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-muted-foreground">Ludo ID</dt>
              <dd className="font-mono break-all">{player.ludoPlayerId || '—'}</dd>
              <dt className="text-muted-foreground">Record</dt>
              <dd>
                {player.record.played} played · {player.record.won} won · {player.record.lost} lost
              </dd>
            </dl>
          </div>
        ) : null,
      )}
    </div>
  );
}

/** Every player's claim side by side, each with its screenshot; a missing claim says so. */
function DisputeClaims({ match }: { match: MatchDetail }) {
  const players = seatsOf(match);
  const claimOf = (userId: string): MatchResult | undefined => match.results.find((r) => r.userId === userId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {players.map((player) => {
        const claim = claimOf(player.userId);
        return (
          <figure
            key={player.userId}
            className="flex min-w-0 flex-col gap-2 rounded-md border p-3"
            aria-label={`${player.name}’s claim`}
          >
            <figcaption className="flex flex-col gap-1 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <PlayerName name={player.name} className="font-semibold break-words" />
                {claim && claim.claim === null && claim.position !== null ? (
                  // A tournament table reports finishing positions, not won or lost.
                  <Badge variant={claim.position === 1 ? 'success' : 'secondary'}>
                    Claims: position {claim.position}
                  </Badge>
                ) : claim ? (
                  <Badge variant={claim.claim === 'won' ? 'success' : 'secondary'}>
                    {claim.claim === 'won' ? 'Claims: won' : 'Claims: lost'}
                  </Badge>
                ) : (
                  <Badge variant="warning">No result submitted</Badge>
                )}
              </span>
              {claim ? (
                <span className="text-xs text-muted-foreground">Submitted {formatDateTime(claim.submittedAt)}</span>
              ) : null}
            </figcaption>
            {claim ? (
              <DisputeScreenshot
                matchId={match.id}
                userId={player.userId}
                name={player.name}
                path={claim.screenshotUrl}
              />
            ) : (
              <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
                <PlayerName name={player.name} /> did not report a result.
              </p>
            )}
          </figure>
        );
      })}
    </div>
  );
}

function DisputeChat({ chat }: { chat: AdminMatchDetail['chat'] }) {
  if (chat.length === 0) return <p className="text-sm text-muted-foreground">No messages.</p>;
  return (
    <ol aria-label="Chat" className="flex max-h-80 flex-col gap-2 overflow-y-auto rounded-md border p-3 text-sm">
      {chat.map((line) => (
        <li key={line.id} className="flex flex-col">
          <span className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">
              {line.senderName ? <PlayerName name={line.senderName} /> : 'System'}
            </span>
            <time dateTime={line.timestamp}>{formatDateTime(line.timestamp)}</time>
          </span>
          <span className={line.senderName ? 'break-words' : 'break-words text-muted-foreground italic'}>
            {line.message}
          </span>
        </li>
      ))}
    </ol>
  );
}

function DisputeTimeline({ timeline }: { timeline: MatchDetail['timeline'] }) {
  if (timeline.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded.</p>;
  return (
    <ol aria-label="Timeline" className="flex flex-col gap-2 border-l pl-4 text-sm">
      {timeline.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder.
        <li key={index} className="relative">
          <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" aria-hidden="true" />
          <time dateTime={entry.at} className="block text-xs text-muted-foreground">
            {formatDateTime(entry.at)}
          </time>
          <span className="break-words">{entry.text}</span>
        </li>
      ))}
    </ol>
  );
}

/** Where a tournament game's full finishing order is set (the tournament console's Force result). */
function TournamentConsoleLink({ tournamentId }: { tournamentId: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={`${paths.admin.tournaments}?tournament=${encodeURIComponent(tournamentId)}`}>
        <ListOrdered aria-hidden="true" />
        Open in the tournament console
      </Link>
    </Button>
  );
}

/**
 * The decisions: the win to either player, or a cancel with refunds. A tournament game holds no
 * stake to refund, so it is never cancelled; a table of three or four has no single winner to award,
 * so its finishing order is set in the tournament console.
 */
function DisputeDecisionButtons({ match, onChoose }: { match: MatchDetail; onChoose: (d: DisputeDecision) => void }) {
  if (match.tournament && match.type === 'table') {
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <TournamentConsoleLink tournamentId={match.tournament.id} />
      </div>
    );
  }
  const players = [match.creator, match.opponent].filter((player): player is MatchPlayer => player !== null);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {players.map((player) => (
        <Button key={player.userId} onClick={() => onChoose({ outcome: 'award', winner: player })}>
          <Trophy aria-hidden="true" />
          Award win to <PlayerName name={player.name} />
        </Button>
      ))}
      {match.tournament ? (
        <TournamentConsoleLink tournamentId={match.tournament.id} />
      ) : (
        <Button variant="destructive" onClick={() => onChoose({ outcome: 'cancel' })}>
          <Ban aria-hidden="true" />
          Cancel and refund both
        </Button>
      )}
    </div>
  );
}

function decisionHelp(match: MatchDetail): string {
  if (!match.tournament) {
    return 'Give the win to the player the evidence supports, or cancel the match and refund both entry fees. A written reason is required; both players see it.';
  }
  if (match.type === 'table') {
    return 'Set the finishing order the evidence supports with Force result in the tournament console. A written reason is required; the players see it.';
  }
  return 'Give the win to the player the evidence supports; the tournament moves on with it. A tournament game is not cancelled: there is no stake to refund. A written reason is required; both players see it.';
}

/** One dispute in full: what happened, both claims, the chat and the timeline, and the decision. */
export function DisputeDetail({ matchId, onDecided }: { matchId: string; onDecided: () => void }) {
  const detail = useAdminMatch(matchId);
  const [decision, setDecision] = useState<DisputeDecision | null>(null);

  if (!detail.data) return <DetailPending errorTitle="Could not load this match" query={detail} />;

  const { match, chat } = detail.data;
  const inReview = match.status === 'review';

  return (
    <Card aria-labelledby="dispute-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="dispute-title">{match.title}</CardTitle>
          {match.reviewReason ? <DisputeReasonBadge reason={match.reviewReason} /> : null}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Match ID</dt>
          <dd className="font-mono text-xs break-all">{match.id}</dd>
          {match.tournament ? (
            <>
              <dt className="text-muted-foreground">Tournament</dt>
              <dd className="break-words">
                {match.tournament.title} · Round {match.tournament.round}
                {match.tournament.table === null ? '' : ` · Table ${match.tournament.table}`}
              </dd>
            </>
          ) : (
            <>
              <dt className="text-muted-foreground">Entry fee</dt>
              <dd className="tabular-nums">{formatRupees(match.entryFee)} each</dd>
              <dt className="text-muted-foreground">Prize</dt>
              <dd className="tabular-nums">{formatRupees(match.prizePool)}</dd>
            </>
          )}
          <dt className="text-muted-foreground">Room code</dt>
          <dd className="font-mono">{match.roomCode ?? match.maskedRoomCode ?? '—'}</dd>
          <dt className="text-muted-foreground">Started</dt>
          <dd>{match.startedAt ? formatDateTime(match.startedAt) : '—'}</dd>
        </dl>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {inReview ? null : (
          <Alert>
            <AlertTitle>This match is no longer waiting for a decision</AlertTitle>
            <AlertDescription>
              {match.resolution ? RESOLUTION_LABELS[match.resolution] : 'It was decided.'}
              {match.decisionReason ? ` Reason: ${match.decisionReason}` : ''}
            </AlertDescription>
          </Alert>
        )}
        <DetailSection title="Players">
          <DisputePlayers match={match} />
        </DetailSection>
        <DetailSection title="Result claims">
          <DisputeClaims match={match} />
        </DetailSection>
        <DetailSection title="Chat">
          <DisputeChat chat={chat} />
        </DetailSection>
        <DetailSection title="Timeline">
          <DisputeTimeline timeline={match.timeline} />
        </DetailSection>
        {inReview ? (
          <DetailSection title="Decision">
            <p className="text-sm text-muted-foreground">{decisionHelp(match)}</p>
            <DisputeDecisionButtons match={match} onChoose={setDecision} />
          </DetailSection>
        ) : null}
      </CardContent>
      <DisputeDecisionDialog
        match={match}
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={onDecided}
      />
    </Card>
  );
}
