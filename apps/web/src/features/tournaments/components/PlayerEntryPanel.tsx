import { formatRupees } from '@ludo/shared/money';
import type { MyTournament, TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { CircleCheck, Trophy } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { T, useT } from '@/lib/i18n/react';
import { useMyTournaments } from '../api/get-my-tournaments';
import { InviteCodeForm } from './InviteCodeForm';
import { NextGameCard, type PlayGame } from './NextGameCard';
import { PrivateBadge } from './PrivateBadge';
import { LeaveButton, RegisterButton } from './RegistrationButtons';

function Panel({ children, testId }: { children: ReactNode; testId: string }) {
  const t = useT();
  return (
    <section
      aria-label={t('tournament.entry.title')}
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
  const t = useT();
  if (entry.entryStatus === 'disqualified') {
    return (
      <Panel testId="entry-disqualified">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{t('tournament.entry.title')}</h2>
          <Badge variant="destructive">{t('tournament.standings.disqualified')}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{t('tournament.entry.disqualified')}</p>
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
            <h2 className="text-lg font-semibold">{t('tournament.entry.registered')}</h2>
          </div>
          <p className="text-sm text-muted-foreground">
            {t('tournament.entry.registered.text', { fee: formatRupees(tournament.entryFee) })}
          </p>
          {tournament.status === 'registering' ? <LeaveButton tournament={tournament} className="self-start" /> : null}
        </Panel>
      );
    case 'running':
      return entry.nextGame ? (
        <NextGameCard game={entry.nextGame} tournamentTitle={tournament.title} play={play} />
      ) : (
        <Panel testId="entry-waiting">
          <h2 className="text-lg font-semibold">{t('tournament.entry.playing')}</h2>
          <p className="text-sm text-muted-foreground">{t('tournament.entry.playing.text')}</p>
        </Panel>
      );
    case 'finished':
      return (
        <Panel testId="entry-finished">
          <div className="flex flex-wrap items-center gap-2">
            <Trophy className="size-5 text-primary" aria-hidden="true" />
            <h2 className="text-lg font-semibold">
              {entry.place === null
                ? t('tournament.entry.finished')
                : t('tournament.entry.finishedPlace', { place: entry.place })}
            </h2>
          </div>
          <p className="text-sm text-muted-foreground">
            {entry.prize
              ? t('tournament.entry.prize', { amount: formatRupees(entry.prize) })
              : t('tournament.entry.noPrize')}
          </p>
        </Panel>
      );
    case 'cancelled':
      return (
        <Panel testId="entry-cancelled">
          <h2 className="text-lg font-semibold">{t('tournament.entry.refunded')}</h2>
          <p className="text-sm text-muted-foreground">
            {t('tournament.entry.refunded.text', { fee: formatRupees(tournament.entryFee) })}
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
  const t = useT();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!inviteCode || refusal !== null || !onInviteCode) {
    return (
      <Panel testId="entry-invite-needed">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{t('tournament.entry.open')}</h2>
          <PrivateBadge />
        </div>
        <p
          className={refusal ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}
          role={refusal ? 'alert' : undefined}
        >
          {refusal ?? t('tournament.entry.private.needCode')}
        </p>
        {onInviteCode ? (
          <InviteCodeForm
            label={t('tournament.entry.private.codeLabel')}
            submitLabel={t('tournament.entry.private.useCode')}
            pendingLabel={t('tournament.entry.private.checking')}
            hint={t('tournament.entry.private.hint', { fee: formatRupees(tournament.entryFee) })}
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
        <h2 className="text-lg font-semibold">{t('tournament.entry.open')}</h2>
        <PrivateBadge />
      </div>
      <p className="text-sm text-muted-foreground">
        <T
          id="tournament.entry.private.invited"
          values={{ code: inviteCode, fee: formatRupees(tournament.entryFee) }}
          components={{ 0: <span className="font-mono font-medium text-foreground" /> }}
        />
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
  const t = useT();
  if (tournament.status === 'registering') {
    const full = tournament.players >= tournament.maxPlayers;
    if (tournament.visibility === 'private' && !full) {
      return <PrivateRegistration tournament={tournament} inviteCode={inviteCode} onInviteCode={onInviteCode} />;
    }
    return (
      <Panel testId="entry-open">
        <h2 className="text-lg font-semibold">{t('tournament.entry.open')}</h2>
        <p className="text-sm text-muted-foreground">
          {full
            ? t('tournament.entry.full', { max: tournament.maxPlayers })
            : t('tournament.entry.open.text', { fee: formatRupees(tournament.entryFee) })}
        </p>
        {full ? null : <RegisterButton tournament={tournament} className="self-start" />}
      </Panel>
    );
  }
  if (tournament.status === 'upcoming') {
    return (
      <Panel testId="entry-not-open">
        <h2 className="text-lg font-semibold">{t('tournament.entry.soon')}</h2>
        <p className="text-sm text-muted-foreground">
          {tournament.registrationOpensAt ? (
            <T
              id="tournament.entry.soon.date"
              values={{ date: formatDateTime(tournament.registrationOpensAt) }}
              components={{ 0: <time dateTime={tournament.registrationOpensAt} /> }}
            />
          ) : (
            t('tournament.entry.soon.text')
          )}
        </p>
      </Panel>
    );
  }
  if (tournament.status === 'running') {
    return (
      <Panel testId="entry-closed">
        <p className="text-sm text-muted-foreground">{t('tournament.entry.closed')}</p>
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
  const t = useT();
  const mine = useMyTournaments();
  if (mine.isError && !mine.data) {
    return (
      <QueryError title={t('tournament.entry.loadError')} error={mine.error} onRetry={() => void mine.refetch()} />
    );
  }
  if (!mine.data) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          {t('tournament.entry.loading')}
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
