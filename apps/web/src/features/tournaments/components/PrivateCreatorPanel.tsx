import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { UserPlus } from 'lucide-react';
import { QueryError } from '@/components/query-error';
import { useT } from '@/lib/i18n/react';
import { isNotCreator, useTournamentInvite } from '../api/private-tournaments';
import { isBeforeStart } from '../lib/tournament-labels';
import { InvitePanel } from './InvitePanel';
import { StartPrivateTournamentButton } from './StartPrivateTournamentButton';

/**
 * The creator's part in their private tournament, before the start: the invite to send, and
 * "Start now" while it takes registrations. The invite is asked of the server, which answers it to
 * the creator only: for anyone else (404) this shows nothing.
 */
export function PrivateCreatorPanel({ tournament }: { tournament: TournamentDetail }) {
  const t = useT();
  const beforeStart = isBeforeStart(tournament.status);
  const invite = useTournamentInvite(tournament.id, tournament.visibility === 'private' && beforeStart);

  if (!beforeStart || tournament.visibility !== 'private') return null;
  if (invite.isError && !invite.data) {
    if (isNotCreator(invite.error)) return null;
    return (
      <QueryError
        title={t('privateTournament.invite.loadError')}
        error={invite.error}
        onRetry={() => void invite.refetch()}
      />
    );
  }
  // Nothing while it loads: most players who open a private tournament are not its creator.
  if (!invite.data) return null;

  return (
    <section
      aria-labelledby="invite-friends-title"
      className="flex flex-col gap-4 rounded-lg border border-primary/30 bg-primary/5 p-4 sm:p-6"
      data-testid="private-creator-panel"
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <UserPlus className="size-5 text-primary" aria-hidden="true" />
          <h2 id="invite-friends-title" className="text-lg font-semibold">
            {t('privateTournament.invite.title')}
          </h2>
        </div>
        <p className="text-sm text-muted-foreground">{t('privateTournament.creator.text')}</p>
      </div>
      <InvitePanel tournamentId={tournament.id} title={tournament.title} inviteCode={invite.data.inviteCode} />
      {tournament.status === 'registering' ? <StartPrivateTournamentButton tournament={tournament} /> : null}
    </section>
  );
}
