import { formatRupees } from '@ludo/shared/money';
import type { MyTournament, TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { CircleCheck, Trophy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { useMyTournaments } from '../api/get-my-tournaments';
import { ordinal } from '../lib/tournament-rules';
import { InviteCodeForm } from './InviteCodeForm';
import { NextGameCard, type PlayGame } from './NextGameCard';
import { PrivateBadge } from './PrivateBadge';
import { LeaveButton, RegisterButton } from './RegistrationButtons';

function Panel({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <section
      aria-label="Your entry"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:p-6"
      data-testid={testId}
    >
      {children}
    </section>
  );
}

/** The player's entry when they hold a seat: register/leave before the start, their game while it runs, their result after. */
function EntryState({
  tournament,
  entry,
  play,
}: {
  tournament: TournamentDetail;
  entry: MyTournament;
  play?: PlayGame | undefined;
}) {
  if (entry.entryStatus === 'disqualified') {
    return (
      <Panel testId="entry-disqualified">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">Your entry</h2>
          <Badge variant="destructive">Disqualified</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          You were disqualified from this tournament: your remaining games are forfeited.
        </p>
      </Panel>
    );
  }
  switch (tournament.status) {
    case 'upcoming':
    case 'registering':
      return (
        <Panel testId="entry-registered">
          <div className="flex flex-wrap items-center gap-2">
            <CircleCheck className="size-5 text-success" aria-hidden="true" />
            <h2 className="text-lg font-semibold">You are registered</h2>
          </div>
          <p className="text-sm text-muted-foreground">
            Your {formatRupees(tournament.entryFee)} entry fee is held in the prize pool. Your first game appears here
            when the tournament starts.
          </p>
          {tournament.status === 'registering' ? <LeaveButton tournament={tournament} className="self-start" /> : null}
        </Panel>
      );
    case 'running':
      return entry.nextGame ? (
        <NextGameCard game={entry.nextGame} tournamentTitle={tournament.title} play={play} />
      ) : (
        <Panel testId="entry-waiting">
          <h2 className="text-lg font-semibold">You are playing</h2>
          <p className="text-sm text-muted-foreground">
            You have no game to play right now. Your next game appears here as soon as its round is drawn; the standings
            below show where you stand.
          </p>
        </Panel>
      );
    case 'finished':
      return (
        <Panel testId="entry-finished">
          <div className="flex flex-wrap items-center gap-2">
            <Trophy className="size-5 text-primary" aria-hidden="true" />
            <h2 className="text-lg font-semibold">
              {entry.place === null ? 'The tournament has finished' : `You finished ${ordinal(entry.place)}`}
            </h2>
          </div>
          <p className="text-sm text-muted-foreground">
            {entry.prize
              ? `${formatRupees(entry.prize)} was credited to your winnings.`
              : 'No prize this time. Thank you for playing.'}
          </p>
        </Panel>
      );
    case 'cancelled':
      return (
        <Panel testId="entry-cancelled">
          <h2 className="text-lg font-semibold">Your entry fee was returned</h2>
          <p className="text-sm text-muted-foreground">
            The tournament was cancelled and your {formatRupees(tournament.entryFee)} entry fee went back to your
            wallet.
          </p>
        </Panel>
      );
  }
}

/** How a private tournament's page knows the invite code: from the invite link, or typed here. */
export interface InviteCodeProps {
  /** The code from the address (?code=), or the creator's own; null when there is none. */
  inviteCode?: string | null;
  /** The player typed a code: the page keeps it (in its address) and registration sends it. */
  onInviteCode?: (code: string) => void;
}

/**
 * Registration for a private tournament: with the code (from the invite link, or typed here) the
 * player registers as for any tournament; without it, or when the server refuses it, the page asks
 * for the code with the server's message.
 */
function PrivateRegistration({
  tournament,
  inviteCode,
  onInviteCode,
}: { tournament: TournamentDetail } & InviteCodeProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!inviteCode || refusal !== null || !onInviteCode) {
    return (
      <Panel testId="entry-invite-needed">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">Registration is open</h2>
          <PrivateBadge />
        </div>
        <p
          className={refusal ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
          role={refusal ? 'alert' : undefined}
        >
          {refusal ?? 'This is a private tournament: enter the invite code your friend sent you to register.'}
        </p>
        {onInviteCode ? (
          <InviteCodeForm
            label="Invite code"
            submitLabel="Use code"
            pendingLabel="Checking..."
            hint={`The ${formatRupees(tournament.entryFee)} entry fee is taken from your wallet when you register.`}
            defaultValue={inviteCode ?? ''}
            testId="private-invite-form"
            onSubmit={(code) => {
              setRefusal(null);
              onInviteCode(code);
            }}
          />
        ) : null}
      </Panel>
    );
  }
  return (
    <Panel testId="entry-open">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">Registration is open</h2>
        <PrivateBadge />
      </div>
      <p className="text-sm text-muted-foreground">
        You are invited (code <span className="font-mono font-medium text-foreground">{inviteCode}</span>). The{' '}
        {formatRupees(tournament.entryFee)} entry fee is taken from your wallet when you register, and returned in full
        if you leave before the start or the tournament is cancelled.
      </p>
      <RegisterButton
        tournament={tournament}
        inviteCode={inviteCode}
        onInviteRejected={setRefusal}
        className="self-start"
      />
    </Panel>
  );
}

/** What a player without a seat can do: register while it is open, else nothing but watch. */
function NoEntry({ tournament, inviteCode, onInviteCode }: { tournament: TournamentDetail } & InviteCodeProps) {
  if (tournament.status === 'registering') {
    const full = tournament.players >= tournament.maxPlayers;
    if (tournament.visibility === 'private' && !full) {
      return <PrivateRegistration tournament={tournament} inviteCode={inviteCode} onInviteCode={onInviteCode} />;
    }
    return (
      <Panel testId="entry-open">
        <h2 className="text-lg font-semibold">Registration is open</h2>
        <p className="text-sm text-muted-foreground">
          {full
            ? `All ${tournament.maxPlayers} seats are taken. A seat may free up if a player leaves before the start.`
            : `The ${formatRupees(tournament.entryFee)} entry fee is taken from your wallet when you register, and returned in full if you leave before the start or the tournament is cancelled.`}
        </p>
        {full ? null : <RegisterButton tournament={tournament} className="self-start" />}
      </Panel>
    );
  }
  if (tournament.status === 'upcoming') {
    return (
      <Panel testId="entry-not-open">
        <h2 className="text-lg font-semibold">Registration opens soon</h2>
        <p className="text-sm text-muted-foreground">
          {tournament.registrationOpensAt ? (
            <>
              Registration opens on{' '}
              <time dateTime={tournament.registrationOpensAt}>{formatDateTime(tournament.registrationOpensAt)}</time>.
              Come back then to take a seat.
            </>
          ) : (
            'Come back when it opens to take a seat.'
          )}
        </p>
      </Panel>
    );
  }
  if (tournament.status === 'running') {
    return (
      <Panel testId="entry-closed">
        <p className="text-sm text-muted-foreground">
          Registration is closed: this tournament is being played. Follow its rounds and standings below.
        </p>
      </Panel>
    );
  }
  return null;
}

/**
 * The signed-in player's part in a tournament, from their own tournaments (GET /api/tournaments/mine).
 * A private tournament's registration needs its invite code (`inviteCode`, `onInviteCode`).
 */
export function PlayerEntryPanel({
  tournament,
  inviteCode,
  onInviteCode,
  play,
}: { tournament: TournamentDetail; play?: PlayGame | undefined } & InviteCodeProps) {
  const mine = useMyTournaments();
  if (mine.isError && !mine.data) {
    return <QueryError title="Could not load your entry" error={mine.error} onRetry={() => void mine.refetch()} />;
  }
  if (!mine.data) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Loading your entry...
        </span>
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  const entry = mine.data.tournaments.find((candidate) => candidate.id === tournament.id);
  return entry ? (
    <EntryState tournament={tournament} entry={entry} play={play} />
  ) : (
    <NoEntry tournament={tournament} inviteCode={inviteCode} onInviteCode={onInviteCode} />
  );
}
